/*
 * riscv64 jumps written as data or .insn: beq, jal x0, jalr x0 through
 * another register, c.j, c.beqz, c.jr; jal ra is a call.  See
 * data-jump.S.
 */
#include <machine/asm.h>

	.text
ENTRY(word_beq)
	.word	0x00050463		/* beq a0, zero, .+8 */
	ret
END(word_beq)

ENTRY(word_jal)
	beqz	a0, 1f
	.word	0x0080006f		/* j .+8 */
1:	ret
END(word_jal)

ENTRY(half_cj)
	beqz	a0, 1f
	.half	0xa011			/* c.j .+4 */
1:	ret
END(half_cj)

ENTRY(half_cbeqz)
	.half	0xc111			/* c.beqz a0, .+4 */
	ret
END(half_cbeqz)

ENTRY(half_cjr)
	beqz	a0, 1f
	.half	0x8282			/* c.jr t0 */
1:	ret
END(half_cjr)

ENTRY(insn_j)
	beqz	a0, 1f
	.insn	j 0x6f, x0, 1f
1:	ret
END(insn_j)

ENTRY(insn_b)
	.insn	b 0x63, 0, a0, zero, 1f
1:	ret
END(insn_b)

/* Calls and plain instructions. */
ENTRY(data_calls)
	addi	sp, sp, -16
	sd	ra, 8(sp)
	.word	0x000000ef		/* jal ra, . */
	.insn	j 0x6f, ra, 1f
1:	.insn	r 0x33, 0, 0, a0, a0, a1	/* add */
	.word	0x00000013		/* nop */
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
END(data_calls)
