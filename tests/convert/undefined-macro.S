/*
 * A macro that neither the file nor a header that rgpp read defines
 * may push, pop, read the return address, jump or return: its function
 * is left alone, and the warning names it (a header not found: give
 * rgpp the assembler's -I).  Before, it was taken for no instruction:
 * caller_pc, whose GET_CALLER reads the return address in the header
 * that defines it, was protected, and returned the mangled address.
 */
#include "not-there.h"

	.text

	.globl	caller_pc
	.type	caller_pc, @function
caller_pc:
	GET_CALLER
	ret
	.size	caller_pc, . - caller_pc

/* a landing pad, an instruction in lower case: protected */
	.globl	padded
	.type	padded, @function
padded:
	_CET_ENDBR
	vzeroupper
	ret
	.size	padded, . - padded

/* an assignment in a .macro body is no macro: protected */
.macro FUNC name
	.globl	\name
	.type	\name, @function
\name:
	FRAME = 16
	addq	$FRAME, %rax
	ret
	.size	\name, . - \name
.endm
	FUNC	framed

/* the .macro that STEP_\op names is read where STEP is used */
.macro STEP op
	STEP_\op
.endm
.macro STEP_add
	addq	$1, %rax
.endm
.macro STEP_push
	pushq	%rax
.endm
	.globl	adder
	.type	adder, @function
adder:
	STEP	add
	ret
	.size	adder, . - adder

/* its ret is at depth 8: left alone */
	.globl	pusher
	.type	pusher, @function
pusher:
	STEP	push
	ret
	.size	pusher, . - pusher
