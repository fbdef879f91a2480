/*
 * riscv64: the function's own .cfi_remember_state right after the
 * save of ra and its CFI, restored on the path that calls.  rgpp
 * 94b16ba put RETGUARD_SPILLED after it, and unwinding from cb read
 * the mangled address; it now goes before it.  tests/bare-regs-run.sh
 * unwinds from cb.
 */
	.text
	.globl	t_rem
	.type	t_rem, @function
t_rem:
	.cfi_startproc
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	.cfi_remember_state
	bnez	a0, 1f
	li	a0, 7
	ld	ra, 8(sp)
	.cfi_restore ra
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
1:	.cfi_restore_state
	call	cb
	ld	ra, 8(sp)
	.cfi_restore ra
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_rem, .-t_rem
