/*
 * RETGUARD_SPILLED and RETGUARD_RELOADED in the body of a macro, the
 * header's (header-marks-defs.h) or the file's, used right after the
 * CFI of the save or the load of x30.  rgcheck reported a missing
 * RETGUARD_SPILLED and RETGUARD_RELOADED there before session 27 (and
 * rgpp added them): it took only the macros themselves, not a use of
 * a macro that has them.  It now reads them where they run: hdr_slot's
 * HSLOT16 names CFA-16, where x30 is at CFA-24 (the callee's
 * _Unwind_Backtrace through hdr_slot does not reach main); hdr_right
 * and file_right (a .macro and a #define of the file) are right: no
 * finding.
 */
#include <machine/asm.h>
#include "header-marks-defs.h"
	.macro	FSLOT24
	RETGUARD_SPILLED(-24)
	.endm
#define FRELOADED	RETGUARD_RELOADED

	.text

	.globl	hdr_slot
	.type	hdr_slot, %function
hdr_slot:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	HSLOT16
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	HRELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	hdr_slot, .-hdr_slot

	.globl	hdr_right
	.type	hdr_right, %function
hdr_right:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	HSLOT24
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	HRELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	hdr_right, .-hdr_right

	.globl	file_right
	.type	file_right, %function
file_right:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	FSLOT24
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	FRELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	file_right, .-file_right
