/*
 * ../convert/macro-redef.S as rgpp d8c1775 converted it when it read
 * each use of a .macro with its first definition: after_purge and
 * outer_late, whose uses come after .purgem and a second definition,
 * and either_push, whose SAVE2 is defined in both branches of an
 * #ifdef, are protected around a read of the return address.  Its
 * rgcheck passed them.
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
	RETGUARD_START_NOCFI
	SAVE
	leaq	1(%rdi), %rax
	RESTORE
	RETGUARD_END_NOCFI
	ret
END(before_purge)

/* long outer_early(long x): x + 2, INNER one push */
ENTRY(outer_early)
	RETGUARD_START_NOCFI
	OUTER
	leaq	2(%rdi), %rax
	OUTERPOP
	RETGUARD_END_NOCFI
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
	RETGUARD_START_NOCFI
	SAVE
	movq	8(%rsp), %rax
	RESTORE
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(after_purge)

/* long outer_late(long): the same, INNER now two pushes */
ENTRY(outer_late)
	RETGUARD_START_NOCFI
	OUTER
	movq	16(%rsp), %rax
	OUTERPOP
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
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
	RETGUARD_START_NOCFI
	SAVE2
	movq	8(%rsp), %rax
	RESTORE2
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(either_push)

/* long either_reg(long x): x + 3, one push either way */
ENTRY(either_reg)
	RETGUARD_START_NOCFI
	SAVE3
	leaq	3(%rdi), %rax
	addq	$8, %rsp
	RETGUARD_END_NOCFI
	ret
END(either_reg)
