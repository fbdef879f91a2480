/*
 * ../convert/stack-escape-a64.S as rgpp 6008e8e converted it: every
 * function protected, through the reads of the saved return address
 * through addresses in the stack it lost.  Its rgcheck passed it.
 */
	.text
/* unsigned long via_mem(void *cell): its return address, through cell */
	.globl via_mem
	.type via_mem,%function
via_mem:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x3, sp
	str	x3, [x0]
	ldr	x4, [x0]
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_mem, .-via_mem

/* unsigned long via_fmov(void): through d0 */
	.globl via_fmov
	.type via_fmov,%function
via_fmov:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	fmov	d0, x3
	fmov	x4, d0
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_fmov, .-via_fmov

/* unsigned long via_ins(void): through v0.d[0] */
	.globl via_ins
	.type via_ins,%function
via_ins:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	ins	v0.d[1], x3
	umov	x4, v0.d[1]
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_ins, .-via_ins

/* unsigned long via_args(void): through argp's result */
	.globl via_args
	.type via_args,%function
via_args:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	bl	argp
	ldr	x0, [x0, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_args, .-via_args

/* unsigned long via_global(void): through cellget's result */
	.globl via_global
	.type via_global,%function
via_global:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x9, sp
	adrp	x0, cell
	add	x0, x0, :lo12:cell
	str	x9, [x0]
	bl	cellget
	ldr	x0, [x0, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_global, .-via_global

/* unsigned long via_callee(void *cell): through cell, which keep_in set */
	.globl via_callee
	.type via_callee,%function
via_callee:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	str	x19, [sp, #16]
	mov	x19, x0
	mov	x1, sp
	bl	keep_in
	ldr	x4, [x19]
	ldr	x0, [x4, #8]
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size via_callee, .-via_callee

/* unsigned long via_sysreg(void): through tpidr_el0, restored */
	.globl via_sysreg
	.type via_sysreg,%function
via_sysreg:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x3, sp
	mrs	x5, tpidr_el0
	msr	tpidr_el0, x3
	mrs	x4, tpidr_el0
	msr	tpidr_el0, x5
	ldr	x0, [x4, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_sysreg, .-via_sysreg

/* long store_num(long *p, long x): x + 1 stored and loaded back */
	.globl store_num
	.type store_num,%function
store_num:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	add	x1, x1, #1
	str	x1, [x0]
	fmov	d0, x1
	fmov	x2, d0
	ldr	x0, [x0]
	add	x0, x0, x2
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size store_num, .-store_num

/* argp: the address of its stack arguments (the caller's sp) */
	.globl argp
	.type argp,%function
argp:
	RETGUARD_START_NOCFI
	mov	x0, sp
	RETGUARD_END_NOCFI
	ret
	.size argp, .-argp
