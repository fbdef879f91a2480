/*
 * riscv64: ra saved at CFA-18, which RETGUARD_SPILLED cannot describe
 * (the macros take a negative multiple of 8): left alone, where rgpp
 * 94b16ba inserted RETGUARD_SPILLED(-18), which does not assemble.
 */
	.text
	.globl	f
	.type	f, @function
f:
	.cfi_startproc
	addi	sp, sp, -20
	.cfi_def_cfa_offset 20
	sd	ra, 2(sp)
	.cfi_offset ra, -18
	call	cb
	ld	ra, 2(sp)
	addi	sp, sp, 20
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	f, .-f
