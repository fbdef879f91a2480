/*
 * void *ex_memcpy(void *dst, const void *src, size_t len): a tail call
 * of ex_memmove, which copies in the right direction anyway.
 */
#include "example.h"

ENTRY(ex_memcpy)
	movl	4(%esp),%eax
	cmpl	$0,12(%esp)
	jne	1f
	ret
1:	jmp	ex_memmove
END(ex_memcpy)
