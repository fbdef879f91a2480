/*
 * aarch64: the saved x30 read or written by another register, at an
 * offset rgpp computes or cannot, and x30 signed by a macro with two
 * definitions.  rgpp 5422342 protected saved_lr, overwrite, pair_over,
 * named_off and reg_off, which read or write the slot of the mangled
 * x30 (saved_lr returns it, built with -D_RET_PROTECTOR), and pac_macro,
 * whose PAC_AND_BTI is paciasp where __ARM_FEATURE_PAC_DEFAULT is set;
 * its rgcheck passed them.  framed_expr saves x30 at an offset by an
 * expression, which that rgpp did not compute (left alone): protected.
 * landing's first instruction, a landing pad by a #define of a #define,
 * now stays first, RETGUARD_START after it (that rgpp put it before,
 * where an indirect call lands on no pad under BTI).
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
	.set	SLOT_OFF, 8

	.text
/* long saved_lr(void): its saved return address minus main's */
	.globl	saved_lr
	.type	saved_lr, %function
saved_lr:
	stp	x29, x30, [sp, #-16]!
	ldr	x0, [sp, #8]
	ldp	x29, x30, [sp], #16
	adrp	x1, main
	add	x1, x1, :lo12:main
	sub	x0, x0, x1
	ret
	.size	saved_lr, . - saved_lr

	.globl	overwrite
	.type	overwrite, %function
overwrite:
	stp	x29, x30, [sp, #-16]!
	adr	x1, saved_lr
	str	x1, [sp, #8]
	ldp	x29, x30, [sp], #16
	ret
	.size	overwrite, . - overwrite

	.globl	pair_over
	.type	pair_over, %function
pair_over:
	stp	x29, x30, [sp, #-32]!
	stp	x0, x1, [sp]
	ldp	x29, x30, [sp], #32
	ret
	.size	pair_over, . - pair_over

	.globl	named_off
	.type	named_off, %function
named_off:
	stp	x29, x30, [sp, #-16]!
	str	x0, [sp, #SLOT_OFF]
	ldp	x29, x30, [sp], #16
	ret
	.size	named_off, . - named_off

	.globl	reg_off
	.type	reg_off, %function
reg_off:
	stp	x29, x30, [sp, #-16]!
	str	xzr, [sp, x0]
	ldp	x29, x30, [sp], #16
	ret
	.size	reg_off, . - reg_off

	.globl	pac_macro
	.type	pac_macro, %function
pac_macro:
	PAC_AND_BTI
	stp	x29, x30, [sp, #-16]!
	ldp	x29, x30, [sp], #16
	AUT
	ret
	.size	pac_macro, . - pac_macro

/* long framed_expr(long x): x + 1, its frame sized by expressions */
	.globl	framed_expr
	.type	framed_expr, %function
framed_expr:
	stp	x29, x30, [sp, #-FRAME]!
	str	x0, [sp, #(2 * 8)]
	ldr	x0, [sp, #16]
	add	x0, x0, #1
	ldp	x29, x30, [sp], #FRAME
	ret
	.size	framed_expr, . - framed_expr

/* long landing(long x): x + 2 */
	.globl	landing
	.type	landing, %function
landing:
	LAND2
	add	x0, x0, #2
	ret
	.size	landing, . - landing
