/*
 * rgpp 6008e8e's conversion of convert/reload-call-rv.S: reload_call's
 * RETGUARD_RELOADED stays in force through its second call, where
 * unwinders from work would read the call's own return address for
 * the mangled one.  rgcheck 6008e8e passed it.
 */
#include <machine/asm.h>
	.text
	.globl	reload_call
	.type	reload_call, @function
reload_call:
	.cfi_startproc
	RETGUARD_START
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	RETGUARD_SPILLED(-8)
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	RETGUARD_RELOADED
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	RETGUARD_RELOADED
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	RETGUARD_END
	ret
	.cfi_endproc
	.size	reload_call, .-reload_call

	.globl	twice_saved
	.type	twice_saved, @function
twice_saved:
	.cfi_startproc
	RETGUARD_START
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	RETGUARD_SPILLED(-8)
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	RETGUARD_RELOADED
	sd	ra, 8(sp)
	.cfi_offset ra, -8
	RETGUARD_SPILLED(-8)
	call	work
	ld	ra, 8(sp)
	.cfi_restore ra
	RETGUARD_RELOADED
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	RETGUARD_END
	ret
	.cfi_endproc
	.size	twice_saved, .-twice_saved
