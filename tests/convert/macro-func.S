/*
 * A .macro whose body is a whole function, as Linux's sha1_ssse3_asm.S
 * writes SHA1_VECTOR_ASM: each use defines one.  rgpp converts the
 * body, as it does a #define's (sys-pseudo.h).  OPS runs an
 * instruction named by its parameter, which may be anything, and is
 * left alone; the body of SAVED is not a function (it is used inside
 * one), and its return stays reported.  COND has an #ifdef inside,
 * which rgpp does not follow in a body: it is not converted (the
 * fuzzer found the #if's links into the file read out of bounds).
 */
	.macro	LEAF name
	.text
	.globl	\name
	.type	\name,@function
\name:
	pushq	%rbx
	leal	1(%rdi,%rdi),%eax
	popq	%rbx
	ret
	.size	\name, . - \name
	.endm

	.macro	OPS name, op
	.globl	\name
	.type	\name,@function
\name:
	\op
	ret
	.size	\name, . - \name
	.endm

	.macro	SAVED
	popq	%rbx
	ret
	.endm

	.macro	COND name
	ENTRY(\name)
#ifdef FAST
	xorl	%eax,%eax
#endif
	ret
	END(\name)
	.endm

	LEAF	one
	LEAF	two
	OPS	three, rdtsc
