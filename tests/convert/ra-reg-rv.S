/*
 * riscv64: ra read where it is no operand of its own (the base of a
 * load, a branch's operand, a .insn naming it).  Each must be left
 * alone.  Built and run by tests/bare-regs-run.sh.
 */
	.text
/* the instruction that called it */
	.globl caller_insn
	.type caller_insn,@function
caller_insn:
	lwu	a0, -4(ra)
	ret
	.size caller_insn, .-caller_insn

/* the first byte after the call */
	.globl first_byte
	.type first_byte,@function
first_byte:
	lbu	a0, 0(x1)
	ret
	.size first_byte, .-first_byte

/* the return address compared */
	.globl ra_high
	.type ra_high,@function
ra_high:
	li	a0, 1
	li	t0, 0x10000
	bgeu	ra, t0, 1f
	li	a0, 2
1:	ret
	.size ra_high, .-ra_high

/* lwu a0, -4(ra) as .insn */
	.globl insn_load
	.type insn_load,@function
insn_load:
	.insn	i 0x03, 6, a0, -4(ra)
	ret
	.size insn_load, .-insn_load

/* protected: ra saved and loaded back, a call through t0 */
	.globl framed
	.type framed,@function
framed:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	la	t0, callee
	jalr	t0
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size framed, .-framed
