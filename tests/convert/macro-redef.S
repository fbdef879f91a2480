/*
 * A .macro defined more than once: .purgem and a new definition, or a
 * definition in each branch of an #if.  rgpp d8c1775 read every use
 * with the first definition.  It protected after_purge, whose SAVE is
 * the second definition, one push, so that its movq 8(%rsp) reads the
 * return address (built with -D_RET_PROTECTOR it returns the mangled
 * one); outer_late, whose OUTER uses INNER after INNER's second
 * definition, two pushes; and either_push, whose SAVE2 is one push or
 * two as BIGSAVE is defined (it read two): its rgcheck passed them.
 * Now each use is read with the definition in force there, and where
 * several may be (rgpp does not evaluate #if), the depth is lost if
 * they do different things to the stack.  either_reg, whose SAVE3
 * pushes one register or another, is protected, and so are
 * before_purge and outer_early.
 */
#include <machine/asm.h>

	.macro	SAVE
	pushq	%rbx
	pushq	%rbp
	.endm
	.macro	RESTORE
	popq	%rbp
	popq	%rbx
	.endm
	.macro	INNER
	pushq	%rbx
	.endm
	.macro	INNERPOP
	popq	%rbx
	.endm
	.macro	OUTER
	INNER
	.endm
	.macro	OUTERPOP
	INNERPOP
	.endm

	.text
/* long before_purge(long x): x + 1, two pushes */
ENTRY(before_purge)
	SAVE
	leaq	1(%rdi), %rax
	RESTORE
	ret
END(before_purge)

/* long outer_early(long x): x + 2, INNER one push */
ENTRY(outer_early)
	OUTER
	leaq	2(%rdi), %rax
	OUTERPOP
	ret
END(outer_early)

	.purgem	SAVE
	.purgem	RESTORE
	.purgem	INNER
	.purgem	INNERPOP
	.macro	SAVE
	pushq	%rbx
	.endm
	.macro	RESTORE
	popq	%rbx
	.endm
	.macro	INNER
	pushq	%rbx
	pushq	%rbp
	.endm
	.macro	INNERPOP
	popq	%rbp
	popq	%rbx
	.endm

/* long after_purge(long): its return address minus main's */
ENTRY(after_purge)
	SAVE
	movq	8(%rsp), %rax
	RESTORE
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(after_purge)

/* long outer_late(long): the same, INNER now two pushes */
ENTRY(outer_late)
	OUTER
	movq	16(%rsp), %rax
	OUTERPOP
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(outer_late)

#ifdef BIGSAVE
	.macro	SAVE2
	pushq	%rbx
	pushq	%rbp
	.endm
	.macro	RESTORE2
	popq	%rbp
	popq	%rbx
	.endm
	.macro	SAVE3
	pushq	%rbx
	.endm
#else
	.macro	SAVE2
	pushq	%rbx
	.endm
	.macro	RESTORE2
	popq	%rbx
	.endm
	.macro	SAVE3
	pushq	%rbp
	.endm
#endif

/* long either_push(long): the same, one push without BIGSAVE */
ENTRY(either_push)
	SAVE2
	movq	8(%rsp), %rax
	RESTORE2
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(either_push)

/* long either_reg(long x): x + 3, one push either way */
ENTRY(either_reg)
	SAVE3
	leaq	3(%rdi), %rax
	addq	$8, %rsp
	ret
END(either_reg)
