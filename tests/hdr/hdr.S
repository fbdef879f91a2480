/*
 * Functions whose stack moves, or whose return address is read, in a
 * header's macros (hdr.h).  caller_pc returns its return address:
 * protected, it would return the mangled one, so it is left alone.
 */
#include <machine/asm.h>
#include "hdr.h"

	.text
	.globl	caller_pc
	.type	caller_pc, @function
caller_pc:
	.cfi_startproc
	GET_CALLER
	ret
	.cfi_endproc
	.size	caller_pc, . - caller_pc

/* long saver(long x): x + 1, through %rbx */
	.globl	saver
	.type	saver, @function
saver:
	.cfi_startproc
	SAVE_RBX
	.cfi_adjust_cfa_offset 8
	leaq	1(%rdi), %rbx
	movq	%rbx, %rax
	RESTORE_RBX
	.cfi_adjust_cfa_offset -8
	ret
	.cfi_endproc
	.size	saver, . - saver

/* long popper(long x): x, pushed and popped by "POPQ_OP %rax" */
	.globl	popper
	.type	popper, @function
popper:
	.cfi_startproc
	pushq	%rdi
	.cfi_adjust_cfa_offset 8
	POPQ_OP	%rax
	.cfi_adjust_cfa_offset -8
	ret
	.cfi_endproc
	.size	popper, . - popper

/* long framed(long x): saver(x) + 1, in a frame in one build */
	.globl	framed
	.type	framed, @function
framed:
	.cfi_startproc
	FBEGIN
	call	saver
	addq	$1, %rax
	FEND
	ret
	.cfi_endproc
	.size	framed, . - framed
	.section .note.GNU-stack, "", @progbits
