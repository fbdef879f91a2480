/*
 * Functions of ../convert/pad-a64.S as rgpp d8c1775 converted them:
 * RETGUARD_START before bti c, j and jc written as .inst or in a
 * macro, before hint #36 and before bti c under #ifdef; data_pac
 * protected around paciasp and autiasp written as .inst.  Its rgcheck
 * passed them.
 */
#define BTI_DATA	.inst 0xd503245f

	.text
	.globl	inst_c
	.type	inst_c, %function
inst_c:
	RETGUARD_START_NOCFI
	.inst	0xd503245f
	add	x0, x0, 1
	RETGUARD_END_NOCFI
	ret
	.size	inst_c, . - inst_c

	.globl	inst_j
	.type	inst_j, %function
inst_j:
	RETGUARD_START_NOCFI
	.inst	0xd503249f
	add	x0, x0, 2
	RETGUARD_END_NOCFI
	ret
	.size	inst_j, . - inst_j

	.globl	inst_jc
	.type	inst_jc, %function
inst_jc:
	RETGUARD_START_NOCFI
	.inst	0xd50324df
	add	x0, x0, 3
	RETGUARD_END_NOCFI
	ret
	.size	inst_jc, . - inst_jc

	.globl	hint_j
	.type	hint_j, %function
hint_j:
	RETGUARD_START_NOCFI
	hint	#36
	add	x0, x0, 4
	RETGUARD_END_NOCFI
	ret
	.size	hint_j, . - hint_j

	.globl	macro_c
	.type	macro_c, %function
macro_c:
	RETGUARD_START_NOCFI
	BTI_DATA
	add	x0, x0, 5
	RETGUARD_END_NOCFI
	ret
	.size	macro_c, . - macro_c

	.globl	bti_group
	.type	bti_group, %function
bti_group:
	.cfi_startproc
	RETGUARD_START
#ifdef __ARM_FEATURE_BTI_DEFAULT
	bti	c
#endif
	add	x0, x0, 6
	RETGUARD_END
	ret
	.cfi_endproc
	.size	bti_group, . - bti_group

	.globl	data_pac
	.type	data_pac, %function
data_pac:
	RETGUARD_START_NOCFI
	.inst	0xd503233f
	stp	x29, x30, [sp, #-16]!
	ldp	x29, x30, [sp], #16
	.inst	0xd50323bf
	RETGUARD_END_NOCFI
	ret
	.size	data_pac, . - data_pac
