/*
 * Uses of a header's lowercase .macros, and of one named as an
 * instruction.  rgpp fb5d047 took each use for an instruction it did
 * not know and read none of their bodies: it protected ra_lower and
 * ra_named, which then returned their mangled return address,
 * tail_lower and tail_nested, whose tail jumps left with it mangled,
 * and push_jump, whose ret is a jump to the address target pushes
 * (its RETGUARD_END mangled that address).  Each use is read now as a
 * use of a .macro of the file or of an uppercase one is: the first
 * five are left alone, and spilled, whose spill and unspill balance,
 * is protected.
 */
#include <machine/asm.h>
#include "header-macro-lower-defs.h"

	.text
/* long twice(long) */
ENTRY(twice)
	leaq	(%rdi,%rdi), %rax
	ret
END(twice)

/* long ra_lower(long): its return address minus main's */
ENTRY(ra_lower)
	pushq	%rbx
	getra	%rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_lower)

/* long ra_named(long): the same through cqto */
ENTRY(ra_named)
	pushq	%rbx
	cqto
	movq	%rdx, %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(ra_named)

/* long tail_lower(long x): x ? twice(x) : 5 */
ENTRY(tail_lower)
	testq	%rdi, %rdi
	jz	1f
	tailto	twice
1:	movl	$5, %eax
	ret
END(tail_lower)

/* long tail_nested(long x): the same through WRAPTAIL */
ENTRY(tail_nested)
	testq	%rdi, %rdi
	jz	1f
	WRAPTAIL twice
1:	movl	$5, %eax
	ret
END(tail_nested)

/* long push_jump(long x): twice(x), by a ret to it */
ENTRY(push_jump)
	target twice
	ret
END(push_jump)

/* long spilled(long x): x + 1 */
ENTRY(spilled)
	spill	%rbx
	leaq	1(%rdi), %rbx
	movq	%rbx, %rax
	unspill	%rbx
	ret
END(spilled)
