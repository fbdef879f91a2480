/*
 * A name that an operand uses both after a % (%R8_LP, read as the
 * register its macro names) and bare (R8_LP, read as what its #define
 * makes it): the two readings are kept apart.  f95e2cf kept both in one
 * table and took the first's answer for an index into the second's:
 * a read through a null pointer (fuzz run 48).
 */
#define R8_LP	r8
#define KEY	%rdi

	.text
	.globl	f
	.type	f, @function
f:
	movq	%R8_LP, %rax
	movq	R8_LP, %rcx
	movq	(KEY), %rdx
	ret
	.size	f, . - f

	.globl	g
	.type	g, @function
g:
	movq	KEY, %R8_LP
	ret
	.size	g, . - g
