/*
 * t_rem of ../convert/cfi-remember.S as rgpp 94b16ba converted it:
 * RETGUARD_SPILLED after the function's .cfi_remember_state, so that
 * the state restored at 1: says x30 is saved plainly (unwinding from
 * cb crashed).  Its rgcheck passed it.
 */
	.text
	.globl	t_rem
	.type	t_rem, %function
t_rem:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	.cfi_remember_state
	RETGUARD_SPILLED(-8)
	cbnz	x0, 1f
	mov	x0, #7
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	RETGUARD_RESUME
1:	.cfi_restore_state
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	t_rem, .-t_rem
