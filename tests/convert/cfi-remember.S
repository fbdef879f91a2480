/*
 * aarch64: the function's own .cfi_remember_state right after the save
 * of x30 and its CFI, restored on the path that calls.  rgpp 94b16ba
 * put RETGUARD_SPILLED after the .cfi_remember_state, so that the
 * state restored at 1: described x30 as saved plainly, and unwinding
 * from cb crashed; it now goes before it.  tests/bare-regs-run.sh
 * unwinds from cb.
 */
	.text
	.globl	t_rem
	.type	t_rem, %function
t_rem:
	.cfi_startproc
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	.cfi_remember_state
	cbnz	x0, 1f
	mov	x0, #7
	ldp	x29, x30, [sp], #16
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
	.size	t_rem, .-t_rem
