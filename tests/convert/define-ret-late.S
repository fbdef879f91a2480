/*
 * A #define with a return inside that an #include follows is left
 * alone: the header may use it where rgpp does not see (glibc's -rtm.S
 * files define macros, then include the code that uses them), and a
 * RETGUARD_END in the body would run there without RETGUARD_START.
 */
#include <machine/asm.h>

#define	LATE_RET	popl %ebx; ret
	.text
	.globl	late
	.type	late, @function
late:
	pushl	%ebx
	LATE_RET
	.size	late, .-late
#include "define-ret-late-defs.h"
