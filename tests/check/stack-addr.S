/*
 * The first group of ../convert/stack-addr.S as rgpp ba688fe converted
 * it: protected around reads of the return address through a copy of
 * the frame pointer, a pop after push %rsp, lodsq, a 16-byte load from
 * below the slot, the first of two copies, a copy moved by add, a copy
 * of the copy, a copy made by lea with no base, and a copy in %rbx
 * after a call; and as 1bcb155 converted them, imul_copy to pop_mem.
 * Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text
/* long fp_copy(void): its return address minus main's */
ENTRY(fp_copy)
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, %rbp
	movq	%rbp, %rcx
	movq	8(%rcx), %rax
	popq	%rbp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(fp_copy)

/* long push_pop(void): the same */
ENTRY(push_pop)
	RETGUARD_START_NOCFI
	pushq	%rsp
	popq	%rcx
	movq	(%rcx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(push_pop)

/* long lods_copy(void): the same */
ENTRY(lods_copy)
	RETGUARD_START_NOCFI
	movq	%rsp, %rsi
	lodsq
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(lods_copy)

/* long wide_below(void): the same */
ENTRY(wide_below)
	RETGUARD_START_NOCFI
	subq	$8, %rsp
	movdqu	(%rsp), %xmm0
	pextrq	$1, %xmm0, %rax
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(wide_below)

/* long second_copy(void): the same */
ENTRY(second_copy)
	RETGUARD_START_NOCFI
	movq	%rsp, %r9
	leaq	8(%rsp), %r8
	movq	(%r9), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(second_copy)

/* long copy_add(void): the same */
ENTRY(copy_add)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	%rsp, %rbx
	addq	$8, %rbx
	movq	(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(copy_add)

/* long copy_of_copy(void): the same */
ENTRY(copy_of_copy)
	RETGUARD_START_NOCFI
	movq	%rsp, %rcx
	movq	%rcx, %rdx
	movq	(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(copy_of_copy)

/* long lea_index(void): the same, through lea with an index */
ENTRY(lea_index)
	RETGUARD_START_NOCFI
	movq	%rsp, %rcx
	leaq	(,%rcx,1), %rdx
	movq	(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(lea_index)

/* long seven(void): 7 */
ENTRY(seven)
	RETGUARD_START_NOCFI
	movl	$7, %eax
	RETGUARD_END_NOCFI
	ret
END(seven)

/* long call_kept(void): the same as fp_copy, after a call */
ENTRY(call_kept)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	%rsp, %rbx
	call	seven
	movq	8(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(call_kept)

/* long imul_copy(void): the same, through imul's copy */
ENTRY(imul_copy)
	RETGUARD_START_NOCFI
	imulq	$1, %rsp, %rax
	movq	(%rax), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(imul_copy)

/* long push_load(void): the same, through a pushed %rsp loaded by mov */
ENTRY(push_load)
	RETGUARD_START_NOCFI
	pushq	%rsp
	movq	(%rsp), %rax
	addq	$8, %rsp
	movq	(%rax), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(push_load)

/* long xlat_ra(void): the low byte of its return address, by xlat */
ENTRY(xlat_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	leaq	8(%rsp), %rbx
	xorl	%eax, %eax
	xlat
	movzbl	%al, %eax
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(xlat_ra)

/* long bt_ra(void): bit 3 of its return address, by bt */
ENTRY(bt_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movl	$67, %ecx
	btq	%rcx, (%rsp)
	setc	%al
	movzbl	%al, %eax
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(bt_ra)

/* returns to the address in %rsi: pop's address is after it moves */
ENTRY(pop_mem)
	RETGUARD_START_NOCFI
	pushq	%rsi
	popq	(%rsp)
	RETGUARD_END_NOCFI
	ret
END(pop_mem)

