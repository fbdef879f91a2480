/*
 * rgpp before this change converted tests/convert/atomic-sp-rv.S so:
 * unk_ra and unk_copy_ra, which read the saved ra through sp, or a
 * copy of it, at a depth rgpp does not know, and sub_ra, after sub sp,
 * sp, a0, which rgpp took for a store, were protected.  rgcheck must
 * find each.
 */
	.text
/* the depth unknown: sp + n, n 0 here */
	.globl	unk_ra
	.type	unk_ra, @function
unk_ra:
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
	.size	unk_ra, .-unk_ra

/* a copy of sp made at that unknown depth */
	.globl	unk_copy_ra
	.type	unk_copy_ra, @function
unk_copy_ra:
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
	.size	unk_copy_ra, .-unk_copy_ra

/* sub writes sp: n bytes below the frame, 16 here */
	.globl	sub_ra
	.type	sub_ra, @function
sub_ra:
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
	.size	sub_ra, .-sub_ra

	.globl	count
	.type	count, @function
count:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	li	a1, 1
	amoadd.d	a0, a1, (a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size	count, .-count
