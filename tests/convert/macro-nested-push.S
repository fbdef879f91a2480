/*
 * A .macro used inside a .macro's body acts where the outer one is
 * used: PUSH_TARGET pushes an address through PUSH_ARG, and the ret
 * after it is a jump there, not a return.  rgpp passed over uses
 * inside a body, took the ret for the function's return and put a
 * RETGUARD_END before it, which XORed the pushed address.
 */
#include <machine/asm.h>

	.macro	PUSH_ARG
	pushq	%rdi
	.endm

	.macro	PUSH_TARGET
	PUSH_ARG
	.endm

ENTRY(jump_via_ret)
	PUSH_TARGET
	ret
END(jump_via_ret)

	.macro	SAVE_RBX
	pushq	%rbx
	.endm

	.macro	PROLOGUE
	SAVE_RBX
	.endm

/* Balanced through the nesting: protected. */
ENTRY(balanced)
	PROLOGUE
	movl	%edi, %ebx
	leal	1(%rbx), %eax
	popq	%rbx
	ret
END(balanced)
