/*
 * A backslash and blanks at the end of a line continue it, for cpp as
 * for rgpp: in a comment, the next line is comment too (the first ret
 * below is no return), and in a header's directive the next line is
 * the directive's (backslash-blanks-defs.h).
 */
#include "backslash-blanks-defs.h"

	.text
	.globl	f
	.type	f, %function
f:
	cbz	x0, 1f
	// was: \ 
	ret
	mov	x0, #2
	ret
1:
	RET_X
	.size	f, .-f
