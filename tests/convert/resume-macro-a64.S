/*
 * aarch64: the RETGUARD_RESUME after a return in the body of a .macro
 * or #define of the file used right after it, as a hand-converted file
 * may spell it.  rgpp f6b5378 took the return for one with no
 * RETGUARD_RESUME and put a second one after it, whose
 * .cfi_restore_state has no state to restore: the conversion did not
 * assemble ("CFI state restore without previous remember"), and
 * rgcheck reported the file (check/resume-macro-a64.S, with a header's
 * macros too).  It stays as it is; tests/bare-regs-run.sh unwinds from
 * cb, called after the macro.
 */
#include <machine/asm.h>
	.macro	RESM
	RETGUARD_RESUME
	.endm
#define RESD	RETGUARD_RESUME

	.text
	.globl	res_m
	.type	res_m, %function
res_m:
	.cfi_startproc
	RETGUARD_START
	cbz	x0, 1f
	add	x0, x0, #10
	RETGUARD_END
	ret
	RESM
1:	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	mov	x0, #7
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	res_m, .-res_m

	.globl	res_d
	.type	res_d, %function
res_d:
	.cfi_startproc
	RETGUARD_START
	cbz	x0, 1f
	add	x0, x0, #20
	RETGUARD_END
	ret
	RESD
1:	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	mov	x0, #8
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	res_d, .-res_d
