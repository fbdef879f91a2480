/*
 * A .macro defined right after a function's entry, next to its use:
 * RETGUARD_START goes before the definition.  It used to go into the
 * macro's body, where it runs at every use of the macro and not at the
 * entry (found by the fuzzer: converting the output again added
 * another).
 */
#include <machine/asm.h>
ENTRY(rounds)
.macro ROUND r
	addl	\r, %eax
.endm
	xorl	%eax, %eax
	ROUND	%edi
	ROUND	%esi
	ret
END(rounds)
