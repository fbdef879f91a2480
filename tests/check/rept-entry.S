/*
 * ../convert/rept-entry.S as rgpp d8c1775 converted it: a
 * RETGUARD_START after each entry that a .irp makes, and one inside
 * the .irp of pushes right after the entry of first_irp.  Its rgcheck
 * passed them.
 */
#include <machine/asm.h>

	.text
	.irp	n, 3, 2, 1
	.globl	add\n
	.type	add\n, @function
add\n:
	RETGUARD_START_NOCFI
	addq	$1, %rdi
	.endr
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
	.size	add1, . - add1

	.rept	2
	.globl	twice
	.type	twice, @function
	.endr
twice:
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
	.size	twice, . - twice

/* long first_irp(long x): x + 4, the .irp the first statement */
ENTRY(first_irp)
	.irp	r, rbx, rbp
	RETGUARD_START_NOCFI
	pushq	%\r
	.endr
	leaq	4(%rdi), %rax
	.irp	r, rbp, rbx
	popq	%\r
	.endr
	RETGUARD_END_NOCFI
	ret
END(first_irp)
