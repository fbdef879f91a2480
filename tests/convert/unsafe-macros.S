/* Returns rgpp cannot convert must leave their function alone. */
#include <machine/asm.h>

#define	RETURN	popl %edi; ret

/*
 * a return inside a local #define: once left alone, now protected with
 * RETGUARD_END in the #define's body (define-ret.S has the rest)
 */
ENTRY(via_define)
	pushl	%edi
	movl	8(%esp), %eax
	RETURN
END(via_define)

/* a macro named like a return, defined nowhere in sight */
ENTRY(via_unknown)
	xorl	%eax, %eax
	VZEROUPPER_RETURN
END(via_unknown)

.macro	jump_out label
	jmp	\label
.endm

/* a return reached only through a jump inside a .macro */
ENTRY(via_macro_jump)
	testl	%eax, %eax
	jump_out .Lout
	ret
.Lout:	movl	$1, %eax
	ret
END(via_macro_jump)

.macro	peek
	subl	$8, %esp
	movl	8(%esp), %eax
	addl	$8, %esp
.endm

/* a .macro of this file that reads the return address */
ENTRY(via_macro_peek)
	peek
	ret
END(via_macro_peek)

/*
 * falling past its end into code that is no function (an ALTERNATIVE
 * of jumps, as this once had, is another reason: header-macro-jump.S)
 */
ENTRY(runs_off)
	ALTERNATIVE "nop", "lfence", X86_FEATURE_X
END(runs_off)
thunk:	ret
