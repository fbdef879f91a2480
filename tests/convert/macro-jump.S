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

/* to a parameter: where the use's argument says (libgcc's 8f) */
	.globl	k
	.type	k,@function
k:
	MAYBE	2f
	ret
2:	xorl	%eax, %eax
	ret
	.size	k, .-k

/* a keyword argument: rgpp cannot tell where */
	.globl	k2
	.type	k2,@function
k2:
	MAYBE	lbl=3f
	ret
3:	xorl	%eax, %eax
	ret
	.size	k2, .-k2

	.macro TO_OUT i
	testl	%eax, %eax
	jz	.Lout_\i
	.endm

/* a label made of the use's argument (.Lout_\i, 0): followed */
	.globl	n
	.type	n,@function
n:
	TO_OUT	0
	ret
.Lout_0:
	xorl	%eax, %eax
	ret
	.size	n, .-n

	.macro OWN8 lbl
	testl	%eax, %eax
	jz	\lbl
8:	incl	%eax
	.endm

/* 8f from the use, and the body has an 8: of its own: the jump is to it */
	.globl	o
	.type	o,@function
o:
	OWN8	8f
	ret
	.size	o, .-o

/* a label of the expansion (\@): stays inside */
	.globl	m
	.type	m,@function
m:
	LOOPY
	ret
	.size	m, .-m
