/*
 * riscv64: the second register of a 16-byte result.  via_a1 reads its
 * saved ra through the address in the stack that pair_sp, a global
 * function (which another definition may take the place of), gives
 * back in a1; via_local through the one local_pair, a local function
 * of the file, gives back there; via_fp through the caller's frame
 * pointer, which local_fp copies to a1.  rgpp dc21706 marked only a0
 * after a call that passed no address in the stack, and protected all
 * three (built with -D_RET_PROTECTOR, each returns the mangled
 * address); they are left alone now.  keep_a1 and keep_a0 keep a
 * pointer in a1 and a0 across a call to local_bump, a local function
 * of their own convention that writes neither, and store through it
 * after: both are protected (dc21706 left keep_a0 alone).  Built and
 * run by tests/bare-regs-run.sh.
 */
	.text
/* struct { long a; void *b; } pair_sp(void): b is its own sp */
	.globl pair_sp
	.type pair_sp,@function
pair_sp:
	li	a0, 0
	mv	a1, sp
	ret
	.size pair_sp, .-pair_sp

/* unsigned long via_a1(void): its return address, through pair_sp */
	.globl via_a1
	.type via_a1,@function
via_a1:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	call	pair_sp
	ld	a0, 8(a1)
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_a1, .-via_a1

/* local: a1 is its own sp */
	.type local_pair,@function
local_pair:
	li	a0, 0
	mv	a1, sp
	ret
	.size local_pair, .-local_pair

/* unsigned long via_local(void): through local_pair's a1 */
	.globl via_local
	.type via_local,@function
via_local:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	call	local_pair
	ld	a0, 8(a1)
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_local, .-via_local

/* local: a1 is its caller's frame pointer */
	.type local_fp,@function
local_fp:
	mv	a1, s0
	ret
	.size local_fp, .-local_fp

/* unsigned long via_fp(void): through local_fp's a1 */
	.globl via_fp
	.type via_fp,@function
via_fp:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	call	local_fp
	ld	a0, -8(a1)
	ld	s0, 0(sp)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_fp, .-via_fp

/* local, of its own convention: t3 += 1, nothing else */
	.type local_bump,@function
local_bump:
	addi	t3, t3, 1
	ret
	.size local_bump, .-local_bump

/* long keep_a1(long v, long *out): *out = v + 1, through a1 */
	.globl keep_a1
	.type keep_a1,@function
keep_a1:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	t3, a0
	call	local_bump
	sd	t3, 0(a1)
	mv	a0, t3
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size keep_a1, .-keep_a1

/* long keep_a0(long *out, long v): *out = v + 1, through a0 */
	.globl keep_a0
	.type keep_a0,@function
keep_a0:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	t3, a1
	call	local_bump
	sd	t3, 0(a0)
	mv	a0, t3
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size keep_a0, .-keep_a0
