	.text
	ret
	.globl	f
	.type	f, @function
f:	ret
