/*
 * aarch64: a function that stores a register the procedure call
 * standard lets it overwrite (x1 to x18) in the stack and loads it back
 * with no call between keeps it for its callers, who rely on more than
 * the standard and may keep a value in x16 too, which RETGUARD_START
 * and RETGUARD_END overwrite: keeps_x1 and keeps_pair are left alone,
 * and so are join_fall and join_taken, which save x2 on one path and
 * load it back where both paths meet.  0f15a8f's walk took the two
 * paths' states for one there, whether x2 was saved or not, and
 * protected join_taken, whose path without the save it walked first.
 * One that saves such a register around a call, saves a register the
 * standard makes it keep (x19), or only the low half of one (w1), is
 * protected.
 */
	.text
	.globl keeps_x1
	.type keeps_x1,%function
keeps_x1:
	str	x1, [sp, #-16]!
	ldr	x0, [x0, #8]
	mrs	x1, tpidr_el0
	sub	x0, x0, x1
	ldr	x1, [sp], #16
	ret
	.size keeps_x1, .-keeps_x1

/* on one path only, through a frame */
	.globl keeps_pair
	.type keeps_pair,%function
keeps_pair:
	cbz	x0, 1f
	stp	x2, x3, [sp, #-32]!
	str	x9, [sp, #16]
	mov	x2, #1
	add	x0, x0, x2
	ldr	x9, [sp, #16]
	ldp	x2, x3, [sp], #32
1:	ret
	.size keeps_pair, .-keeps_pair

	.globl around_call
	.type around_call,%function
around_call:
	stp	x29, x30, [sp, #-32]!
	str	x1, [sp, #16]
	bl	other
	ldr	x1, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
	.size around_call, .-around_call

	.globl callee_saved
	.type callee_saved,%function
callee_saved:
	str	x19, [sp, #-16]!
	ldr	x19, [x0, #8]
	mov	x0, x19
	ldr	x19, [sp], #16
	ret
	.size callee_saved, .-callee_saved

	.globl low_half
	.type low_half,%function
low_half:
	str	w1, [sp, #-16]!
	mov	w1, #3
	ldr	w1, [sp], #16
	ret
	.size low_half, .-low_half

/* x2 saved on one path only, loaded back where the paths meet */
	.globl join_fall
	.type join_fall,%function
join_fall:
	sub	sp, sp, #16
	str	xzr, [sp]
	cbz	x0, 1f
	str	x2, [sp]
	mov	x2, #7
	add	x0, x0, x2
1:	ldr	x2, [sp]
	add	sp, sp, #16
	ret
	.size join_fall, .-join_fall

/* the same, the save on the path of the jump taken */
	.globl join_taken
	.type join_taken,%function
join_taken:
	sub	sp, sp, #16
	str	xzr, [sp]
	cbnz	x0, 2f
1:	ldr	x2, [sp]
	add	sp, sp, #16
	ret
2:	str	x2, [sp]
	mov	x2, #7
	add	x0, x0, x2
	b	1b
	.size join_taken, .-join_taken
