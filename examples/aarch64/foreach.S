/*
 * int ex_foreach(const int *v, size_t n, int (*fn)(int, void *),
 *     void *arg): the sum of fn(v[i], arg), calling back into C, with a
 * frame record and callee-saved registers.
 */
#include "example.h"

ENTRY(ex_foreach)
	stp	x29, x30, [sp, #-64]!
	.cfi_def_cfa_offset 64
	.cfi_offset 29, -64
	.cfi_offset 30, -56
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	str	x23, [sp, #48]
	.cfi_offset 19, -48
	.cfi_offset 20, -40
	.cfi_offset 21, -32
	.cfi_offset 22, -24
	.cfi_offset 23, -16
	mov	x19, x0			// next element
	add	x20, x0, x1, lsl #2	// end
	mov	x21, x2			// fn
	mov	x22, x3			// arg
	mov	w23, #0			// sum
1:	cmp	x19, x20
	b.hs	2f
	ldr	w0, [x19], #4
	mov	x1, x22
	blr	x21
	add	w23, w23, w0
	b	1b
2:	mov	w0, w23
	ldp	x19, x20, [sp, #16]
	ldp	x21, x22, [sp, #32]
	ldr	x23, [sp, #48]
	ldp	x29, x30, [sp], #64
	.cfi_def_cfa_offset 0
	.cfi_restore 29
	.cfi_restore 30
	.cfi_restore 19
	.cfi_restore 20
	.cfi_restore 21
	.cfi_restore 22
	.cfi_restore 23
	ret
END(ex_foreach)
