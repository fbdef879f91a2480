/*
 * RETGUARD_START in the #else of an "#if 0", whose first branch as
 * never reads: the #else's START is the one at the entry.  It was
 * reported as running twice.
 */
#include <machine/asm.h>

	.text
ENTRY(if0_else)
#if 0
	RETGUARD_START_NOCFI
	xorl	%eax, %eax
#else
	RETGUARD_START_NOCFI
#endif
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret
END(if0_else)

/* an "#if 0" branch with a return: not on any path */
ENTRY(if0_ret)
	RETGUARD_START_NOCFI
	movl	%edi, %eax
#if 0
	ret
#else
	incl	%eax
#endif
	RETGUARD_END_NOCFI
	ret
END(if0_ret)

/* the #else starts with something else: rgpp's START goes before */
ENTRY(if0_code)
#if 0
	RETGUARD_START_NOCFI
#else
	movl	%edi, %eax
	RETGUARD_START_NOCFI
#endif
	RETGUARD_END_NOCFI
	ret
END(if0_code)
