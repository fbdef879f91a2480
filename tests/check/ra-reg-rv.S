/*
 * rgpp before this change converted tests/convert/ra-reg-rv.S so: the
 * functions that read the return address or x16 where it did not
 * look were protected.  rgcheck must find each.
 */
	.type caller_insn,@function
caller_insn:
	RETGUARD_START_NOCFI
	lwu	a0, -4(ra)
	RETGUARD_END_NOCFI
	ret
	.size caller_insn, .-caller_insn

/* the first byte after the call */
	.globl first_byte
	.type first_byte,@function
first_byte:
	RETGUARD_START_NOCFI
	lbu	a0, 0(x1)
	RETGUARD_END_NOCFI
	ret
	.size first_byte, .-first_byte

/* the return address compared */
	.globl ra_high
	.type ra_high,@function
ra_high:
	RETGUARD_START_NOCFI
	li	a0, 1
	li	t0, 0x10000
	bgeu	ra, t0, 1f
	li	a0, 2
1:	RETGUARD_END_NOCFI
	ret
	.size ra_high, .-ra_high

/* lwu a0, -4(ra) as .insn */
	.globl insn_load
	.type insn_load,@function
insn_load:
	RETGUARD_START_NOCFI
	.insn	i 0x03, 6, a0, -4(ra)
	RETGUARD_END_NOCFI
	ret
	.size insn_load, .-insn_load

/* protected: ra saved and loaded back, a call through t0 */
	.globl framed
	.type framed,@function
framed:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	la	t0, callee
	jalr	t0
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size framed, .-framed
