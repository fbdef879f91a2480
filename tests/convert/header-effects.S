/*
 * The macros of a header act at their uses: a push, a pop, a read of
 * the return address or a stack adjustment in a header's #define or
 * .macro is the function's own (header-effects-defs.h).  Taken for no
 * instruction, as rgpp did, drop_ra, get_ra and push_op would be
 * protected: RETGUARD_END would XOR the wrong slot, or the function
 * would read the mangled address.
 */
#include "header-effects-defs.h"

	.text

/* balanced: protected */
	.globl	saves
	.type	saves, @function
saves:
	SAVE_RBX
	SAVE_TWO
	movq	$1, %rax
	RESTORE_TWO
	RESTORE_RBX
	ret
	.size	saves, . - saves

/* its ret is at depth -8: a jump */
	.globl	drop_ra
	.type	drop_ra, @function
drop_ra:
	DROP_RA
	ret
	.size	drop_ra, . - drop_ra

/* reads its return address */
	.globl	get_ra
	.type	get_ra, @function
get_ra:
	GET_RA
	ret
	.size	get_ra, . - get_ra

/* "#define PUSHQ_OP pushq" used with an operand pushes it */
	.globl	push_op
	.type	push_op, @function
push_op:
	PUSHQ_OP %rbx
	ret
	.size	push_op, . - push_op

/* both builds of FBEGIN and FEND balance: protected */
	.globl	frame
	.type	frame, @function
frame:
	FBEGIN
	call	other
	FEND
	ret
	.size	frame, . - frame

/* with CONFIG_X the ret is at depth 8 */
	.globl	unbalanced
	.type	unbalanced, @function
unbalanced:
	XPUSH
	ret
	.size	unbalanced, . - unbalanced

/* subq $n with n an argument: read as cpp expands it, balanced */
	.globl	adjust
	.type	adjust, @function
adjust:
	ADJ(8)
	addq	$8, %rsp
	ret
	.size	adjust, . - adjust

/* the same, its argument a symbol the file sets once: its value */
	.set	ADJ_BY, 8
	.globl	adjust_sym
	.type	adjust_sym, @function
adjust_sym:
	ADJ(ADJ_BY)
	addq	$8, %rsp
	ret
	.size	adjust_sym, . - adjust_sym

/* a symbol set twice, whose value depends on where: unknown */
	.set	ADJ_TWICE, 8
	.globl	adjust_twice
	.type	adjust_twice, @function
adjust_twice:
	ADJ(ADJ_TWICE)
	addq	$8, %rsp
	ret
	.size	adjust_twice, . - adjust_twice
	.set	ADJ_TWICE, 16

/* the arguments run: lfence is fine, a push is not */
	.globl	alt_fence
	.type	alt_fence, @function
alt_fence:
	ALT "", "lfence"
	ret
	.size	alt_fence, . - alt_fence

	.globl	alt_push
	.type	alt_push, @function
alt_push:
	ALT "", "pushq %rax"
	popq	%rax
	ret
	.size	alt_push, . - alt_push

/* the arguments name macros: FENCE is fine, SAVE_RBX pushes */
	.globl	alt_fence_macro
	.type	alt_fence_macro, @function
alt_fence_macro:
	ALT "", "FENCE"
	ret
	.size	alt_fence_macro, . - alt_fence_macro

	.globl	alt_save
	.type	alt_save, @function
alt_save:
	ALT "", "SAVE_RBX"
	ret
	.size	alt_save, . - alt_save

/* a stack adjustment jumped over, undone before the label: protected */
	.globl	scratch
	.type	scratch, @function
scratch:
	SCRATCH
	ret
	.size	scratch, . - scratch

/* a push on one path of the macro: unknown */
	.globl	maybe
	.type	maybe, @function
maybe:
	MAYBE_PUSH
	ret
	.size	maybe, . - maybe
