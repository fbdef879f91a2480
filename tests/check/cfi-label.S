/*
 * ../convert/cfi-label.S as rgpp 94b16ba converted it: each
 * RETGUARD_START before the .cfi_startproc of its function, where as
 * refuses its CFI ("CFI instruction used without previous
 * .cfi_startproc").  Its rgcheck passed it.
 */
	.text
	.globl	t_lfb
	.type	t_lfb, %function
t_lfb:
	RETGUARD_START
.LFB0:
	.cfi_startproc
	stp	x29, x30, [sp, -16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp], 16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
.LFE0:
	.size	t_lfb, .-t_lfb

	.globl	t_loop
	.type	t_loop, %function
t_loop:
	RETGUARD_START
.LFB1:
	.cfi_startproc
	sub	x0, x0, #1
	cbnz	x0, .LFB1
	RETGUARD_END
	ret
	.cfi_endproc
.LFE1:
	.size	t_loop, .-t_loop

	.globl	t_nop
	.type	t_nop, %function
t_nop:
	RETGUARD_START
	nop
	.cfi_startproc
	add	x0, x0, #1
	RETGUARD_END
	ret
	.cfi_endproc
	.size	t_nop, .-t_nop
