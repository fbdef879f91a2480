/*
 * deep7 and deep6 of ../convert/macro-deep.S as rgpp f1cff1b converted
 * them: protected around a use whose seventh or sixth macro reads the
 * return address, which it passed over four macros deep.  Its rgcheck
 * passed them.
 */
#include <machine/asm.h>

	.macro	m7 reg
	movq	8(%rsp), \reg
	.endm
	.macro	m6 reg
	m7	\reg
	.endm
	.macro	m5 reg
	m6	\reg
	.endm
	.macro	m4 reg
	m5	\reg
	.endm
	.macro	m3 reg
	m4	\reg
	.endm
	.macro	m2 reg
	m3	\reg
	.endm
	.macro	m1 reg
	m2	\reg
	.endm

	.text
/* long deep7(void): its return address minus main's, seven deep */
ENTRY(deep7)
	RETGUARD_START_NOCFI
	pushq	%rbx
	m1	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(deep7)

/* long deep6(void): the same, six deep */
ENTRY(deep6)
	RETGUARD_START_NOCFI
	pushq	%rbx
	m2	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(deep6)
