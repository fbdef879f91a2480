/*
 * A .macro that enters a function named by its first parameter, as
 * newlib's aarch64 def_fn: its uses are function entries.
 */
	.macro def_fn f p2align=0
	.text
	.p2align \p2align
	.global \f
	.type \f, %function
\f:
	.endm

def_fn plain p2align=6
	mov	x0, 1
	ret
	.size	plain, .-plain

/* the name is the first argument alone, not "readsp2align=2" */
def_fn reads p2align=2
	mov	x0, x30
	ret
	.size	reads, .-reads

/* with CFI in the body: the functions have CFI */
	.macro cfi_fn name
	.global \name
	.type \name, %function
\name:
	.cfi_startproc
	.endm

cfi_fn withcfi
	mov	x0, 2
	ret
	.cfi_endproc
	.size	withcfi, .-withcfi

/* the label is not the first parameter: not an entry macro */
	.macro second_fn align, name
	.p2align \align
	.type \name, %function
\name:
	.endm

second_fn 4, other
	ret
	.size	other, .-other
