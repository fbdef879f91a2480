/*
 * riscv64: ra saved more than 32 KiB below the CFA.  rgpp 94b16ba
 * inserted RETGUARD_SPILLED(-39992), which the macros refused: the
 * conversion did not assemble.  tests/bare-regs-run.sh unwinds through
 * t_big from cb.
 */
	.text
	.globl	t_big
	.type	t_big, @function
t_big:
	.cfi_startproc
	.rept	20
	addi	sp, sp, -2000
	.endr
	.cfi_def_cfa_offset 40000
	sd	ra, 8(sp)
	.cfi_offset ra, -39992
	call	cb
	ld	ra, 8(sp)
	.rept	20
	addi	sp, sp, 2000
	.endr
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_big, .-t_big
