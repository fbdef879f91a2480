/*
 * amd64: a memory operand's index named by something other than a
 * register: a symbol (SRND = %rdi, as Linux's sha256-avx2-asm.S names
 * its loop counter) or a .macro parameter.  Any register may hold the
 * return address's offset, so an access through the stack pointer with
 * such an index may read it: idx_sym and idx_sym_lea are left alone,
 * where rgpp 2120d5f took the index for none, protected them, and
 * built with -D_RET_PROTECTOR they returned their return address
 * mangled; idx_param was left alone already.  scale_only, whose
 * (%rsp,1) is the old spelling of (%rsp), with a scale and no index,
 * and idx_below, whose index rgpp bounds below the return address, are
 * protected.  Built and run by tests/flow-run.sh.
 */
#include <machine/asm.h>

SRND = %rdi

	.text
/* long idx_sym(long): its return address minus main's */
ENTRY(idx_sym)
	subq	$8, %rsp
	movq	$8, SRND
	movq	(%rsp, SRND), %rax
	addq	$8, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(idx_sym)

/* long idx_sym_lea(long): the same, the index scaled, through lea */
ENTRY(idx_sym_lea)
	pushq	%rbx
	movq	$2, SRND
	leaq	(%rsp, SRND, 4), %rbx
	movq	(%rbx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
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
	pushq	%rdi
	movq	(%rsp,1), %rax
	popq	%rdi
	ret
END(scale_only)

/* long idx_below(long): an index rgpp bounds, below the slot; 7 */
ENTRY(idx_below)
	subq	$16, %rsp
	movq	$7, (%rsp)
	movq	$0, %rcx
	movq	(%rsp, %rcx, 8), %rax
	addq	$16, %rsp
	ret
END(idx_below)
