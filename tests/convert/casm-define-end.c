/*
 * A top-level asm block in a #define whose last line starts with a
 * literal: the macros go on lines of their own before it, and each ends
 * in a backslash, as the #define goes on.  (The lines used to take the
 * backslash from the literal's own line, the last one, which has none:
 * the #define ended at the first of them and the C did not compile.
 * Found by the fuzzer.)
 */
#include <machine/asm.h>

#define	DEFINE_ONE	__asm__(".globl one\n.type one,@function\n" \
	"one:\n" \
	"	movl $1,%eax\n" \
	"	ret\n");

DEFINE_ONE
