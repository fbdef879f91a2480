/*
 * example.h: the entry and end macros the examples use, in the style
 * of BSD <machine/asm.h>, with CFI so that debuggers and unwinders see
 * through the functions; then rgpp's macros.
 */
#ifndef EXAMPLE_H
#define EXAMPLE_H

#define	ENTRY(x)	.text; .p2align 4; .globl x; .type x,@function; \
			x: .cfi_startproc
#define	END(x)		.cfi_endproc; .size x, . - x

#include <machine/asm.h>

	.section .note.GNU-stack,"",@progbits

#endif
