#include <machine/asm.h>

	.text
	.globl	tailer
	.type	tailer, @function
tailer:
	addi	a0, a0, 1
	tail	other
	.size	tailer, .-tailer

	.globl	spelled
	.type	spelled, @function
spelled:
	beqz	a0, 1f
	jalr	x0, 0(ra)
1:	li	a0, -1
	jalr	zero, ra, 0
	.size	spelled, .-spelled

	.globl	indirect
	.type	indirect, @function
indirect:
	jr	a1
	.size	indirect, .-indirect

	.globl	trap
	.type	trap, @function
trap:
	mret
	.size	trap, .-trap
