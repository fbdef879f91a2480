/*
 * riscv64: a label between the entry and its .cfi_startproc, as gcc -S
 * writes every function.  rgpp 94b16ba put RETGUARD_START before the
 * .cfi_startproc, where its CFI does not assemble; it now goes after
 * it.  tests/bare-regs-run.sh runs t_lfb and unwinds from cb.
 */
	.text
	.globl	t_lfb
	.type	t_lfb, @function
t_lfb:
.LFB0:
	.cfi_startproc
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset 1, -8
	call	cb
	ld	ra, 8(sp)
	.cfi_restore 1
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	jr	ra
	.cfi_endproc
.LFE0:
	.size	t_lfb, .-t_lfb
