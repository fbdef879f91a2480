/*
 * riscv64 registers named by macros, as in bare-regs.S: a write of ra
 * through RADDR leaves the function alone; a save and restore of ra
 * through it is followed; SZREG(sp), an object-like macro defined two
 * ways before a base register, reads as an unknown offset from sp.
 */
#define RADDR	ra
#define FRAME	s0
#define FRAMESZ	16
#if __riscv_xlen == 64
#define SZREG	8
#else
#define SZREG	4
#endif

	.text

/* writes ra through #define: left alone */
	.globl	set_ra
	.type	set_ra, @function
set_ra:
	mv	RADDR, a0
	ret
	.size	set_ra, . - set_ra

/* saves and restores ra by macro: protected */
	.globl	framed
	.type	framed, @function
framed:
	addi	sp, sp, -FRAMESZ
	sd	RADDR, 8(sp)
	sd	FRAME, 0(sp)
	addi	FRAME, sp, FRAMESZ
	call	callee
	ld	FRAME, 0(sp)
	ld	RADDR, 8(sp)
	addi	sp, sp, FRAMESZ
	ret
	.size	framed, . - framed

/* loads a word at SZREG(sp), ra untouched: protected */
	.globl	word
	.type	word, @function
word:
	ld	a0, SZREG(sp)
	ret
	.size	word, . - word

/* loads ra from SZREG(sp), an offset rgpp cannot tell: left alone */
	.globl	load_ra
	.type	load_ra, @function
load_ra:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	call	callee
	ld	ra, SZREG(sp)
	addi	sp, sp, 16
	ret
	.size	load_ra, . - load_ra
