/*
 * t_rem of ../convert/cfi-remember-rv.S as rgpp 94b16ba converted
 * it: RETGUARD_SPILLED after the function's .cfi_remember_state, so
 * that the state restored at 1: says ra is saved plainly (unwinding
 * from cb crashed).  Its rgcheck passed it.
 */
	.text
	.globl	t_rem
	.type	t_rem, @function
t_rem:
	.cfi_startproc
	RETGUARD_START
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	.cfi_remember_state
	RETGUARD_SPILLED(-8)
	bnez	a0, 1f
	li	a0, 7
	ld	ra, 8(sp)
	.cfi_restore ra
	RETGUARD_RELOADED
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	RETGUARD_END
	ret
	RETGUARD_RESUME
1:	.cfi_restore_state
	call	cb
	ld	ra, 8(sp)
	.cfi_restore ra
	RETGUARD_RELOADED
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	RETGUARD_END
	ret
	.cfi_endproc
	.size	t_rem, .-t_rem
