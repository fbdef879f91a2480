/*
 * int ex_scratch(int (*fn)(char *buf, void *arg), void *arg):
 * fn(buf, arg) with a 64-byte scratch buffer buf in this function's
 * frame, right below the saved %rbp and the return address.
 */
#include "example.h"

ENTRY(ex_scratch)
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_offset %rbp,-16
	movq	%rsp,%rbp
	.cfi_def_cfa_register %rbp
	subq	$64,%rsp
	movq	%rdi,%rax
	movq	%rsp,%rdi		/* buf */
	call	*%rax			/* fn(buf, arg) */
	leave
	.cfi_def_cfa %rsp,8
	.cfi_restore %rbp
	ret
END(ex_scratch)
