/*
 * RETGUARD_SPILLED and RETGUARD_RELOADED placed by hand, wrong: the
 * CFI rule sends unwinders to a slot or a register that does not hold
 * the mangled return address (_Unwind_Backtrace from cb through
 * off_slot faulted in libgcc).  rgcheck exited 0 on all three before
 * session 25: it asked only whether a SPILLED followed each spill.
 */
#include <machine/asm.h>

	.text
/* x30 at CFA-24, the rule at CFA-16 */
	.globl	off_slot
	.type	off_slot, %function
off_slot:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-16)
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
	.size	off_slot, .-off_slot

/* no store at all: x30 stays in its register */
	.globl	no_store
	.type	no_store, %function
no_store:
	.cfi_startproc
	RETGUARD_START
	RETGUARD_SPILLED(-8)
	add	x0, x0, #1
	RETGUARD_END
	ret
	.cfi_endproc
	.size	no_store, .-no_store

/*
 * A RELOADED before the load too: x30 is the call's return address
 * there, and the rule reads it as the mangled one for one instruction
 */
	.globl	early_reload
	.type	early_reload, %function
early_reload:
	.cfi_startproc
	RETGUARD_START
	str	x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 30, -16
	RETGUARD_SPILLED(-16)
	bl	cb
	RETGUARD_RELOADED
	ldr	x30, [sp], #16
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	early_reload, .-early_reload

/* right: no finding */
	.globl	right
	.type	right, %function
right:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
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
	.size	right, .-right
