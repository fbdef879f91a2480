/*
 * newlib's x86 functions are SYM (name): labels, typed by
 * SOTYPE_FUNCTION(name), which is .type SYM(name),@function in one
 * build and nothing in the others: a function either way.  Registers
 * are macros without '%' (newlib-mach.h), which the analysis reads as
 * the registers: sum is protected with its push and its stack
 * adjustment followed, save (as newlib's setjmp) reads its return
 * address and is left alone, and swap sets the stack pointer from a
 * register and is left alone.
 */
#include "newlib-mach.h"

	.text
	.global SYM (sum)
	.global SYM (save)
	.global SYM (swap)
	SOTYPE_FUNCTION(sum)
	SOTYPE_FUNCTION(save)
	SOTYPE_FUNCTION(swap)

SYM (sum):
	pushq	rbx
	subq	$8, rsp
	movq	rdi, rax
	testq	rsi, rsi
	jz	1f
	addq	rsi, rax
	addq	$8, rsp
	popq	rbx
	ret
1:
	addq	$8, rsp
	popq	rbx
	ret

SYM (save):
	movq	(rsp), rax
	movq	rax, 8 (rdi)
	xorl	%eax, %eax
	ret

SYM (swap):
	movq	rsi, rsp
	ret
