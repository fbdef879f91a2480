/*
 * ../convert/cfi-late-rule.S as rgpp 94b16ba converted it: in t_late,
 * RETGUARD_SPILLED right after the store, which the function's own
 * .cfi_offset 30 overrides 18 lines later (unwinding from cb crashed);
 * in t_jump, before the rule after the label 1:.  Its rgcheck passed
 * both.
 */
	.text
	.globl	t_late
	.type	t_late, %function
t_late:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-224]!
	RETGUARD_SPILLED(-216)
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	stp	x23, x24, [sp, #48]
	stp	x25, x26, [sp, #64]
	stp	x27, x28, [sp, #80]
	stp	q0, q1, [sp, #96]
	stp	q2, q3, [sp, #128]
	stp	q4, q5, [sp, #160]
	stp	q6, q7, [sp, #192]
	str	x0, [sp, #88]
	.cfi_def_cfa_offset 224
	.cfi_offset 29, -224
	.cfi_offset 19, -208
	.cfi_offset 20, -200
	.cfi_offset 21, -192
	.cfi_offset 22, -184
	.cfi_offset 30, -216
	bl	cb
	ldp	q6, q7, [sp, #192]
	ldp	q4, q5, [sp, #160]
	ldp	q2, q3, [sp, #128]
	ldp	q0, q1, [sp, #96]
	ldp	x27, x28, [sp, #80]
	ldp	x25, x26, [sp, #64]
	ldp	x23, x24, [sp, #48]
	ldp	x21, x22, [sp, #32]
	ldp	x19, x20, [sp, #16]
	ldp	x29, x30, [sp], #224
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	t_late, .-t_late

	.globl	t_jump
	.type	t_jump, %function
t_jump:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	RETGUARD_SPILLED(-8)
	cbz	x0, 1f
	add	x0, x0, #1
1:	.cfi_offset 30, -8
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	t_jump, .-t_jump
