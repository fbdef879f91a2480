/*
 * Runtime test functions for i386, with CFI.  Unprotected originals:
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
	movl	4(%esp),%eax;						\
	leal	1(%eax,%eax),%eax;					\
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
	movl	4(%esp),%ecx
	xorl	%eax,%eax
	testl	%ecx,%ecx
	js	1f
	setnz	%al
	SIGN_RETURN
1:	movl	$-1,%eax
	cmpl	$-1000,%ecx
	jge	Lsign_ret
	movl	$-2,%eax
Lsign_ret:	rep ret
END(rt_sign)

/* int rt_frame(int a, int b): 3a + b, with a frame pointer and leave */
ENTRY(rt_frame)
	pushl	%ebp
	.cfi_adjust_cfa_offset 4
	.cfi_offset %ebp,-8
	movl	%esp,%ebp
	.cfi_def_cfa_register %ebp
	pushl	%ebx
	.cfi_offset %ebx,-12
	pushl	12(%ebp)
	movl	8(%ebp),%ebx
	leal	(%ebx,%ebx,2),%ebx
	popl	%eax
	addl	%ebx,%eax
	movl	-4(%ebp),%ebx
	.cfi_restore %ebx
	leave
	.cfi_def_cfa %esp,4
	.cfi_restore %ebp
	ret
END(rt_frame)

/* int rt_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY(rt_close)
	pushl	%ebx
	.cfi_adjust_cfa_offset 4
	.cfi_offset %ebx,-8
	movl	8(%esp),%ebx
	movl	$6,%eax			/* SYS_close */
	int	$0x80
	popl	%ebx
	.cfi_adjust_cfa_offset -4
	.cfi_restore %ebx
	cmpl	$-4095,%eax
	jae	1f
	ret
1:	negl	%eax
	movl	8(%esp),%ecx
	movl	%eax,(%ecx)
	movl	$-1,%eax
	ret
END(rt_close)

/*
 * int __attribute__((stdcall)) rt_retn(int x, int y): x + y, popping
 * both arguments (ret $8)
 */
ENTRY(rt_retn)
	movl	4(%esp),%eax
	addl	8(%esp),%eax
	ret	$8
END(rt_retn)

/* int rt_retn_call(int x): rt_retn(x, 0) */
ENTRY(rt_retn_call)
	pushl	$0
	.cfi_adjust_cfa_offset 4
	pushl	8(%esp)
	.cfi_adjust_cfa_offset 4
	call	rt_retn
	.cfi_adjust_cfa_offset -8
	ret
END(rt_retn_call)

/* int rt_sub100(int x): 100 - x, by falling into rt_add100 */
ENTRY(rt_sub100)
	negl	4(%esp)
	/* FALLTHROUGH */
END(rt_sub100)

/* int rt_add100(int x): x + 100 */
ENTRY(rt_add100)
	movl	4(%esp),%eax
	addl	$100,%eax
	ret
END(rt_add100)

/*
 * int rt_clamp(int x): x, kept within 0 and 100.  Its whole body is
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

ENTRY(rt_clamp)
	CLAMP	0, 100
END(rt_clamp)

/* int rt_hclamp(int x): rt_clamp's body, a header's .macro (hclamp.h) */
ENTRY(rt_hclamp)
	HCLAMP	0, 100
END(rt_hclamp)

/*
 * int rt_dclamp(int x): rt_clamp's results, returned by DC_RETURN, a
 * #define of this file that pops the registers DC_ENTRANCE pushed and
 * returns, as glibc's i686 string functions write RETURN: rgpp puts
 * RETGUARD_END before the ret in the #define's body.
 */
#define	DC_ENTRANCE	pushl %esi; .cfi_adjust_cfa_offset 4;		\
			.cfi_rel_offset %esi, 0; pushl %edi;		\
			.cfi_adjust_cfa_offset 4; .cfi_rel_offset %edi, 0; \
			.cfi_remember_state
#define	DC_RETURN	popl %edi; .cfi_adjust_cfa_offset -4;		\
			.cfi_restore %edi; popl %esi;			\
			.cfi_adjust_cfa_offset -4; .cfi_restore %esi;	\
			ret; .cfi_restore_state; .cfi_remember_state
ENTRY(rt_dclamp)
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
END(rt_dclamp)

/* int rt_tail(int x): rt_leaf(x + 1), by a tail call */
ENTRY(rt_tail)
	incl	4(%esp)
	jmp	rt_leaf
END(rt_tail)

/*
 * int rt_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our own return-address slot) + 1
 */
ENTRY(rt_callback)
	pushl	%ebp
	.cfi_adjust_cfa_offset 4
	.cfi_offset %ebp,-8
	movl	%esp,%ebp
	.cfi_def_cfa_register %ebp
	leal	4(%ebp),%eax
	pushl	%eax
	pushl	12(%ebp)
	call	*8(%ebp)
	addl	$8,%esp
	incl	%eax
	leave
	.cfi_def_cfa %esp,4
	.cfi_restore %ebp
	ret
END(rt_callback)

	.section .note.GNU-stack,"",@progbits
