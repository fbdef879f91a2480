/*
 * A .macro of the file that uses itself outside any .if: as repeats
 * it until its own limit and fails, and rgpp read it 2^16 times (a
 * fuzz input took 5 s); its use loses the depth at once.  One that
 * uses itself under an .if its arguments end (down) is read as as
 * reads it.
 */
	.macro	forever a
	addq	$1, %rax
	forever	\a
	forever	\a
	.endm

	.macro	down n
	.if	\n
	addq	$1, %rax
	down	\n-1
	.endif
	.endm

	.text
	.globl	f
	.type	f, @function
f:
	forever	1
	ret
	.size	f, . - f

	.globl	g
	.type	g, @function
g:
	down	3
	ret
	.size	g, . - g
