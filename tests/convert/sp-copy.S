/*
 * A copy of the stack pointer in another register.  rgpp e20861a did
 * not follow it: it protected ra_copy and ra_lea, which read their
 * return address through the copy (built with -D_RET_PROTECTOR they
 * return it mangled), and its rgcheck passed them; it left alone
 * openssl_frame (OpenSSL's frame: mov %rsp,%rax, then lea (%rax),%rsp)
 * and aligned (Linux's chacha: lea 8(%rsp),%r10, and $~31,%rsp, then
 * lea -8(%r10),%rsp), whose stack pointer is restored from the copy:
 * both are protected now.  A copy written after it (mul_clobber: mulq
 * writes %rdx) is forgotten: the stack pointer set from it is unknown,
 * and the function left alone.  One in %rbx, which a call keeps
 * (call_copy), is followed across the call: rgpp ba688fe forgot it
 * there and left call_copy alone.
 */
#include <machine/asm.h>

	.text
/* long ra_copy(void): its return address minus main's */
ENTRY(ra_copy)
	pushq	%rbx
	movq	%rsp, %rbx
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_copy)

/* long ra_lea(void): the same through lea */
ENTRY(ra_lea)
	leaq	8(%rsp), %rdx
	movq	-8(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_lea)

/* long openssl_frame(long x): 2 * x */
ENTRY(openssl_frame)
	.cfi_startproc
	movq	%rsp, %rax
	.cfi_def_cfa_register %rax
	pushq	%rbx
	.cfi_offset %rbx, -16
	pushq	%rbp
	.cfi_offset %rbp, -24
	subq	$40, %rsp
	movq	%rdi, %rbx
	movq	%rdi, (%rsp)
	addq	(%rsp), %rbx
	movq	%rbx, %rcx
	movq	-16(%rax), %rbx
	.cfi_restore %rbx
	movq	-24(%rax), %rbp
	.cfi_restore %rbp
	leaq	(%rax), %rsp
	.cfi_def_cfa_register %rsp
	movq	%rcx, %rax
	ret
	.cfi_endproc
END(openssl_frame)

/* long aligned(long x): x + 1, through a 32-byte aligned slot */
ENTRY(aligned)
	lea	8(%rsp), %r10
	sub	$0x10, %rsp
	and	$~31, %rsp
	movq	%rdi, (%rsp)
	movq	(%rsp), %rax
	addq	$1, %rax
	lea	-8(%r10), %rsp
	ret
END(aligned)

ENTRY(mul_clobber)
	movq	%rsp, %rdx
	andq	$-16, %rsp
	mulq	%rsi
	movq	%rdx, %rsp
	ret
END(mul_clobber)

ENTRY(call_copy)
	pushq	%rbx
	movq	%rsp, %rbx
	andq	$-16, %rsp
	call	ra_copy
	movq	%rbx, %rsp
	popq	%rbx
	ret
END(call_copy)
