	.globl	f
	.type	f, @function
f:
	.cfi_startproc
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	call	g
	ld	ra, 8(sp)
	.cfi_restore ra
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	f, .-f
	.globl	leaf
	.type	leaf, @function
leaf:	addi	a0, a0, 1
	jr	ra
	.size	leaf, .-leaf
