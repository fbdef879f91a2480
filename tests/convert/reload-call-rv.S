/*
 * The return address loaded back and its CFI rule restored, then a
 * call before it is loaded again (found by fuzz run 62, in a mangled
 * copy of spill-far-rv.S).  rgpp 6008e8e protected it with a
 * RETGUARD_RELOADED that stays in force through the call: unwinders
 * from work then read the call's own return address for the mangled
 * one, and rgcheck (since e5da3ee) reports that.  Left alone now, as
 * rgcheck reads it.  twice_saved spills it again before its second
 * call, and is protected.
 */
#include <machine/asm.h>
	.text
	.globl	reload_call
	.type	reload_call, @function
reload_call:
	.cfi_startproc
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	reload_call, .-reload_call

	.globl	twice_saved
	.type	twice_saved, @function
twice_saved:
	.cfi_startproc
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	twice_saved, .-twice_saved
