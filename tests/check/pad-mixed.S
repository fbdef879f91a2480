/*
 * cet_mixed and cet_else of ../convert/pad-mixed.S as rgpp ba688fe
 * converted them: RETGUARD_START before an #if group whose branch
 * starts with a landing pad, and holds code too.  Its rgcheck passed
 * them.
 */
#include <machine/asm.h>

	.text
/* long cet_mixed(long x): x */
ENTRY(cet_mixed)
	RETGUARD_START_NOCFI
#ifdef __CET__
	endbr64
	movq	%rdi, %rax
#else
	movq	%rdi, %rax
#endif
	RETGUARD_END_NOCFI
	ret
END(cet_mixed)

/* long cet_else(long x): x + 1 */
ENTRY(cet_else)
	RETGUARD_START_NOCFI
#ifndef __CET__
	leaq	1(%rdi), %rax
#else
	endbr64
	leaq	1(%rdi), %rax
#endif
	RETGUARD_END_NOCFI
	ret
END(cet_else)

