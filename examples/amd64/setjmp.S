/*
 * int ex_setjmp(ex_jmp_buf env), void ex_longjmp(ex_jmp_buf env, int val):
 * OpenBSD's _setjmp/_longjmp without the signal mask.  ex_setjmp reads
 * its own return address and ex_longjmp writes the one it returns
 * through: rgpp leaves both alone and says why.
 */
#include "example.h"

ENTRY(ex_setjmp)
	movq	(%rsp),%r11		/* return address */
	movq	%rbx,0(%rdi)
	movq	%rsp,8(%rdi)
	movq	%rbp,16(%rdi)
	movq	%r12,24(%rdi)
	movq	%r13,32(%rdi)
	movq	%r14,40(%rdi)
	movq	%r15,48(%rdi)
	movq	%r11,56(%rdi)
	xorl	%eax,%eax
	ret
END(ex_setjmp)

ENTRY(ex_longjmp)
	movq	0(%rdi),%rbx
	movq	8(%rdi),%rsp
	movq	16(%rdi),%rbp
	movq	24(%rdi),%r12
	movq	32(%rdi),%r13
	movq	40(%rdi),%r14
	movq	48(%rdi),%r15
	movq	56(%rdi),%r11
	movq	%r11,(%rsp)		/* return from ex_setjmp */
	movl	%esi,%eax
	testl	%eax,%eax		/* val 0 returns 1 */
	jnz	1f
	incl	%eax
1:	ret
END(ex_longjmp)
