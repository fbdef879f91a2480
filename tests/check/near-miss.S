/*
 * Near misses: each function is close to a finding of rgcheck but
 * correct, and rgcheck must say nothing (exit 0, no output).
 */
#include <machine/asm.h>

	.text
/* a label before RETGUARD_END, not between it and the return */
	.globl	nm_label
	.type	nm_label,@function
nm_label:
	.cfi_startproc
	RETGUARD_START
	testq	%rdi,%rdi
	jz	1f
	movl	$1,%eax
1:	RETGUARD_END
	ret
	.cfi_endproc
	.size	nm_label,.-nm_label

/* jumps that stay inside; a stack slot read that is not the RA's */
	.globl	nm_local
	.type	nm_local,@function
nm_local:
	.cfi_startproc
	RETGUARD_START
	subq	$16,%rsp
	.cfi_adjust_cfa_offset 16
	movq	%rdi,8(%rsp)
	movq	8(%rsp),%rax
	jmp	2f
2:	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	popq	%rbx
	.cfi_adjust_cfa_offset -8
	addq	$16,%rsp
	.cfi_adjust_cfa_offset -16
	RETGUARD_END
	ret
	.cfi_endproc
	.size	nm_local,.-nm_local

/* code after a return, with RETGUARD_RESUME; a tail jump with its END */
	.globl	nm_resume
	.type	nm_resume,@function
nm_resume:
	.cfi_startproc
	RETGUARD_START
	testq	%rdi,%rdi
	jnz	3f
	RETGUARD_END
	ret
	RETGUARD_RESUME
3:	movq	%rsi,%rdi
	RETGUARD_END
	jmp	nm_label
	.cfi_endproc
	.size	nm_resume,.-nm_resume

/* the PIC idiom reads the address it pushed itself, not its RA */
	.globl	nm_pic
	.type	nm_pic,@function
nm_pic:
	.cfi_startproc
	RETGUARD_START
	call	4f
4:	popq	%rax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	nm_pic,.-nm_pic

/* one entry falling into the next, over its RETGUARD_START */
	.globl	nm_first
	.type	nm_first,@function
nm_first:
	.cfi_startproc
	RETGUARD_START
	xchgq	%rdi,%rsi
	RETGUARD_SKIP(.Lrg_skip_1)
	.cfi_endproc
	.size	nm_first,.-nm_first
	.globl	nm_second
	.type	nm_second,@function
nm_second:
	.cfi_startproc
	RETGUARD_START
.Lrg_skip_1:
	movq	%rdi,%rax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	nm_second,.-nm_second

/* a 0xc3 byte in data, on no function's path */
	.section .rodata
	.byte	0xc3, 0xc2, 0x00
