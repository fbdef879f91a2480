/*
 * ../convert/macro-func-use.S as rgpp 6008e8e converted it: mkfun's
 * function protected in its .macro body, where the uses of the file's
 * pushit and getra were read as nothing.  Its rgcheck passed it.
 */
	.macro pushit
	pushq	%rbx
	.endm

	.macro getra r
	movq	8(%rsp), \r
	.endm

	.macro mkfun name
	.globl	\name
	.type	\name, @function
\name:
	RETGUARD_START_NOCFI
	pushit
	getra	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
	.size	\name, .-\name
	.endm

	.macro mkplain name
	.globl	\name
	.type	\name, @function
\name:
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
	.size	\name, .-\name
	.endm

	.text
	mkfun	mac_ra
	mkplain	mac_plain
