/*
 * int ex_scratch(int (*fn)(char *buf, void *arg), void *arg):
 * fn(buf, arg) with a 64-byte scratch buffer buf in this function's
 * frame, right below the saved %ebp and the return address.
 */
#include "example.h"

ENTRY(ex_scratch)
	pushl	%ebp
	.cfi_adjust_cfa_offset 4
	.cfi_offset %ebp,-8
	movl	%esp,%ebp
	.cfi_def_cfa_register %ebp
	subl	$64,%esp
	leal	-64(%ebp),%eax		/* buf */
	pushl	12(%ebp)		/* arg */
	pushl	%eax
	call	*8(%ebp)		/* fn(buf, arg) */
	leave
	.cfi_def_cfa %esp,4
	.cfi_restore %ebp
	ret
END(ex_scratch)
