/*
 * Functions whose returns are in the body of a .macro of the file, as
 * Linux's crypto code writes them (aes_ctrby8_avx-x86_64.S's
 * do_aes_ctrmain, arm64's aes_ccm_do_crypt): RETGUARD_END goes before
 * each return inside the body, when every use of the macro is in a
 * function rgpp protects.
 */
#include <machine/asm.h>

/* Three returns, two reached by jumps to labels of the body. */
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

ENTRY(clamp100)
	.cfi_startproc
	CLAMP	0, 100
	.cfi_endproc
END(clamp100)

ENTRY(clamp10)
	.cfi_startproc
	CLAMP	0, 10
	.cfi_endproc
END(clamp10)

/* The stack changes in a body without labels: read in its order. */
	.macro	POPRET
	popq	%rbx
	.cfi_adjust_cfa_offset -8
	ret
	.endm

ENTRY(pop_ret)
	.cfi_startproc
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movl	%edi,%ebx
	leal	1(%rbx),%eax
	POPRET
	.cfi_endproc
END(pop_ret)

/* Also used where a function reads its return address: both alone. */
	.macro	SHARED
	xorl	%eax,%eax
	ret
	.endm

ENTRY(shared_ok)
	SHARED
END(shared_ok)

ENTRY(shared_ra)
	movq	(%rsp),%rdx
	SHARED
END(shared_ra)

/* Also used where no function's path goes. */
	.macro	STRAY
	movl	$1,%eax
	ret
	.endm

ENTRY(stray_ok)
	STRAY
END(stray_ok)
	STRAY

/*
 * An instruction named by a parameter: the use's argument, when rgpp
 * can tell it (by position, or the default), as Linux's SMCCC smc.
 */
	.macro	OPRET op=xorl, reg
	\op	\reg, \reg
	ret
	.endm

ENTRY(opret)
	OPRET	xorl, %eax
END(opret)

ENTRY(opret_default)
	OPRET	, %eax
END(opret_default)

ENTRY(opret_blanks)
	OPRET	subl %eax
END(opret_blanks)

/* Here the instruction is a pop: the return is not the function's. */
	.macro	PARAM op
	\op	%rax
	ret
	.endm

ENTRY(param)
	PARAM	popq
END(param)

/* A keyword argument: rgpp does not tell which instruction it is. */
	.macro	KEYWORD op
	\op	%eax, %eax
	ret
	.endm

ENTRY(keyword)
	KEYWORD	op=xorl
END(keyword)

/* A name made with a parameter (set\cc): rgpp cannot tell it. */
	.macro	SETRET cc
	set\cc	%al
	ret
	.endm

ENTRY(setret)
	SETRET	z
END(setret)

/* A call into the body, as a retpoline thunk: its ret is no return. */
	.macro	THUNK
	call	1f
2:	pause
	jmp	2b
1:	movq	%rax,(%rsp)
	ret
	.endm

ENTRY(thunk)
	THUNK
END(thunk)

/* A return inside .if. */
	.macro	IFRET
	.if 1
	ret
	.endif
	ret
	.endm

ENTRY(ifret)
	IFRET
END(ifret)

/* A function without CFI and one with: the body cannot take both. */
	.macro	CFIMIX
	movl	$2,%eax
	ret
	.endm

	.globl	nocfi
	.type	nocfi,@function
nocfi:
	CFIMIX
	.size	nocfi, . - nocfi

ENTRY(withcfi)
	.cfi_startproc
	CFIMIX
	.cfi_endproc
END(withcfi)

/* A body that may fall out: the use is not a return. */
	.macro	MAYBE
	testl	%edi,%edi
	jz	1f
	ret
1:
	.endm

ENTRY(maybe)
	MAYBE
	movl	$3,%eax
	ret
END(maybe)
