/*
 * next and last have a RETGUARD_START each already, and next falls
 * into last: rgpp adds the jump over last's START and last's END.
 * fill, left alone, falls into next with a word more on the stack, so
 * its path runs next's START at the wrong depth: the file's own macros
 * break that path already, and last's END on it is not held against
 * last.  rgpp used to leave next and last alone in the first run and
 * protect them in the second (found by the fuzzer).
 */
#include <machine/asm.h>
#define	VRET	ret
ENTRY(fill)
#ifdef FAST
	VRET
#endif
	pushq	%rax
ENTRY(next)
	RETGUARD_START
ENTRY(last)
	RETGUARD_START
	VRET
END(last)
