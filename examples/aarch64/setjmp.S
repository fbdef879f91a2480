/*
 * int ex_setjmp(ex_jmp_buf env), void ex_longjmp(ex_jmp_buf env, int val):
 * the callee-saved registers, sp and the link register.  ex_setjmp
 * saves its return address (x30) and ex_longjmp loads the one it
 * returns through: rgpp leaves both alone and says why.
 */
#include "example.h"

ENTRY(ex_setjmp)
	mov	x1, sp
	stp	x19, x20, [x0, #0]
	stp	x21, x22, [x0, #16]
	stp	x23, x24, [x0, #32]
	stp	x25, x26, [x0, #48]
	stp	x27, x28, [x0, #64]
	stp	x29, x30, [x0, #80]
	str	x1, [x0, #96]
	stp	d8, d9, [x0, #104]
	stp	d10, d11, [x0, #120]
	stp	d12, d13, [x0, #136]
	stp	d14, d15, [x0, #152]
	mov	w0, #0
	ret
END(ex_setjmp)

ENTRY(ex_longjmp)
	ldp	x19, x20, [x0, #0]
	ldp	x21, x22, [x0, #16]
	ldp	x23, x24, [x0, #32]
	ldp	x25, x26, [x0, #48]
	ldp	x27, x28, [x0, #64]
	ldp	x29, x30, [x0, #80]
	ldr	x2, [x0, #96]
	ldp	d8, d9, [x0, #104]
	ldp	d10, d11, [x0, #120]
	ldp	d12, d13, [x0, #136]
	ldp	d14, d15, [x0, #152]
	mov	sp, x2
	cmp	w1, #0			// val 0 returns 1
	csinc	w0, w1, wzr, ne
	ret
END(ex_longjmp)
