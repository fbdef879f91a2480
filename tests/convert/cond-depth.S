/*
 * Modelled on glibc's i686 strlen-sse2.S, which strnlen-sse2.S
 * includes with USE_AS_STRNLEN defined: under one #ifdef the function
 * saves %edi and RETURN pops it.  One RETGUARD_END before RETURN would
 * XOR the saved %edi, not the return address, in that build; rgpp
 * leaves the function alone and says why.  (RETURN is no return macro
 * to rgpp: of its two definitions, one pops before it returns.  Were
 * it one, the RETGUARD_END before it would fail the depth check.)
 */
#include <machine/asm.h>

#define RETURN	ret
#ifdef USE_AS_STRNLEN
# undef RETURN
# define RETURN	popl %edi; ret
#endif

ENTRY(my_strlen)
	movl	4(%esp), %edx
#ifdef USE_AS_STRNLEN
	pushl	%edi
	movl	12(%esp), %edi
#endif
	xorl	%eax, %eax
	RETURN
END(my_strlen)
