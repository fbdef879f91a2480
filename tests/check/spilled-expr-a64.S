/*
 * RETGUARD_SPILLED whose offset is no number: a symbol the file sets,
 * a #define, an expression, a .macro parameter.  rgcheck exited 0 on
 * this file before session 27: it checked a number only.  It now reads
 * the offset as cpp and as do, and says where it cannot.  set_slot,
 * def_slot, sum_slot and arg_slot name CFA-16, where x30 is at CFA-24
 * (the callee's _Unwind_Backtrace through set_slot does not reach
 * main); macro_set names a symbol that a .macro sets, default_def an
 * #ifndef default that the command line may override: rgcheck cannot
 * read those.  The right_* functions name CFA-24 so: no finding.
 */
#include <machine/asm.h>
	.set	SLOT16, -16
	.set	SLOT24, -24
	.set	CHAIN24, SLOT24
FRAME = 32
#define DSLOT16	(-32 + 16)
#define DSLOT24	(8 - FRAME)
/* -DSLOTDEF=... may give another */
#ifndef SLOTDEF
#define SLOTDEF	-24
#endif
/* set where the .macro is used: rgcheck does not follow that */
	.macro	SETSLOT
	.set	MSLOT, -24
	.endm
	SETSLOT

/* the function's frame, its RETGUARD_SPILLED naming off */
	.macro	PRO off
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(\off)
	mov	x29, sp
	.endm
	.macro	EPI
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	.endm

	.text

	.globl	set_slot
	.type	set_slot, %function
set_slot:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(SLOT16)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	set_slot, .-set_slot

	.globl	def_slot
	.type	def_slot, %function
def_slot:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(DSLOT16)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	def_slot, .-def_slot

	.globl	sum_slot
	.type	sum_slot, %function
sum_slot:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(SLOT24 + 8)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	sum_slot, .-sum_slot

	.globl	arg_slot
	.type	arg_slot, %function
arg_slot:
	.cfi_startproc
	PRO	SLOT16
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	arg_slot, .-arg_slot

	.globl	macro_set
	.type	macro_set, %function
macro_set:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(MSLOT)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	macro_set, .-macro_set

	.globl	default_def
	.type	default_def, %function
default_def:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(SLOTDEF)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	default_def, .-default_def

/* right: no finding */
	.globl	right_set
	.type	right_set, %function
right_set:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(CHAIN24)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	right_set, .-right_set

	.globl	right_def
	.type	right_def, %function
right_def:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(DSLOT24)
	mov	x29, sp
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	right_def, .-right_def

	.globl	right_arg
	.type	right_arg, %function
right_arg:
	.cfi_startproc
	PRO	CHAIN24
	bl	cb
	EPI
	ret
	.cfi_endproc
	.size	right_arg, .-right_arg
