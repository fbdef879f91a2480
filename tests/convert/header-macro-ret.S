/*
 * A function that uses a header's .macro with a return inside.  rgpp
 * used not to see a return in a header's .macro: f and g were
 * protected, and crashed on their early return.  It then left both
 * alone, as it cannot put RETGUARD_END in a header.  Now f is protected
 * around the use (RETGUARD_RETS makes ret a macro that is RETGUARD_END
 * and the return; header-macro-wrap.S has more); g is still left
 * alone: OUTER's return is in a macro inside it, which rgpp does not
 * read from there.
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
