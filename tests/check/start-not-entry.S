/*
 * RETGUARD_START written by hand where it is not the first thing on
 * every path from the entry: rgcheck checks the function as if it had
 * the RETGUARD_START rgpp would put at the entry, so the hand-written
 * one ran second there.  The reason says the START is not at the entry
 * (it said "RETGUARD_START runs twice on a path").
 */
#include <machine/asm.h>

	.text
/* after a push */
	.globl	after_push
	.type	after_push,@function
after_push:
	pushq	%rbx
	RETGUARD_START_NOCFI
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	popq	%rbx
	ret
	.size	after_push, .-after_push

/* in an #ifdef: on one path only */
	.globl	in_ifdef
	.type	in_ifdef,@function
in_ifdef:
#ifdef GUARD
	RETGUARD_START_NOCFI
#endif
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret
	.size	in_ifdef, .-in_ifdef

/* one function falling into the next: still runs twice */
ENTRY(first)
	RETGUARD_START_NOCFI
	movl	%edi, %eax
ENTRY(second)
	RETGUARD_START_NOCFI
	incl	%eax
	RETGUARD_END_NOCFI
	ret
END(second)
