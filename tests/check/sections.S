/*
 * Section switches between a function's entry and its code.  A
 * function runs on in the section of its entry: the first five are
 * protected and rgcheck must say nothing of them.  The last, outer,
 * is not: the START textually after its entry is inner's, in another
 * section, and is not on outer's path.
 */
#include <machine/asm.h>

	.text
/* a table in .rodata between the entry and the code */
	.globl	table
	.type	table,@function
table:
	.cfi_startproc
	.section .rodata
.Ltab:	.long	1, 2, 3
	.previous
	RETGUARD_START
	movl	.Ltab(%rip),%eax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	table,.-table

/* the same, with .pushsection and .popsection */
	.globl	pushed
	.type	pushed,@function
pushed:
	.cfi_startproc
	.pushsection .rodata
.Lval:	.quad	7
	.popsection
	RETGUARD_START
	movq	.Lval(%rip),%rax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	pushed,.-pushed

/* .section ".text" is .text */
	.globl	quoted
	.type	quoted,@function
quoted:
	.cfi_startproc
	.section ".text"
	RETGUARD_START
	movl	$2,%eax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	quoted,.-quoted

/* .TEXT is .text */
	.globl	upper
	.type	upper,@function
upper:
	.cfi_startproc
	.TEXT
	RETGUARD_START
	movl	$3,%eax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	upper,.-upper

/* a function in another section between outer's entry and its code */
	.globl	outer
	.type	outer,@function
outer:
	.section .text.inner,"ax",@progbits
	.globl	inner
	.type	inner,@function
inner:
	RETGUARD_START_NOCFI
	movl	$1,%eax
	RETGUARD_END_NOCFI
	ret
	.size	inner,.-inner
	.text
	movl	$2,%eax
	ret
	.size	outer,.-outer
