/*
 * size_t ex_strlen(const char *s): a byte loop, OpenBSD style.
 */
#include "example.h"

ENTRY(ex_strlen)
	movq	%rdi,%rax
1:	cmpb	$0,(%rax)
	je	2f
	incq	%rax
	jmp	1b
2:	subq	%rdi,%rax
	ret
END(ex_strlen)
