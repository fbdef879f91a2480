/*
 * Runtime test functions for aarch64, without CFI.  Unprotected
 * originals: the test converts them with rgpp and runs them protected.
 * cfi.S has the same functions with CFI (rt_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/* int rn_leaf(int x): 2x + 1; one return */
ENTRY_NOCFI(rn_leaf)
	lsl	w0, w0, #1
	add	w0, w0, #1
	ret
END_NOCFI(rn_leaf)

/*
 * int rn_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one (ret x30) reached by a jump to the label on its line.
 */
ENTRY_NOCFI(rn_sign)
	cmp	w0, #0
	b.lt	1f
	cset	w0, ne
	ret
1:	cmn	w0, #1000
	mov	w0, #-1
	b.ge	Lnsign_ret
	mov	w0, #-2
Lnsign_ret:	ret	x30
END_NOCFI(rn_sign)

/* int rn_frame(int a, int b): 3a + b, with a frame record, two epilogues */
ENTRY_NOCFI(rn_frame)
	stp	x29, x30, [sp, #-32]!
	mov	x29, sp
	str	x19, [sp, #16]
	add	w19, w0, w0, lsl #1
	cbz	w1, 1f
	add	w0, w19, w1
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
1:	mov	w0, w19
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	ret
END_NOCFI(rn_frame)

/* int rn_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY_NOCFI(rn_close)
	mov	x2, x1
	mov	x8, #57			/* __NR_close */
	svc	#0
	cmn	x0, #4095		/* carry: -4095 <= x0 <= -1 */
	b.hs	1f
	ret
1:	neg	w0, w0
	str	w0, [x2]
	mov	w0, #-1
	ret
END_NOCFI(rn_close)

/* int rn_nest(int x): rn_leaf(rn_leaf(x)) = 4x + 3, or -x if x < 0 */
ENTRY_NOCFI(rn_nest)
	tbnz	w0, #31, 1f
	sub	sp, sp, #32
	str	x30, [sp, #16]
	bl	rn_leaf
	bl	rn_leaf
	ldr	x30, [sp, #16]
	add	sp, sp, #32
	ret
1:	neg	w0, w0
	ret
END_NOCFI(rn_nest)

/*
 * int rn_sub100(int x): 100 - x, by falling into rn_add100 (x + 100);
 * rn_sub100 ends after rn_add100, as bcopy and memmove do in OpenBSD
 */
ENTRY_NOCFI(rn_sub100)
	neg	w0, w0
	/* fall into rn_add100 */
ENTRY_NOCFI(rn_add100)
	add	w0, w0, #100
	ret
END_NOCFI(rn_add100)
END_NOCFI(rn_sub100)

/*
 * int rn_clamp(int x): x, kept within 0 and 100.  Its whole body is
 * CLAMP, a .macro of this file with three returns, two of them reached
 * by jumps to labels of the body, as Linux's crypto code writes whole
 * functions: rgpp puts RETGUARD_END before each return in the body.
 */
	.macro	CLAMP lo, hi
	cmp	w0, #\lo
	b.lt	1f
	cmp	w0, #\hi
	b.gt	2f
	ret
1:	mov	w0, #\lo
	ret
2:	mov	w0, #\hi
	ret
	.endm

ENTRY_NOCFI(rn_clamp)
	CLAMP	0, 100
END_NOCFI(rn_clamp)

/* int rn_hclamp(int x): rn_clamp's body, a header's .macro (hclamp.h) */
ENTRY_NOCFI(rn_hclamp)
	HCLAMP	0, 100
END_NOCFI(rn_hclamp)

/*
 * int rn_dclamp(int x): rn_clamp's results, returned by DC_RETURN, a
 * #define of this file that restores the registers DC_ENTRANCE saved
 * and returns, as glibc's i686 string functions write RETURN: rgpp puts
 * RETGUARD_END before the ret in the #define's body.
 */
#define	DC_ENTRANCE	stp x19, x20, [sp, #-16]!
#define	DC_RETURN	ldp x19, x20, [sp], #16; ret
ENTRY_NOCFI(rn_dclamp)
	DC_ENTRANCE
	mov	w19, #0
	mov	w20, #100
	cmp	w0, w19
	b.lt	1f
	cmp	w0, w20
	b.gt	2f
	DC_RETURN
1:	mov	w0, w19
	DC_RETURN
2:	mov	w0, w20
	DC_RETURN
END_NOCFI(rn_dclamp)

/* int rn_tail(int x): rn_leaf(x + 1), by a tail call */
ENTRY_NOCFI(rn_tail)
	add	w0, w0, #1
	b	rn_leaf
END_NOCFI(rn_tail)

/*
 * int rn_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our saved x30) + 1
 */
ENTRY_NOCFI(rn_callback)
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x2, x0
	mov	x0, x1
	add	x1, x29, #8
	blr	x2
	add	w0, w0, #1
	ldp	x29, x30, [sp], #16
	ret
END_NOCFI(rn_callback)

	.section .note.GNU-stack,"",@progbits
