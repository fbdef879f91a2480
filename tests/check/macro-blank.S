/*
 * spaced_default of ../convert/macro-blank.S as rgpp f1cff1b converted
 * it: protected around the use of a .macro whose parameters it counted
 * wrongly ("off = 0").  Its rgcheck passed it.
 */
#include <machine/asm.h>

	.macro ld off = 0 src dst spare1 spare2
	movq	\off(\src), \dst
	.endm

	.macro rd dst base other
	movq	(\base), \dst
	.endm

	.macro ldq off : req, src dst
	movq	\off(\src), \dst
	.endm

	.text
/* long spaced_default(void): its return address minus main's */
ENTRY(spaced_default)
	RETGUARD_START_NOCFI
	pushq	%rbx
	ld	8 %rsp %rax %rcx %rdx
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(spaced_default)
