/*
 * A hex escape with more digits than a byte holds: C keeps the low byte
 * (gcc warns "hex escape sequence out of range").  rgpp decoded it into
 * an int that overflowed, undefined behaviour that UBSan found in the
 * fuzzer; it keeps the low byte as well.  Here the escape ends in 23,
 * '#', which starts a comment: the "ret" after it is no return.
 */
#include <machine/asm.h>

__asm__(".globl f\n.type f,@function\n"
	"f:\n"
	"	movl $1,%eax	\x4444444444444423 ret\n"
	"	ret\n");
