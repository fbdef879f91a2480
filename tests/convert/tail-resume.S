/*
 * A tail jump that more code of the function follows: like a return,
 * it needs RETGUARD_RESUME after it, or the code after it would be
 * described as having a plain return address.
 */
#include <machine/asm.h>
	.text
	.globl	f
	.type	f,@function
f:	.cfi_startproc
	testq	%rdx,%rdx
	jz	1f
	jmp	g
1:	ret
	.cfi_endproc
	.size	f, .-f
