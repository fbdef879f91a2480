/*
 * A function written in a top-level __asm block, with CFI and two
 * returns: casm_call(cb, x) is cb(x) + 1 for x >= 0, else -1.
 */
#include <machine/asm.h>

__asm(
	"	.text\n"
	"	.globl	casm_call\n"
	"	.type	casm_call,@function\n"
	"casm_call:\n"
	"	.cfi_startproc\n"
	"	testq	%rsi,%rsi\n"
	"	js	1f\n"
	"	subq	$8,%rsp\n"
	"	.cfi_adjust_cfa_offset 8\n"
	"	movq	%rdi,%rax\n"
	"	movq	%rsi,%rdi\n"
	"	call	*%rax\n"
	"	addq	$8,%rsp\n"
	"	.cfi_adjust_cfa_offset -8\n"
	"	incq	%rax\n"
	"	ret\n"
	"1:	movq	$-1,%rax\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size	casm_call,.-casm_call\n"
);
