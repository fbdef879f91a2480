/*
 * aarch64: the function's own CFI rule for x30 comes more than 16
 * statements after the store (every save first, then their CFI).
 * rgpp 94b16ba looked 16 statements ahead for it, put RETGUARD_SPILLED
 * right after the store, and the function's .cfi_offset 30 overrode
 * it: unwinding from cb crashed.  It now goes after that rule, however
 * far, when nothing but code and CFI comes between (t_late, run and
 * unwound by tests/bare-regs-run.sh).  t_jump gives its rule after a
 * label: no place after it is on every path from the store, and before
 * it the rule would override SPILLED: left alone.
 */
	.text
	.globl	t_late
	.type	t_late, %function
t_late:
	.cfi_startproc
	stp	x29, x30, [sp, #-224]!
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
	ret
	.cfi_endproc
	.size	t_late, .-t_late

	.globl	t_jump
	.type	t_jump, %function
t_jump:
	.cfi_startproc
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	cbz	x0, 1f
	add	x0, x0, #1
1:	.cfi_offset 30, -8
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_jump, .-t_jump
