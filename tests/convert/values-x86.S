/*
 * Register values that bound an access through the stack pointer, which
 * rgpp 6008e8e did not read: it left alone each function here, taking
 * an index register for one that may hold anything.  The first group is
 * protected now: lanes indexes a table in its frame by a loop counter
 * that a cmp and jl bound (as glibc's svml _sse4 wrappers do), also
 * after a call, which keeps %r12 and %r14; lanes_realign does it in a
 * frame realigned by and $-32, %rsp (the svml _avx2 ones); byte_table
 * through a byte that movzbl reads; shifted through a byte shifted by
 * shl (svml's older wrappers).  The second group stays alone: in
 * lanes_over the bound lets the index reach the return address; in
 * after_call a call has overwritten %rcx; in wide a 64-bit load leaves
 * %rcx anything, in read_only too, which mull %ecx reads and does not
 * write; in byte_write a byte written into a register whose
 * other bytes are not known leaves them so.
 */
#include <machine/asm.h>

	.text

/* long ident(long x): x */
ENTRY(ident)
	movq	%rdi, %rax
	ret
END(ident)

/* long lanes(long x): 4x + 6, lane by lane through a table of 4 */
ENTRY(lanes)
	pushq	%r12
	pushq	%r14
	subq	$40, %rsp
	movq	%rdi, (%rsp)
	movq	%rdi, 8(%rsp)
	movq	%rdi, 16(%rsp)
	movq	%rdi, 24(%rsp)
	xorl	%eax, %eax
	movl	%eax, %r12d
1:
	movl	%r12d, %r14d
	movq	(%rsp,%r14,8), %rdi
	addq	%r14, %rdi
	call	ident
	movq	%rax, (%rsp,%r14,8)
	incl	%r12d
	cmpl	$4, %r12d
	jl	1b
	movq	(%rsp), %rax
	addq	8(%rsp), %rax
	addq	16(%rsp), %rax
	addq	24(%rsp), %rax
	addq	$40, %rsp
	popq	%r14
	popq	%r12
	ret
END(lanes)

/* long lanes_realign(long x): 8x + 28, in a realigned frame */
ENTRY(lanes_realign)
	pushq	%rbp
	movq	%rsp, %rbp
	andq	$-32, %rsp
	subq	$64, %rsp
	xorl	%ecx, %ecx
	xorl	%eax, %eax
1:
	movq	%rdi, (%rsp,%rcx,8)
	addq	%rcx, (%rsp,%rcx,8)
	addq	(%rsp,%rcx,8), %rax
	incl	%ecx
	cmpl	$8, %ecx
	jb	1b
	leave
	ret
END(lanes_realign)

/* long byte_table(long x): 1, from a table of 256 bytes, by x's low byte */
ENTRY(byte_table)
	subq	$256, %rsp
	movzbl	%dil, %ecx
	movb	$1, (%rsp,%rcx)
	movzbl	(%rsp,%rcx), %eax
	addq	$256, %rsp
	ret
END(byte_table)

/* long shifted(long x): x + 3, through a table of 16 by 16 bytes */
ENTRY(shifted)
	subq	$264, %rsp
	xorl	%edx, %edx
1:
	movzbl	%dl, %ecx
	shlq	$4, %rcx
	movq	%rdi, (%rsp,%rcx)
	incb	%dl
	cmpb	$16, %dl
	jb	1b
	movq	240(%rsp), %rax
	addq	$3, %rax
	addq	$264, %rsp
	ret
END(shifted)

/* long lanes_over(long x): its return address minus main's */
ENTRY(lanes_over)
	subq	$16, %rsp
	xorl	%ecx, %ecx
1:
	movq	(%rsp,%rcx,8), %rax
	incl	%ecx
	cmpl	$3, %ecx
	jl	1b
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(lanes_over)

/* long after_call(long x): x */
ENTRY(after_call)
	pushq	%rbx
	movl	$0, %ecx
	call	ident
	movq	%rax, (%rsp,%rcx)
	popq	%rbx
	ret
END(after_call)

/* long wide(long x): x, with %rcx 0 from a 64-bit load */
ENTRY(wide)
	pushq	%rdi
	pushq	$0
	popq	%rcx
	movq	(%rsp,%rcx), %rax
	popq	%rdi
	ret
END(wide)

/* long read_only(long x): x, %rcx from a 64-bit load, then read by mull */
ENTRY(read_only)
	pushq	%rdi
	pushq	$0
	popq	%rcx
	mull	%ecx
	movq	(%rsp,%rcx), %rax
	popq	%rdi
	ret
END(read_only)

/* long byte_write(long x): x (x below 256) */
ENTRY(byte_write)
	pushq	%rdi
	movq	%rdi, %rcx
	movb	$0, %cl
	movq	(%rsp,%rcx), %rax
	popq	%rdi
	ret
END(byte_write)
