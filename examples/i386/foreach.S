/*
 * int ex_foreach(const int *v, size_t n, int (*fn)(int, void *),
 *     void *arg): the sum of fn(v[i], arg), calling back into C, with a
 * frame pointer and callee-saved registers.
 */
#include "example.h"

ENTRY(ex_foreach)
	pushl	%ebp
	.cfi_adjust_cfa_offset 4
	.cfi_offset %ebp,-8
	movl	%esp,%ebp
	.cfi_def_cfa_register %ebp
	pushl	%ebx
	pushl	%esi
	pushl	%edi
	subl	$4,%esp			/* align the calls */
	.cfi_offset %ebx,-12
	.cfi_offset %esi,-16
	.cfi_offset %edi,-20
	movl	8(%ebp),%ebx		/* next element */
	movl	12(%ebp),%esi
	leal	(%ebx,%esi,4),%esi	/* end */
	xorl	%edi,%edi		/* sum */
1:	cmpl	%esi,%ebx
	jae	2f
	pushl	20(%ebp)		/* arg */
	pushl	(%ebx)
	call	*16(%ebp)
	addl	$8,%esp
	addl	%eax,%edi
	addl	$4,%ebx
	jmp	1b
2:	movl	%edi,%eax
	movl	-4(%ebp),%ebx
	movl	-8(%ebp),%esi
	movl	-12(%ebp),%edi
	leave
	.cfi_def_cfa %esp,4
	.cfi_restore %ebp
	.cfi_restore %ebx
	.cfi_restore %esi
	.cfi_restore %edi
	ret
END(ex_foreach)
