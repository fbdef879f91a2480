/*
 * riscv64: ra stored at CFA-8, RETGUARD_SPILLED naming CFA-16 (an
 * unwind from cb read a garbage caller and stopped), and a SPILLED
 * with no store.  rgcheck exited 0 before session 25.
 */
#include <machine/asm.h>

	.text
	.globl	off_slot
	.type	off_slot, @function
off_slot:
	.cfi_startproc
	RETGUARD_START
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset 1, -8
	RETGUARD_SPILLED(-16)
	call	cb
	ld	ra, 8(sp)
	.cfi_restore 1
	RETGUARD_RELOADED
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	RETGUARD_END
	ret
	.cfi_endproc
	.size	off_slot, .-off_slot

	.globl	no_store
	.type	no_store, @function
no_store:
	.cfi_startproc
	RETGUARD_START
	RETGUARD_SPILLED(-8)
	addi	a0, a0, 1
	RETGUARD_END
	ret
	.cfi_endproc
	.size	no_store, .-no_store
