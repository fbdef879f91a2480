/*
 * void *ex_memchr(const void *b, int c, size_t len): two returns.
 */
#include "example.h"

ENTRY(ex_memchr)
	andi	a1, a1, 0xff		# character to search for
	beqz	a2, 2f			# len == 0
1:	lbu	a3, 0(a0)
	beq	a3, a1, 3f
	addi	a0, a0, 1
	addi	a2, a2, -1
	bnez	a2, 1b
2:	li	a0, 0			# not found
	ret
3:	ret
END(ex_memchr)
