/*
 * aarch64: x30 loaded back from its slot between a .cfi_remember_state
 * and a branch to code that restores that state and calls: the
 * restored rule is the slot's, which still holds the return address
 * there.  rgpp f6b5378 left rest_ok alone ("RETGUARD_RELOADED in force
 * at a call"), taking the RELOADED rule for in force at the call after
 * the .cfi_restore_state.  tests/bare-regs-run.sh unwinds from cb
 * through the conversion.
 */
	.text
	.globl	rest_ok
	.type	rest_ok, %function
rest_ok:
	.cfi_startproc
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	mov	x29, sp
	.cfi_remember_state
	ldr	x30, [sp, #8]
	.cfi_restore 30
	cbnz	x0, 1f
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
1:	.cfi_restore_state
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	rest_ok, .-rest_ok
