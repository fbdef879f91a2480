/*
 * Functions of ../convert/rept-depth.S as rgpp d8c1775 converted them
 * when it read the body of a .rept, .irp or .irpc once: protected
 * around a read of the return address after pushes that as repeats
 * (irp_ra, with its RETGUARD_START inside the .irp of pushes, where as
 * runs it three times), and around a recursive .macro that pushes
 * under .if \n, read five deep.  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.macro	SAVE n
	.rept	\n
	pushq	%rbx
	.endr
	.endm
	.macro	RESTORE n
	.rept	\n
	popq	%rbx
	.endr
	.endm

	.macro	PUSHN n
	.if	\n
	pushq	%rbx
	PUSHN	(\n-1)
	.endif
	.endm
	.macro	POPN n
	.if	\n
	popq	%rbx
	POPN	(\n-1)
	.endif
	.endm

	.macro	PUSH2 a, b
	.irp	r, \a, \b
	pushq	%\r
	.endr
	.endm
	.macro	POP2 a, b
	.irp	r, \a, \b
	popq	%\r
	.endr
	.endm

	.macro	SAVE1 big
	.if	\big
	pushq	%rbx
	.else
	pushq	%rbp
	.endif
	.endm

	.text
/* long irp_ra(long): its return address minus main's */
ENTRY(irp_ra)
	.irp	r, rbx, rbp, r12
	RETGUARD_START_NOCFI
	pushq	%\r
	.endr
	movq	24(%rsp), %rax
	.irp	r, r12, rbp, rbx
	popq	%\r
	.endr
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(irp_ra)

/* long rept_ra(long): the same, two pushes */
ENTRY(rept_ra)
	.rept	2
	RETGUARD_START_NOCFI
	pushq	%rbx
	.endr
	movq	16(%rsp), %rax
	.rep	2
	popq	%rbx
	.endr
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(rept_ra)

/* long irpc_ra(long): the same, a push for each of three characters */
ENTRY(irpc_ra)
	.irpc	c, 123
	RETGUARD_START_NOCFI
	pushq	%rbx
	.endr
	movq	24(%rsp), %rax
	.irpc	c, 321
	popq	%rbx
	.endr
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(irpc_ra)

/* long macro_rept(long): the same, through .rept \n in a .macro */
ENTRY(macro_rept)
	RETGUARD_START_NOCFI
	SAVE	2
	movq	16(%rsp), %rax
	RESTORE	2
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(macro_rept)

/* long rec_macro(long): the same, three pushes by a recursive .macro */
ENTRY(rec_macro)
	RETGUARD_START_NOCFI
	PUSHN	3
	movq	24(%rsp), %rax
	POPN	3
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(rec_macro)
