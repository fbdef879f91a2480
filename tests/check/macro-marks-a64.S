/*
 * aarch64: the macros in the bodies of the file's .macros with more in
 * them, RETGUARD_SPILLED and RETGUARD_RELOADED too, read where they run.
 * rgcheck reported framed as missing every one of them, and the slot
 * that BADPRO's RETGUARD_SPILLED names was not checked (off_slot's
 * callee dies unwinding through it).
 */
#include <machine/asm.h>
	.macro	PROLOGUE
	RETGUARD_START
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	mov	x29, sp
	.endm
/* x30 at CFA-24, the rule at CFA-16 */
	.macro	BADPRO
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-16)
	mov	x29, sp
	.endm
	.macro	BADEPI
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	.endm
	.macro	EPILOGUE
	ldp	x29, x30, [sp], #16
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	.endm

	.text
/* right */
	.globl	framed
	.type	framed, %function
framed:
	.cfi_startproc
	PROLOGUE
	bl	cb
	EPILOGUE
	ret
	.cfi_endproc
	.size	framed, .-framed

	.globl	off_slot
	.type	off_slot, %function
off_slot:
	.cfi_startproc
	BADPRO
	bl	cb
	BADEPI
	ret
	.cfi_endproc
	.size	off_slot, .-off_slot
