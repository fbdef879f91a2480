/*
 * int ex_setjmp(ex_jmp_buf env), void ex_longjmp(ex_jmp_buf env, int val):
 * OpenBSD's _setjmp/_longjmp without the signal mask.  ex_setjmp reads
 * its own return address and ex_longjmp writes the one it returns
 * through: rgpp leaves both alone and says why.
 */
#include "example.h"

ENTRY(ex_setjmp)
	movl	4(%esp),%eax		/* env */
	movl	0(%esp),%edx		/* return address */
	movl	%edx,0(%eax)
	movl	%ebx,4(%eax)
	movl	%esp,8(%eax)
	movl	%ebp,12(%eax)
	movl	%esi,16(%eax)
	movl	%edi,20(%eax)
	xorl	%eax,%eax
	ret
END(ex_setjmp)

ENTRY(ex_longjmp)
	movl	4(%esp),%edx		/* env */
	movl	8(%esp),%eax		/* val */
	movl	0(%edx),%ecx
	movl	4(%edx),%ebx
	movl	8(%edx),%esp
	movl	12(%edx),%ebp
	movl	16(%edx),%esi
	movl	20(%edx),%edi
	movl	%ecx,0(%esp)		/* return from ex_setjmp */
	testl	%eax,%eax		/* val 0 returns 1 */
	jnz	1f
	incl	%eax
1:	ret
END(ex_longjmp)
