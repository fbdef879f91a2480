/*
 * Registers named by macros (macro-regs-defs.h) are the registers the
 * macros stand for.  Taken for registers that are neither the stack
 * nor the frame pointer, as rgpp did, switch_to's new stack pointer
 * went unseen: RETGUARD_END before its jump XORed the top of the stack
 * it switches to (glibc's __longjmp).  A name that rgpp cannot read,
 * or that no header defines, may be either: the function is left
 * alone.
 */
#include "macro-regs-defs.h"

	.text

/* sets the stack pointer from another register: left alone */
	.globl	switch_to
	.type	switch_to, @function
switch_to:
	mov	%R8_LP, %RSP_LP
	jmpq	*%rdi
	.size	switch_to, . - switch_to

/* a frame of glibc's macros (tls_get_addr): protected */
	.globl	aligned
	.type	aligned, @function
aligned:
	pushq	%rbp
	mov	%RSP_LP, %RBP_LP
	and	$-16, %RSP_LP
	call	saver
	mov	%RBP_LP, %RSP_LP
	popq	%rbp
	ret
	.size	aligned, . - aligned

/* Linux's FRAME_BEGIN and FRAME_END spelt out: protected */
	.globl	framed
	.type	framed, @function
framed:
	push	%_ASM_BP
	mov	%_ASM_SP, %_ASM_BP
	mov	(%RDI_LP), %_ASM_AX
	vmovdqu	(%rdi), %VEC(1)
	pop	%_ASM_BP
	ret
	.size	framed, . - framed

/* drops its return address (retpoline's lea): ret at depth -8 */
	.globl	skip_ra
	.type	skip_ra, @function
skip_ra:
	lea	8(%_ASM_SP), %_ASM_SP
	ret
	.size	skip_ra, . - skip_ra

/* a name that no header defines may be the stack pointer */
	.globl	unknown
	.type	unknown, @function
unknown:
	sub	$8, %SP_REG
	add	$8, %rsp
	ret
	.size	unknown, . - unknown

/* a #define's parameter builds the register; this use makes it rsp */
#define SAVE_TO(r)	movq %r##r, %fs:0x70
#define SET_FROM(r)	movq %r##r, %rsp
	.globl	param_regs
	.type	param_regs, @function
param_regs:
	SAVE_TO(ax)
	SET_FROM(sp)
	ret
	.size	param_regs, . - param_regs

/* %xmm\i: built from a .macro parameter, read as before */
.macro zero i
	pxor	%xmm\i, %xmm\i
.endm
	.globl	zeroes
	.type	zeroes, @function
zeroes:
	zero	1
	ret
	.size	zeroes, . - zeroes

	.globl	saver
	.type	saver, @function
saver:
	ret
	.size	saver, . - saver
