/*
 * Runtime test functions for riscv64, with CFI.  Unprotected originals:
 * the test converts them with rgpp and runs them protected.
 * nocfi.S has the same functions without CFI (rn_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/* int rt_leaf(int x): 2x + 1; one return */
ENTRY(rt_leaf)
	slliw	a0, a0, 1
	addiw	a0, a0, 1
	ret
END(rt_leaf)

/*
 * int rt_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one (jr ra) reached by a jump to the label on its line.
 */
ENTRY(rt_sign)
	bltz	a0, 1f
	snez	a0, a0
	ret
1:	li	a1, -1000
	mv	a2, a0
	li	a0, -1
	bge	a2, a1, Lsign_ret
	li	a0, -2
Lsign_ret:	jr	ra
END(rt_sign)

/*
 * int rt_frame(int a, int b): 3a + b, with a frame pointer, two
 * callee-saved registers and two epilogues, as gcc emits them: the CFI
 * rule for ra comes two instructions after its store, and b == 0 takes
 * the second epilogue, which starts with .cfi_restore_state.
 */
ENTRY(rt_frame)
	addi	sp, sp, -32
	.cfi_def_cfa_offset 32
	sd	s1, 8(sp)
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	.cfi_offset 9, -24
	.cfi_offset 1, -8
	.cfi_offset 8, -16
	addi	s0, sp, 32
	.cfi_def_cfa 8, 0
	slliw	s1, a0, 1
	addw	s1, s1, a0
	beqz	a1, 1f
	addw	a0, s1, a1
	ld	ra, 24(sp)
	.cfi_remember_state
	.cfi_restore 1
	ld	s0, 16(sp)
	.cfi_restore 8
	.cfi_def_cfa 2, 32
	ld	s1, 8(sp)
	.cfi_restore 9
	addi	sp, sp, 32
	.cfi_def_cfa_offset 0
	jalr	x0, 0(ra)
1:	.cfi_restore_state
	mv	a0, s1
	ld	ra, 24(sp)
	.cfi_restore 1
	ld	s0, 16(sp)
	.cfi_restore 8
	.cfi_def_cfa 2, 32
	ld	s1, 8(sp)
	.cfi_restore 9
	addi	sp, sp, 32
	.cfi_def_cfa_offset 0
	ret
END(rt_frame)

/* int rt_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY(rt_close)
	mv	a2, a1
	li	a7, 57			/* __NR_close */
	ecall
	li	a1, -4095
	bgeu	a0, a1, 1f
	ret
1:	negw	a0, a0
	sw	a0, 0(a2)
	li	a0, -1
	ret
END(rt_close)

/*
 * int rt_nest(int x): rt_leaf(rt_leaf(x)) = 4x + 3, or -x if x < 0 by
 * an early return before ra is saved; ra saved at CFA-16.
 */
ENTRY(rt_nest)
	bltz	a0, 1f
	addi	sp, sp, -32
	.cfi_def_cfa_offset 32
	sd	ra, 16(sp)
	.cfi_offset 1, -16
	call	rt_leaf
	call	rt_leaf
	ld	ra, 16(sp)
	.cfi_restore 1
	addi	sp, sp, 32
	.cfi_def_cfa_offset 0
	ret
1:	negw	a0, a0
	ret
END(rt_nest)

/* int rt_sub100(int x): 100 - x, by falling into rt_add100 */
ENTRY(rt_sub100)
	negw	a0, a0
	/* FALLTHROUGH */
END(rt_sub100)

/* int rt_add100(int x): x + 100 */
ENTRY(rt_add100)
	addiw	a0, a0, 100
	ret
END(rt_add100)

/*
 * int rt_clamp(int x): x, kept within 0 and 100.  Its whole body is
 * CLAMP, a .macro of this file with three returns, two of them reached
 * by jumps to labels of the body, as Linux's crypto code writes whole
 * functions: rgpp puts RETGUARD_END before each return in the body.
 */
	.macro	CLAMP lo, hi
	li	t0, \lo
	blt	a0, t0, 1f
	li	t0, \hi
	bgt	a0, t0, 2f
	ret
1:	li	a0, \lo
	ret
2:	li	a0, \hi
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
#define	DC_ENTRANCE	addi sp, sp, -16; .cfi_adjust_cfa_offset 16;	\
			sd s0, 0(sp); .cfi_rel_offset s0, 0;		\
			sd s1, 8(sp); .cfi_rel_offset s1, 8;		\
			.cfi_remember_state
#define	DC_RETURN	ld s0, 0(sp); ld s1, 8(sp); addi sp, sp, 16;	\
			.cfi_adjust_cfa_offset -16; .cfi_restore s0;	\
			.cfi_restore s1; ret; .cfi_restore_state;	\
			.cfi_remember_state
ENTRY(rt_dclamp)
	DC_ENTRANCE
	li	s0, 0
	li	s1, 100
	blt	a0, s0, 1f
	bgt	a0, s1, 2f
	DC_RETURN
1:	mv	a0, s0
	DC_RETURN
2:	mv	a0, s1
	DC_RETURN
END(rt_dclamp)

/* int rt_tail(int x): rt_leaf(x + 1), by a tail call */
ENTRY(rt_tail)
	addiw	a0, a0, 1
	tail	rt_leaf
END(rt_tail)

/*
 * int rt_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our saved ra) + 1; the CFA follows s0
 */
ENTRY(rt_callback)
	addi	sp, sp, -16
	.cfi_def_cfa_offset 16
	sd	ra, 8(sp)
	.cfi_offset 1, -8
	sd	s0, 0(sp)
	.cfi_offset 8, -16
	addi	s0, sp, 16
	.cfi_def_cfa 8, 0
	mv	a2, a0
	mv	a0, a1
	addi	a1, s0, -8
	jalr	a2
	addiw	a0, a0, 1
	ld	ra, 8(sp)
	.cfi_restore 1
	ld	s0, 0(sp)
	.cfi_restore 8
	.cfi_def_cfa 2, 16
	addi	sp, sp, 16
	.cfi_def_cfa_offset 0
	ret
END(rt_callback)

	.section .note.GNU-stack,"",@progbits
