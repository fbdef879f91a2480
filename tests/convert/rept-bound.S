/*
 * Blocks that as repeats, where rgpp cannot read how many times, or
 * would read them too many times.  rgpp d8c1775 read each body once,
 * and protected sym_count and quoted, whose counts it cannot read,
 * labels, whose block it walks once, huge, a hundred million pushes,
 * and deep, nine blocks deep, in each of which as repeats a push more
 * times than the pop that follows undoes.  Each now loses the depth
 * (-Wdepth says why), but sym_count: rgpp reads COUNT, which the file
 * sets once, since 3020320, and finds its return at depth 8, a jump
 * (-Wjump-ret).  It put the RETGUARD_START of huge_nop inside its
 * .rept of a hundred million nops, which as runs as many times; it now
 * goes before the .rept.  table, each copy of which leaves by a jump,
 * keeps its RETGUARD_START inside the .rept, where each copy, a
 * trampoline, has one, as before.
 */
#include <machine/asm.h>

	.set	COUNT, 2

	.text
ENTRY(sym_count)
	.rept	COUNT
	pushq	%rbx
	.endr
	popq	%rbx
	ret
END(sym_count)

ENTRY(quoted)
	.irp	r, "rbx", rbp
	pushq	%rbx
	.endr
	popq	%rbx
	ret
END(quoted)

ENTRY(labels)
	.rept	2
	pushq	%rbx
1:	decq	%rdi
	jnz	1b
	.endr
	popq	%rbx
	ret
END(labels)

ENTRY(huge)
	.rept	100000000
	pushq	%rax
	.endr
	popq	%rax
	ret
END(huge)

ENTRY(deep)
	.rept 2
	.rept 2
	.rept 2
	.rept 2
	.rept 2
	.rept 2
	.rept 2
	.rept 2
	.rept 2
	pushq	%rax
	.endr
	.endr
	.endr
	.endr
	.endr
	.endr
	.endr
	.endr
	.endr
	popq	%rax
	ret
END(deep)

ENTRY(huge_nop)
	.rept	100000000
	nop
	.endr
	ret
END(huge_nop)

ENTRY(table)
	.rept	4
	pushq	$1
	jmp	common
	.endr
END(table)

common:
	popq	%rax
	ret
