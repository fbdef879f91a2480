/*
 * A global label inside a function is an entry from elsewhere: Linux's
 * putuser.S exports __put_user_nocheck_1 from inside __put_user_1
 * (SYM_INNER_LABEL(..., SYM_L_GLOBAL)), its math-emu enters FPU_round
 * at fpu_reg_round.  Code that calls or jumps there runs the
 * function's RETGUARD_END without its RETGUARD_START: the function is
 * left alone.  rgpp used to protect them all; built with
 * -D_RET_PROTECTOR, a call of inner_mid, inner_nocheck or inner_glob
 * died (SIGSEGV).
 */
#include <machine/asm.h>

#define SYM_L_GLOBAL(name)	.globl name
#define SYM_L_LOCAL(name)
#define SYM_INNER_LABEL(name, linkage)	linkage(name); name:
#define GLOBAL(name)	.globl name; name:

	.text
ENTRY(outer_mid)
	addq	$100,%rdi
	.globl	inner_mid
inner_mid:
	leaq	2(%rdi),%rax
	ret
END(outer_mid)

ENTRY(outer_check)
	movq	%rdi,%rax
	cmpq	$100,%rdi
	jae	1f
SYM_INNER_LABEL(inner_nocheck, SYM_L_GLOBAL)
	leaq	3(%rdi),%rax
1:	ret
END(outer_check)

ENTRY(outer_glob)
	addq	$100,%rdi
GLOBAL(inner_glob)
	leaq	4(%rdi),%rax
	ret
END(outer_glob)

/* Local: only this function's code reaches it. */
ENTRY(outer_local)
	addq	$100,%rdi
SYM_INNER_LABEL(inner_local, SYM_L_LOCAL)
	leaq	5(%rdi),%rax
	ret
END(outer_local)

/*
 * A second name at the entry: an alias, RETGUARD_START after it.  rgpp
 * used to put RETGUARD_START before inner_alias: a call of it died too.
 */
ENTRY(outer_alias)
	.globl	inner_alias
inner_alias:
	leaq	6(%rdi),%rax
	ret
END(outer_alias)

ENTRY(outer_alias2)
SYM_INNER_LABEL(inner_alias2, SYM_L_GLOBAL)
	leaq	7(%rdi),%rax
	ret
END(outer_alias2)

#ifdef NOT_BUILT
/* GLOBAL with no argument names no label (rgpp used to crash on it). */
ENTRY(bare_global)
	movq	%rdi,%rax
	GLOBAL
	ret
END(bare_global)
#endif
