/*
 * size_t ex_strlen(const char *s), with a frame pointer and leave.
 */
#include "example.h"

ENTRY(ex_strlen)
	pushl	%ebp
	.cfi_adjust_cfa_offset 4
	.cfi_offset %ebp,-8
	movl	%esp,%ebp
	.cfi_def_cfa_register %ebp
	movl	8(%ebp),%eax
1:	cmpb	$0,(%eax)
	je	2f
	incl	%eax
	jmp	1b
2:	subl	8(%ebp),%eax
	leave
	.cfi_def_cfa %esp,4
	.cfi_restore %ebp
	ret
END(ex_strlen)
