/*
 * aarch64: x30 read where it is no operand of its own (the base of a
 * load, a branch's operand, a call's target, an instruction written as
 * .inst), or the saved x30 read with a structure load; x16, which the
 * macros overwrite, read before the function writes it, or a tail jump
 * through it.  Each must be left alone.  Built and run by
 * tests/bare-regs-run.sh.
 */
	.text
/* the instruction that called it, the bl */
	.globl caller_insn
	.type caller_insn,%function
caller_insn:
	ldr	w0, [x30, #-4]
	ret
	.size caller_insn, .-caller_insn

/* the first byte after the call */
	.globl first_byte
	.type first_byte,%function
first_byte:
	ldrb	w0, [lr]
	ret
	.size first_byte, .-first_byte

/* a bit of the return address */
	.globl ra_bit2
	.type ra_bit2,%function
ra_bit2:
	mov	x0, #1
	tbz	x30, #2, 1f
	mov	x0, #2
1:	ret
	.size ra_bit2, .-ra_bit2

/* mov x0, x30, written as data */
	.globl inst_mov
	.type inst_mov,%function
inst_mov:
	.inst	0xaa1e03e0
	ret
	.size inst_mov, .-inst_mov

/* the frame record copied out with ld1: the saved x30 */
	.globl saved_ld1
	.type saved_ld1,%function
saved_ld1:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	ld1	{v0.2d}, [sp]
	mov	x0, v0.d[1]
	ldp	x29, x30, [sp], #16
	ret
	.size saved_ld1, .-saved_ld1

/* a tail call through x16, which RETGUARD_END overwrites */
	.globl tail_x16
	.type tail_x16,%function
tail_x16:
	cbz	x0, 1f
	adrp	x16, ext
	add	x16, x16, :lo12:ext
	br	x16
1:	mov	x0, #5
	ret
	.size tail_x16, .-tail_x16

/* x16 from its caller, which RETGUARD_START overwrites */
	.globl add_ip0
	.type add_ip0,%function
add_ip0:
	add	x0, x0, x16
	ret
	.size add_ip0, .-add_ip0

/* protected: x16 written before it is read, x30 saved and loaded */
	.globl own_x16
	.type own_x16,%function
own_x16:
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x16, x0
	add	x0, x16, #1
	bl	ext
	ldp	x29, x30, [sp], #16
	ret
	.size own_x16, .-own_x16

/* protected: a vector load of other slots */
	.globl other_ld1
	.type other_ld1,%function
other_ld1:
	sub	sp, sp, #32
	str	x0, [sp, #16]
	str	x0, [sp, #24]
	ld1	{v0.2d}, [sp]
	ldr	x0, [sp, #16]
	add	sp, sp, #32
	ret
	.size other_ld1, .-other_ld1
