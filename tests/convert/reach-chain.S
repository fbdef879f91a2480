/*
 * Of the headers' definitions rgpp learns those the file's names reach,
 * through the bodies of the definitions of those names, header to
 * header: RET_VZ is a return macro because VZ_UPPER, defined in the
 * header reach-chain-defs.h includes, leaves the stack alone; FUNC is
 * an entry macro because BASE_ENTRY is one.  Neither VZ_UPPER nor
 * BASE_ENTRY is named in this file.  The headers' other definitions
 * are not read, and change nothing.
 */
#include "reach-chain-defs.h"

	.text
FUNC(f)
	testq	%rdi, %rdi
	jz	1f
	movl	$1, %eax
	RET_VZ
1:
	xorl	%eax, %eax
	ret
END(f)
