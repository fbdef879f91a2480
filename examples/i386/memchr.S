/*
 * void *ex_memchr(const void *b, int c, size_t len), with push/pop.
 */
#include "example.h"

ENTRY(ex_memchr)
	pushl	%edi
	.cfi_adjust_cfa_offset 4
	.cfi_offset %edi,-8
	movl	8(%esp),%edi		/* string address */
	movl	12(%esp),%eax		/* character to search for */
	movl	16(%esp),%ecx		/* length of search */
	testl	%ecx,%ecx		/* test for len == 0 */
	jz	L1
	cld
	repne
	scasb
	jne	L1			/* scan failed, return null */
	leal	-1(%edi),%eax		/* adjust result of scan */
	popl	%edi
	.cfi_adjust_cfa_offset -4
	.cfi_restore %edi
	ret
	.cfi_adjust_cfa_offset 4
	.cfi_offset %edi,-8
L1:	xorl	%eax,%eax
	popl	%edi
	.cfi_adjust_cfa_offset -4
	.cfi_restore %edi
	ret
END(ex_memchr)
