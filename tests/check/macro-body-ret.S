/*
 * rgcheck on .macro bodies that return: clamp_ok's returns are in
 * CLAMP's body, each after a RETGUARD_END; clamp_bare uses CLAMP too,
 * but has no RETGUARD_START, and each of its returns would undo a
 * mangling that never happened.  PART has a RETGUARD_END before one
 * of its two returns only.  BARE has none, and its use in bare_start
 * returns with the return address mangled.
 */
#include <machine/asm.h>

	.macro	CLAMP lo, hi
	movl	%edi,%eax
	cmpl	$\lo,%eax
	jl	1f
	cmpl	$\hi,%eax
	jg	2f
	RETGUARD_END
	ret
	RETGUARD_RESUME
1:	movl	$\lo,%eax
	RETGUARD_END
	ret
	RETGUARD_RESUME
2:	movl	$\hi,%eax
	RETGUARD_END
	ret
	.endm

ENTRY(clamp_ok)
	.cfi_startproc
	RETGUARD_START
	CLAMP	0, 100
	.cfi_endproc
END(clamp_ok)

ENTRY(clamp_bare)
	.cfi_startproc
	CLAMP	0, 10
	.cfi_endproc
END(clamp_bare)

	.macro	PART
	testl	%edi,%edi
	jz	1f
	RETGUARD_END_NOCFI
	ret
1:	ret
	.endm

ENTRY(part)
	RETGUARD_START_NOCFI
	PART
END(part)

	.macro	BARE
	xorl	%eax,%eax
	ret
	.endm

ENTRY(bare_start)
	RETGUARD_START_NOCFI
	BARE
END(bare_start)
