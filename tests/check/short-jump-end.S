/*
 * rgpp's conversion of a function whose jrcxz goes back over its
 * return: near_limit is protected, the bound of what lies between,
 * RETGUARD_END included, within the jump's reach.  rgcheck 58102ac
 * counted that RETGUARD_END twice, as the file's and as a place for
 * one before the return, and reported the function as one rgpp would
 * leave alone: on the corpus, glibc's __mpn_add_n, which rgpp
 * protects (44d6c18), was rgcheck's one finding that rgpp did not
 * give.
 */
#include <machine/asm.h>

	.text
/* long near_limit(long x): 1 + 2 + ... + x for x > 0 */
ENTRY(near_limit)
	RETGUARD_START_NOCFI
	movq	%rdi, %rcx
	xorl	%eax, %eax
	jmp	2f
1:	RETGUARD_END_NOCFI
	ret
	.p2align 4
2:	addq	%rcx, %rax
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	movq	%rax, %rdx
	decq	%rcx
	jrcxz	1b
	jmp	2b
END(near_limit)
