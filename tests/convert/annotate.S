/*
 * Annotations that label the next instruction for objtool (Linux's
 * ANNOTATE_UNRET_SAFE before a bare ret, ANNOTATE_RETPOLINE_SAFE before
 * an indirect jump) must keep labelling the return or the jump:
 * RETGUARD_END goes before them.  Learned from the header, where they
 * are a .macro and #defines.
 */
#include "annotate-defs.h"

	.text
	.globl	bare
	.type	bare,@function
bare:
	movl	$1, %eax
	ANNOTATE_UNRET_SAFE
	ret
	int3
	.size	bare,.-bare

	.globl	thunk
	.type	thunk,@function
thunk:
	movq	(%rdi), %rcx
	ANNOTATE_RETPOLINE_SAFE
	jmpq	*%rcx
	.size	thunk,.-thunk

/* RET_MARK has RET in its name, but the header defines it: no return */
	.globl	marked
	.type	marked,@function
marked:
	xorl	%eax, %eax
	RET_MARK
	ret
	.size	marked,.-marked

/* ANNOTATE_PAD emits a nop: RETGUARD_END goes right before the ret */
	.globl	padded
	.type	padded,@function
padded:
	xorl	%eax, %eax
	ANNOTATE_PAD
	ret
	.size	padded,.-padded
