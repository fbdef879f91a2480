/*
 * A .macro whose body returns and also starts a function of its own
 * (found by the fuzzer, in a mutation of a test's CLAMP).  Its returns are
 * not all its user's: read at outer's use, as ce88a9f did, the last
 * one got outer's RETGUARD_END and inner's, twice before one ret, and
 * inner's END ran on outer's path without inner's START.  outer is
 * left alone; inner, a function of the body, is protected.
 */
	.text
.macro BODY
	testq	%rdi, %rdi
	jz	1f
	ret
1:
	.globl	inner
	.type	inner, @function
inner:
	movq	$1, %rax
	ret
.endm

	.globl	outer
	.type	outer, @function
outer:
	BODY
	.size	outer, . - outer
