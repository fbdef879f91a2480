/*
 * Accesses through the stack pointer while its depth is not known,
 * which rgpp 6008e8e did not check: it protected each function of the
 * first group, which reads its return address (built with
 * -D_RET_PROTECTOR, it returns it mangled), and its rgcheck passed
 * them.  dyn_index reads it through an index register after a sub of
 * a register from %rsp; dyn_plain at 8(%rsp) after the same sub of 0;
 * align_sp at 8(%rsp) after and $-16, %rsp, which leaves an aligned
 * stack where it was; align_copy through a copy of %rsp made after
 * the and.  Each is left alone now.  The second group, protected,
 * realigns or grows its frame and uses it below where the stack
 * pointer was (align_fp, through %rsp and through the frame pointer set
 * before), or through the frame pointer only (dyn_frame), and restores
 * the stack pointer from the frame pointer by leave or by lea
 * (lea_restore, whose depth is known again after it).
 */
#include <machine/asm.h>

	.text

/* long dyn_index(long n): its return address minus main's (n = 16) */
ENTRY(dyn_index)
	pushq	%rbp
	movq	%rsp, %rbp
	subq	%rdi, %rsp
	movq	8(%rsp,%rdi), %rax
	leave
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(dyn_index)

/* long dyn_plain(long n): the same (n = 0) */
ENTRY(dyn_plain)
	pushq	%rbp
	movq	%rsp, %rbp
	subq	%rdi, %rsp
	movq	8(%rsp), %rax
	leave
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(dyn_plain)

/* long align_sp(long x): the same, called with %rsp + 8 aligned */
ENTRY(align_sp)
	pushq	%rbp
	movq	%rsp, %rbp
	andq	$-16, %rsp
	movq	8(%rsp), %rax
	leave
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(align_sp)

/* long align_copy(long x): the same, through a copy of %rsp */
ENTRY(align_copy)
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
	ret
END(align_copy)

/* long align_fp(long x): x + 1, in a frame realigned to 32 bytes */
ENTRY(align_fp)
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
	ret
END(align_fp)

/* long dyn_frame(long n): n + 1, in a frame of n bytes more */
ENTRY(dyn_frame)
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$16, %rsp
	subq	%rdi, %rsp
	andq	$-16, %rsp
	movq	%rdi, -16(%rbp)
	movq	-16(%rbp), %rax
	incq	%rax
	leave
	ret
END(dyn_frame)

/* long lea_restore(long x): x + 2, %rsp back from %rbp by lea */
ENTRY(lea_restore)
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%rbx
	andq	$-32, %rsp
	subq	$32, %rsp
	movq	%rdi, %rbx
	movq	%rbx, (%rsp)
	movq	(%rsp), %rax
	addq	$2, %rax
	leaq	-8(%rbp), %rsp
	popq	%rbx
	popq	%rbp
	ret
END(lea_restore)
