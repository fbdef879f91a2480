/*
 * RETGUARD_END written by hand before code that reads the flags: the
 * xor of RETGUARD_END sets them, so the read gets the xor's, not the
 * cmp's.  rgpp never puts RETGUARD_END there (block_flags); rgcheck
 * says so at the read (it said "RETGUARD_END would run without
 * RETGUARD_START on a path", of the return).
 */
#include <machine/asm.h>

	.text
/* sete after RETGUARD_END */
ENTRY(set_eq)
	RETGUARD_START_NOCFI
	xorl	%eax, %eax
	cmpl	%esi, %edi
	RETGUARD_END_NOCFI
	sete	%al
	ret
END(set_eq)

/* cmov after RETGUARD_END */
ENTRY(min_u)
	RETGUARD_START_NOCFI
	movl	%edi, %eax
	cmpl	%esi, %edi
	RETGUARD_END_NOCFI
	cmovbl	%esi, %eax
	ret
END(min_u)

/* a conditional jump after RETGUARD_END */
ENTRY(jump_below)
	RETGUARD_START_NOCFI
	movl	$1, %eax
	cmpl	%esi, %edi
	RETGUARD_END_NOCFI
	jb	1f
	ret
1:	movl	$2, %eax
	ret
END(jump_below)

/* right: the flags are read before RETGUARD_END */
ENTRY(set_eq_ok)
	RETGUARD_START_NOCFI
	xorl	%eax, %eax
	cmpl	%esi, %edi
	sete	%al
	RETGUARD_END_NOCFI
	ret
END(set_eq_ok)

/* right: the flags are set again before the read */
ENTRY(set_again)
	RETGUARD_START_NOCFI
	xorl	%eax, %eax
	RETGUARD_END_NOCFI
	testl	%edi, %edi
	RETGUARD_START_NOCFI
	sete	%al
	RETGUARD_END_NOCFI
	ret
END(set_again)
