/*
 * amd64: registers named by symbols (STK = %rsp), as Linux's crypto
 * code names its own (CTX = %rdi; SRND = CTX).  as reads the register
 * in the symbol's place, as a base, a source or a destination:
 * sym_base, sym_base8, sym_chain, sym_copy and sym_mov read their
 * return address so, through the stack pointer or a copy of it, and
 * are left alone, where rgpp 30d5d6d took each name for no register,
 * protected them, and built with -D_RET_PROTECTOR they returned it
 * mangled.  sym_arg, whose symbol names an argument register, and
 * sym_twice, whose name is assigned twice but never the stack or
 * frame pointer, are protected.  Built and run by tests/flow-run.sh.
 */
#include <machine/asm.h>

STK = %rsp
FRM = %rbx
CTX = %rsp
TOP = CTX
INP = %rdi
TWO = %rsi

	.text
/* long sym_base(long): its return address minus main's */
ENTRY(sym_base)
	movq	(STK), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_base)

/* long sym_base8(long): the same, below a push */
ENTRY(sym_base8)
	subq	$8, %rsp
	movq	8(STK), %rax
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_base8)

/* long sym_chain(long): the same, through TOP = CTX = %rsp */
ENTRY(sym_chain)
	movq	(TOP), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_chain)

/* long sym_copy(long): the same, through a copy in FRM */
ENTRY(sym_copy)
	pushq	%rbx
	movq	%rsp, FRM
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_copy)

/* long sym_mov(long): the same, the copy made from STK */
ENTRY(sym_mov)
	pushq	%rbx
	movq	STK, %rbx
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_mov)

/* long sym_arg(long x): x + 3 */
ENTRY(sym_arg)
	leaq	3(INP), %rax
	ret
END(sym_arg)

TWO = %rdx
/* long sym_twice(long x): x + 4 */
ENTRY(sym_twice)
	movq	INP, TWO
	leaq	4(TWO), %rax
	ret
END(sym_twice)
