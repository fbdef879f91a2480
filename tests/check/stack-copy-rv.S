/*
 * rgpp before this change converted tests/convert/stack-copy-rv.S so:
 * the functions that read or write the saved ra through another
 * register holding an address in the stack were protected.  rgcheck
 * must find each.
 */
	.text
/* its own return address, through mv a1, sp */
	.globl copy_mv
	.type copy_mv,@function
copy_mv:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a1, sp
	ld	a0, 8(a1)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size copy_mv, .-copy_mv

/* through addi a1, sp, 8, with c.ld */
	.globl copy_cld
	.type copy_cld,@function
copy_cld:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	addi	a1, sp, 8
	c.ld	a0, 0(a1)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size copy_cld, .-copy_cld

/* through a second copy, with lr.d */
	.globl second_copy
	.type second_copy,@function
second_copy:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a2, sp
	addi	a1, sp, 8
	lr.d	a0, (a1)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size second_copy, .-second_copy

/* through a copy added to by a register, with amoadd.d of 0 */
	.globl reg_added
	.type reg_added,@function
reg_added:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	li	a2, 8
	add	a1, sp, a2
	amoadd.d	a0, zero, (a1)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size reg_added, .-reg_added

/* through s1, which the call keeps */
	.globl kept_s1
	.type kept_s1,@function
kept_s1:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s1, 0(sp)
	addi	s1, sp, 8
	li	a0, 1
	call	callee
	ld	a0, 0(s1)
	ld	s1, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size kept_s1, .-kept_s1

/* through a copy stored in the stack and loaded back */
	.globl via_mem
	.type via_mem,@function
via_mem:
	RETGUARD_START_NOCFI
	addi	sp, sp, -32
	sd	ra, 24(sp)
	addi	a1, sp, 24
	sd	a1, 8(sp)
	ld	a2, 8(sp)
	ld	a0, 0(a2)
	ld	ra, 24(sp)
	addi	sp, sp, 32
	RETGUARD_END_NOCFI
	ret
	.size via_mem, .-via_mem

/* a buffer in the stack passed to a call: protected */
	.globl buf_call
	.type buf_call,@function
buf_call:
	RETGUARD_START_NOCFI
	addi	sp, sp, -32
	sd	ra, 24(sp)
	addi	a0, sp, 8
	call	fill
	ld	a0, 8(sp)
	ld	a1, 16(sp)
	add	a0, a0, a1
	ld	ra, 24(sp)
	addi	sp, sp, 32
	RETGUARD_END_NOCFI
	ret
	.size buf_call, .-buf_call

/* locals through a copy, below and above the saved ra: protected */
	.globl locals
	.type locals,@function
locals:
	RETGUARD_START_NOCFI
	addi	sp, sp, -32
	sd	ra, 16(sp)
	mv	a1, sp
	sd	a0, 8(a1)
	addi	a1, sp, 24
	sd	a0, 0(a1)
	ld	a2, 8(sp)
	ld	a3, 24(sp)
	add	a0, a2, a3
	ld	ra, 16(sp)
	addi	sp, sp, 32
	RETGUARD_END_NOCFI
	ret
	.size locals, .-locals

/* makes the caller go on at its argument: writes the saved ra */
	.globl redirect
	.type redirect,@function
redirect:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	addi	a1, s0, -8
	sd	a0, 0(a1)
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size redirect, .-redirect
