/*
 * void ex_bcopy(const void *src, void *dst, size_t len) jumps into
 * void *ex_memmove(void *dst, const void *src, size_t len), as in
 * OpenBSD's libc: a jump to a label inside another function.
 */
#include "example.h"

ENTRY(ex_bcopy)
	pushl	%esi
	.cfi_adjust_cfa_offset 4
	.cfi_offset %esi,-8
	pushl	%edi
	.cfi_adjust_cfa_offset 4
	.cfi_offset %edi,-12
	movl	12(%esp),%esi
	movl	16(%esp),%edi
	jmp	docopy
END(ex_bcopy)

ENTRY(ex_memmove)
	pushl	%esi
	.cfi_adjust_cfa_offset 4
	.cfi_offset %esi,-8
	pushl	%edi
	.cfi_adjust_cfa_offset 4
	.cfi_offset %edi,-12
	movl	12(%esp),%edi
	movl	16(%esp),%esi
docopy:
	movl	20(%esp),%ecx
	movl	%edi,%eax
	subl	%esi,%eax
	cmpl	%ecx,%eax		/* overlapping? */
	jb	1f
	cld
	rep
	movsb
	movl	12(%esp),%eax
	.cfi_remember_state
	popl	%edi
	.cfi_adjust_cfa_offset -4
	.cfi_restore %edi
	popl	%esi
	.cfi_adjust_cfa_offset -4
	.cfi_restore %esi
	ret
	.cfi_restore_state
1:	addl	%ecx,%edi		/* copy backwards */
	addl	%ecx,%esi
	decl	%edi
	decl	%esi
	std
	rep
	movsb
	cld
	movl	12(%esp),%eax
	popl	%edi
	.cfi_adjust_cfa_offset -4
	.cfi_restore %edi
	popl	%esi
	.cfi_adjust_cfa_offset -4
	.cfi_restore %esi
	ret
END(ex_memmove)
