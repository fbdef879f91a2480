/*
 * below of ../convert/spill-below-a64.S as rgpp f6b5378 converted it:
 * RETGUARD_SPILLED(-16) right after the store's rule, where the slot
 * is below sp until the sub.  rgcheck f6b5378 passed it.
 */
	.text
	.globl	below
	.type	below, %function
below:
	.cfi_startproc
	RETGUARD_START
	str	x30, [sp, #-16]
	.cfi_offset 30, -16
	RETGUARD_SPILLED(-16)
	sub	sp, sp, #16
	.cfi_def_cfa_offset 16
	bl	cb
	ldr	x30, [sp], #16
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	below, .-below
