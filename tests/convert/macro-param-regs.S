/*
 * Registers named by .macro parameters (%\dst, \reg, %r\i) are what
 * the use gives them.  Read as the parameter's name, as rgpp did,
 * switch_stack's "mv rdi, rsp" went unseen: it was protected, and the
 * RETGUARD_END before its jump XORed the top of the stack it switched
 * to.  Where the use's arguments cannot be read, the body reads as it
 * is written if none of them names the stack or frame pointer; else
 * the function is left alone.
 */
#include "macro-param-regs-defs.h"

	.macro	mv src, dst
	movq	%\src, %\dst
	.endm
	.macro	outer a, b
	mv	\a, \b
	.endm
	.macro	setr i
	movq	%rdi, %r\i
	.endm
	.macro	addto v, reg
	addq	\v, \reg
	.endm
	.macro	vx a, b
	pxor	\a, \b
	.endm

	.text

/* sets the stack pointer through a parameter: left alone */
	.globl	switch_stack
	.type	switch_stack, @function
switch_stack:
	mv	rdi, rsp
	jmp	*%rsi
	.size	switch_stack, . - switch_stack

/* through a parameter of the .macro around the use: left alone */
	.globl	switch_outer
	.type	switch_outer, @function
switch_outer:
	outer	rdi, rsp
	jmp	*%rsi
	.size	switch_outer, . - switch_outer

/* through a header's .macro: left alone */
	.globl	switch_header
	.type	switch_header, @function
switch_header:
	HMV	rdi, rsp
	jmp	*%rsi
	.size	switch_header, . - switch_header

/* %r\i with i = sp is %rsp: left alone */
	.globl	switch_built
	.type	switch_built, @function
switch_built:
	setr	sp
	jmp	*%rsi
	.size	switch_built, . - switch_built

/* keyword arguments, one of them %rsp: left alone */
	.globl	keyword_sp
	.type	keyword_sp, @function
keyword_sp:
	addto	v=$8, reg=%rsp
	ret
	.size	keyword_sp, . - keyword_sp

/* the same macros on other registers: protected */
	.globl	plain_mv
	.type	plain_mv, @function
plain_mv:
	mv	rdi, rax
	outer	rax, rdx
	HMV	rdx, rax
	setr	8
	addto	v=$8, reg=%rax
	vx	%xmm0, %xmm1
	ret
	.size	plain_mv, . - plain_mv
