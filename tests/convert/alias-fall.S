/*
 * bcopy falls into memmove, whose code is also memcpy's.  The two
 * entries with nothing between them share one RETGUARD_START, after
 * the second; bcopy jumps over it once.  A path that falls into
 * memmove falls into memcpy with it: no second jump (found by the
 * fuzzer, which had all three functions left alone, and converting
 * again protected one more).
 */
#include <machine/asm.h>
ENTRY(bcopy)
	xchgq	%rdi,%rsi
ENTRY(memmove)
ENTRY(memcpy)
	movq	%rdi,%rax
	movq	%rdx,%rcx
	rep movsb
	ret
END(memcpy)
