/*
 * ../convert/index-sym-x86.S as rgpp 2120d5f converted it: protected
 * around reads of the return address through an index that a symbol
 * names ((%rsp, SRND) after SRND = %rdi), which it took for no index.
 * Its rgcheck passed them.
 */
#include <machine/asm.h>

SRND = %rdi

	.text
/* long idx_sym(long): its return address minus main's */
ENTRY(idx_sym)
	RETGUARD_START_NOCFI
	subq	$8, %rsp
	movq	$8, SRND
	movq	(%rsp, SRND), %rax
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(idx_sym)

/* long idx_sym_lea(long): the same, the index scaled, through lea */
ENTRY(idx_sym_lea)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	$2, SRND
	leaq	(%rsp, SRND, 4), %rbx
	movq	(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(idx_sym_lea)

.macro LOADX idx
	movq	(%rsp, \idx), %rax
.endm

/* long idx_param(long): the same through a .macro parameter */
ENTRY(idx_param)
	subq	$8, %rsp
	movq	$8, %rdi
	LOADX	%rdi
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(idx_param)

/* long scale_only(long): (%rsp,1) is (%rsp); its argument */
ENTRY(scale_only)
	RETGUARD_START_NOCFI
	pushq	%rdi
	movq	(%rsp,1), %rax
	popq	%rdi
	RETGUARD_END_NOCFI
	ret
END(scale_only)

/* long idx_below(long): an index rgpp bounds, below the slot; 7 */
ENTRY(idx_below)
	RETGUARD_START_NOCFI
	subq	$16, %rsp
	movq	$7, (%rsp)
	movq	$0, %rcx
	movq	(%rsp, %rcx, 8), %rax
	addq	$16, %rsp
	RETGUARD_END_NOCFI
	ret
END(idx_below)
