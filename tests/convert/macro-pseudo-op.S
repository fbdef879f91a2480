/*
 * A .macro named as one of as's directives: as ignores it ("attempt to
 * redefine pseudo-op `.macro' ignored"), and each line of that name is
 * the directive.  Learned as an entry macro, `.macro` made the next
 * .macro line a function entry and `.long` made data one; converting
 * the output again inserted more (found by fuzzing).
 */
	.macro	.macro f p2align=0
	.type	\f, %function
\f:
	.endm
	.macro	.long name
	.globl	\name
\name:
	.endm

	.text
	nop
	.macro	second_fn align, name
	.p2align \align
	.endm
	ret

	.globl	g
	.type	g, @function
g:
	ret
	.size	g, .-g

	.section .rodata
table:
	.long	1
	.long	2
