/*
 * Landing pads of BTI that rgpp d8c1775 did not keep first: bti c, j
 * and jc written as .inst (0xd503245f, 0xd503249f, 0xd50324df), bti j
 * as hint #36, and bti c under #ifdef __ARM_FEATURE_BTI_DEFAULT.  It
 * put RETGUARD_START before each: where BTI is enforced, an indirect
 * call or jump lands on RETGUARD_START and faults.  Its rgcheck passed
 * them.  paciasp written as .inst (0xd503233f) signs x30, as hint #25
 * does: data_pac is left alone now, where d8c1775 protected it and
 * authenticated the mangled address.  pad_and_nop, a pad and a nop in
 * one .inst, got RETGUARD_START before them until ba688fe, and is left
 * alone now.
 */
#define BTI_DATA	.inst 0xd503245f

	.text
	.globl	inst_c
	.type	inst_c, %function
inst_c:
	.inst	0xd503245f
	add	x0, x0, 1
	ret
	.size	inst_c, . - inst_c

	.globl	inst_j
	.type	inst_j, %function
inst_j:
	.inst	0xd503249f
	add	x0, x0, 2
	ret
	.size	inst_j, . - inst_j

	.globl	inst_jc
	.type	inst_jc, %function
inst_jc:
	.inst	0xd50324df
	add	x0, x0, 3
	ret
	.size	inst_jc, . - inst_jc

	.globl	hint_j
	.type	hint_j, %function
hint_j:
	hint	#36
	add	x0, x0, 4
	ret
	.size	hint_j, . - hint_j

	.globl	macro_c
	.type	macro_c, %function
macro_c:
	BTI_DATA
	add	x0, x0, 5
	ret
	.size	macro_c, . - macro_c

	.globl	bti_group
	.type	bti_group, %function
bti_group:
	.cfi_startproc
#ifdef __ARM_FEATURE_BTI_DEFAULT
	bti	c
#endif
	add	x0, x0, 6
	ret
	.cfi_endproc
	.size	bti_group, . - bti_group

	.globl	data_pac
	.type	data_pac, %function
data_pac:
	.inst	0xd503233f
	stp	x29, x30, [sp, #-16]!
	ldp	x29, x30, [sp], #16
	.inst	0xd50323bf
	ret
	.size	data_pac, . - data_pac

/* a pad and a nop in one .inst: left alone, since ba688fe */
	.globl	pad_and_nop
	.type	pad_and_nop, %function
pad_and_nop:
	.inst	0xd503245f, 0xd503201f
	add	x0, x0, 7
	ret
	.size	pad_and_nop, . - pad_and_nop
