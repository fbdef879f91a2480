/*
 * What rgpp fb5d047 made of ../convert/header-macro-lower.S, which
 * took the uses of a header's lowercase .macros, and of one named as
 * an instruction (cqto), for instructions: built with -D_RET_PROTECTOR,
 * ra_lower and ra_named return their mangled return address, and
 * tail_lower, tail_nested and push_jump die (SIGSEGV).  Its rgcheck
 * passed them all.
 */
#include <machine/asm.h>
#include "../convert/header-macro-lower-defs.h"

	.text
/* long twice(long) */
ENTRY(twice)
	RETGUARD_START_NOCFI
	leaq	(%rdi,%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(twice)

/* long ra_lower(long): its return address minus main's */
ENTRY(ra_lower)
	RETGUARD_START_NOCFI
	pushq	%rbx
	getra	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(ra_lower)

/* long ra_named(long): the same through cqto */
ENTRY(ra_named)
	RETGUARD_START_NOCFI
	pushq	%rbx
	cqto
	movq	%rdx, %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(ra_named)

/* long tail_lower(long x): x ? twice(x) : 5 */
ENTRY(tail_lower)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jz	1f
	tailto	twice
1:	movl	$5, %eax
	RETGUARD_END_NOCFI
	ret
END(tail_lower)

/* long tail_nested(long x): the same through WRAPTAIL */
ENTRY(tail_nested)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jz	1f
	WRAPTAIL twice
1:	movl	$5, %eax
	RETGUARD_END_NOCFI
	ret
END(tail_nested)

/* long push_jump(long x): twice(x), by a ret to it */
ENTRY(push_jump)
	RETGUARD_START_NOCFI
	target twice
	RETGUARD_END_NOCFI
	ret
END(push_jump)

/* long spilled(long x): x + 1 */
ENTRY(spilled)
	RETGUARD_START_NOCFI
	spill	%rbx
	leaq	1(%rdi), %rbx
	movq	%rbx, %rax
	unspill	%rbx
	RETGUARD_END_NOCFI
	ret
END(spilled)
