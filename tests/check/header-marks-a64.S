/*
 * RETGUARD_SPILLED and RETGUARD_RELOADED in the bodies of a header's
 * macros (header-marks-defs.h).  rgcheck exited 0 on this file before
 * session 27: it read only RETGUARD_START and RETGUARD_END there, and
 * of a macro the header defines more than once, one definition.
 * no_store's HSLOT16 names a slot where nothing saved x30; hdr_early's
 * HRELOADED puts the rule back in x30 before the call that overwrites
 * it, and so does hdr_branch's HMAYBE where HDR_EARLY is defined, and
 * hdr_again's HAGAIN, which the header defines again after an #undef
 * (rgcheck does not follow which definition is in force: the depth is
 * lost there, and the reload of x30 at a depth not known is reported).
 */
#include <machine/asm.h>
#include "header-marks-defs.h"

	.text
	.globl	no_store
	.type	no_store, %function
no_store:
	.cfi_startproc
	RETGUARD_START
	HSLOT16
	add	x0, x0, #1
	RETGUARD_END
	ret
	.cfi_endproc
	.size	no_store, .-no_store

	.globl	hdr_early
	.type	hdr_early, %function
hdr_early:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	HRELOADED
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	hdr_early, .-hdr_early

	.globl	hdr_branch
	.type	hdr_branch, %function
hdr_branch:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	HMAYBE
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	hdr_branch, .-hdr_branch

	.globl	hdr_again
	.type	hdr_again, %function
hdr_again:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	HAGAIN
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	hdr_again, .-hdr_again
