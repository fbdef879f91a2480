/*
 * What rgpp made of ../convert/glibc-entry.S before it read glibc's
 * ENTRY: RETGUARD_START_NOCFI in f and g, which have CFI (unwinders
 * then read the mangled return address as the caller's), and nothing
 * in h, whose entry it did not see.  rgcheck passed f and g.
 */
#include "../convert/glibc-entry-defs.h"

	.text
ENTRY (f)
	RETGUARD_START_NOCFI
	movl	$1, %eax
	RETGUARD_END_NOCFI
	ret
END (f)

ENTRY (g)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jz	1f
	movl	$2, %eax
	RETGUARD_END_NOCFI
	ret
1:	xorl	%eax, %eax
	RETGUARD_END_NOCFI
	ret
END (g)

ENTRY_SEMI (h)
	ret
END (h)
