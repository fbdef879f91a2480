/*
 * RETGUARD_START and RETGUARD_END inside the body of a .macro or
 * #define of the file with more in it: the functions that use them are
 * protected already, and stay as they are.  rgpp put a second
 * RETGUARD_START before PROLOGUE and a second RETGUARD_END after
 * EPILOGUE: both and dboth ran with the return address not mangled at
 * all (two XORs), and half, whose return gets one RETGUARD_END, died.
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
ENTRY(both)
	PROLOGUE
	leaq	1(%rdi), %rax
	EPILOGUE
	ret
END(both)

ENTRY(dboth)
	DPROLOGUE
	leaq	3(%rdi), %rax
	DEPILOGUE
	ret
END(dboth)

ENTRY(half)
	PROLOGUE
	leaq	5(%rdi), %rax
	popq	%rbx
	ret
END(half)
