/*
 * Code brought into a function by #include.  rgpp c0854fd did not read
 * it there: zero_check's included return got no RETGUARD_END (SIGSEGV
 * for 0, built with -D_RET_PROTECTOR), and in saved, RETGUARD_START
 * went after the included push, at depth 8, RETGUARD_END after the
 * included pop (SIGSEGV).  Both are now left alone.  Its rgcheck
 * passed them.
 */
#include <machine/asm.h>

	.text
/* long zero_check(long x): -1 for 0, else x + 1 */
ENTRY(zero_check)
	pushq	%rbx
	popq	%rbx
#include "include-body-code.h"
	leaq	1(%rdi), %rax
	ret
END(zero_check)

/* long saved(long x): x + 1 */
ENTRY(saved)
#include "include-body-push.h"
	leaq	1(%rbx), %rax
#include "include-body-pop.h"
	ret
END(saved)
