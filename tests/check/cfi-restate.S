/*
 * t_re of ../convert/cfi-restate.S as rgpp eabe388 converted it: its
 * rule for x30, restated after a return, overrides the one
 * RETGUARD_RESUME gives back.  Its rgcheck passed it.
 */
	.text
	.globl	t_re
	.type	t_re, %function
t_re:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	cbnz	x0, 1f
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	RETGUARD_RESUME
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
1:	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	t_re, .-t_re

