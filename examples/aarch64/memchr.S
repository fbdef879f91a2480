/*
 * void *ex_memchr(const void *b, int c, size_t len): two returns.
 */
#include "example.h"

ENTRY(ex_memchr)
	and	w1, w1, #0xff		// character to search for
	cbz	x2, 2f			// len == 0
1:	ldrb	w3, [x0]
	cmp	w3, w1
	b.eq	3f
	add	x0, x0, #1
	subs	x2, x2, #1
	b.ne	1b
2:	mov	x0, #0			// not found
	ret
3:	ret
END(ex_memchr)
