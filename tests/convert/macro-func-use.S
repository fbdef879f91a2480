/*
 * A function defined whole in a .macro body, converted once as a unit
 * of the body's statements, where the file's other .macros are not
 * defined: rgpp 6008e8e took the uses of pushit and getra for nothing,
 * and mkfun's functions, which read their return address through getra
 * after pushit's push, returned it mangled when built with -D_RET_PROTECTOR.  A body that uses a .macro
 * of the file is now not converted as a unit: its return is reported
 * (-Wmacro-ret), its functions are not protected.  mkplain's body uses
 * none, and its function is protected.
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
	pushit
	getra	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
	.size	\name, .-\name
	.endm

	.macro mkplain name
	.globl	\name
	.type	\name, @function
\name:
	movq	%rdi, %rax
	ret
	.size	\name, .-\name
	.endm

	.text
	mkfun	mac_ra
	mkplain	mac_plain
