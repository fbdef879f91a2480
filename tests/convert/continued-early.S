/*
 * rgpp blanks all but a header's directives, writing what it keeps over
 * the header's text as it goes.  continued-early-defs.h starts with a
 * line of one blank: one byte blanked before its directives, so the
 * newline kept at the end of a directive was written over the byte
 * before it, and a \ there was lost.  RET_X (vzeroupper; ret) was read
 * as vzeroupper, a plain macro, and its use at the end of f got no
 * RETGUARD_END.  It is a return macro.
 */
#include "continued-early-defs.h"

	.text
	.globl	f
	.type	f, @function
f:
	testq	%rdi, %rdi
	jz	1f
	movl	$1, %eax
	RET_X
1:
	xorl	%eax, %eax
	ret
	.size	f, .-f
