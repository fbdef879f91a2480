/*
 * Functions of ../convert/ra-slot-a64.S as rgpp 5422342 converted them:
 * protected around a read or write of the saved x30 by another
 * register (at an offset it computed, by a name, by a register) and
 * around PAC_AND_BTI, paciasp under one #if branch.  Its rgcheck
 * passed them.
 */
#define BTI_C	hint	34
#define PACIASP	hint	25
#define AUTIASP	hint	29
#if __ARM_FEATURE_PAC_DEFAULT & 1
# define PAC_AND_BTI	PACIASP
# define AUT	AUTIASP
#else
# define PAC_AND_BTI	BTI_C
# define AUT
#endif
#define LAND	BTI_C
#define LAND2	LAND
#define FRAME	(8 * 4)

	.text
	.globl	saved_lr
	.type	saved_lr, %function
saved_lr:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	ldr	x0, [sp, #8]
	ldp	x29, x30, [sp], #16
	adrp	x1, main
	add	x1, x1, :lo12:main
	sub	x0, x0, x1
	RETGUARD_END_NOCFI
	ret
	.size	saved_lr, . - saved_lr

	.globl	overwrite
	.type	overwrite, %function
overwrite:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	adr	x1, saved_lr
	str	x1, [sp, #8]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	overwrite, . - overwrite

	.globl	pair_over
	.type	pair_over, %function
pair_over:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-32]!
	stp	x0, x1, [sp]
	ldp	x29, x30, [sp], #32
	RETGUARD_END_NOCFI
	ret
	.size	pair_over, . - pair_over

	.globl	named_off
	.type	named_off, %function
named_off:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	str	x0, [sp, #SLOT_OFF]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	named_off, . - named_off

	.globl	reg_off
	.type	reg_off, %function
reg_off:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	str	xzr, [sp, x0]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	reg_off, . - reg_off

	.globl	pac_macro
	.type	pac_macro, %function
pac_macro:
	RETGUARD_START_NOCFI
	PAC_AND_BTI
	stp	x29, x30, [sp, #-16]!
	ldp	x29, x30, [sp], #16
	AUT
	RETGUARD_END_NOCFI
	ret
	.size	pac_macro, . - pac_macro
