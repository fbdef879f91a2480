/*
 * Offsets in the stack named by symbols that a .macro body assigns
 * where it is expanded, or that a block of .rept counts, as Linux's
 * sha256 transforms (offset = \round * 4 + _XFER, then an access at
 * offset(%rsp)) and sha512 ones (t = 0, then t = t+2 in each copy) do.
 * rgpp f6b5378 read none of them: an access through one might be to
 * the return address, and each function here was left alone.
 *
 * A body is read in as's order, so an assignment whose value is a
 * number once the use's arguments are put in gives the symbol that
 * value for the statements after it in that expansion, in the macros
 * it uses too, and the value they give it back; a block of .rept is
 * read copy by copy, from the value the statement before it gives
 * (as_round, as_rept, as_rept_if and as_body_rept are protected).
 * Where the value is the return address's offset, the function reads
 * it and is left alone for it (ra_round, ra_nested, ra_reread,
 * ra_rept, ra_body_rept), each of which rgpp would break if it took
 * another value: ra_nested's slot is inner's, not outer's; readslot
 * reads ra_reread's second slot; gather reaches it in its third copy,
 * which rgpp would not read if it took the copies after the first to
 * read as the first.  A use before any assignment in the expansion
 * (why_before), after one in an .if rgpp does not evaluate (why_if),
 * or a count whose value before the block is not known (why_count)
 * stays unknown: left alone, as before.
 */
#include <machine/asm.h>

#define PAIR(i)	8*(i)(%rsp)

XFER = 8

	/* rax += the slot of round n */
	.macro	round n
slot = \n * 8 + XFER
	addq	slot(%rsp), %rax
	.endm

	.macro	inner
slot = 16
	.endm

	/* slot is inner's 16 when it is read */
	.macro	outer
slot = 0
	inner
	movq	slot(%rsp), %rax
	.endm

	.macro	readslot
	movq	slot(%rsp), %rax
	.endm

	.macro	pick n
slot = \n
	readslot
	.endm

	/* rax += the slot of pair n */
	.macro	step n
idx = \n
	addq	PAIR(idx), %rax
	.endm

	/* rdi to the first n slots, each copy its own */
	.macro	fill n
v = 0
	.rept	\n
	movq	%rdi, v*8(%rsp)
v = v + 1
	.endr
	.endm

	/* rax += the first n slots */
	.macro	gather n
v = 0
	.rept	\n
	addq	v*8(%rsp), %rax
v = v + 1
	.endr
	.endm

	.macro	maybe n
	.if	\n < 2
slot = 8
	.else
slot = 16
	.endif
	movq	slot(%rsp), %rax
	.endm

	.text
/* long as_round(long x): 3x, from three rounds of slots 8, 16, 24 */
ENTRY(as_round)
	subq	$32, %rsp
	movq	%rdi, 8(%rsp)
	movq	%rdi, 16(%rsp)
	movq	%rdi, 24(%rsp)
	xorl	%eax, %eax
	round	0
	round	1
	round	2
	addq	$32, %rsp
	ret
END(as_round)

/* long ra_round(long x): round 2's slot is the return address's */
ENTRY(ra_round)
	subq	$24, %rsp
	xorl	%eax, %eax
	round	2
	addq	$24, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_round)

/* long ra_nested(long x): outer reads the slot inner sets, 16 */
ENTRY(ra_nested)
	subq	$16, %rsp
	outer
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_nested)

/* long ra_reread(long x): readslot at 0, then at 16 */
ENTRY(ra_reread)
	subq	$16, %rsp
	movq	%rdi, (%rsp)
	pick	0
	pick	16
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_reread)

/* long as_rept(long x): 3x, stored to three slots by a count */
ENTRY(as_rept)
	subq	$24, %rsp
t = 0
	.rept	3
	movq	%rdi, t*8(%rsp)
t = t + 1
	.endr
	movq	(%rsp), %rax
	addq	8(%rsp), %rax
	addq	16(%rsp), %rax
	addq	$24, %rsp
	ret
END(as_rept)

/* long ra_rept(long x): the third copy reads the return address */
ENTRY(ra_rept)
	subq	$16, %rsp
	xorl	%eax, %eax
t = 0
	.rept	3
	movq	t*8(%rsp), %rax
t = t + 1
	.endr
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_rept)

/* long as_rept_if(long x): 2x, two stores then two steps back */
ENTRY(as_rept_if)
	subq	$32, %rsp
	xorl	%eax, %eax
t = 0
	.rept	4
	.if	t < 2
	movq	%rdi, PAIR(t)
	.else
	step	t-2
	.endif
t = t + 1
	.endr
	addq	$32, %rsp
	ret
END(as_rept_if)

/* long as_body_rept(long x): 2x, through fill's count */
ENTRY(as_body_rept)
	subq	$16, %rsp
	fill	2
	movq	(%rsp), %rax
	addq	8(%rsp), %rax
	addq	$16, %rsp
	ret
END(as_body_rept)

/* long ra_body_rept(long x): gather 3 reads the return address */
ENTRY(ra_body_rept)
	subq	$16, %rsp
	movq	$0, (%rsp)
	movq	$0, 8(%rsp)
	xorl	%eax, %eax
	gather	3
	addq	$16, %rsp
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_body_rept)

/* long why_before(long x): x; readslot's slot is round's 8, unseen */
ENTRY(why_before)
	subq	$16, %rsp
	movq	%rdi, 8(%rsp)
	xorl	%eax, %eax
	round	0
	readslot
	addq	$16, %rsp
	ret
END(why_before)

/* long why_if(long x): x; slot is 8 or 16, by a condition not read */
ENTRY(why_if)
	subq	$24, %rsp
	movq	%rdi, 8(%rsp)
	maybe	1
	addq	$24, %rsp
	ret
END(why_if)

/* long why_count(long x): 2x; u is 0 where the count starts, unseen */
ENTRY(why_count)
	subq	$16, %rsp
	movq	%rdi, (%rsp)
	movq	%rdi, 8(%rsp)
u = 0
	xorl	%eax, %eax
	.rept	2
	addq	u*8(%rsp), %rax
u = u + 1
	.endr
	addq	$16, %rsp
	ret
END(why_count)
