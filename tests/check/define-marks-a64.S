/*
 * RETGUARD_RELOADED in the body of a #define of the file that rgcheck
 * does not read at the use: defined in two #if branches (def_branch:
 * where EARLY is not defined, the rule goes back to x30 before the
 * call that overwrites it), or again after an #undef (def_again).
 * rgcheck exited 0 on this file before session 27: it read such a
 * body as its instructions, and RETGUARD macros are none.  It now
 * reports the use (and the reload of x30 at a depth it then does not
 * know).  One defined once is read where it runs (header-slot-a64.S).
 */
#include <machine/asm.h>
#ifdef EARLY
#define MAYBE
#else
#define MAYBE	RETGUARD_RELOADED
#endif
#define AGAIN
#undef AGAIN
#define AGAIN	RETGUARD_RELOADED

	.text

	.globl	def_branch
	.type	def_branch, %function
def_branch:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	MAYBE
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	def_branch, .-def_branch

	.globl	def_again
	.type	def_again, %function
def_again:
	.cfi_startproc
	RETGUARD_START
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	RETGUARD_SPILLED(-24)
	mov	x29, sp
	AGAIN
	bl	cb
	ldp	x29, x30, [sp], #32
	.cfi_restore 29
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	RETGUARD_RELOADED
	RETGUARD_END
	ret
	.cfi_endproc
	.size	def_again, .-def_again
