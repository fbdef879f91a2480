/*
 * ../convert/rept-bound.S as rgpp d8c1775 converted it: protected
 * around blocks of .rept and .irp whose count it could not read, a
 * hundred million pushes, and nine blocks deep, each read once; and
 * with RETGUARD_START inside the .rept of a hundred million nops right
 * after the entry of huge_nop, which as repeats.  Its rgcheck passed
 * them.  sym_count's .rept is now read COUNT times, as the file sets
 * it once: two pushes and a pop, so that its return is a jump.  table keeps a RETGUARD_START in each copy of its .rept, each
 * of which leaves by a jump: that is right.
 */
#include <machine/asm.h>

	.set	COUNT, 2

	.text
ENTRY(sym_count)
	.rept	COUNT
	RETGUARD_START_NOCFI
	pushq	%rbx
	.endr
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(sym_count)

ENTRY(quoted)
	.irp	r, "rbx", rbp
	RETGUARD_START_NOCFI
	pushq	%rbx
	.endr
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(quoted)

ENTRY(labels)
	.rept	2
	RETGUARD_START_NOCFI
	pushq	%rbx
1:	decq	%rdi
	jnz	1b
	.endr
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(labels)

ENTRY(huge)
	.rept	100000000
	RETGUARD_START_NOCFI
	pushq	%rax
	.endr
	popq	%rax
	RETGUARD_END_NOCFI
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
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
END(deep)

ENTRY(huge_nop)
	.rept	100000000
	RETGUARD_START_NOCFI
	nop
	.endr
	RETGUARD_END_NOCFI
	ret
END(huge_nop)

ENTRY(table)
	.rept	4
	RETGUARD_START_NOCFI
	pushq	$1
	jmp	common
	.endr
END(table)

common:
	popq	%rax
	RETGUARD_END_NOCFI
	ret
