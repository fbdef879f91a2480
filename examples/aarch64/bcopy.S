/*
 * void ex_bcopy(const void *src, void *dst, size_t len) falls into
 * void *ex_memmove(void *dst, const void *src, size_t len), as in
 * OpenBSD's libc: rgpp makes the first jump over the second's
 * RETGUARD_START.
 */
#include "example.h"

ENTRY(ex_bcopy)
	mov	x3, x0			// swap src and dst
	mov	x0, x1
	mov	x1, x3
	// fall into ex_memmove
END(ex_bcopy)

ENTRY(ex_memmove)
	mov	x3, x0			// dst, returned
	sub	x4, x0, x1
	cmp	x4, x2			// dst - src < len: overlapping
	b.lo	2f
1:	cbz	x2, 3f			// copy forwards
	ldrb	w5, [x1], #1
	strb	w5, [x3], #1
	sub	x2, x2, #1
	b	1b
2:	add	x1, x1, x2		// copy backwards
	add	x3, x3, x2
4:	cbz	x2, 3f
	ldrb	w5, [x1, #-1]!
	strb	w5, [x3, #-1]!
	sub	x2, x2, #1
	b	4b
3:	ret
END(ex_memmove)
