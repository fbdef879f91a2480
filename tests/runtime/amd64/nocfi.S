/*
 * Runtime test functions for amd64, without CFI.  Unprotected originals:
 * the test converts them with rgpp and runs them protected.
 * cfi.S has the same functions with CFI (rt_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/*
 * int rn_leaf(int x): 2x + 1; one return.  A #define whose body is the
 * whole function, as OpenBSD's SYS.h writes its system calls: rgpp
 * converts it inside the body.
 */
#define	LEAF(name)							\
	ENTRY_NOCFI(name);						\
	leal	1(%rdi,%rdi),%eax;					\
	ret;								\
	END_NOCFI(name)
LEAF(rn_leaf)

/*
 * int rn_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one reached by a jump to the label on its line.  The first is
 * SIGN_RETURN, a return macro that branches to one of two returns and
 * leaves the stack alone, as glibc's ZERO_UPPER_VEC_REGISTERS_RETURN_XTEST
 * does: rgpp puts RETGUARD_END before its use.
 */
#define	SIGN_RETURN	testl %eax,%eax; jz 2f; ret; 2: ret
ENTRY_NOCFI(rn_sign)
	testl	%edi,%edi
	js	1f
	setnz	%al
	movzbl	%al,%eax
	SIGN_RETURN
1:	movl	$-1,%eax
	cmpl	$-1000,%edi
	jge	Lnsign_ret
	movl	$-2,%eax
Lnsign_ret:	rep ret
END_NOCFI(rn_sign)

/* int rn_frame(int a, int b): 3a + b, with a frame pointer and leave */
ENTRY_NOCFI(rn_frame)
	pushq	%rbp
	movq	%rsp,%rbp
	pushq	%rbx
	pushq	%rsi
	leal	(%rdi,%rdi,2),%ebx
	popq	%rax
	addl	%ebx,%eax
	movq	-8(%rbp),%rbx
	leave
	ret
END_NOCFI(rn_frame)

/* int rn_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY_NOCFI(rn_close)
	movl	$3,%eax			/* SYS_close */
	syscall
	cmpq	$-4095,%rax
	jae	1f
	ret
1:	negl	%eax
	movl	%eax,(%rsi)
	movl	$-1,%eax
	ret
END_NOCFI(rn_close)

/* int rn_retn(long x) with x on the stack: returns x, pops it (ret $8) */
ENTRY_NOCFI(rn_retn)
	movq	8(%rsp),%rax
	ret	$8
END_NOCFI(rn_retn)

/* int rn_retn_call(long x): rn_retn(x) */
ENTRY_NOCFI(rn_retn_call)
	pushq	%rdi
	call	rn_retn
	ret
END_NOCFI(rn_retn_call)

/*
 * int rn_sub100(int x): 100 - x, by falling into rn_add100 (x + 100);
 * rn_sub100 ends after rn_add100, as bcopy and memmove do in OpenBSD
 */
ENTRY_NOCFI(rn_sub100)
	negl	%edi
	/* fall into rn_add100 */
ENTRY_NOCFI(rn_add100)
	leal	100(%rdi),%eax
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
	movl	%edi,%eax
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
 * #define of this file that restores the registers DC_ENTRANCE saved
 * and returns, as glibc's i686 string functions write RETURN: rgpp puts
 * RETGUARD_END before the ret in the #define's body.
 */
#define	DC_ENTRANCE	pushq %rbx; pushq %r12
#define	DC_RETURN	popq %r12; popq %rbx; ret
ENTRY_NOCFI(rn_dclamp)
	DC_ENTRANCE
	movl	%edi,%eax
	xorl	%ebx,%ebx
	movl	$100,%r12d
	cmpl	%ebx,%eax
	jl	1f
	cmpl	%r12d,%eax
	jg	2f
	DC_RETURN
1:	movl	%ebx,%eax
	DC_RETURN
2:	movl	%r12d,%eax
	DC_RETURN
END_NOCFI(rn_dclamp)

/* int rn_tail(int x): rn_leaf(x + 1), by a tail call */
ENTRY_NOCFI(rn_tail)
	incl	%edi
	jmp	rn_leaf
END_NOCFI(rn_tail)

/*
 * int rn_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our own return-address slot) + 1
 */
ENTRY_NOCFI(rn_callback)
	pushq	%rbp
	movq	%rsp,%rbp
	movq	%rdi,%rax
	movq	%rsi,%rdi
	leaq	8(%rbp),%rsi
	call	*%rax
	incl	%eax
	popq	%rbp
	ret
END_NOCFI(rn_callback)

	.section .note.GNU-stack,"",@progbits
