/*
 * Return macros that do more than return.  RETGUARD_END goes before a
 * use when, up to its returns, the macro leaves the stack pointer, the
 * stack and the return address alone, jumps only to its own labels,
 * and ends every path in a return (glibc's VZEROUPPER_RETURN and
 * ZERO_UPPER_VEC_REGISTERS_RETURN_XTEST), only when every
 * definition of the name seen is such, and not when the definition is
 * a default under #ifndef NAME, which a file may replace before it
 * includes this one (glibc's -rtm.S files make VZEROUPPER_RETURN a
 * jump to a label whose code has its own return).
 */
#include <machine/asm.h>

/* plain, defined after the macro that uses it (as glibc's files do) */
#define	XRETURN		VZERO; ret
#define	XTEST_RETURN	xtest; jnz 1f; vzeroupper; ret; 1: vzeroall; ret
#define	VZERO		vzeroupper
/*
 * not such: a pop before the return (a use is read as the body, which
 * takes RETGUARD_END: define-ret.S); a path that falls off the end
 */
#define	POP_RETURN	popq %rbx; ret
#define	MAYBE_RETURN	testl %eax,%eax; jz 1f; ret; 1:
/* two definitions of one name, one of them a jump */
#ifdef	RTM
#define	ALT_RETURN	jmp 9f
#else
#define	ALT_RETURN	vzeroupper; ret
#endif
/* a lower-case macro whose expansion rgpp cannot see: no instruction */
#define	vzu		VZ_NOT_DEFINED_HERE
#define	LOWER_RETURN	vzu; ret
/* a default for the includer to replace */
#ifndef	DEFAULT_RETURN
#define	DEFAULT_RETURN	vzeroupper; ret
#endif

ENTRY(tails)
	testl	%edi,%edi
	jz	1f
	XRETURN
1:	XTEST_RETURN
END(tails)

ENTRY(pops)
	pushq	%rbx
	POP_RETURN
END(pops)

ENTRY(maybe)
	MAYBE_RETURN
	ret
END(maybe)

ENTRY(alt)
	ALT_RETURN
9:	ret
END(alt)

ENTRY(dflt)
	DEFAULT_RETURN
END(dflt)

ENTRY(lower)
	LOWER_RETURN
END(lower)
