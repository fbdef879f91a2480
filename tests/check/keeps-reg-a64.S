/*
 * The conversion of tests/convert/keeps-reg-a64.S by rgpp before it
 * left alone functions that keep a register the procedure call
 * standard lets them overwrite: keeps_x1 and keeps_pair, protected,
 * overwrite the x16 their callers may keep.  join_taken as 0f15a8f
 * converted it: its walk lost the save of x2 on one path where the
 * paths meet.
 */
	.text
	.globl keeps_x1
	.type keeps_x1,%function
keeps_x1:
	RETGUARD_START_NOCFI
	str	x1, [sp, #-16]!
	ldr	x0, [x0, #8]
	mrs	x1, tpidr_el0
	sub	x0, x0, x1
	ldr	x1, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size keeps_x1, .-keeps_x1

/* on one path only, through a frame */
	.globl keeps_pair
	.type keeps_pair,%function
keeps_pair:
	RETGUARD_START_NOCFI
	cbz	x0, 1f
	stp	x2, x3, [sp, #-32]!
	str	x9, [sp, #16]
	mov	x2, #1
	add	x0, x0, x2
	ldr	x9, [sp, #16]
	ldp	x2, x3, [sp], #32
1:	RETGUARD_END_NOCFI
	ret
	.size keeps_pair, .-keeps_pair

	.globl around_call
	.type around_call,%function
around_call:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	str	x1, [sp, #16]
	bl	other
	ldr	x1, [sp, #16]
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size around_call, .-around_call

	.globl callee_saved
	.type callee_saved,%function
callee_saved:
	RETGUARD_START_NOCFI
	str	x19, [sp, #-16]!
	ldr	x19, [x0, #8]
	mov	x0, x19
	ldr	x19, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size callee_saved, .-callee_saved

	.globl low_half
	.type low_half,%function
low_half:
	RETGUARD_START_NOCFI
	str	w1, [sp, #-16]!
	mov	w1, #3
	ldr	w1, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size low_half, .-low_half

/* the same, the save on the path of the jump taken */
	.globl join_taken
	.type join_taken,%function
join_taken:
	RETGUARD_START_NOCFI
	sub	sp, sp, #16
	str	xzr, [sp]
	cbnz	x0, 2f
1:	ldr	x2, [sp]
	add	sp, sp, #16
	RETGUARD_END_NOCFI
	ret
2:	str	x2, [sp]
	mov	x2, #7
	add	x0, x0, x2
	b	1b
	.size join_taken, .-join_taken
