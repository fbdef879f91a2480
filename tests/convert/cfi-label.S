/*
 * aarch64: a label between the entry and its .cfi_startproc, as gcc -S
 * writes every function (f:, .LFB0:, .cfi_startproc).  rgpp 94b16ba
 * put RETGUARD_START before .LFB0:, before the .cfi_startproc, and as
 * refused its CFI ("CFI instruction used without previous
 * .cfi_startproc").  It now goes after the .cfi_startproc (t_lfb, run
 * and unwound by tests/bare-regs-run.sh).  t_loop jumps back to such a
 * label: RETGUARD_START after it would run again, before it would not
 * assemble; left alone.  t_nop has an instruction before its
 * .cfi_startproc: left alone.
 */
	.text
	.globl	t_lfb
	.type	t_lfb, %function
t_lfb:
.LFB0:
	.cfi_startproc
	stp	x29, x30, [sp, -16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp], 16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
.LFE0:
	.size	t_lfb, .-t_lfb

	.globl	t_loop
	.type	t_loop, %function
t_loop:
.LFB1:
	.cfi_startproc
	sub	x0, x0, #1
	cbnz	x0, .LFB1
	ret
	.cfi_endproc
.LFE1:
	.size	t_loop, .-t_loop

	.globl	t_nop
	.type	t_nop, %function
t_nop:
	nop
	.cfi_startproc
	add	x0, x0, #1
	ret
	.cfi_endproc
	.size	t_nop, .-t_nop
