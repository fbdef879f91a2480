/*
 * rgpp before this change converted tests/convert/stack-copy-a64.S so:
 * the functions that read or write the saved x30 through another
 * register holding an address in the stack were protected.  rgcheck
 * must find each.
 */
	.arch_extension lse
	.text
/* its own return address, through add x3, sp, #8 */
	.globl copy_add
	.type copy_add,%function
copy_add:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	add	x3, sp, #8
	ldr	x0, [x3]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size copy_add, .-copy_add

/* through mov x3, sp moved by add, with ldar */
	.globl copy_moved
	.type copy_moved,%function
copy_moved:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	add	x3, x3, #8
	ldar	x0, [x3]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size copy_moved, .-copy_moved

/* through a second copy, with ldp */
	.globl second_copy
	.type second_copy,%function
second_copy:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x2, sp
	mov	x3, sp
	ldp	x4, x0, [x3]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size second_copy, .-second_copy

/* through a copy added to by a register, with ldxr */
	.globl reg_added
	.type reg_added,%function
reg_added:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x5, #8
	add	x3, sp, x5
	ldxr	x0, [x3]
	clrex
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size reg_added, .-reg_added

/* through a copy of x29, with ldadd of 0 */
	.globl fp_ldadd
	.type fp_ldadd,%function
fp_ldadd:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x29
	add	x3, x3, #8
	ldadd	xzr, x0, [x3]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size fp_ldadd, .-fp_ldadd

/* through x19, which the call keeps */
	.globl kept_x19
	.type kept_x19,%function
kept_x19:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	str	x19, [sp, #16]
	mov	x29, sp
	add	x19, sp, #8
	mov	x0, #1
	bl	callee
	ldr	x0, [x19]
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size kept_x19, .-kept_x19

/* through x29 stored in the stack and loaded back */
	.globl via_mem
	.type via_mem,%function
via_mem:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	str	x29, [sp, #16]
	ldr	x3, [sp, #16]
	ldr	x0, [x3, #8]
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size via_mem, .-via_mem

/* a buffer in the stack passed to a call: protected */
	.globl buf_call
	.type buf_call,%function
buf_call:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	add	x0, sp, #16
	bl	fill
	ldp	x0, x1, [sp, #16]
	add	x0, x0, x1
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size buf_call, .-buf_call

/* locals through a copy, below and above the saved x30: protected */
	.globl locals
	.type locals,%function
locals:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	add	x3, sp, #16
	stp	x0, x0, [x3]
	sub	sp, sp, #16
	mov	x3, sp
	str	x0, [x3, #8]
	ldr	x4, [x3, #8]
	add	x3, x29, #16
	ldp	x5, x6, [x3]
	add	x0, x4, x5
	add	x0, x0, x6
	add	sp, sp, #16
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size locals, .-locals

/* makes the caller go on at its argument: writes the saved x30 */
	.globl redirect
	.type redirect,%function
redirect:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x29
	str	x0, [x3, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size redirect, .-redirect
