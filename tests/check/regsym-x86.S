/*
 * ../convert/regsym-x86.S as rgpp 30d5d6d converted it: protected
 * around reads of the return address through registers that symbols
 * name (STK = %rsp; TOP = CTX = %rsp; a copy made into FRM = %rbx or
 * from STK), which it took for names of no register.  Its rgcheck
 * passed them.
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
	RETGUARD_START_NOCFI
	movq	(STK), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(sym_base)

/* long sym_base8(long): the same, below a push */
ENTRY(sym_base8)
	RETGUARD_START_NOCFI
	subq	$8, %rsp
	movq	8(STK), %rax
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(sym_base8)

/* long sym_chain(long): the same, through TOP = CTX = %rsp */
ENTRY(sym_chain)
	RETGUARD_START_NOCFI
	movq	(TOP), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(sym_chain)

/* long sym_copy(long): the same, through a copy in FRM */
ENTRY(sym_copy)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	%rsp, FRM
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(sym_copy)

/* long sym_mov(long): the same, the copy made from STK */
ENTRY(sym_mov)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	STK, %rbx
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(sym_mov)

/* long sym_arg(long x): x + 3 */
ENTRY(sym_arg)
	RETGUARD_START_NOCFI
	leaq	3(INP), %rax
	RETGUARD_END_NOCFI
	ret
END(sym_arg)

TWO = %rdx
/* long sym_twice(long x): x + 4 */
ENTRY(sym_twice)
	RETGUARD_START_NOCFI
	movq	INP, TWO
	leaq	4(TWO), %rax
	RETGUARD_END_NOCFI
	ret
END(sym_twice)
