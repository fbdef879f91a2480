/*
 * riscv64: the saved ra read through the address a callee gives back
 * in a0, the one it was passed (addi a0, sp, 8; call ident).  rgpp
 * f1cff1b took a call's result as holding no address in the stack and
 * protected via_call (built with -D_RET_PROTECTOR, it returns the
 * mangled address), and its rgcheck passed it; it is left alone now.
 * call_num, which reads the result only as a number, stays protected.
 * Built and run by tests/bare-regs-run.sh.
 */
	.text
/* its own return address, through ident's result */
	.globl via_call
	.type via_call,@function
via_call:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	addi	a0, sp, 8
	call	ident
	ld	a0, 0(a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_call, .-via_call

/* long call_num(long x): x + 8, ident's result less sp */
	.globl call_num
	.type call_num,@function
call_num:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s1, 16(sp)
	mv	s1, a0
	addi	a0, sp, 8
	call	ident
	sub	a0, a0, sp
	add	a0, a0, s1
	ld	s1, 16(sp)
	ld	ra, 24(sp)
	addi	sp, sp, 32
	ret
	.size call_num, .-call_num
