/*
 * Labels and #if branches.  The assembler sees one branch of a group:
 * 1f goes to the nearest 1: of the branches it assembles, and a name
 * defined in two branches is the one of the branch that is assembled.
 */
#include <machine/asm.h>

/*
 * With BIG, 1f is the 1: after #endif (the #else branch is not
 * assembled): a tail call, RETGUARD_END before it.  rgpp used to take
 * the 1: of the #else branch, and put none there.
 */
ENTRY(tail_after)
#ifdef BIG
	testq	%rdi,%rdi
	jz	1f
	movq	%rdi,%rax
	ret
#else
	movq	%rsi,%rax
1:	ret
#endif
1:	jmp	other
END(tail_after)

/*
 * Back: 1b from the #else branch is the 1: before the group, not the
 * one of the first branch (which saves a register there).
 */
ENTRY(back_over)
	xorl	%eax,%eax
1:	addq	%rdi,%rax
#ifdef BIG
	pushq	%rbx
1:	decq	%rdi
	jnz	1b
	popq	%rbx
#else
	decq	%rdi
	jnz	1b
#endif
	ret
END(back_over)

/*
 * A group the jump does not belong to may assemble any branch, or
 * none: each 1: in it is a target, and the 1: after it too, as the
 * group has no #else.  With TWO, 1f is a tail call.  rgpp used to
 * take the first 1: only, and put no RETGUARD_END before the jmp.
 */
ENTRY(into_group)
	testq	%rdi,%rdi
	jz	1f
#if defined(ONE)
1:	movq	$1,%rax
	ret
#elif defined(TWO)
	movq	$2,%rax
	ret
1:	jmp	other
#endif
	movq	$4,%rax
1:	movq	$3,%rax
	ret
END(into_group)

/*
 * Every branch, #else included, has a 1:, so the 1: after the group
 * is never the target: the path that would reach it with nothing
 * pushed is not taken.
 */
ENTRY(every_branch)
	testq	%rdi,%rdi
	jz	1f
#ifdef ONE
	movq	$1,%rax
1:	addq	$1,%rax
#else
	movq	$2,%rax
1:	addq	$2,%rax
#endif
	pushq	%rbx
	movq	%rax,%rbx
1:	movq	%rbx,%rax
	popq	%rbx
	ret
END(every_branch)

/*
 * A name defined in both branches (newlib's i386 memchr): the jump in
 * each branch goes to its own branch's label.  rgpp used to follow
 * both, and one of them reaches the leal with no frame pointer set.
 */
ENTRY(named_twice)
#ifdef __iamcu__
	testl	%edi,%edi
	jz	L20
	movl	%edi,%eax
L20:
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
	ret
#endif
END(named_twice)
