/*
 * A RETGUARD_RELOADED whose rule a .cfi_restore_state puts back before
 * a call: rest_ok (../convert/reloaded-restore-a64.S as rgpp converts
 * it) remembers the state before the load of x30, and the state it
 * restores at 1: has the slot's rule, right at the call (unwinding
 * from cb reaches main: tests/bare-regs-run.sh).  rgcheck f6b5378
 * reported it, a RETGUARD_RELOADED in force at the call.  rest_bad
 * remembers the state after RETGUARD_RELOADED: the state it restores
 * has the register's rule, wrong at the call (unwinding from cb
 * crashed under qemu), and is reported.
 */
	.text
	.globl	rest_ok
	.type	rest_ok, %function
rest_ok:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	.cfi_remember_state
	ldr	x30, [sp, #8]
	.cfi_restore 30
	RETGUARD_RELOADED
	cbnz	x0, 1f
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	RETGUARD_RESUME
1:	.cfi_restore_state
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	rest_ok, .-rest_ok

	.globl	rest_bad
	.type	rest_bad, %function
rest_bad:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	ldr	x30, [sp, #8]
	.cfi_restore 30
	RETGUARD_RELOADED
	.cfi_remember_state
	cbnz	x0, 1f
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	RETGUARD_RESUME
1:	.cfi_restore_state
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	rest_bad, .-rest_bad
