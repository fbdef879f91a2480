/*
 * ra_copy and ra_lea of ../convert/sp-copy.S as rgpp e20861a converted
 * them: protected around a read of the return address through a copy
 * of the stack pointer.  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text
ENTRY(ra_copy)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	%rsp, %rbx
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(ra_copy)

/* long ra_lea(void): the same through lea */
ENTRY(ra_lea)
	RETGUARD_START_NOCFI
	leaq	8(%rsp), %rdx
	movq	-8(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(ra_lea)
