/*
 * A spill of ra that no .cfi_offset describes, and its reload soon
 * after: RETGUARD_SPILLED goes right after the spill, not after the
 * reload's .cfi_restore (which would describe the slot once ra is back
 * in its register, and made a second conversion add RETGUARD_RELOADED).
 */
#include <machine/asm.h>
	.globl	f
	.type	f, @function
f:
	.cfi_startproc
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	addi	a0, a0, 1
	ld	ra, 8(sp)
	.cfi_restore ra
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	f, .-f
