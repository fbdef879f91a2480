/*
 * .macros whose bodies return, as a header defines them: glibc's
 * svml_d_wrapper_impl.h writes whole vector-math functions so
 * (ENTRY (_ZGVbN2v_sin); WRAPPER_IMPL_SSE2 sin; END (_ZGVbN2v_sin)).
 */

/* WRAPPER_IMPL_SSE2's shape: a frame of its own, two calls, ret. */
.macro WRAP_SSE callee
	subq	$40,%rsp
	movq	%rdi,(%rsp)
	call	\callee
	movq	%rax,8(%rsp)
	movq	(%rsp),%rdi
	call	\callee
	addq	8(%rsp),%rax
	addq	$40,%rsp
	ret
.endm

/* WRAPPER_IMPL_AVX's: a frame pointer and an aligned stack. */
.macro WRAP_FRAME callee
	pushq	%rbp
	movq	%rsp,%rbp
	andq	$-32,%rsp
	subq	$32,%rsp
	call	\callee
	movq	%rbp,%rsp
	popq	%rbp
	ret
.endm

/* Two returns, one reached by a jump to a label of the body. */
.macro WRAP_TWO
	testq	%rdi,%rdi
	js	1f
	leaq	1(%rdi),%rax
	ret
1:	movq	$-1,%rax
	ret
.endm

/* With CFI directives, as glibc's have them. */
.macro WRAP_CFI callee
	subq	$8,%rsp
	.cfi_adjust_cfa_offset 8
	call	\callee
	addq	$8,%rsp
	.cfi_adjust_cfa_offset -8
	ret
.endm

/* Left alone: a return rgpp's ret macro would not reach. */
.macro WRAP_RETQ
	movq	%rdi,%rax
	retq
.endm

/* Left alone: it returns with a word still pushed (a jump). */
.macro WRAP_PUSHED
	pushq	%rdi
	ret
.endm

/* Left alone: a path leaves the body without returning. */
.macro WRAP_FALLS
	movq	%rdi,%rax
	testq	%rdi,%rdi
	jz	1f
	ret
1:
.endm

/* Left alone: a macro inside, which rgpp does not read from here. */
.macro WRAP_INNER
	WRAP_TWO
.endm

/* Left alone: two definitions, and rgpp cannot tell which is used. */
#ifdef WRAP_ALT
.macro WRAP_EITHER
	movq	%rdi,%rax
	ret
.endm
#else
.macro WRAP_EITHER
	leaq	1(%rdi),%rax
	ret
.endm
#endif
