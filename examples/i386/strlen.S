/*
 * size_t ex_strlen(const char *s), with a frame pointer and leave.
 */
#include "example.h"

ENTRY(ex_strlen)
	pushl	%ebp
	movl	%esp,%ebp
	movl	8(%ebp),%eax
1:	cmpb	$0,(%eax)
	je	2f
	incl	%eax
	jmp	1b
2:	subl	8(%ebp),%eax
	leave
	ret
END(ex_strlen)
