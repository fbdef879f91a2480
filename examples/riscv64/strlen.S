/*
 * size_t ex_strlen(const char *s): a byte loop.
 */
#include "example.h"

ENTRY(ex_strlen)
	mv	a1, a0
1:	lbu	a2, 0(a1)
	addi	a1, a1, 1
	bnez	a2, 1b
	sub	a0, a1, a0
	addi	a0, a0, -1
	ret
END(ex_strlen)
