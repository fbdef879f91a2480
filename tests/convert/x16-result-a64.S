/*
 * aarch64: a function of the file that returns a value in x16 to a
 * caller of the file that reads x16 after the call, without writing it
 * first, relies on x16 as the callee leaves it; RETGUARD_END, which
 * overwrites x16 before the callee's return, would destroy it.  rgpp
 * 0f15a8f protected get16 (read by use16 through mov), get16_br (read
 * by use_br through cbz) and get16_mac (read by use_mac through a
 * .macro of the file); they are now left alone, the warning naming
 * the caller's read.  get17 returns its value in x17, which the
 * macros leave alone, and put16's caller writes x16 before reading
 * it: both are protected.  get16_noted, marked with the annotation,
 * is left alone by it.
 */
	.macro	take16 reg
	mov	\reg, x16
	.endm

	.text
	.type	get16, %function
get16:
	add	x16, x0, #1
	ret
	.size	get16, .-get16

	.type	get16_br, %function
get16_br:
	mov	x16, x0
	ret
	.size	get16_br, .-get16_br

	.type	get16_mac, %function
get16_mac:
	add	x16, x0, #3
	ret
	.size	get16_mac, .-get16_mac

	.type	get17, %function
get17:
	add	x17, x0, #2
	ret
	.size	get17, .-get17

	.type	put16, %function
put16:
	add	x16, x0, #1
	add	x0, x16, #1
	ret
	.size	put16, .-put16

	.type	get16_noted, %function
/* rgcheck: allow missing-start its caller reads x16 */
get16_noted:
	add	x16, x0, #4
	ret
	.size	get16_noted, .-get16_noted

	.globl	use16
	.type	use16, %function
use16:
	stp	x29, x30, [sp, #-16]!
	bl	get16
	mov	x0, x16
	bl	get17
	add	x0, x0, x17
	bl	put16
	mov	x16, #2
	add	x0, x0, x16
	ldp	x29, x30, [sp], #16
	ret
	.size	use16, .-use16

	.globl	use_br
	.type	use_br, %function
use_br:
	stp	x29, x30, [sp, #-16]!
	bl	get16_br
	cbz	x16, 1f
	mov	x0, #7
	b	2f
1:	mov	x0, #9
2:	ldp	x29, x30, [sp], #16
	ret
	.size	use_br, .-use_br

	.globl	use_mac
	.type	use_mac, %function
use_mac:
	stp	x29, x30, [sp, #-16]!
	bl	get16_mac
	take16	x0
	bl	get16_noted
	add	x0, x0, x16
	ldp	x29, x30, [sp], #16
	ret
	.size	use_mac, .-use_mac
