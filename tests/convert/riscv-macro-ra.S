/*
 * A macro use that names ra may read or write it: glibc's riscv64
 * setjmp stores it in the jmp_buf with REG_S, which is sd.  Protected,
 * it would store the mangled return address, and longjmp would return
 * to it.  Left alone, as a plain sd of ra to a0's memory is.
 */
#define REG_S	sd

	.text
	.globl	save
	.type	save, @function
save:
	REG_S	ra, 0(a0)
	REG_S	sp, 8(a0)
	li	a0, 0
	ret
	.size	save, .-save

/* a macro use that does not name ra is no reason */
	.globl	other
	.type	other, @function
other:
	REG_S	s0, 0(a0)
	li	a0, 0
	ret
	.size	other, .-other
