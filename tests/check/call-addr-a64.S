/*
 * ../convert/call-addr-a64.S as rgpp f1cff1b converted it: via_call protected
 * around a read of the saved x30 through the address ident gives back.
 * Its rgcheck passed it.
 */
	.text
/* its own return address, through ident's result */
	.globl via_call
	.type via_call,%function
via_call:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	add	x0, sp, #8
	bl	ident
	ldr	x0, [x0]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size via_call, .-via_call

/* long call_num(long x): x + 8, ident's result less sp */
	.globl call_num
	.type call_num,%function
call_num:
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
	.size call_num, .-call_num
