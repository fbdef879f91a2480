/*
 * The conversion of tests/convert/x16-result-a64.S by rgpp 0f15a8f,
 * which did not see that a caller of the file reads x16 as a callee
 * returns with it: get16, get16_br and get16_mac, protected, return
 * the stack pointer in x16 (RETGUARD_END), not their result.
 */
	.macro	take16 reg
	mov	\reg, x16
	.endm

	.text
	.type	get16, %function
get16:
	RETGUARD_START_NOCFI
	add	x16, x0, #1
	RETGUARD_END_NOCFI
	ret
	.size	get16, .-get16

	.type	get16_br, %function
get16_br:
	RETGUARD_START_NOCFI
	mov	x16, x0
	RETGUARD_END_NOCFI
	ret
	.size	get16_br, .-get16_br

	.type	get16_mac, %function
get16_mac:
	RETGUARD_START_NOCFI
	add	x16, x0, #3
	RETGUARD_END_NOCFI
	ret
	.size	get16_mac, .-get16_mac

	.type	get17, %function
get17:
	RETGUARD_START_NOCFI
	add	x17, x0, #2
	RETGUARD_END_NOCFI
	ret
	.size	get17, .-get17

	.type	put16, %function
put16:
	RETGUARD_START_NOCFI
	add	x16, x0, #1
	add	x0, x16, #1
	RETGUARD_END_NOCFI
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
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	bl	get16
	mov	x0, x16
	bl	get17
	add	x0, x0, x17
	bl	put16
	mov	x16, #2
	add	x0, x0, x16
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	use16, .-use16

	.globl	use_br
	.type	use_br, %function
use_br:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	bl	get16_br
	cbz	x16, 1f
	mov	x0, #7
	b	2f
1:	mov	x0, #9
2:	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	use_br, .-use_br

	.globl	use_mac
	.type	use_mac, %function
use_mac:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	bl	get16_mac
	take16	x0
	bl	get16_noted
	add	x0, x0, x16
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	use_mac, .-use_mac
