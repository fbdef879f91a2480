/*
 * riscv64: a register that an atomic loads (amoswap.d) holds what it
 * loaded, not the copy of sp it held: here the frame's address, which
 * the function stored in the stack, and a1 + 8 is the saved ra.  And
 * sp at a depth rgpp does not know (add sp, sp, a0), or a copy of it
 * made then, may reach the saved ra; so may sp after sub sp, sp, a0,
 * which rgpp took for a store.  Each must be left alone; count, whose
 * amoadd.d loads a plain value, is protected.  Built and run by
 * tests/bare-regs-run.sh.
 */
	.text
	.globl	amo_ra
	.type	amo_ra, @function
amo_ra:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	addi	s0, sp, 16
	sd	s0, 0(sp)
	addi	a1, sp, 8
	amoswap.d	a1, zero, (sp)
	ld	a0, 8(a1)
	ld	s0, 16(sp)
	ld	ra, 24(sp)
	addi	sp, sp, 32
	ret
	.size	amo_ra, .-amo_ra

/* the depth unknown: sp + n, n 0 here */
	.globl	unk_ra
	.type	unk_ra, @function
unk_ra:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	add	sp, sp, a0
	ld	a0, 8(sp)
	addi	sp, s0, -16
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	unk_ra, .-unk_ra

/* a copy of sp made at that unknown depth */
	.globl	unk_copy_ra
	.type	unk_copy_ra, @function
unk_copy_ra:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	add	sp, sp, a0
	mv	a4, sp
	ld	a0, 8(a4)
	addi	sp, s0, -16
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	unk_copy_ra, .-unk_copy_ra

/* sub writes sp: n bytes below the frame, 16 here */
	.globl	sub_ra
	.type	sub_ra, @function
sub_ra:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	sub	sp, sp, a0
	ld	a0, 24(sp)
	addi	sp, s0, -16
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	sub_ra, .-sub_ra

	.globl	count
	.type	count, @function
count:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	li	a1, 1
	amoadd.d	a0, a1, (a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	count, .-count
