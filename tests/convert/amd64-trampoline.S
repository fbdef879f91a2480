/* A ret that jumps (the target was pushed), and far returns. */
	.text
	.globl	tramp
	.type	tramp,@function
tramp:
	pushq	%rax
	ret
	.size	tramp, .-tramp

	.globl	fromuser
	.type	fromuser,@function
fromuser:
	swapgs
	sysretq
	.size	fromuser, .-fromuser
