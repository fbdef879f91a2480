/*
 * What rgpp made of ../convert/header-macro-ret.S before it saw the
 * return in a header's .macro: f is protected, but EARLY_OUT returns
 * with the return address still mangled.  rgcheck passed it.
 */
#include "../convert/header-macro-ret-defs.h"

	.text
ENTRY(f)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	EARLY_OUT
1:
	movl	$1, %eax
	RETGUARD_END_NOCFI
	ret
END(f)
