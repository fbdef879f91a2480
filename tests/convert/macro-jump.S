/*
 * Jumps in the body of a .macro of the file: a jump out of the body is
 * a jump from the macro's use.  Before, they were not seen at all: f
 * was protected with no RETGUARD_END before its tail jump, and g with
 * a conditional one; newlib's riscv64 strcmp (check_one_word's
 * "bne t0, t2, .Lnull\i") returned through a macro's ret mangled.
 */
	.macro OUT
	jmp	elsewhere
	.endm

	.macro SKIPPY
	testl	%eax, %eax
	jz	1f
	jmp	elsewhere
1:
	.endm

	.macro TOERR
	testl	%eax, %eax
	jnz	.Lerr
	.endm

	.macro MAYBE lbl
	testl	%eax, %eax
	jz	\lbl
	.endm

	.macro LOOPY
	testl	%eax, %eax
	jz	done_\@
	incl	%eax
done_\@:
	.endm

	.text
/* a tail jump in a macro: RETGUARD_END goes before the use */
	.globl	f
	.type	f,@function
f:
	movl	$1, %eax
	OUT
	.size	f, .-f

/* around the body's own label, the jump out may be taken or not */
	.globl	g
	.type	g,@function
g:
	SKIPPY
	ret
	.size	g, .-g

/* to a label of the function: followed */
	.globl	h
	.type	h,@function
h:
	TOERR
	ret
.Lerr:
	movl	$-1, %eax
	ret
	.size	h, .-h

/* to a parameter: rgpp cannot tell where */
	.globl	k
	.type	k,@function
k:
	MAYBE	2f
	ret
2:	xorl	%eax, %eax
	ret
	.size	k, .-k

/* a label of the expansion (\@): stays inside */
	.globl	m
	.type	m,@function
m:
	LOOPY
	ret
	.size	m, .-m
