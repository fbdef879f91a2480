/*
 * rgpp dc21706's conversion of tests/convert/callee-res-rv.S (keep_a0
 * left out: dc21706 left it alone).  via_a1, via_local and via_fp read
 * their saved ra through the address in the stack a callee gives back
 * in a1 (pair_sp's and local_pair's own sp, local_fp's copy of the
 * caller's frame pointer), with it mangled; dc21706's rgcheck passed
 * them.  keep_a1 is protected and balanced.
 */
	.text
/* struct { long a; void *b; } pair_sp(void): b is its own sp */
	.globl pair_sp
	.type pair_sp,@function
pair_sp:
	RETGUARD_START_NOCFI
	li	a0, 0
	mv	a1, sp
	RETGUARD_END_NOCFI
	ret
	.size pair_sp, .-pair_sp

/* unsigned long via_a1(void): its return address, through pair_sp */
	.globl via_a1
	.type via_a1,@function
via_a1:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	call	pair_sp
	ld	a0, 8(a1)
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_a1, .-via_a1

/* local: a1 is its own sp */
	.type local_pair,@function
local_pair:
	RETGUARD_START_NOCFI
	li	a0, 0
	mv	a1, sp
	RETGUARD_END_NOCFI
	ret
	.size local_pair, .-local_pair

/* unsigned long via_local(void): through local_pair's a1 */
	.globl via_local
	.type via_local,@function
via_local:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	call	local_pair
	ld	a0, 8(a1)
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_local, .-via_local

/* local: a1 is its caller's frame pointer */
	.type local_fp,@function
local_fp:
	RETGUARD_START_NOCFI
	mv	a1, s0
	RETGUARD_END_NOCFI
	ret
	.size local_fp, .-local_fp

/* unsigned long via_fp(void): through local_fp's a1 */
	.globl via_fp
	.type via_fp,@function
via_fp:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	call	local_fp
	ld	a0, -8(a1)
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_fp, .-via_fp

/* local, of its own convention: t3 += 1, nothing else */
	.type local_bump,@function
local_bump:
	RETGUARD_START_NOCFI
	addi	t3, t3, 1
	RETGUARD_END_NOCFI
	ret
	.size local_bump, .-local_bump

/* long keep_a1(long v, long *out): *out = v + 1, through a1 */
	.globl keep_a1
	.type keep_a1,@function
keep_a1:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	t3, a0
	call	local_bump
	sd	t3, 0(a1)
	mv	a0, t3
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size keep_a1, .-keep_a1

