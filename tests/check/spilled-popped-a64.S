/*
 * RETGUARD_SPILLED naming the slot the return address was loaded back
 * from, written after the load that popped it: the slot may still hold
 * the mangled address, but it is below the stack pointer, where a
 * signal's frame (or, in a kernel, an interrupt's) may overwrite it,
 * and unwinders then read whatever is there.  rgcheck f6b5378 passed
 * popped and popped16, whose offsets are their spills'.  Under qemu
 * (tests/bare-regs-run.sh), a signal taken at popped16's probe writes
 * x29 over its slot, and an unwind from the handler does not reach
 * main; popped's slot, at sp - 24 there, the signal frame leaves as it
 * was.
 */
#include <machine/asm.h>

	.text
	.globl	popped
	.type	popped, %function
popped:
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
	add	x0, x0, #1
	RETGUARD_SPILLED(-24)
	add	x0, x0, #1
	RETGUARD_END
	ret
	.cfi_endproc
	.size	popped, .-popped

	.globl	popped16
	.type	popped16, %function
popped16:
	.cfi_startproc
	RETGUARD_START
	str	x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 30, -16
	RETGUARD_SPILLED(-16)
	bl	cb
	ldr	x30, [sp], #16
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	add	x0, x0, #1
	RETGUARD_SPILLED(-16)	/* probe: a signal taken here */
	add	x0, x0, #1
	RETGUARD_END
	ret
	.cfi_endproc
	.size	popped16, .-popped16

/*
 * The same after a load that leaves sp where it is: the slot is above
 * the stack pointer, and holds the mangled address until the add that
 * pops it, with RETGUARD_RELOADED right after (no finding)
 */
	.globl	kept
	.type	kept, %function
kept:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	bl	cb
	ldp	x29, x30, [sp]
	.cfi_restore 29
	.cfi_restore 30
	RETGUARD_RELOADED
	add	x0, x0, #1
	RETGUARD_SPILLED(-24)	/* probe: a signal taken here */
	add	x0, x0, #1
	add	sp, sp, #32
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	kept, .-kept
