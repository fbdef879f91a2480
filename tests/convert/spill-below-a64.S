/*
 * aarch64: x30 stored below the stack pointer, which moves over it one
 * instruction later.  rgpp f6b5378 put RETGUARD_SPILLED(-16) right
 * after the store's rule: at the sub, its slot is below sp, where a
 * signal's frame may overwrite it (check/spill-below-a64.S, which
 * rgcheck now reports).  The function's own rule there is as wrong,
 * and rgpp cannot move its own: it leaves the function alone.
 * framed, which moves sp first, is protected.
 */
	.text
	.globl	below
	.type	below, %function
below:
	.cfi_startproc
	str	x30, [sp, #-16]
	.cfi_offset 30, -16
	sub	sp, sp, #16
	.cfi_def_cfa_offset 16
	bl	cb
	ldr	x30, [sp], #16
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	below, .-below

	.globl	framed
	.type	framed, %function
framed:
	.cfi_startproc
	sub	sp, sp, #16
	.cfi_def_cfa_offset 16
	str	x30, [sp]
	.cfi_offset 30, -16
	bl	cb
	ldr	x30, [sp], #16
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	framed, .-framed
