/*
 * A function written whole in a #define is converted in its body; a
 * use of it through another name (#define SIMPLE2 SIMPLE, as in Linux's
 * arm64 xen/hypercall.S) is then no unprotected return.
 */
#define SIMPLE(name)			\
	.globl	name;			\
	.type	name, %function;	\
name:					\
	mov	x0, 1;			\
	ret;				\
	.size	name, .-name

#define SIMPLE2	SIMPLE

	.text
SIMPLE2(one)
SIMPLE(two)
