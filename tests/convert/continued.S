/*
 * A statement whose line ends in a backslash, continued by a blank
 * line: cpp splices them, so a line inserted between them would join
 * the statement.  RETGUARD_START goes in line instead.
 */
#include <machine/asm.h>
	.globl	f
	.type	f,@function
f:	.cfi_startproc	\

	movl	$1, %eax
	ret
	.cfi_endproc
	.size	f,.-f
