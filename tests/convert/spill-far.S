/*
 * aarch64: x30 saved more than 32 KiB below the CFA, as gcc -O2 saves
 * it beside a 100000-byte local array.  rgpp 94b16ba inserted
 * RETGUARD_SPILLED(-65528) and RETGUARD_SPILLED(-32776), which the
 * macros refused ("offset not a multiple of 8 in -32768..-8"): the
 * conversion did not assemble.  The rule now reads such an offset as
 * DW_OP_const4s; tests/bare-regs-run.sh unwinds through both from cb.
 */
	.text
	.globl	t_big
	.type	t_big, %function
t_big:
	.cfi_startproc
	sub	sp, sp, #65536
	.cfi_def_cfa_offset 65536
	stp	x29, x30, [sp]
	.cfi_offset 29, -65536
	.cfi_offset 30, -65528
	bl	cb
	ldp	x29, x30, [sp]
	add	sp, sp, #65536
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_big, .-t_big

/* 8 bytes past the two-byte constant's reach: -32776 */
	.globl	t_edge
	.type	t_edge, %function
t_edge:
	.cfi_startproc
	sub	sp, sp, #32768
	sub	sp, sp, #16
	.cfi_def_cfa_offset 32784
	stp	x29, x30, [sp]
	.cfi_offset 29, -32784
	.cfi_offset 30, -32776
	bl	cb
	ldp	x29, x30, [sp]
	add	sp, sp, #16
	add	sp, sp, #32768
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	t_edge, .-t_edge
