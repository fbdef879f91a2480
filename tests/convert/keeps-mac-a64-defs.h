/*
 * Header macros of tests/convert/keeps-mac-a64.S that save and restore
 * a register the procedure call standard lets a callee overwrite.
 */
	.macro	hsave_x3
	str	x3, [sp, #-16]!
	.endm

	.macro	hrestore_x3
	ldr	x3, [sp], #16
	.endm

	.macro	hkeep_x4 reg
	str	x4, [sp, #-16]!
	mov	x4, \reg
	add	x0, x0, x4
	ldr	x4, [sp], #16
	.endm

#define HSAVE_X5	str x5, [sp, #-16]!
#define HRESTORE_X5	ldr x5, [sp], #16
#define HPUSH(r)	str r, [sp, #-16]!
#define HPOP(r)		ldr r, [sp], #16
