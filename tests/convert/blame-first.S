/*
 * one falls through two into next; two, left alone for its push, falls
 * into next too.  one's plan puts a jump over next's START at the end
 * of two's code, which two's path then takes: the failure on two's
 * path at last's END is blamed on the first edit on it, one's jump,
 * and not on the END.  rgpp used to leave next alone and protect it
 * in a second run (found by the fuzzer).
 */
#include <machine/asm.h>
ENTRY(one)
#ifdef FAST
	ret
#endif
ENTRY(two)
	pushl	%ebx
ENTRY(next)
	RETGUARD_START
ENTRY(last)
	RETGUARD_START
	ret
END(last)
