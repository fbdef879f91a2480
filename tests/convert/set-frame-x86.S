/*
 * Offsets in the stack named by symbols the file assigns (.set, .equ,
 * =), as Linux's sha512_transform_rorx names its frame (frame_INP =
 * frame_SRND + SRND_SIZE).  rgpp db71e19 read no name's value: an
 * access through one might be to the return address, a stack
 * adjustment by one left the depth unknown, and each function here was
 * left alone.  A symbol the file assigns a number once, at its top
 * level, now stands for its value: sym_frame and sym_chain are
 * protected, and sym_ra and sym_chain_ra, which read their return
 * address through one, are left alone for it.  sym_twice's symbol is
 * assigned twice, and sym_body's in a .macro body too: where they are
 * read their values are not the first assignment's, and both functions
 * are left alone (each reads its return address).
 */
#include <machine/asm.h>

SIZE_A = 8
SIZE_B = 2*8
frame_A = 0
frame_B = frame_A + SIZE_A
frame_C = frame_B + SIZE_B
frame_size = frame_C + SIZE_A
	.equ	RA_AT, 8
RA_CHAIN = frame_C + SIZE_A
	.set	TWICE, 8
BODYSYM = 0

	.macro	setbody
BODYSYM = 8
	.endm

	.text
/* long sym_frame(long x): x + 3x + 5, through a frame realigned by and */
ENTRY(sym_frame)
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$frame_size, %rsp
	andq	$-32, %rsp
	movq	%rdi, frame_A(%rsp)
	leaq	(%rdi,%rdi,2), %rax
	movq	%rax, frame_B(%rsp)
	movq	$5, frame_C(%rsp)
	movq	frame_A(%rsp), %rax
	addq	frame_B(%rsp), %rax
	addq	frame_C(%rsp), %rax
	movq	%rbp, %rsp
	popq	%rbp
	ret
END(sym_frame)

/* long sym_chain(long x): 2x, through a frame of frame_size bytes */
ENTRY(sym_chain)
	subq	$frame_size, %rsp
	movq	%rdi, frame_C(%rsp)
	movq	frame_C(%rsp), %rax
	addq	%rax, %rax
	addq	$frame_size, %rsp
	ret
END(sym_chain)

/* long sym_ra(void): its return address minus main's, at RA_AT */
ENTRY(sym_ra)
	pushq	%rbx
	movq	RA_AT(%rsp), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_ra)

/* long sym_chain_ra(void): the same at RA_CHAIN, below frame_size */
ENTRY(sym_chain_ra)
	subq	$frame_size, %rsp
	movq	RA_CHAIN(%rsp), %rax
	addq	$frame_size, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_chain_ra)

/* long sym_twice(void): TWICE is 8 here, 0 after */
ENTRY(sym_twice)
	pushq	%rbx
	movq	TWICE(%rsp), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_twice)
	.set	TWICE, 0

/* long sym_body(void): setbody makes BODYSYM 8 */
ENTRY(sym_body)
	pushq	%rbx
	setbody
	movq	BODYSYM(%rsp), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sym_body)
