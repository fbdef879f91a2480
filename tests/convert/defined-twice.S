/*
 * A function name defined twice where as sees both, as fuzz run 55's
 * input had it: as refuses the file ("symbol is already defined"), and
 * rgpp 8445b3b, which tells functions apart by their names in places,
 * converted one copy so that its rgcheck found a jump out with the
 * return address mangled.  Both copies are left alone now.  two_ways is
 * defined once in each branch of an #if, which as never sees together:
 * each is protected.
 */
#include <machine/asm.h>

	.text
ENTRY(dup)
	movq	%rdi, %rax
	ret
END(dup)

ENTRY(dup)
	leaq	1(%rdi), %rax
	ret
END(dup)

#ifdef TWO
ENTRY(two_ways)
	movq	%rdi, %rax
	ret
END(two_ways)
#else
ENTRY(two_ways)
	leaq	2(%rdi), %rax
	ret
END(two_ways)
#endif
