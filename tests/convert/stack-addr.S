/*
 * Addresses in the stack that rgpp ba688fe did not follow: it protected
 * each function of the first group, which reads its return address
 * (built with -D_RET_PROTECTOR, it returns it mangled), and its rgcheck
 * passed them.  fp_copy copies the frame pointer; push_pop loads a copy
 * by pop after pushing %rsp; lods_copy reads through a string
 * instruction's %rsi; wide_below with a 16-byte load that starts below
 * the slot; second_copy through the first of two copies; copy_add
 * through a copy moved by add; copy_of_copy through a copy of the copy;
 * lea_index through a copy made by lea with no base; call_kept through
 * a copy in %rbx, which the call keeps.  And, as 1bcb155 did: imul_copy
 * through imul's copy of %rsp, push_load through a pushed %rsp loaded
 * by mov, xlat_ra by xlat's (%rbx,%al), bt_ra by a bit offset in a
 * register, pop_mem by popq (%rsp), whose address is taken after the
 * pop.  Each is left alone now.  The second group, protected, accesses
 * only below the slot, by widths rgpp now reads (movsd 8 bytes, fldl 8,
 * fildl 4, movb 1), or restores the stack pointer from a copy that a
 * call keeps (aligned_call).  stos_local, protected while a rep string
 * instruction was taken to access its first element only, is left
 * alone: rgpp does not read the count in %rcx.
 */
#include <machine/asm.h>

	.text
/* long fp_copy(void): its return address minus main's */
ENTRY(fp_copy)
	pushq	%rbp
	movq	%rsp, %rbp
	movq	%rbp, %rcx
	movq	8(%rcx), %rax
	popq	%rbp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(fp_copy)

/* long push_pop(void): the same */
ENTRY(push_pop)
	pushq	%rsp
	popq	%rcx
	movq	(%rcx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(push_pop)

/* long lods_copy(void): the same */
ENTRY(lods_copy)
	movq	%rsp, %rsi
	lodsq
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(lods_copy)

/* long wide_below(void): the same */
ENTRY(wide_below)
	subq	$8, %rsp
	movdqu	(%rsp), %xmm0
	pextrq	$1, %xmm0, %rax
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(wide_below)

/* long second_copy(void): the same */
ENTRY(second_copy)
	movq	%rsp, %r9
	leaq	8(%rsp), %r8
	movq	(%r9), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(second_copy)

/* long copy_add(void): the same */
ENTRY(copy_add)
	pushq	%rbx
	movq	%rsp, %rbx
	addq	$8, %rbx
	movq	(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(copy_add)

/* long copy_of_copy(void): the same */
ENTRY(copy_of_copy)
	movq	%rsp, %rcx
	movq	%rcx, %rdx
	movq	(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(copy_of_copy)

/* long lea_index(void): the same, through lea with an index */
ENTRY(lea_index)
	movq	%rsp, %rcx
	leaq	(,%rcx,1), %rdx
	movq	(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(lea_index)

/* long imul_copy(void): the same, through imul's copy */
ENTRY(imul_copy)
	imulq	$1, %rsp, %rax
	movq	(%rax), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(imul_copy)

/* long push_load(void): the same, through a pushed %rsp loaded by mov */
ENTRY(push_load)
	pushq	%rsp
	movq	(%rsp), %rax
	addq	$8, %rsp
	movq	(%rax), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(push_load)

/* long xlat_ra(void): the low byte of its return address, by xlat */
ENTRY(xlat_ra)
	pushq	%rbx
	leaq	8(%rsp), %rbx
	xorl	%eax, %eax
	xlat
	movzbl	%al, %eax
	popq	%rbx
	ret
END(xlat_ra)

/* long bt_ra(void): bit 3 of its return address, by bt */
ENTRY(bt_ra)
	pushq	%rbx
	movl	$67, %ecx
	btq	%rcx, (%rsp)
	setc	%al
	movzbl	%al, %eax
	popq	%rbx
	ret
END(bt_ra)

/* returns to the address in %rsi: pop's address is after it moves */
ENTRY(pop_mem)
	pushq	%rsi
	popq	(%rsp)
	ret
END(pop_mem)

/* long seven(void): 7 */
ENTRY(seven)
	movl	$7, %eax
	ret
END(seven)

/* long call_kept(void): the same as fp_copy, after a call */
ENTRY(call_kept)
	pushq	%rbx
	movq	%rsp, %rbx
	call	seven
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(call_kept)

/* long sse_local(long x): x, through a scalar SSE load */
ENTRY(sse_local)
	subq	$8, %rsp
	movq	%rdi, (%rsp)
	movsd	(%rsp), %xmm0
	movq	%xmm0, %rax
	addq	$8, %rsp
	ret
END(sse_local)

/* long x87_local(long x): x, through the x87 stack */
ENTRY(x87_local)
	subq	$8, %rsp
	movq	%rdi, (%rsp)
	fldl	(%rsp)
	fstpl	(%rsp)
	movq	(%rsp), %rax
	addq	$8, %rsp
	ret
END(x87_local)

/* long x87_int(long x): x, as glibc's ilogbl stores an integer */
ENTRY(x87_int)
	movl	%edi, -4(%rsp)
	fildl	-4(%rsp)
	fistpl	-4(%rsp)
	movslq	-4(%rsp), %rax
	ret
END(x87_int)

/* long byte_below(long x): x + 1, by a byte below the slot */
ENTRY(byte_below)
	subq	$8, %rsp
	movb	$1, 7(%rsp)
	movzbl	7(%rsp), %eax
	addq	%rdi, %rax
	addq	$8, %rsp
	ret
END(byte_below)

/* long stos_local(long x): x, after clearing 32 bytes of its frame */
ENTRY(stos_local)
	subq	$32, %rsp
	movq	%rdi, %rdx
	movq	%rsp, %rdi
	xorl	%eax, %eax
	movl	$4, %ecx
	rep stosq
	movq	24(%rsp), %rax
	addq	%rdx, %rax
	addq	$32, %rsp
	ret
END(stos_local)

/* long aligned_call(long x): x + 7, called with an aligned stack */
ENTRY(aligned_call)
	pushq	%rbx
	pushq	%r12
	movq	%rdi, %r12
	movq	%rsp, %rbx
	andq	$-16, %rsp
	call	seven
	addq	%r12, %rax
	movq	%rbx, %rsp
	popq	%r12
	popq	%rbx
	ret
END(aligned_call)
