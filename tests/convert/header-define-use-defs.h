/*
 * A header's .macros and lowercase #defines, for header-define-use.S:
 * getrm reads the word above the top of the stack into its argument,
 * drop8 pops a word; getra and addsp, #defines named without
 * capitals, are used as instructions, and cpsp, one with parameters,
 * as one too.
 */
.macro getrm r
	movq	8(%rsp), \r
.endm

.macro drop8
	addq	$8, %rsp
.endm

#define getra	movq 8(%rsp), %rax
#define addsp(n)	addq $n, %rsp
#define cpsp(r)	movq %rsp, r
