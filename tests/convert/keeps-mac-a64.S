/*
 * aarch64: a function that stores a register the procedure call
 * standard lets it overwrite (x1 to x18) in the stack and loads it back
 * with no call between keeps it for its callers, who may keep a value
 * in x16 too, which RETGUARD_START and RETGUARD_END overwrite
 * (keeps-reg-a64.S).  Here the save, the load or both are in a macro:
 * a .macro of the file (mac_both, mac_one, mac_load, mac_param), a
 * #define of the file (def_file), a header's .macro (hdr_both,
 * hdr_one) or #define (hdr_def, hdr_defp).  rgpp 0f15a8f saw a load
 * only in the file's lines, and protected all but mac_save.  After
 * slot_plain, which loads x1 back from a slot it never stored to,
 * slot_kept reads the same .macro bodies from the same frames with x1
 * saved: a reading remembered for slot_plain must not serve it.  One
 * that saves such a register around a call (mac_call), or saves x19
 * (mac_x19), is protected.
 */
#include "keeps-mac-a64-defs.h"

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
	save_x1
	mov	x1, #3
	add	x0, x0, x1
	restore_x1
	ret
	.size mac_both, .-mac_both

	.globl mac_one
	.type mac_one,%function
mac_one:
	keep_x2
	ret
	.size mac_one, .-mac_one

/* left alone before too: the load is in the file's lines */
	.globl mac_save
	.type mac_save,%function
mac_save:
	save_x1
	mov	x1, #3
	add	x0, x0, x1
	ldr	x1, [sp], #16
	ret
	.size mac_save, .-mac_save

	.globl mac_load
	.type mac_load,%function
mac_load:
	str	x1, [sp, #-16]!
	mov	x1, #3
	add	x0, x0, x1
	restore_x1
	ret
	.size mac_load, .-mac_load

	.globl mac_param
	.type mac_param,%function
mac_param:
	push	x7
	mov	x7, #3
	add	x0, x0, x7
	pop	x7
	ret
	.size mac_param, .-mac_param

	.globl def_file
	.type def_file,%function
def_file:
	FSAVE
	mov	x6, #3
	add	x0, x0, x6
	FRESTORE
	ret
	.size def_file, .-def_file

	.globl hdr_both
	.type hdr_both,%function
hdr_both:
	hsave_x3
	mov	x3, #3
	add	x0, x0, x3
	hrestore_x3
	ret
	.size hdr_both, .-hdr_both

	.globl hdr_one
	.type hdr_one,%function
hdr_one:
	hkeep_x4 #3
	ret
	.size hdr_one, .-hdr_one

	.globl hdr_def
	.type hdr_def,%function
hdr_def:
	HSAVE_X5
	mov	x5, #3
	add	x0, x0, x5
	HRESTORE_X5
	ret
	.size hdr_def, .-hdr_def

	.globl hdr_defp
	.type hdr_defp,%function
hdr_defp:
	HPUSH(x8)
	mov	x8, #3
	add	x0, x0, x8
	HPOP(x8)
	ret
	.size hdr_defp, .-hdr_defp

/* loads x1 from a slot it never stored to: protected */
	.globl slot_plain
	.type slot_plain,%function
slot_plain:
	sub	sp, sp, #16
	str	xzr, [sp, #8]
	get_x1
	add	x0, x0, x1
	add	sp, sp, #16
	ret
	.size slot_plain, .-slot_plain

	.globl slot_kept
	.type slot_kept,%function
slot_kept:
	sub	sp, sp, #16
	put_x1
	get_x1
	mov	x1, #3
	add	x0, x0, x1
	get_x1
	add	sp, sp, #16
	ret
	.size slot_kept, .-slot_kept

/* saved around a call: protected */
	.globl mac_call
	.type mac_call,%function
mac_call:
	stp	x29, x30, [sp, #-16]!
	save_x1
	bl	other
	restore_x1
	ldp	x29, x30, [sp], #16
	ret
	.size mac_call, .-mac_call

/* x19, which the standard makes a callee keep: protected */
	.globl mac_x19
	.type mac_x19,%function
mac_x19:
	push	x19
	mov	x19, #3
	add	x0, x0, x19
	pop	x19
	ret
	.size mac_x19, .-mac_x19
