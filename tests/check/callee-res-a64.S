/*
 * rgpp dc21706's conversion of tests/convert/callee-res-a64.S (keep_x0
 * left out: dc21706 left it alone).  via_x1, via_local and via_fp read
 * their saved x30 through the address in the stack a callee gives back
 * in x1 (pair_sp's and local_pair's own sp, local_fp's copy of the
 * caller's frame pointer), with it mangled; dc21706's rgcheck passed
 * them.  keep_x1 is protected and balanced.
 */
	.text
/* struct { long a; void *b; } pair_sp(void): b is its own sp */
	.globl pair_sp
	.type pair_sp,%function
pair_sp:
	RETGUARD_START_NOCFI
	mov	x0, #0
	mov	x1, sp
	RETGUARD_END_NOCFI
	ret
	.size pair_sp, .-pair_sp

/* unsigned long via_x1(void): its return address, through pair_sp */
	.globl via_x1
	.type via_x1,%function
via_x1:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	pair_sp
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_x1, .-via_x1

/* local: x1 is its own sp */
	.type local_pair,%function
local_pair:
	RETGUARD_START_NOCFI
	mov	x0, #0
	mov	x1, sp
	RETGUARD_END_NOCFI
	ret
	.size local_pair, .-local_pair

/* unsigned long via_local(void): through local_pair's x1 */
	.globl via_local
	.type via_local,%function
via_local:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	local_pair
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_local, .-via_local

/* local: x1 is its caller's frame pointer */
	.type local_fp,%function
local_fp:
	RETGUARD_START_NOCFI
	mov	x1, x29
	RETGUARD_END_NOCFI
	ret
	.size local_fp, .-local_fp

/* unsigned long via_fp(void): through local_fp's x1 */
	.globl via_fp
	.type via_fp,%function
via_fp:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	bl	local_fp
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_fp, .-via_fp

/* local, of its own convention: x3 += 1, nothing else */
	.type local_bump,%function
local_bump:
	RETGUARD_START_NOCFI
	add	x3, x3, #1
	RETGUARD_END_NOCFI
	ret
	.size local_bump, .-local_bump

/* long keep_x1(long v, long *out): *out = v + 1, through x1 */
	.globl keep_x1
	.type keep_x1,%function
keep_x1:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x0
	bl	local_bump
	str	x3, [x1]
	mov	x0, x3
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size keep_x1, .-keep_x1

