/*
 * aarch64: the saved x30 read through an address in the stack that
 * rgpp lost: one stored to memory other than the stack and loaded back
 * (via_mem), moved through a floating-point or vector register
 * (via_fmov, via_ins), given back by a callee that was not passed it
 * (via_args: the address of argp's own stack arguments; via_global: a
 * global cellget reads, which via_global stored it to), or stored by
 * a callee that was passed it (via_callee: keep_in stores it in cell),
 * or moved through a system register (via_sysreg: tpidr_el0).  rgpp
 * 6008e8e followed addresses in the stack through general registers
 * only and protected all seven (built with -D_RET_PROTECTOR, each
 * returns the mangled address), and its rgcheck passed them; they are
 * left alone now.  store_num stores, moves and loads back only
 * numbers and stays protected.  Built and run by
 * tests/bare-regs-run.sh.
 */
	.text
/* unsigned long via_mem(void *cell): its return address, through cell */
	.globl via_mem
	.type via_mem,%function
via_mem:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, sp
	str	x3, [x0]
	ldr	x4, [x0]
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_mem, .-via_mem

/* unsigned long via_fmov(void): through d0 */
	.globl via_fmov
	.type via_fmov,%function
via_fmov:
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	fmov	d0, x3
	fmov	x4, d0
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_fmov, .-via_fmov

/* unsigned long via_ins(void): through v0.d[0] */
	.globl via_ins
	.type via_ins,%function
via_ins:
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	ins	v0.d[1], x3
	umov	x4, v0.d[1]
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_ins, .-via_ins

/* unsigned long via_args(void): through argp's result */
	.globl via_args
	.type via_args,%function
via_args:
	stp	x29, x30, [sp, #-16]!
	bl	argp
	ldr	x0, [x0, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_args, .-via_args

/* unsigned long via_global(void): through cellget's result */
	.globl via_global
	.type via_global,%function
via_global:
	stp	x29, x30, [sp, #-16]!
	mov	x9, sp
	adrp	x0, cell
	add	x0, x0, :lo12:cell
	str	x9, [x0]
	bl	cellget
	ldr	x0, [x0, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_global, .-via_global

/* unsigned long via_callee(void *cell): through cell, which keep_in set */
	.globl via_callee
	.type via_callee,%function
via_callee:
	stp	x29, x30, [sp, #-32]!
	str	x19, [sp, #16]
	mov	x19, x0
	mov	x1, sp
	bl	keep_in
	ldr	x4, [x19]
	ldr	x0, [x4, #8]
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
	.size via_callee, .-via_callee

/* unsigned long via_sysreg(void): through tpidr_el0, restored */
	.globl via_sysreg
	.type via_sysreg,%function
via_sysreg:
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	mrs	x5, tpidr_el0
	msr	tpidr_el0, x3
	mrs	x4, tpidr_el0
	msr	tpidr_el0, x5
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size via_sysreg, .-via_sysreg

/* long store_num(long *p, long x): x + 1 stored and loaded back */
	.globl store_num
	.type store_num,%function
store_num:
	stp	x29, x30, [sp, #-16]!
	add	x1, x1, #1
	str	x1, [x0]
	fmov	d0, x1
	fmov	x2, d0
	ldr	x0, [x0]
	add	x0, x0, x2
	ldp	x29, x30, [sp], #16
	ret
	.size store_num, .-store_num

/* argp: the address of its stack arguments (the caller's sp) */
	.globl argp
	.type argp,%function
argp:
	mov	x0, sp
	ret
	.size argp, .-argp
