/*
 * aarch64: the saved x30 read or written through another register that
 * holds an address in the stack: a copy of sp or x29 (mov, add), moved
 * by add, kept by a call in x19, or one rgpp marks (a second copy, a
 * copy added to by a register, x29 stored in the stack and loaded
 * back); by ldr, ldar, ldp, ldxr, ldadd.  Each
 * must be left alone.  buf_call (a stack buffer passed to a call) and
 * locals (stores through a copy below and above the saved x30) stay
 * protected.  Built and run by tests/bare-regs-run.sh.
 */
	.arch_extension lse
	.text
/* its own return address, through add x3, sp, #8 */
	.globl copy_add
	.type copy_add,%function
copy_add:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	add	x3, sp, #8
	ldr	x0, [x3]
	ldp	x29, x30, [sp], #16
	ret
	.size copy_add, .-copy_add

/* through mov x3, sp moved by add, with ldar */
	.globl copy_moved
	.type copy_moved,%function
copy_moved:
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	add	x3, x3, #8
	ldar	x0, [x3]
	ldp	x29, x30, [sp], #16
	ret
	.size copy_moved, .-copy_moved

/* through a second copy, with ldp */
	.globl second_copy
	.type second_copy,%function
second_copy:
	stp	x29, x30, [sp, #-16]!
	mov	x2, sp
	mov	x3, sp
	ldp	x4, x0, [x3]
	ldp	x29, x30, [sp], #16
	ret
	.size second_copy, .-second_copy

/* through a copy added to by a register, with ldxr */
	.globl reg_added
	.type reg_added,%function
reg_added:
	stp	x29, x30, [sp, #-16]!
	mov	x5, #8
	add	x3, sp, x5
	ldxr	x0, [x3]
	clrex
	ldp	x29, x30, [sp], #16
	ret
	.size reg_added, .-reg_added

/* through a copy of x29, with ldadd of 0 */
	.globl fp_ldadd
	.type fp_ldadd,%function
fp_ldadd:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x29
	add	x3, x3, #8
	ldadd	xzr, x0, [x3]
	ldp	x29, x30, [sp], #16
	ret
	.size fp_ldadd, .-fp_ldadd

/* through x19, which the call keeps */
	.globl kept_x19
	.type kept_x19,%function
kept_x19:
	stp	x29, x30, [sp, #-32]!
	str	x19, [sp, #16]
	mov	x29, sp
	add	x19, sp, #8
	mov	x0, #1
	bl	callee
	ldr	x0, [x19]
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
	.size kept_x19, .-kept_x19

/* through x29 stored in the stack and loaded back */
	.globl via_mem
	.type via_mem,%function
via_mem:
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	str	x29, [sp, #16]
	ldr	x3, [sp, #16]
	ldr	x0, [x3, #8]
	ldp	x29, x30, [sp], #32
	ret
	.size via_mem, .-via_mem

/* a buffer in the stack passed to a call: protected */
	.globl buf_call
	.type buf_call,%function
buf_call:
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	add	x0, sp, #16
	bl	fill
	ldp	x0, x1, [sp, #16]
	add	x0, x0, x1
	ldp	x29, x30, [sp], #32
	ret
	.size buf_call, .-buf_call

/* locals through a copy, below and above the saved x30: protected */
	.globl locals
	.type locals,%function
locals:
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
	ret
	.size locals, .-locals

/* makes the caller go on at its argument: writes the saved x30 */
	.globl redirect
	.type redirect,%function
redirect:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, x29
	str	x0, [x3, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size redirect, .-redirect
