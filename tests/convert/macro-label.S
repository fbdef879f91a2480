/*
 * Jumps from a function's lines to labels that a .macro of the file
 * defines where it is used.  as resolves 1f to the first 1: after the
 * jump, in a macro's expansion too, and a name defined in a body is a
 * label of each use; rgpp does not follow jumps into an expansion, and
 * must not take them for tail calls (a RETGUARD_END before a jump that
 * stays in the function would run twice).
 */
#include <machine/asm.h>

	.macro	SKIP_IF_ZERO
	testl	%edi,%edi
	jz	2f
	incl	%eax
1:	addl	%edi,%eax
2:
	.endm

ENTRY(numeric)
	xorl	%eax,%eax
	cmpl	$100,%edi
	ja	1f
	SKIP_IF_ZERO
	ret
1:	movl	$-1,%eax
	ret
END(numeric)

	.macro	COUNT
.Lcount:
	incl	%eax
	.endm

ENTRY(named)
	xorl	%eax,%eax
	testl	%edi,%edi
	jnz	1f
	jmp	.Lcount
1:	COUNT
	ret
END(named)

	.macro	STEP kind
.Lnext_\kind:
	addl	$1,%eax
	.endm

ENTRY(param)
	xorl	%eax,%eax
	testl	%edi,%edi
	jz	.Lnext_pgd
	STEP	pgd
	ret
END(param)

/* A numeric label after the macro's use, as before: followed. */
ENTRY(after)
	xorl	%eax,%eax
	SKIP_IF_ZERO
	testl	%eax,%eax
	jz	3f
	ret
3:	movl	$7,%eax
	ret
END(after)
