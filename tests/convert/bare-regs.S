/*
 * aarch64 registers named by macros and .req aliases (bare-regs-defs.h
 * and below) are the registers they stand for.  Read as symbols, as
 * rgpp did, set_link's write of x30 through LINK went unseen: it was
 * protected, and its RETGUARD_END turned the address it jumps to into
 * another (and rgcheck passed it).  A name that stands for different
 * things by #if branch reads as itself, an unknown value, unless one
 * of them is the stack, frame or link register: then the function is
 * left alone.
 */
#include "bare-regs-defs.h"

#define LINK	x30
#define FRAME	x29
#define TMP	x9
#define FRAMESZ	32
#ifdef SMALL
#define PAGE	32
#define EITHER	x9
#else
#define PAGE	4096
#define EITHER	x30
#endif
#define SET(d, s) mov d, s
ALIAS	.req	x30

	.text

/* writes x30 through #define: left alone */
	.globl	set_link
	.type	set_link, %function
set_link:
	mov	LINK, x0
	ret
	.size	set_link, . - set_link

/* through a header's #define: left alone */
	.globl	set_hlink
	.type	set_hlink, %function
set_hlink:
	mov	HLINK, x0
	ret
	.size	set_hlink, . - set_hlink

/* through .req: left alone */
	.globl	set_alias
	.type	set_alias, %function
set_alias:
	mov	ALIAS, x0
	ret
	.size	set_alias, . - set_alias

/* through a macro's argument: left alone */
	.globl	set_arg
	.type	set_arg, %function
set_arg:
	SET(LINK, x0)
	ret
	.size	set_arg, . - set_arg

/* reads x30 through #define: left alone */
	.globl	get_link
	.type	get_link, %function
get_link:
	mov	x0, LINK
	ret
	.size	get_link, . - get_link

/* saves and restores x30 and x29 by macro, with CFI: protected */
	.globl	framed
	.type	framed, %function
framed:
	.cfi_startproc
	stp	FRAME, LINK, [sp, #-FRAMESZ]!
	.cfi_def_cfa_offset FRAMESZ
	.cfi_offset 29, -FRAMESZ
	.cfi_offset 30, -FRAMESZ + 8
	mov	FRAME, sp
	bl	callee
	ldp	FRAME, LINK, [sp], #FRAMESZ
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	framed, . - framed

/* moves the stack by a macro's value: protected */
	.globl	by_value
	.type	by_value, %function
by_value:
	sub	sp, sp, FRAMESZ
	str	TMP, [sp]
	add	sp, sp, FRAMESZ
	ret
	.size	by_value, . - by_value

/* a value defined two ways, not a register: protected */
	.globl	two_ways
	.type	two_ways, %function
two_ways:
	and	TMP, x0, PAGE - 1
	and	x1, x0, HPAGE - 1
	ret
	.size	two_ways, . - two_ways

/* moves the stack by a value defined two ways: left alone */
	.globl	two_sizes
	.type	two_sizes, %function
two_sizes:
	sub	sp, sp, PAGE
	add	sp, sp, #4096
	ret
	.size	two_sizes, . - two_sizes

/* x9 or x30 by #if branch: left alone */
	.globl	either
	.type	either, %function
either:
	mov	EITHER, x0
	ret
	.size	either, . - either

/* symbols and an alias of a .macro's parameter: protected */
	.macro	ld_sym reg, sym
symreg	.req	\reg
	adrp	symreg, \sym
	.unreq	symreg
	.endm
	.globl	symbols
	.type	symbols, %function
symbols:
	ld_sym	x2, table
	adrp	x0, table
	add	x0, x0, :lo12:table
	ldr	x1, =table
	b	tail_target
	.size	symbols, . - symbols
