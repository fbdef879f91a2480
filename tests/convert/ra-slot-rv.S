/*
 * riscv64: the saved ra read or written by another register, of any
 * width, at an offset rgpp computes or cannot.  rgpp 5422342 protected
 * saved_ra, overwrite, word_over and named_off, which read or write
 * the slot of the mangled ra (saved_ra returns it, built with
 * -D_RET_PROTECTOR); its rgcheck passed them.  framed_expr saves ra at
 * (8*1)(sp), whose base that rgpp took for "8*1" (left alone):
 * protected.
 */
	.text
	.set	SLOT_OFF, 8
/* long saved_ra(void): its saved return address minus main's */
	.globl	saved_ra
	.type	saved_ra, %function
saved_ra:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	ld	a0, 8(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	la	t1, main
	sub	a0, a0, t1
	ret
	.size	saved_ra, . - saved_ra

	.globl	overwrite
	.type	overwrite, %function
overwrite:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	la	t0, saved_ra
	sd	t0, 8(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	overwrite, . - overwrite

	.globl	word_over
	.type	word_over, %function
word_over:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sw	zero, 12(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	word_over, . - word_over

	.globl	named_off
	.type	named_off, %function
named_off:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	a0, SLOT_OFF(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size	named_off, . - named_off

/* long framed_expr(long x): x + 1 */
	.globl	framed_expr
	.type	framed_expr, %function
framed_expr:
	addi	sp, sp, -(8 * 4)
	sd	ra, (8*1)(sp)
	sd	a0, (2*8)(sp)
	ld	a0, 16(sp)
	addi	a0, a0, 1
	ld	ra, (8*1)(sp)
	addi	sp, sp, 8 * 4
	ret
	.size	framed_expr, . - framed_expr
