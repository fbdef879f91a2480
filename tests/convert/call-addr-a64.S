/*
 * aarch64: the saved x30 read through the address a callee gives back
 * in x0, the one it was passed (add x0, sp, #8; bl ident).  rgpp
 * f1cff1b took a call's result as holding no address in the stack and
 * protected via_call (built with -D_RET_PROTECTOR, it returns the
 * mangled address), and its rgcheck passed it; it is left alone now.
 * call_num, which reads the result only as a number, stays protected.
 * Built and run by tests/bare-regs-run.sh.
 */
	.text
/* its own return address, through ident's result */
	.globl via_call
	.type via_call,%function
via_call:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	add	x0, sp, #8
	bl	ident
	ldr	x0, [x0]
	ldp	x29, x30, [sp], #16
	ret
	.size via_call, .-via_call

/* long call_num(long x): x + 8, ident's result less sp */
	.globl call_num
	.type call_num,%function
call_num:
	stp	x29, x30, [sp, #-32]!
	str	x19, [sp, #16]
	mov	x19, x0
	add	x0, sp, #8
	bl	ident
	mov	x1, sp
	sub	x0, x0, x1
	add	x0, x0, x19
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
	.size call_num, .-call_num
