/*
 * int ex_scratch(int (*fn)(char *buf, void *arg), void *arg):
 * fn(buf, arg) with a 64-byte scratch buffer buf in this function's
 * frame, right below the saved x29 and x30.
 */
#include "example.h"

ENTRY(ex_scratch)
	sub	sp, sp, #80
	.cfi_def_cfa_offset 80
	stp	x29, x30, [sp, #64]
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	add	x29, sp, #64
	mov	x2, x0
	mov	x0, sp			// buf
	blr	x2			// fn(buf, arg)
	ldp	x29, x30, [sp, #64]
	.cfi_restore 29
	.cfi_restore 30
	add	sp, sp, #80
	.cfi_def_cfa_offset 0
	ret
END(ex_scratch)
