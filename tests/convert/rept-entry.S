/*
 * Function entries that as makes once for each time it repeats a
 * block.  rgpp d8c1775 put RETGUARD_START after each add\n: of the
 * .irp, so that add3 ran it three times, add2 twice, into the one
 * RETGUARD_END of the shared tail (built with -D_RET_PROTECTOR they
 * crash), and, in first_irp, after the .irp line of pushes, so that
 * as ran it once for each register; its rgcheck passed them.  The
 * entries in the .irp are now left alone (-Wconflict), and
 * RETGUARD_START goes before a block right after an entry.  twice,
 * whose .type is in a .rept but whose label is not, is protected as
 * before.
 */
#include <machine/asm.h>

	.text
	.irp	n, 3, 2, 1
	.globl	add\n
	.type	add\n, @function
add\n:
	addq	$1, %rdi
	.endr
	movq	%rdi, %rax
	ret
	.size	add1, . - add1

	.rept	2
	.globl	twice
	.type	twice, @function
	.endr
twice:
	movq	%rdi, %rax
	ret
	.size	twice, . - twice

/* long first_irp(long x): x + 4, the .irp the first statement */
ENTRY(first_irp)
	.irp	r, rbx, rbp
	pushq	%\r
	.endr
	leaq	4(%rdi), %rax
	.irp	r, rbp, rbx
	popq	%\r
	.endr
	ret
END(first_irp)
