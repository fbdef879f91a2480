/*
 * Runtime test functions for riscv64, without CFI.  Unprotected
 * originals: the test converts them with rgpp and runs them protected.
 * cfi.S has the same functions with CFI (rt_*).
 */

#include "../testasm.h"
#include "hclamp.h"

/* int rn_leaf(int x): 2x + 1; one return */
ENTRY_NOCFI(rn_leaf)
	slliw	a0, a0, 1
	addiw	a0, a0, 1
	ret
END_NOCFI(rn_leaf)

/*
 * int rn_sign(int x): 1, 0 or -1, and -2 below -1000; two returns, the
 * second one (jr ra) reached by a jump to the label on its line.
 */
ENTRY_NOCFI(rn_sign)
	bltz	a0, 1f
	snez	a0, a0
	ret
1:	li	a1, -1000
	mv	a2, a0
	li	a0, -1
	bge	a2, a1, Lnsign_ret
	li	a0, -2
Lnsign_ret:	jr	ra
END_NOCFI(rn_sign)

/* int rn_frame(int a, int b): 3a + b, with a frame pointer, two epilogues */
ENTRY_NOCFI(rn_frame)
	addi	sp, sp, -32
	sd	s1, 8(sp)
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	addi	s0, sp, 32
	slliw	s1, a0, 1
	addw	s1, s1, a0
	beqz	a1, 1f
	addw	a0, s1, a1
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	addi	sp, sp, 32
	jalr	x0, 0(ra)
1:	mv	a0, s1
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	addi	sp, sp, 32
	ret
END_NOCFI(rn_frame)

/* int rn_close(int fd, int *err): close(2), -1 and *err = errno on error */
ENTRY_NOCFI(rn_close)
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
END_NOCFI(rn_close)

/* int rn_nest(int x): rn_leaf(rn_leaf(x)) = 4x + 3, or -x if x < 0 */
ENTRY_NOCFI(rn_nest)
	bltz	a0, 1f
	addi	sp, sp, -32
	sd	ra, 16(sp)
	call	rn_leaf
	call	rn_leaf
	ld	ra, 16(sp)
	addi	sp, sp, 32
	ret
1:	negw	a0, a0
	ret
END_NOCFI(rn_nest)

/*
 * int rn_sub100(int x): 100 - x, by falling into rn_add100 (x + 100);
 * rn_sub100 ends after rn_add100, as bcopy and memmove do in OpenBSD
 */
ENTRY_NOCFI(rn_sub100)
	negw	a0, a0
	/* fall into rn_add100 */
ENTRY_NOCFI(rn_add100)
	addiw	a0, a0, 100
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
#define	DC_ENTRANCE	addi sp, sp, -16; sd s0, 0(sp); sd s1, 8(sp)
#define	DC_RETURN	ld s0, 0(sp); ld s1, 8(sp); addi sp, sp, 16; ret
ENTRY_NOCFI(rn_dclamp)
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
END_NOCFI(rn_dclamp)

/* int rn_tail(int x): rn_leaf(x + 1), by a tail call */
ENTRY_NOCFI(rn_tail)
	addiw	a0, a0, 1
	tail	rn_leaf
END_NOCFI(rn_tail)

/*
 * int rn_callback(int (*cb)(void *, unsigned long *), void *arg):
 * cb(arg, address of our saved ra) + 1
 */
ENTRY_NOCFI(rn_callback)
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	addi	s0, sp, 16
	mv	a2, a0
	mv	a0, a1
	addi	a1, s0, -8
	jalr	a2
	addiw	a0, a0, 1
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
END_NOCFI(rn_callback)

	.section .note.GNU-stack,"",@progbits
