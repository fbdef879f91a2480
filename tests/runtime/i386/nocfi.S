/*
 * Runtime test functions for i386, without CFI.  Unprotected originals:
 * the test converts them with rgpp and runs them protected.
 * cfi.S has the same functions with CFI (rt_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/*
 * int rn_leaf(int x): 2x + 1; one return.  A .macro whose body is the
 * whole function, as Linux's sha1_ssse3_asm.S writes SHA1_VECTOR_ASM:
 * rgpp converts it inside the body.  (cfi.S writes rt_leaf as a
 * #define, as OpenBSD's SYS.h does.)
 */
	.macro	LEAF name
	ENTRY_NOCFI(\name)
	movl	4(%esp),%eax
	leal	1(%eax,%eax),%eax
	ret
	END_NOCFI(\name)
	.endm

	LEAF	rn_leaf

/*
 * int rn_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one reached by a jump to the label on its line.  The first is
 * SIGN_RETURN, a return macro that branches to one of two returns and
 * leaves the stack alone, as glibc's ZERO_UPPER_VEC_REGISTERS_RETURN_XTEST
 * does: rgpp puts RETGUARD_END before its use.
 */
#define	SIGN_RETURN	testl %eax,%eax; jz 2f; ret; 2: ret
ENTRY_NOCFI(rn_sign)
	movl	4(%esp),%ecx
	xorl	%eax,%eax
	testl	%ecx,%ecx
	js	1f
	setnz	%al
	SIGN_RETURN
1:	movl	$-1,%eax
	cmpl	$-1000,%ecx
	jge	Lnsign_ret
	movl	$-2,%eax
Lnsign_ret:	rep ret
END_NOCFI(rn_sign)

/* int rn_frame(int a, int b): 3a + b, with a frame pointer and leave */
ENTRY_NOCFI(rn_frame)
	pushl	%ebp
	movl	%esp,%ebp
	pushl	%ebx
	pushl	12(%ebp)
	movl	8(%ebp),%ebx
	leal	(%ebx,%ebx,2),%ebx
	popl	%eax
	addl	%ebx,%eax
	movl	-4(%ebp),%ebx
	leave
	ret
END_NOCFI(rn_frame)

/* int rn_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY_NOCFI(rn_close)
	pushl	%ebx
	movl	8(%esp),%ebx
	movl	$6,%eax			/* SYS_close */
	int	$0x80
	popl	%ebx
	cmpl	$-4095,%eax
	jae	1f
	ret
1:	negl	%eax
	movl	8(%esp),%ecx
	movl	%eax,(%ecx)
	movl	$-1,%eax
	ret
END_NOCFI(rn_close)

/*
 * int __attribute__((stdcall)) rn_retn(int x, int y): x + y, popping
 * both arguments (ret $8)
 */
ENTRY_NOCFI(rn_retn)
	movl	4(%esp),%eax
	addl	8(%esp),%eax
	ret	$8
END_NOCFI(rn_retn)

/* int rn_retn_call(int x): rn_retn(x, 0) */
ENTRY_NOCFI(rn_retn_call)
	pushl	$0
	pushl	8(%esp)
	call	rn_retn
	ret
END_NOCFI(rn_retn_call)

/*
 * int rn_sub100(int x): 100 - x, by falling into rn_add100 (x + 100);
 * rn_sub100 ends after rn_add100, as bcopy and memmove do in OpenBSD
 */
ENTRY_NOCFI(rn_sub100)
	negl	4(%esp)
	/* fall into rn_add100 */
ENTRY_NOCFI(rn_add100)
	movl	4(%esp),%eax
	addl	$100,%eax
	ret
END_NOCFI(rn_add100)
END_NOCFI(rn_sub100)

/*
 * int rn_clamp(int x): x, kept within 0 and 100.  Its whole body is
 * CLAMP, a .macro of this file with three returns, two of them reached
 * by jumps to labels of the body, as Linux's crypto code writes whole
 * functions: rgpp puts RETGUARD_END before each return in the body.
 */
	.macro	CLAMP lo, hi
	movl	4(%esp),%eax
	cmpl	$\lo,%eax
	jl	1f
	cmpl	$\hi,%eax
	jg	2f
	ret
1:	movl	$\lo,%eax
	ret
2:	movl	$\hi,%eax
	ret
	.endm

ENTRY_NOCFI(rn_clamp)
	CLAMP	0, 100
END_NOCFI(rn_clamp)

/* int rn_hclamp(int x): rn_clamp's body, a header's .macro (hclamp.h) */
ENTRY_NOCFI(rn_hclamp)
	HCLAMP	0, 100
END_NOCFI(rn_hclamp)

/*
 * int rn_dclamp(int x): rn_clamp's results, returned by DC_RETURN, a
 * #define of this file that pops the registers DC_ENTRANCE pushed and
 * returns, as glibc's i686 string functions write RETURN: rgpp puts
 * RETGUARD_END before the ret in the #define's body.
 */
#define	DC_ENTRANCE	pushl %esi; pushl %edi
#define	DC_RETURN	popl %edi; popl %esi; ret
ENTRY_NOCFI(rn_dclamp)
	DC_ENTRANCE
	movl	12(%esp),%eax
	xorl	%esi,%esi
	movl	$100,%edi
	cmpl	%esi,%eax
	jl	1f
	cmpl	%edi,%eax
	jg	2f
	DC_RETURN
1:	movl	%esi,%eax
	DC_RETURN
2:	movl	%edi,%eax
	DC_RETURN
END_NOCFI(rn_dclamp)

/* int rn_tail(int x): rn_leaf(x + 1), by a tail call */
ENTRY_NOCFI(rn_tail)
	incl	4(%esp)
	jmp	rn_leaf
END_NOCFI(rn_tail)

/*
 * int rn_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our own return-address slot) + 1
 */
ENTRY_NOCFI(rn_callback)
	pushl	%ebp
	movl	%esp,%ebp
	leal	4(%ebp),%eax
	pushl	%eax
	pushl	12(%ebp)
	call	*8(%ebp)
	addl	$8,%esp
	incl	%eax
	leave
	ret
END_NOCFI(rn_callback)

	.section .note.GNU-stack,"",@progbits
