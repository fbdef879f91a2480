/*
 * Stack effects inside blocks that as repeats: .rept, .irp and .irpc,
 * in the file's lines and in .macro bodies.  rgpp d8c1775 read such a
 * body once: it counted one push for ".irp r, rbx, rbp, r12" around
 * "pushq %\r", and protected irp_ra, rept_ra, irpc_ra and macro_rept,
 * each of which reads its return address with a movq N(%rsp) (built
 * with -D_RET_PROTECTOR they return the mangled one), and rec_macro,
 * whose recursive .macro pushes under .if \n, which it read as five
 * pushes, its pops as five pops; its rgcheck passed them.  It put
 * RETGUARD_START of irp_ra inside the first .irp block, where as runs
 * it three times.  Each is now left alone, and so is macro_irp, which
 * it left alone for a "popq %\r" it could not read.  It left alone
 * irp_bal, rept_expr, rept_zero, nested, irp_item, irp_args and if_same
 * (whose .if branches push one register each) for a return at another
 * depth: they are protected now, and so is unroll, an unrolled loop,
 * as before.
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
	pushq	%\r
	.endr
	movq	24(%rsp), %rax
	.irp	r, r12, rbp, rbx
	popq	%\r
	.endr
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(irp_ra)

/* long rept_ra(long): the same, two pushes */
ENTRY(rept_ra)
	.rept	2
	pushq	%rbx
	.endr
	movq	16(%rsp), %rax
	.rep	2
	popq	%rbx
	.endr
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(rept_ra)

/* long irpc_ra(long): the same, a push for each of three characters */
ENTRY(irpc_ra)
	.irpc	c, 123
	pushq	%rbx
	.endr
	movq	24(%rsp), %rax
	.irpc	c, 321
	popq	%rbx
	.endr
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(irpc_ra)

/* long macro_rept(long): the same, through .rept \n in a .macro */
ENTRY(macro_rept)
	SAVE	2
	movq	16(%rsp), %rax
	RESTORE	2
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(macro_rept)

/* long macro_irp(long): the same, through a .irp of the arguments */
ENTRY(macro_irp)
	PUSH2	rbx, rbp
	movq	16(%rsp), %rax
	POP2	rbp, rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(macro_irp)

/* long rec_macro(long): the same, three pushes by a recursive .macro */
ENTRY(rec_macro)
	PUSHN	3
	movq	24(%rsp), %rax
	POPN	3
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(rec_macro)

/* long irp_bal(long x): x + 1, two pushes dropped at once */
ENTRY(irp_bal)
	.irp	r, rbx, rbp
	pushq	%\r
	.endr
	leaq	1(%rdi), %rax
	addq	$16, %rsp
	ret
END(irp_bal)

/* long rept_expr(long x): x + 2, .rept of a constant expression */
ENTRY(rept_expr)
	.rept	(1 + 1) * 2
	pushq	%rdi
	.endr
	movq	24(%rsp), %rax
	addq	$2, %rax
	addq	$32, %rsp
	ret
END(rept_expr)

/* long rept_zero(long x): x, a block as reads no time */
ENTRY(rept_zero)
	.rept	0
	pushq	%rdi
	.endr
	movq	%rdi, %rax
	ret
END(rept_zero)

/* long nested(long x): x + 3, a .irp inside a .rept */
ENTRY(nested)
	.rept	2
	.irp	r, rbx, rbp
	pushq	%\r
	.endr
	.endr
	leaq	3(%rdi), %rax
	addq	$32, %rsp
	ret
END(nested)

/* long irp_item(long x): x - 8, each item in the parameter's place */
ENTRY(irp_item)
	movq	%rdi, %rax
	.irp	r, rax, rsp
	subq	$8, %\r
	.endr
	addq	$8, %rsp
	ret
END(irp_item)

/* long irp_args(long x): x + 4, the .irp items a .macro's arguments */
ENTRY(irp_args)
	PUSH2	rbx, rbp
	leaq	4(%rdi), %rax
	addq	$16, %rsp
	ret
END(irp_args)

/* long unroll(long x): 4 * x, an unrolled loop */
ENTRY(unroll)
	xorl	%eax, %eax
	.rept	4
	addq	%rdi, %rax
	.endr
	ret
END(unroll)

/* long if_same(long x): x + 5, one push whichever branch as takes */
ENTRY(if_same)
	SAVE1	1
	leaq	5(%rdi), %rax
	popq	%rbx
	ret
END(if_same)
