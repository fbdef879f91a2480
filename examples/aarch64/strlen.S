/*
 * size_t ex_strlen(const char *s): a byte loop.
 */
#include "example.h"

ENTRY(ex_strlen)
	mov	x1, x0
1:	ldrb	w2, [x1], #1
	cbnz	w2, 1b
	sub	x0, x1, x0
	sub	x0, x0, #1
	ret
END(ex_strlen)
