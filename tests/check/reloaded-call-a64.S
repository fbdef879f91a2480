/*
 * RETGUARD_RELOADED where the return address is in x30, but before a
 * call that overwrites x30: its register rule stays in force through
 * the call, and unwinders from cb take cb's return address for the
 * mangled one of early_reload.  rgcheck checked RELOADED only where it
 * stands, and passed this.
 */
#include <machine/asm.h>

	.text
	.globl	early_reload
	.type	early_reload, %function
early_reload:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	ldr	x30, [sp, #8]
	RETGUARD_RELOADED
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	early_reload, .-early_reload
