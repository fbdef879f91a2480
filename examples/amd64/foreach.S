/*
 * int ex_foreach(const int *v, size_t n, int (*fn)(int, void *),
 *     void *arg): the sum of fn(v[i], arg), calling back into C, with a
 * frame pointer and callee-saved registers.
 */
#include "example.h"

ENTRY(ex_foreach)
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_offset %rbp,-16
	movq	%rsp,%rbp
	.cfi_def_cfa_register %rbp
	pushq	%rbx
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$8,%rsp			/* align the calls */
	.cfi_offset %rbx,-24
	.cfi_offset %r12,-32
	.cfi_offset %r13,-40
	.cfi_offset %r14,-48
	.cfi_offset %r15,-56
	movq	%rdi,%rbx		/* next element */
	leaq	(%rdi,%rsi,4),%r12	/* end */
	movq	%rdx,%r13		/* fn */
	movq	%rcx,%r14		/* arg */
	xorl	%r15d,%r15d		/* sum */
1:	cmpq	%r12,%rbx
	jae	2f
	movl	(%rbx),%edi
	movq	%r14,%rsi
	call	*%r13
	addl	%eax,%r15d
	addq	$4,%rbx
	jmp	1b
2:	movl	%r15d,%eax
	movq	-8(%rbp),%rbx
	movq	-16(%rbp),%r12
	movq	-24(%rbp),%r13
	movq	-32(%rbp),%r14
	movq	-40(%rbp),%r15
	leave
	.cfi_def_cfa %rsp,8
	.cfi_restore %rbp
	.cfi_restore %rbx
	.cfi_restore %r12
	.cfi_restore %r13
	.cfi_restore %r14
	.cfi_restore %r15
	ret
END(ex_foreach)
