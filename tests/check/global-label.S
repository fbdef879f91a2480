/*
 * What rgpp made of ../convert/global-label.S before it saw global
 * labels inside functions: a call of inner_mid, inner_nocheck,
 * inner_glob, inner_alias or inner_alias2 runs RETGUARD_END without
 * RETGUARD_START and dies (SIGSEGV); rgcheck passed it all.
 */
#include <machine/asm.h>

#define SYM_L_GLOBAL(name)	.globl name
#define SYM_L_LOCAL(name)
#define SYM_INNER_LABEL(name, linkage)	linkage(name); name:
#define GLOBAL(name)	.globl name; name:

	.text
ENTRY(outer_mid)
	RETGUARD_START_NOCFI
	addq	$100,%rdi
	.globl	inner_mid
inner_mid:
	leaq	2(%rdi),%rax
	RETGUARD_END_NOCFI
	ret
END(outer_mid)

ENTRY(outer_check)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	cmpq	$100,%rdi
	jae	1f
SYM_INNER_LABEL(inner_nocheck, SYM_L_GLOBAL)
	leaq	3(%rdi),%rax
1:	RETGUARD_END_NOCFI
	ret
END(outer_check)

ENTRY(outer_glob)
	RETGUARD_START_NOCFI
	addq	$100,%rdi
GLOBAL(inner_glob)
	leaq	4(%rdi),%rax
	RETGUARD_END_NOCFI
	ret
END(outer_glob)

/* Local: only this function's code reaches it. */
ENTRY(outer_local)
	RETGUARD_START_NOCFI
	addq	$100,%rdi
SYM_INNER_LABEL(inner_local, SYM_L_LOCAL)
	leaq	5(%rdi),%rax
	RETGUARD_END_NOCFI
	ret
END(outer_local)

/*
 * A second name at the entry: an alias, RETGUARD_START after it.  rgpp
 * used to put RETGUARD_START before inner_alias: a call of it died too.
 */
ENTRY(outer_alias)
	.globl	inner_alias
	RETGUARD_START_NOCFI
inner_alias:
	leaq	6(%rdi),%rax
	RETGUARD_END_NOCFI
	ret
END(outer_alias)

ENTRY(outer_alias2)
	RETGUARD_START_NOCFI
SYM_INNER_LABEL(inner_alias2, SYM_L_GLOBAL)
	leaq	7(%rdi),%rax
	RETGUARD_END_NOCFI
	ret
END(outer_alias2)

#ifdef NOT_BUILT
/* GLOBAL with no argument names no label (rgpp used to crash on it). */
ENTRY(bare_global)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	GLOBAL
	RETGUARD_END_NOCFI
	ret
END(bare_global)
#endif
