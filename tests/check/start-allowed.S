#include <machine/asm.h>

/*
 * Functions left unprotected on purpose: their -Wmissing-start finding
 * is silenced.  They are checked as they are, not as if they had the
 * RETGUARD_START rgpp would give them.
 */

ENTRY(shared)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
.Lshared_exit:
	RETGUARD_END_NOCFI
	ret
END(shared)

/* jumps into shared's exit: its RETGUARD_END mangles the plain address */
/* rgcheck: allow missing-start a leaf, not worth protecting */
ENTRY(into_end)
	leaq	1(%rdi), %rax
	jmp	.Lshared_exit
END(into_end)

/* RETGUARD_END at its own return, but no RETGUARD_START */
/* rgcheck: allow missing-start protected by its caller */
ENTRY(end_only)
	leaq	2(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(end_only)
