/*
 * What rgpp made of ../convert/header-macro-ret.S before it saw the
 * return in a header's .macro: f is protected, but EARLY_OUT returns
 * with the return address still mangled.  rgcheck passed it; it then
 * reported f as a function rgpp leaves alone, and now reports what f
 * lacks: RETGUARD_RETS and RETGUARD_RETS_END around the use.
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
