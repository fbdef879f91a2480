/*
 * libffi's asmnames.h: the end macro types the function as it ends
 * it, after the code.  Its uses mark the label it names an entry, as
 * .type after the code does.  Without a .type, a label is no entry.
 */
#define C(X)	X
#define ENDF(X)	.type X,@function; .size X, . - X

	.text
	.globl	C(ffi_like)
C(ffi_like):
	movl	$1, %eax
	ret
ENDF(C(ffi_like))

	.globl	untyped
untyped:
	ret
	.size	untyped, .-untyped
