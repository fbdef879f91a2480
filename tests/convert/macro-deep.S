/*
 * .macro uses nested more than four deep, and .macros that use
 * themselves under an .if that ends the recursion (glibc's
 * st1b_unroll).  rgpp f1cff1b passed over a use four macros deep:
 * deep7 and deep6, whose seventh and sixth macro reads the return
 * address after a push, were protected, and returned it mangled.  Now
 * a use is read up to 16 deep, and an .if whose condition is a number
 * once the use's arguments are put in is read as as reads it, one
 * branch: push3 and push6 are protected with their depths exact.
 */
#include <machine/asm.h>

	.macro	m7 reg
	movq	8(%rsp), \reg
	.endm
	.macro	m6 reg
	m7	\reg
	.endm
	.macro	m5 reg
	m6	\reg
	.endm
	.macro	m4 reg
	m5	\reg
	.endm
	.macro	m3 reg
	m4	\reg
	.endm
	.macro	m2 reg
	m3	\reg
	.endm
	.macro	m1 reg
	m2	\reg
	.endm

	/* n pushes of %rbx */
	.macro	pushn n
	pushq	%rbx
	.if	\n-1
	pushn	"(\n-1)"
	.endif
	.endm

	/* n pops into %rbx */
	.macro	popn n
	popq	%rbx
	.if	\n - 1
	popn	"(\n - 1)"
	.else
	nop
	.endif
	.endm

	/* reads from off(%rsp) to last(%rsp), 8 bytes apart */
	.macro	rdn off, last
	movq	\off(%rsp), %rax
	.if	\last-\off
	rdn	"(\off+8)", \last
	.endif
	.endm

	.text
/* long deep7(void): its return address minus main's, seven deep */
ENTRY(deep7)
	pushq	%rbx
	m1	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(deep7)

/* long deep6(void): the same, six deep */
ENTRY(deep6)
	pushq	%rbx
	m2	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(deep6)

/* long push3(long x): 3x, between three pushes and three pops */
ENTRY(push3)
	pushn	3
	leaq	(%rdi,%rdi,2), %rax
	popn	3
	ret
END(push3)

/* long push6(long x): x, between six pushes and five pops and a pop */
ENTRY(push6)
	pushn	6
	movq	%rdi, %rax
	popn	5
	popq	%rcx
	ret
END(push6)

/* reads 0(%rsp) and 8(%rsp), its return address: left alone */
ENTRY(read_ra)
	pushq	%rbx
	rdn	0, 8
	popq	%rbx
	ret
END(read_ra)
