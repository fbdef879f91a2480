/*
 * Conversions that miss a RETGUARD_END on a path only one #if branch
 * takes: 1f from the first branch is the 1: after the group, not the
 * one of the #else branch (which the assembler never sees with it).
 */
#include <machine/asm.h>

ENTRY(tail_after)
	RETGUARD_START_NOCFI
#ifdef BIG
	testq	%rdi,%rdi
	jz	1f
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	ret
#else
	movq	%rsi,%rax
1:	RETGUARD_END_NOCFI
	ret
#endif
1:	jmp	other
END(tail_after)

/* Right: each branch's name is its own. */
ENTRY(named_twice)
	RETGUARD_START_NOCFI
#ifdef SMALL
	testl	%edi,%edi
	jz	L20
	movl	%edi,%eax
L20:
	RETGUARD_END_NOCFI
	ret
#else
	pushq	%rbp
	movq	%rsp,%rbp
	pushq	%rbx
	testl	%edi,%edi
	jz	L20
	movl	%edi,%eax
L20:
	leaq	-8(%rbp),%rsp
	popq	%rbx
	leave
	RETGUARD_END_NOCFI
	ret
#endif
END(named_twice)
