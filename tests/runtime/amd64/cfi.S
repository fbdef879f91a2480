/*
 * Runtime test functions for amd64, with CFI.  Unprotected originals:
 * the test converts them with rgpp and runs them protected.
 * nocfi.S has the same functions without CFI (rn_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/*
 * int rt_leaf(int x): 2x + 1; one return.  A #define whose body is the
 * whole function, as OpenBSD's SYS.h writes its system calls: rgpp
 * converts it inside the body.
 */
#define	LEAF(name)							\
	ENTRY(name);							\
	leal	1(%rdi,%rdi),%eax;					\
	ret;								\
	END(name)
LEAF(rt_leaf)

/*
 * int rt_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one reached by a jump to the label on its line.  The first is
 * SIGN_RETURN, a return macro that branches to one of two returns and
 * leaves the stack alone, as glibc's ZERO_UPPER_VEC_REGISTERS_RETURN_XTEST
 * does: rgpp puts RETGUARD_END before its use.
 */
#define	SIGN_RETURN	testl %eax,%eax; jz 2f; ret; 2: ret
ENTRY(rt_sign)
	testl	%edi,%edi
	js	1f
	setnz	%al
	movzbl	%al,%eax
	SIGN_RETURN
1:	movl	$-1,%eax
	cmpl	$-1000,%edi
	jge	Lsign_ret
	movl	$-2,%eax
Lsign_ret:	rep ret
END(rt_sign)

/* int rt_frame(int a, int b): 3a + b, with a frame pointer and leave */
ENTRY(rt_frame)
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_offset %rbp,-16
	movq	%rsp,%rbp
	.cfi_def_cfa_register %rbp
	pushq	%rbx
	.cfi_offset %rbx,-24
	pushq	%rsi
	leal	(%rdi,%rdi,2),%ebx
	popq	%rax
	addl	%ebx,%eax
	movq	-8(%rbp),%rbx
	.cfi_restore %rbx
	leave
	.cfi_def_cfa %rsp,8
	.cfi_restore %rbp
	ret
END(rt_frame)

/* int rt_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY(rt_close)
	movl	$3,%eax			/* SYS_close */
	syscall
	cmpq	$-4095,%rax
	jae	1f
	ret
1:	negl	%eax
	movl	%eax,(%rsi)
	movl	$-1,%eax
	ret
END(rt_close)

/* int rt_retn(long x) with x on the stack: returns x, pops it (ret $8) */
ENTRY(rt_retn)
	movq	8(%rsp),%rax
	ret	$8
END(rt_retn)

/* int rt_retn_call(long x): rt_retn(x) */
ENTRY(rt_retn_call)
	pushq	%rdi
	.cfi_adjust_cfa_offset 8
	call	rt_retn
	.cfi_adjust_cfa_offset -8
	ret
END(rt_retn_call)

/* int rt_sub100(int x): 100 - x, by falling into rt_add100 */
ENTRY(rt_sub100)
	negl	%edi
	/* FALLTHROUGH */
END(rt_sub100)

/* int rt_add100(int x): x + 100 */
ENTRY(rt_add100)
	leal	100(%rdi),%eax
	ret
END(rt_add100)

/*
 * int rt_clamp(int x): x, kept within 0 and 100.  Its whole body is
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

ENTRY(rt_clamp)
	CLAMP	0, 100
END(rt_clamp)

/* int rt_hclamp(int x): rt_clamp's body, a header's .macro (hclamp.h) */
ENTRY(rt_hclamp)
	HCLAMP	0, 100
END(rt_hclamp)

/*
 * int rt_dclamp(int x): rt_clamp's results, returned by DC_RETURN, a
 * #define of this file that restores the registers DC_ENTRANCE saved
 * and returns, as glibc's i686 string functions write RETURN: rgpp puts
 * RETGUARD_END before the ret in the #define's body.
 */
#define	DC_ENTRANCE	pushq %rbx; .cfi_adjust_cfa_offset 8;		\
			.cfi_rel_offset %rbx, 0; pushq %r12;		\
			.cfi_adjust_cfa_offset 8; .cfi_rel_offset %r12, 0; \
			.cfi_remember_state
#define	DC_RETURN	popq %r12; .cfi_adjust_cfa_offset -8;		\
			.cfi_restore %r12; popq %rbx;			\
			.cfi_adjust_cfa_offset -8; .cfi_restore %rbx;	\
			ret; .cfi_restore_state; .cfi_remember_state
ENTRY(rt_dclamp)
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
END(rt_dclamp)

/* int rt_tail(int x): rt_leaf(x + 1), by a tail call */
ENTRY(rt_tail)
	incl	%edi
	jmp	rt_leaf
END(rt_tail)

/*
 * int rt_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our own return-address slot) + 1
 */
ENTRY(rt_callback)
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_offset %rbp,-16
	movq	%rsp,%rbp
	.cfi_def_cfa_register %rbp
	movq	%rdi,%rax
	movq	%rsi,%rdi
	leaq	8(%rbp),%rsi
	call	*%rax
	incl	%eax
	popq	%rbp
	.cfi_def_cfa %rsp,8
	.cfi_restore %rbp
	ret
END(rt_callback)

	.section .note.GNU-stack,"",@progbits
