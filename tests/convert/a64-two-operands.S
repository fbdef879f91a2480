/*
 * An add or sub with two operands, which as refuses on aarch64, after
 * a copy of sp: rgpp 7599f22 read the third operand of "add x2, x1"
 * past the end of the statement's (fuzz run 60, ASan: a SEGV where the
 * operands end the file's, as here, without a .size).  Now it is read
 * as any instruction rgpp does not follow, and f is protected.
 */
	.text
	.globl	f
	.type	f, %function
f:
	mov	x1, sp
	ldr	x0, [x1]
	add	x2, x1
	ret
