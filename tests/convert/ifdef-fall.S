/*
 * A return under #ifdef; without it, the function falls into the next
 * one.  The RETGUARD_SKIP planned before the next entry then follows
 * the return directly: it is not more of the function after the
 * return, and needs no RETGUARD_RESUME, in the first conversion or the
 * second (the fuzzer found the second adding one).
 */
#include <machine/asm.h>
	.text
	.globl	first
	.type	first,@function
first:	.cfi_startproc
	incl	%edi
#ifdef FIRST_ALONE
	movl	%edi,%eax
	ret
#endif
	.globl	second
	.type	second,@function
second:
	leal	1(%rdi),%eax
	ret
	.cfi_endproc
	.size	second, .-second
	.size	first, .-first
