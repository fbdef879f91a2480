/*
 * Functions whose stack moves, or whose return address is read, in a
 * header's macros (hdr.h), or by registers that its macros name.
 * caller_pc returns its return address: protected, it would return
 * the mangled one, so it is left alone.
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

/*
 * long pushret(void): 42, by a ret to ret42 that it pushes with
 * %RSP_LP: the ret is a jump.  Taken for a register other than %rsp,
 * as it was, %RSP_LP left the depth at 0: protected, the jump went to
 * the address XOR %rsp.
 */
	.globl	pushret
	.type	pushret, @function
pushret:
	.cfi_startproc
	leaq	ret42(%rip), %rax
	sub	$8, %RSP_LP
	.cfi_adjust_cfa_offset 8
	mov	%rax, (%RSP_LP)
	ret
	.cfi_endproc
	.size	pushret, . - pushret

/* long ret42(void): 42 */
	.globl	ret42
	.type	ret42, @function
ret42:
	.cfi_startproc
	movl	$42, %eax
	ret
	.cfi_endproc
	.size	ret42, . - ret42

/* long framed2(long x): saver(x) + 1, in a frame of Linux's macros */
	.globl	framed2
	.type	framed2, @function
framed2:
	.cfi_startproc
	push	%_ASM_BP
	.cfi_adjust_cfa_offset 8
	mov	%_ASM_SP, %_ASM_BP
	call	saver
	addq	$1, %rax
	pop	%_ASM_BP
	.cfi_adjust_cfa_offset -8
	ret
	.cfi_endproc
	.size	framed2, . - framed2
	.section .note.GNU-stack, "", @progbits
