/*
 * rgpp before this change converted tests/convert/ra-reg-a64.S so: the
 * functions that read the return address or x16 where it did not
 * look were protected.  rgcheck must find each.
 */
	.text
/* the instruction that called it, the bl */
	.globl caller_insn
	.type caller_insn,%function
caller_insn:
	RETGUARD_START_NOCFI
	ldr	w0, [x30, #-4]
	RETGUARD_END_NOCFI
	ret
	.size caller_insn, .-caller_insn

/* the first byte after the call */
	.globl first_byte
	.type first_byte,%function
first_byte:
	RETGUARD_START_NOCFI
	ldrb	w0, [lr]
	RETGUARD_END_NOCFI
	ret
	.size first_byte, .-first_byte

/* a bit of the return address */
	.globl ra_bit2
	.type ra_bit2,%function
ra_bit2:
	RETGUARD_START_NOCFI
	mov	x0, #1
	tbz	x30, #2, 1f
	mov	x0, #2
1:	RETGUARD_END_NOCFI
	ret
	.size ra_bit2, .-ra_bit2

/* mov x0, x30, written as data */
	.globl inst_mov
	.type inst_mov,%function
inst_mov:
	RETGUARD_START_NOCFI
	.inst	0xaa1e03e0
	RETGUARD_END_NOCFI
	ret
	.size inst_mov, .-inst_mov

/* the frame record copied out with ld1: the saved x30 */
	.globl saved_ld1
	.type saved_ld1,%function
saved_ld1:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	ld1	{v0.2d}, [sp]
	mov	x0, v0.d[1]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size saved_ld1, .-saved_ld1

/* a tail call through x16, which RETGUARD_END overwrites */
	.globl tail_x16
	.type tail_x16,%function
tail_x16:
	RETGUARD_START_NOCFI
	cbz	x0, 1f
	adrp	x16, ext
	add	x16, x16, :lo12:ext
	RETGUARD_END_NOCFI
	br	x16
1:	mov	x0, #5
	RETGUARD_END_NOCFI
	ret
	.size tail_x16, .-tail_x16

/* x16 from its caller, which RETGUARD_START overwrites */
	.globl add_ip0
	.type add_ip0,%function
add_ip0:
	RETGUARD_START_NOCFI
	add	x0, x0, x16
	RETGUARD_END_NOCFI
	ret
	.size add_ip0, .-add_ip0

/* protected: x16 written before it is read, x30 saved and loaded */
	.globl own_x16
	.type own_x16,%function
own_x16:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x16, x0
	add	x0, x16, #1
	bl	ext
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size own_x16, .-own_x16

/* protected: a vector load of other slots */
	.globl other_ld1
	.type other_ld1,%function
other_ld1:
	RETGUARD_START_NOCFI
	sub	sp, sp, #32
	str	x0, [sp, #16]
	str	x0, [sp, #24]
	ld1	{v0.2d}, [sp]
	ldr	x0, [sp, #16]
	add	sp, sp, #32
	RETGUARD_END_NOCFI
	ret
	.size other_ld1, .-other_ld1
