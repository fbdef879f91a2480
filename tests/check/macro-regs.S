/*
 * What rgcheck finds where registers named by macros move the stack,
 * in functions converted by hand (the macros are those of
 * ../convert/macro-regs-defs.h).  Taken for registers that are not the
 * stack pointer, as they were, each of these passed.
 */
#include "../convert/macro-regs-defs.h"

	.text

/* RETGUARD_END with 8 bytes more on the stack than at the entry */
	.globl	lowered
	.type	lowered, @function
lowered:
	RETGUARD_START_NOCFI
	sub	$8, %RSP_LP
	RETGUARD_END_NOCFI
	add	$8, %RSP_LP
	ret
	.size	lowered, . - lowered

/* reads its return address, which RETGUARD_START has mangled */
	.globl	read_ra
	.type	read_ra, @function
read_ra:
	RETGUARD_START_NOCFI
	mov	(%_ASM_SP), %_ASM_AX
	RETGUARD_END_NOCFI
	ret
	.size	read_ra, . - read_ra

/* balanced: no finding */
	.globl	framed
	.type	framed, @function
framed:
	RETGUARD_START_NOCFI
	push	%_ASM_BP
	mov	%_ASM_SP, %_ASM_BP
	pop	%_ASM_BP
	RETGUARD_END_NOCFI
	ret
	.size	framed, . - framed
