/*
 * switch_stack and plain_mv of ../convert/macro-param-regs.S as rgpp
 * converted them when it read a register named by a .macro parameter
 * as the parameter's name: switch_stack protected, its RETGUARD_END
 * after the stack switch.  rgcheck passed it the same way.
 */
	.macro	mv src, dst
	movq	%\src, %\dst
	.endm

	.text
	.globl	switch_stack
	.type	switch_stack, @function
switch_stack:
	RETGUARD_START_NOCFI
	mv	rdi, rsp
	RETGUARD_END_NOCFI
	jmp	*%rsi
	.size	switch_stack, . - switch_stack

	.globl	plain_mv
	.type	plain_mv, @function
plain_mv:
	RETGUARD_START_NOCFI
	mv	rdi, rax
	RETGUARD_END_NOCFI
	ret
	.size	plain_mv, . - plain_mv
