/*
 * The return address's slot named by an expression, a symbol, or an
 * access that starts inside it.  rgpp 5422342 read a displacement that
 * was no plain number as not the slot, and protected ra_set, ra_equ,
 * ra_assign, ra_define2 and ra_half: built with -D_RET_PROTECTOR they
 * read or write the mangled address (ra_set returns it).  Its rgcheck
 * passed them.  Each is now left alone, and so is ra_expr, which that
 * rgpp left alone for a stack adjustment by an expression, $(2*8): it
 * now computes such expressions, and protects framed and paren_frame.
 * The %esp of old32, under #ifndef __x86_64__, makes a 4-byte slot,
 * and 4(%esp) is past it.  red_zone, protected until an index register
 * counted as a possible use (its -8(%rsp,%rdi) reads the return address
 * for x = 8), is left alone.
 */
#include <machine/asm.h>

#if defined(LARGE)
#define SLOT2	16
#else
#define SLOT2	(8 + 8)
#endif
	.set	SLOT_SET, 16
	.equ	SLOT_EQU, 8
SLOT_ASSIGN = 0

	.text
/* long ra_expr(void): its return address minus main's */
ENTRY(ra_expr)
	subq	$(2*8), %rsp
	movq	8*2(%rsp), %rax
	addq	$(2*8), %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_expr)

ENTRY(ra_set)
	pushq	%rbx
	pushq	%rbp
	movq	SLOT_SET(%rsp), %rax
	popq	%rbp
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_set)

ENTRY(ra_equ)
	pushq	%rbx
	movq	%rax, SLOT_EQU(%rsp)
	popq	%rbx
	ret
END(ra_equ)

ENTRY(ra_assign)
	movq	%rax, SLOT_ASSIGN(%rsp)
	ret
END(ra_assign)

ENTRY(ra_define2)
	subq	$16, %rsp
	movq	SLOT2(%rsp), %rax
	addq	$16, %rsp
	ret
END(ra_define2)

ENTRY(ra_half)
	movl	%eax, 4(%rsp)
	ret
END(ra_half)

/* long framed(long x): x, through a slot of its frame */
ENTRY(framed)
	subq	$(2*8), %rsp
	movq	%rdi, (1*8)(%rsp)
	movq	(1*8)(%rsp), %rax
	addq	$2*8, %rsp
	ret
END(framed)

/* long paren_frame(long x): x + 3, with a shifted and negated size */
ENTRY(paren_frame)
	subq	$(1 << 5), %rsp
	movq	%rdi, -(-3*8)(%rsp)
	movq	24(%rsp), %rax
	addq	$3, %rax
	addq	$((1 << 6) / 2), %rsp
	ret
END(paren_frame)

/* long red_zone(long x): x, through the red zone below the slot */
ENTRY(red_zone)
	movq	%rdi, -8(%rsp)
	movl	%edi, -12(%rsp)
	movzbl	-8(%rsp,%rdi), %eax
	addq	-8(%rsp), %rax
	ret
END(red_zone)

ENTRY(old32)
#ifndef __x86_64__
	movl	4(%esp), %eax
#else
	movq	%rdi, %rax
#endif
	ret
END(old32)
