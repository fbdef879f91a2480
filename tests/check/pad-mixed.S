/*
 * cet_mixed and cet_else of ../convert/pad-mixed.S as rgpp ba688fe
 * converted them: RETGUARD_START before an #if group whose branch
 * starts with a landing pad, and holds code too; and macro_pad as
 * 1bcb155 converted it, RETGUARD_START before the use of a .macro whose
 * first instruction is the pad.  Its rgcheck passed them.
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


	.macro	PADM
#ifdef __CET__
	endbr64
#endif
	.endm

/* long macro_pad(long x): x + 3, its pad in a .macro of the file */
ENTRY(macro_pad)
	RETGUARD_START_NOCFI
	PADM
	leaq	3(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(macro_pad)

