/*
 * Addresses in the stack that rgpp f1cff1b lost: it protected each
 * function of the first group, which reads its return address (built
 * with -D_RET_PROTECTOR, it returns it mangled), and its rgcheck passed
 * them.  index_ra reads it through an index register, which that rgpp
 * took as 0; rep_lods and rep_movs by a rep string instruction that
 * starts below the slot and runs into it; call_ident through the
 * address a callee gives back, the one it was passed; store_load
 * through a copy stored in the stack by mov and loaded back; global_load
 * through one stored to memory that is not the stack; vector_load
 * through one moved to %xmm0 and back.  Each is left alone now.  The
 * second group, protected, passes an address in the stack to a call
 * but reads only the callee's result as a number (call_value), or
 * stores the stack pointer but loads nothing back from memory
 * (global_store).
 */
#include <machine/asm.h>

	.data
saved:	.quad	0
buf:	.quad	0, 0
	.text

/* long index_ra(void): its return address minus main's */
ENTRY(index_ra)
	pushq	%rbx
	movl	$8, %ecx
	movq	(%rsp,%rcx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(index_ra)

/* long rep_lods(void): the same, the last of two lodsq */
ENTRY(rep_lods)
	subq	$8, %rsp
	movq	%rsp, %rsi
	movl	$2, %ecx
	rep lodsq
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(rep_lods)

/* long rep_movs(void): the same, copied to buf by movsq */
ENTRY(rep_movs)
	subq	$8, %rsp
	movq	%rsp, %rsi
	leaq	buf(%rip), %rdi
	movl	$2, %ecx
	rep movsq
	addq	$8, %rsp
	movq	buf+8(%rip), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(rep_movs)

/* void *ident(void *p): p */
ENTRY(ident)
	movq	%rdi, %rax
	ret
END(ident)

/* long call_ident(void): the same, through ident's result */
ENTRY(call_ident)
	pushq	%rbx
	leaq	8(%rsp), %rdi
	call	ident
	movq	(%rax), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(call_ident)

/* long store_load(void): the same, through a copy kept in the stack */
ENTRY(store_load)
	subq	$16, %rsp
	leaq	16(%rsp), %rax
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	movq	8(%rsp), %rcx
	movq	(%rcx), %rax
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(store_load)

/* long global_load(void): the same, through a copy kept in saved */
ENTRY(global_load)
	movq	%rsp, saved(%rip)
	movq	saved(%rip), %rcx
	movq	(%rcx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(global_load)

/* long vector_load(void): the same, through a copy kept in %xmm0 */
ENTRY(vector_load)
	movq	%rsp, %xmm0
	movq	%xmm0, %rcx
	movq	(%rcx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(vector_load)

/* long call_value(long x): x + 16, ident's result as a number */
ENTRY(call_value)
	pushq	%rbx
	movq	%rdi, %rbx
	leaq	16(%rsp), %rdi
	call	ident
	subq	%rsp, %rax
	addq	%rbx, %rax
	popq	%rbx
	ret
END(call_value)

/* long global_store(long x): x, the stack pointer stored in saved */
ENTRY(global_store)
	movq	%rsp, saved(%rip)
	movq	%rdi, %rax
	ret
END(global_store)
