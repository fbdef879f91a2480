/*
 * void *ex_memchr(const void *b, int c, size_t len): two returns.
 */
#include "example.h"

ENTRY(ex_memchr)
	movb	%sil,%al		/* character to search for */
	movq	%rdx,%rcx		/* length of search */
	testq	%rcx,%rcx		/* test for len == 0 */
	jz	L1
	cld
	repne
	scasb
	jne	L1			/* scan failed, return null */
	leaq	-1(%rdi),%rax		/* adjust result of scan */
	ret
L1:	xorq	%rax,%rax
	ret
END(ex_memchr)
