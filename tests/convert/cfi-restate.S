/*
 * aarch64: the function restates its rule for x30 after a return, for
 * the code after it, instead of remembering and restoring a state.
 * rgpp eabe388 protected it: the restated .cfi_offset 30 overrode the
 * rule RETGUARD_RESUME gives back after the return, and unwinding from
 * cb crashed; its rgcheck passed it.  It is left alone now.
 * t_rem_ok remembers and restores the state, as gcc does, and stays
 * protected.  tests/bare-regs-run.sh unwinds from cb in both.
 */
	.text
	.globl	t_re
	.type	t_re, %function
t_re:
	.cfi_startproc
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	cbnz	x0, 1f
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
1:	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_re, .-t_re

	.globl	t_rem_ok
	.type	t_rem_ok, %function
t_rem_ok:
	.cfi_startproc
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	cbnz	x0, 1f
	ldp	x29, x30, [sp], #16
	.cfi_remember_state
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
1:	.cfi_restore_state
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_rem_ok, .-t_rem_ok
