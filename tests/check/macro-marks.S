/*
 * RETGUARD_START and RETGUARD_END inside the body of a .macro or
 * #define of the file with more in it (PROLOGUE, EPILOGUE): read where
 * they run, at each use.  rgcheck did not see them: it reported the
 * functions that use them right as missing the macros, and passed
 * those where one runs twice (each dies with protection on).
 */
#include <machine/asm.h>
	.macro	PROLOGUE
	RETGUARD_START_NOCFI
	pushq	%rbx
	.endm
	.macro	EPILOGUE
	popq	%rbx
	RETGUARD_END_NOCFI
	.endm
#define DPROLOGUE RETGUARD_START_NOCFI; pushq %rbx
#define DEPILOGUE popq %rbx; RETGUARD_END_NOCFI

	.text
/* right */
ENTRY(both)
	PROLOGUE
	leaq	1(%rdi), %rax
	EPILOGUE
	ret
END(both)

/* RETGUARD_END twice: the body's, then one by hand */
ENTRY(twice)
	RETGUARD_START_NOCFI
	pushq	%rbx
	leaq	2(%rdi), %rax
	EPILOGUE
	RETGUARD_END_NOCFI
	ret
END(twice)

/* right, by #define */
ENTRY(dboth)
	DPROLOGUE
	leaq	3(%rdi), %rax
	DEPILOGUE
	ret
END(dboth)

/* RETGUARD_END twice, by #define */
ENTRY(dtwice)
	DPROLOGUE
	leaq	4(%rdi), %rax
	DEPILOGUE
	RETGUARD_END_NOCFI
	ret
END(dtwice)

/* RETGUARD_START twice: one by hand, then the body's */
ENTRY(start2)
	RETGUARD_START_NOCFI
	DPROLOGUE
	leaq	5(%rdi), %rax
	DEPILOGUE
	ret
END(start2)
