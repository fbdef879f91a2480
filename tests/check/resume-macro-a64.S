/*
 * ../convert/resume-macro-a64.S as it is, and the same with a header's
 * macros (resume-macro-defs.h): each RETGUARD_RESUME after a return is
 * in the body of the macro used right after it.  rgcheck f6b5378
 * reported each return (-Wmissing-resume), and rgpp added a second
 * RETGUARD_RESUME there, which did not assemble.  No finding.
 */
#include "resume-macro-defs.h"
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

	.globl	res_hm
	.type	res_hm, %function
res_hm:
	.cfi_startproc
	RETGUARD_START
	cbz	x0, 1f
	add	x0, x0, #30
	RETGUARD_END
	ret
	HRESM
1:	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	res_hm, .-res_hm

	.globl	res_hd
	.type	res_hd, %function
res_hd:
	.cfi_startproc
	RETGUARD_START
	cbz	x0, 1f
	add	x0, x0, #30
	RETGUARD_END
	ret
	HRESD
1:	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	RETGUARD_SPILLED(-8)
	bl	cb
	ldp	x29, x30, [sp], #16
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	res_hd, .-res_hd
