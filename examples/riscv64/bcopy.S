/*
 * void ex_bcopy(const void *src, void *dst, size_t len) falls into
 * void *ex_memmove(void *dst, const void *src, size_t len), as in
 * OpenBSD's libc: rgpp makes the first jump over the second's
 * RETGUARD_START.
 */
#include "example.h"

ENTRY(ex_bcopy)
	mv	a3, a0			# swap src and dst
	mv	a0, a1
	mv	a1, a3
	# fall into ex_memmove
END(ex_bcopy)

ENTRY(ex_memmove)
	mv	a3, a0			# dst, returned
	sub	a4, a0, a1
	bltu	a4, a2, 2f		# dst - src < len: overlapping
1:	beqz	a2, 3f			# copy forwards
	lbu	a5, 0(a1)
	sb	a5, 0(a3)
	addi	a1, a1, 1
	addi	a3, a3, 1
	addi	a2, a2, -1
	j	1b
2:	add	a1, a1, a2		# copy backwards
	add	a3, a3, a2
4:	beqz	a2, 3f
	addi	a1, a1, -1
	addi	a3, a3, -1
	lbu	a5, 0(a1)
	sb	a5, 0(a3)
	addi	a2, a2, -1
	j	4b
3:	ret
END(ex_memmove)
