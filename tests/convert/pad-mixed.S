/*
 * A landing pad first in a branch of an #if group at the entry that
 * holds other code too.  rgpp ba688fe put RETGUARD_START before the
 * group: built with -fcf-protection (__CET__ defined), cet_mixed and
 * cet_else then start with the START, not endbr64, and an indirect call
 * to them faults under IBT; its rgcheck passed them.  RETGUARD_START
 * can go neither there nor after the group, past the code: they are
 * left alone now.  cet_alone's group holds only its pad, and
 * RETGUARD_START goes after it, as before.  macro_pad's pad is the first
 * instruction of a .macro of the file, which 1bcb155 did not read:
 * RETGUARD_START went before the use; it goes after it now.
 */
#include <machine/asm.h>

	.text
/* long cet_mixed(long x): x */
ENTRY(cet_mixed)
#ifdef __CET__
	endbr64
	movq	%rdi, %rax
#else
	movq	%rdi, %rax
#endif
	ret
END(cet_mixed)

/* long cet_else(long x): x + 1 */
ENTRY(cet_else)
#ifndef __CET__
	leaq	1(%rdi), %rax
#else
	endbr64
	leaq	1(%rdi), %rax
#endif
	ret
END(cet_else)

	.macro	PADM
#ifdef __CET__
	endbr64
#endif
	.endm

/* long macro_pad(long x): x + 3, its pad in a .macro of the file */
ENTRY(macro_pad)
	PADM
	leaq	3(%rdi), %rax
	ret
END(macro_pad)

/* long cet_alone(long x): x + 2 */
ENTRY(cet_alone)
#ifdef __CET__
	endbr64
#endif
	leaq	2(%rdi), %rax
	ret
END(cet_alone)
