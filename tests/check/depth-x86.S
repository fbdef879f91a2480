/*
 * ../convert/depth-x86.S as rgpp 6008e8e converted it: protected around
 * reads of the return address through %rsp while its depth is not known
 * (after a sub of a register, after and $-16, %rsp) and through a copy
 * of %rsp made then.  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text

/* long dyn_index(long n): its return address minus main's (n = 16) */
ENTRY(dyn_index)
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, %rbp
	subq	%rdi, %rsp
	movq	8(%rsp,%rdi), %rax
	leave
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(dyn_index)

/* long dyn_plain(long n): the same (n = 0) */
ENTRY(dyn_plain)
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, %rbp
	subq	%rdi, %rsp
	movq	8(%rsp), %rax
	leave
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(dyn_plain)

/* long align_sp(long x): the same, called with %rsp + 8 aligned */
ENTRY(align_sp)
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, %rbp
	andq	$-16, %rsp
	movq	8(%rsp), %rax
	leave
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(align_sp)

/* long align_copy(long x): the same, through a copy of %rsp */
ENTRY(align_copy)
	RETGUARD_START_NOCFI
	pushq	%rbp
	pushq	%rbx
	movq	%rsp, %rbp
	andq	$-16, %rsp
	movq	%rsp, %rbx
	movq	24(%rbx), %rax
	movq	%rbp, %rsp
	popq	%rbx
	popq	%rbp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(align_copy)

/* long align_fp(long x): x + 1, in a frame realigned to 32 bytes */
ENTRY(align_fp)
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, %rbp
	andq	$-32, %rsp
	subq	$64, %rsp
	movq	%rdi, 56(%rsp)
	movq	%rdi, -8(%rbp)
	movq	56(%rsp), %rax
	addq	-8(%rbp), %rax
	subq	%rdi, %rax
	incq	%rax
	leave
	RETGUARD_END_NOCFI
	ret
END(align_fp)

/* long dyn_frame(long n): n + 1, in a frame of n bytes more */
ENTRY(dyn_frame)
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$16, %rsp
	subq	%rdi, %rsp
	andq	$-16, %rsp
	movq	%rdi, -16(%rbp)
	movq	-16(%rbp), %rax
	incq	%rax
	leave
	RETGUARD_END_NOCFI
	ret
END(dyn_frame)
