/*
 * f has no .size and no CFI of its own; g, which follows it, opens CFI.
 * f's macros must be the _NOCFI ones: rgpp 6008e8e gave it RETGUARD_START
 * and RETGUARD_END with CFI, which as refuses where no .cfi_startproc
 * is open (fuzz run 58).
 */
#include <machine/asm.h>
	.text
	.globl	f
	.type	f, @function
f:
	movl	$1, %eax
	ret
	.globl	g
	.type	g, @function
g:
	.cfi_startproc
	movl	$2, %eax
	ret
	.cfi_endproc
	.size	g, .-g
/* h and h2 are one function's two names, with no code between them:
   h's CFI is h2's. */
	.globl	h
	.type	h, @function
	.globl	h2
	.type	h2, @function
h:
h2:
	.cfi_startproc
	movl	$3, %eax
	ret
	.cfi_endproc
