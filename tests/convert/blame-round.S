/*
 * one falls into two with a word more on the stack: two's START would
 * run at the wrong depth on one's path, so two is left alone.  Its
 * edits are still in that round's plan when its own path is replayed:
 * a failure there is two's, not the next function's.  rgpp used to
 * blame next's END for it, and protect next in a second run (found by
 * the fuzzer).  next and last are as in blame-broken.S.
 */
#include <machine/asm.h>
ENTRY(one)
	pushl	%ebx
ENTRY(two)
#ifdef FAST
	ret
#endif
	pushl	%esi
ENTRY(next)
	RETGUARD_START
ENTRY(last)
	RETGUARD_START
	ret
END(last)
