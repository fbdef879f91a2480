/*
 * RETGUARD_START and RETGUARD_END inside the bodies of a header's
 * #define and .macro with more in them: read where they run, at each
 * use.  rgcheck did not see them: it reported hboth as missing them,
 * and passed htwice and mtwice, where one runs twice (each dies with
 * protection on).
 */
#include <machine/asm.h>
#include "macro-marks-defs.h"

	.text
/* right */
ENTRY(hboth)
	HPROLOGUE
	leaq	1(%rdi), %rax
	HEPILOGUE
	ret
END(hboth)

/* RETGUARD_END twice: the body's, then one by hand */
ENTRY(htwice)
	HPROLOGUE
	leaq	2(%rdi), %rax
	HEPILOGUE
	RETGUARD_END_NOCFI
	ret
END(htwice)

/* RETGUARD_START twice: one by hand, then the body's */
ENTRY(mtwice)
	RETGUARD_START_NOCFI
	MPROLOGUE
	leaq	3(%rdi), %rax
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(mtwice)
