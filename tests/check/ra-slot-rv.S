/*
 * Functions of ../convert/ra-slot-rv.S as rgpp 5422342 converted them:
 * protected around a read or write of the saved ra by another register
 * (of another width, by a name).  Its rgcheck passed them.
 */
	.text
	.globl	saved_ra
	.type	saved_ra, %function
saved_ra:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	ld	a0, 8(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	la	t1, main
	sub	a0, a0, t1
	RETGUARD_END_NOCFI
	ret
	.size	saved_ra, . - saved_ra

	.globl	overwrite
	.type	overwrite, %function
overwrite:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	la	t0, saved_ra
	sd	t0, 8(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size	overwrite, . - overwrite

	.globl	word_over
	.type	word_over, %function
word_over:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sw	zero, 12(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size	word_over, . - word_over

	.globl	named_off
	.type	named_off, %function
named_off:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	a0, SLOT_OFF(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size	named_off, . - named_off
