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
	"	movl	8(%esp),%eax\n"
	"	testl	%eax,%eax\n"
	"	js	1f\n"
	"	subl	$8,%esp\n"
	"	.cfi_adjust_cfa_offset 8\n"
	"	pushl	%eax\n"
	"	.cfi_adjust_cfa_offset 4\n"
	"	call	*16(%esp)\n"
	"	addl	$12,%esp\n"
	"	.cfi_adjust_cfa_offset -12\n"
	"	incl	%eax\n"
	"	ret\n"
	"1:	movl	$-1,%eax\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size	casm_call,.-casm_call\n"
);
