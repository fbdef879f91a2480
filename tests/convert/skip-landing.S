/*
 * Three entries that fall into each other, the last two given their
 * RETGUARD_START by hand: a falls into b, and b's START is followed at
 * once by c's entry.  a's jump over b's START lands where b's own jump
 * over c's START goes; the label comes before that jump, so that a's
 * path takes it too, and all three are protected in one run.  (The
 * fuzzer found this: the label used to come after b's jump, a was
 * left alone, and converting the output again protected it.)
 */
#include <machine/asm.h>
ENTRY(a)
	incq	%rdi
ENTRY(b)
	RETGUARD_START
ENTRY(c)
	RETGUARD_START
	movq	%rdi,%rax
	RETGUARD_END
	ret
END(c)
