/*
 * The conversion of tests/convert/keeps-mac-a64.S by rgpp 0f15a8f,
 * which saw a register saved and loaded back (x1 to x18, with no call
 * between) only where the load was in the file's lines: mac_both,
 * mac_one, mac_load, mac_param, def_file, hdr_both, hdr_one, hdr_def,
 * hdr_defp and slot_kept, protected, overwrite the x16 their callers
 * may keep.
 */
#include "../convert/keeps-mac-a64-defs.h"

	.macro	save_x1
	str	x1, [sp, #-16]!
	.endm

	.macro	restore_x1
	ldr	x1, [sp], #16
	.endm

	.macro	keep_x2
	stp	x2, x3, [sp, #-16]!
	mov	x2, #1
	add	x0, x0, x2
	ldp	x2, x3, [sp], #16
	.endm

	.macro	push r
	str	\r, [sp, #-16]!
	.endm

	.macro	pop r
	ldr	\r, [sp], #16
	.endm

	.macro	put_x1
	str	x1, [sp, #8]
	.endm

	.macro	get_x1
	ldr	x1, [sp, #8]
	.endm

#define FSAVE		str x6, [sp, #-16]!
#define FRESTORE	ldr x6, [sp], #16

	.text
	.globl mac_both
	.type mac_both,%function
mac_both:
	RETGUARD_START_NOCFI
	save_x1
	mov	x1, #3
	add	x0, x0, x1
	restore_x1
	RETGUARD_END_NOCFI
	ret
	.size mac_both, .-mac_both

	.globl mac_one
	.type mac_one,%function
mac_one:
	RETGUARD_START_NOCFI
	keep_x2
	RETGUARD_END_NOCFI
	ret
	.size mac_one, .-mac_one

	.globl mac_load
	.type mac_load,%function
mac_load:
	RETGUARD_START_NOCFI
	str	x1, [sp, #-16]!
	mov	x1, #3
	add	x0, x0, x1
	restore_x1
	RETGUARD_END_NOCFI
	ret
	.size mac_load, .-mac_load

	.globl mac_param
	.type mac_param,%function
mac_param:
	RETGUARD_START_NOCFI
	push	x7
	mov	x7, #3
	add	x0, x0, x7
	pop	x7
	RETGUARD_END_NOCFI
	ret
	.size mac_param, .-mac_param

	.globl def_file
	.type def_file,%function
def_file:
	RETGUARD_START_NOCFI
	FSAVE
	mov	x6, #3
	add	x0, x0, x6
	FRESTORE
	RETGUARD_END_NOCFI
	ret
	.size def_file, .-def_file

	.globl hdr_both
	.type hdr_both,%function
hdr_both:
	RETGUARD_START_NOCFI
	hsave_x3
	mov	x3, #3
	add	x0, x0, x3
	hrestore_x3
	RETGUARD_END_NOCFI
	ret
	.size hdr_both, .-hdr_both

	.globl hdr_one
	.type hdr_one,%function
hdr_one:
	RETGUARD_START_NOCFI
	hkeep_x4 #3
	RETGUARD_END_NOCFI
	ret
	.size hdr_one, .-hdr_one

	.globl hdr_def
	.type hdr_def,%function
hdr_def:
	RETGUARD_START_NOCFI
	HSAVE_X5
	mov	x5, #3
	add	x0, x0, x5
	HRESTORE_X5
	RETGUARD_END_NOCFI
	ret
	.size hdr_def, .-hdr_def

	.globl hdr_defp
	.type hdr_defp,%function
hdr_defp:
	RETGUARD_START_NOCFI
	HPUSH(x8)
	mov	x8, #3
	add	x0, x0, x8
	HPOP(x8)
	RETGUARD_END_NOCFI
	ret
	.size hdr_defp, .-hdr_defp

/* loads x1 from a slot it never stored to: protected */
	.globl slot_plain
	.type slot_plain,%function
slot_plain:
	RETGUARD_START_NOCFI
	sub	sp, sp, #16
	str	xzr, [sp, #8]
	get_x1
	add	x0, x0, x1
	add	sp, sp, #16
	RETGUARD_END_NOCFI
	ret
	.size slot_plain, .-slot_plain

	.globl slot_kept
	.type slot_kept,%function
slot_kept:
	RETGUARD_START_NOCFI
	sub	sp, sp, #16
	put_x1
	get_x1
	mov	x1, #3
	add	x0, x0, x1
	get_x1
	add	sp, sp, #16
	RETGUARD_END_NOCFI
	ret
	.size slot_kept, .-slot_kept

/* saved around a call: protected */
	.globl mac_call
	.type mac_call,%function
mac_call:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	save_x1
	bl	other
	restore_x1
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size mac_call, .-mac_call

/* x19, which the standard makes a callee keep: protected */
	.globl mac_x19
	.type mac_x19,%function
mac_x19:
	RETGUARD_START_NOCFI
	push	x19
	mov	x19, #3
	add	x0, x0, x19
	pop	x19
	RETGUARD_END_NOCFI
	ret
	.size mac_x19, .-mac_x19
