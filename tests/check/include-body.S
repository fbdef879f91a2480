/*
 * ../convert/include-body.S as rgpp c0854fd converted it: zero_check
 * and saved protected around code that #include brings in (a return,
 * a push and a pop).  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text
/* long zero_check(long x): -1 for 0, else x + 1 */
ENTRY(zero_check)
	RETGUARD_START_NOCFI
	pushq	%rbx
	popq	%rbx
#include "include-body-code.h"
	leaq	1(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(zero_check)

/* long saved(long x): x + 1 */
ENTRY(saved)
#include "include-body-push.h"
	RETGUARD_START_NOCFI
	leaq	1(%rbx), %rax
#include "include-body-pop.h"
	RETGUARD_END_NOCFI
	ret
END(saved)
