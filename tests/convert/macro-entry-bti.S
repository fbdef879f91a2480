/*
 * A .macro that enters a function and then holds its landing pad, as
 * libgcc's aarch64 lse.S: STARTFN's body ends "\name: BTI_C".  It is
 * an entry macro; RETGUARD_START goes after its use, so after the
 * landing pad, which must stay the first instruction.
 */
#define BTI_C	hint	34

	.macro	STARTFN name
	.text
	.balign	16
	.globl	\name
	.type	\name, %function
	.cfi_startproc
\name:
	BTI_C
	.endm

	.macro	ENDFN name
	.cfi_endproc
	.size	\name, . - \name
	.endm

STARTFN	one
	mov	x0, 1
	ret
ENDFN	one

/* code before the label: not an entry macro */
	.macro	PADFIRST name
	.type	\name, %function
	hint	34
\name:
	.endm

PADFIRST two
	ret
