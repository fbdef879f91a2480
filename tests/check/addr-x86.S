/*
 * ../convert/addr-x86.S as rgpp f1cff1b converted it: protected around
 * reads of the return address through an index register, a rep lodsq
 * and a rep movsq that start below the slot, the address a callee gives
 * back, a copy stored in the stack by mov and loaded back, one stored to
 * memory that is not the stack, and one moved through %xmm0.  Its
 * rgcheck passed them.
 */
#include <machine/asm.h>

	.data
saved:	.quad	0
buf:	.quad	0, 0
	.text

/* long index_ra(void): its return address minus main's */
ENTRY(index_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movl	$8, %ecx
	movq	(%rsp,%rcx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(index_ra)

/* long rep_lods(void): the same, the last of two lodsq */
ENTRY(rep_lods)
	RETGUARD_START_NOCFI
	subq	$8, %rsp
	movq	%rsp, %rsi
	movl	$2, %ecx
	rep lodsq
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(rep_lods)

/* long rep_movs(void): the same, copied to buf by movsq */
ENTRY(rep_movs)
	RETGUARD_START_NOCFI
	subq	$8, %rsp
	movq	%rsp, %rsi
	leaq	buf(%rip), %rdi
	movl	$2, %ecx
	rep movsq
	addq	$8, %rsp
	movq	buf+8(%rip), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(rep_movs)

/* void *ident(void *p): p */
ENTRY(ident)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(ident)

/* long call_ident(void): the same, through ident's result */
ENTRY(call_ident)
	RETGUARD_START_NOCFI
	pushq	%rbx
	leaq	8(%rsp), %rdi
	call	ident
	movq	(%rax), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(call_ident)

/* long store_load(void): the same, through a copy kept in the stack */
ENTRY(store_load)
	RETGUARD_START_NOCFI
	subq	$16, %rsp
	leaq	16(%rsp), %rax
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	movq	8(%rsp), %rcx
	movq	(%rcx), %rax
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(store_load)

/* long global_load(void): the same, through a copy kept in saved */
ENTRY(global_load)
	RETGUARD_START_NOCFI
	movq	%rsp, saved(%rip)
	movq	saved(%rip), %rcx
	movq	(%rcx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(global_load)

/* long vector_load(void): the same, through a copy kept in %xmm0 */
ENTRY(vector_load)
	RETGUARD_START_NOCFI
	movq	%rsp, %xmm0
	movq	%xmm0, %rcx
	movq	(%rcx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(vector_load)

/* long call_value(long x): x + 16, ident's result as a number */
ENTRY(call_value)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	%rdi, %rbx
	leaq	16(%rsp), %rdi
	call	ident
	subq	%rsp, %rax
	addq	%rbx, %rax
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(call_value)

/* long global_store(long x): x, the stack pointer stored in saved */
ENTRY(global_store)
	RETGUARD_START_NOCFI
	movq	%rsp, saved(%rip)
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(global_store)
