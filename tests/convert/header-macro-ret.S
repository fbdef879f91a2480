/*
 * A function that uses a header's .macro with a return inside is left
 * alone, as one that uses such a .macro of its own is: rgpp converts
 * no .macro body, and the macro's return would run with the return
 * address still mangled.  rgpp used not to see a return in a header's
 * .macro: f and g were protected, and crashed on their early return.
 */
#include "header-macro-ret-defs.h"

	.text
ENTRY(f)
	testq	%rdi, %rdi
	jnz	1f
	EARLY_OUT
1:
	movl	$1, %eax
	ret
END(f)

ENTRY(g)
	testq	%rdi, %rdi
	jnz	1f
	OUTER
1:
	movl	$1, %eax
	ret
END(g)

ENTRY(h)
	NO_RET
	ret
END(h)
