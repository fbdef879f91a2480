/*
 * switch_stk of ../convert/bare-names-x86.S as rgpp converted it when
 * it read STK, #defined as %rsp, as a symbol: protected, with
 * RETGUARD_END after the stack switch.  rgcheck passed it the same way.
 */
#define STK	%rsp

	.text
	.globl	switch_stk
	.type	switch_stk, @function
switch_stk:
	RETGUARD_START_NOCFI
	movq	%rdi, STK
	RETGUARD_END_NOCFI
	jmp	*%rsi
	.size	switch_stk, . - switch_stk
