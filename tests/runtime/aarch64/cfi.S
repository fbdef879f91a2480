/*
 * Runtime test functions for aarch64, with CFI.  Unprotected originals:
 * the test converts them with rgpp and runs them protected.
 * nocfi.S has the same functions without CFI (rn_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/* int rt_leaf(int x): 2x + 1; one return */
ENTRY(rt_leaf)
	lsl	w0, w0, #1
	add	w0, w0, #1
	ret
END(rt_leaf)

/*
 * int rt_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one (ret x30) reached by a jump to the label on its line.
 */
ENTRY(rt_sign)
	cmp	w0, #0
	b.lt	1f
	cset	w0, ne
	ret
1:	cmn	w0, #1000
	mov	w0, #-1
	b.ge	Lsign_ret
	mov	w0, #-2
Lsign_ret:	ret	x30
END(rt_sign)

/*
 * int rt_frame(int a, int b): 3a + b, with a frame record, x30 saved at
 * CFA-24, a callee-saved register, and two epilogues: b == 0 takes the
 * second one, which starts with .cfi_restore_state, as gcc emits it.
 */
ENTRY(rt_frame)
	stp	x29, x30, [sp, #-32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	mov	x29, sp
	str	x19, [sp, #16]
	.cfi_offset 19, -16
	add	w19, w0, w0, lsl #1
	cbz	w1, 1f
	add	w0, w19, w1
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	.cfi_remember_state
	.cfi_restore 30
	.cfi_restore 29
	.cfi_restore 19
	.cfi_def_cfa_offset 0
	ret
1:	.cfi_restore_state
	mov	w0, w19
	ldr	x19, [sp, #16]
	ldp	x29, x30, [sp], #32
	.cfi_restore 30
	.cfi_restore 29
	.cfi_restore 19
	.cfi_def_cfa_offset 0
	ret
END(rt_frame)

/* int rt_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY(rt_close)
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
END(rt_close)

/*
 * int rt_nest(int x): rt_leaf(rt_leaf(x)) = 4x + 3, or -x if x < 0 by
 * an early return before x30 is saved; x30 saved at CFA-16, below sp
 * moved by sub, and reloaded before sp moves back.
 */
ENTRY(rt_nest)
	tbnz	w0, #31, 1f
	sub	sp, sp, #32
	.cfi_def_cfa_offset 32
	str	x30, [sp, #16]
	.cfi_offset 30, -16
	bl	rt_leaf
	bl	rt_leaf
	ldr	x30, [sp, #16]
	.cfi_restore 30
	add	sp, sp, #32
	.cfi_def_cfa_offset 0
	ret
1:	neg	w0, w0
	ret
END(rt_nest)

/* int rt_sub100(int x): 100 - x, by falling into rt_add100 */
ENTRY(rt_sub100)
	neg	w0, w0
	/* FALLTHROUGH */
END(rt_sub100)

/* int rt_add100(int x): x + 100 */
ENTRY(rt_add100)
	add	w0, w0, #100
	ret
END(rt_add100)

/*
 * int rt_clamp(int x): x, kept within 0 and 100.  Its whole body is
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

ENTRY(rt_clamp)
	CLAMP	0, 100
END(rt_clamp)

/* int rt_hclamp(int x): rt_clamp's body, a header's .macro (hclamp.h) */
ENTRY(rt_hclamp)
	HCLAMP	0, 100
END(rt_hclamp)

/*
 * int rt_dclamp(int x): rt_clamp's results, returned by DC_RETURN, a
 * #define of this file that restores the registers DC_ENTRANCE saved
 * and returns, as glibc's i686 string functions write RETURN: rgpp puts
 * RETGUARD_END before the ret in the #define's body.
 */
#define	DC_ENTRANCE	stp x19, x20, [sp, #-16]!;			\
			.cfi_adjust_cfa_offset 16; .cfi_rel_offset x19, 0; \
			.cfi_rel_offset x20, 8; .cfi_remember_state
#define	DC_RETURN	ldp x19, x20, [sp], #16;			\
			.cfi_adjust_cfa_offset -16; .cfi_restore x19;	\
			.cfi_restore x20; ret; .cfi_restore_state;	\
			.cfi_remember_state
ENTRY(rt_dclamp)
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
END(rt_dclamp)

/* int rt_tail(int x): rt_leaf(x + 1), by a tail call */
ENTRY(rt_tail)
	add	w0, w0, #1
	b	rt_leaf
END(rt_tail)

/*
 * int rt_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our saved x30) + 1; the CFA follows x29
 */
ENTRY(rt_callback)
	stp	x29, x30, [sp, #-16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	mov	x29, sp
	.cfi_def_cfa_register 29
	mov	x2, x0
	mov	x0, x1
	add	x1, x29, #8
	blr	x2
	add	w0, w0, #1
	ldp	x29, x30, [sp], #16
	.cfi_def_cfa 31, 0
	.cfi_restore 30
	.cfi_restore 29
	ret
END(rt_callback)

	.section .note.GNU-stack,"",@progbits
