/*
 * Where a function runs when its entry is followed by a section switch:
 * fall-through goes to the next statement in the same section, and
 * RETGUARD_START goes before the function's first code there.
 */
	.text

/* a table in .rodata between the entry and the code */
	.globl	table
	.type	table,@function
table:
	.cfi_startproc
	.section .rodata
.Ltab:	.long	1, 2, 3
	.previous
	movl	.Ltab(%rip),%eax
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
	movq	.Lval(%rip),%rax
	ret
	.cfi_endproc
	.size	pushed,.-pushed

/* .section ".text" is .text: the code after it is the function's */
	.globl	quoted
	.type	quoted,@function
quoted:
	.cfi_startproc
	.section ".text"
	movl	$2,%eax
	ret
	.cfi_endproc
	.size	quoted,.-quoted

/* as reads directive names in any case: .TEXT is .text */
	.globl	upper
	.type	upper,@function
upper:
	.cfi_startproc
	.TEXT
	movl	$3,%eax
	ret
	.cfi_endproc
	.size	upper,.-upper
