/*
 * example.h: the entry and end macros of the examples, in the style of
 * BSD <machine/asm.h>, with CFI so that debuggers and unwinders see
 * through the functions.
 *
 * The RETGUARD macros that rgpp inserts, and that SYS.h uses by hand,
 * come from rgpp's <machine/asm.h> (cc $(pkg-config --cflags rgpp));
 * a build without rgpp has none, and they expand to nothing.
 */
#ifndef EXAMPLE_H
#define EXAMPLE_H

#define	_ALIGN_TEXT	.p2align 4
#define	ENTRY(x)	.text; _ALIGN_TEXT; .globl x; .type x,@function; \
			x: .cfi_startproc
#define	END(x)		.cfi_endproc; .size x, . - x

#if __has_include(<machine/asm.h>)
#include <machine/asm.h>
#else
#define	RETGUARD_START
#define	RETGUARD_END
#define	RETGUARD_RESUME
#endif

	.section .note.GNU-stack,"",@progbits

#endif
