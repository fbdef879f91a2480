/*
 * What rgpp made of ../convert/set-alias.S before it read symbol
 * assignments: via_set's jmp to .Lset_alias took a RETGUARD_END as a
 * tail call, and the ret another (SIGSEGV); rgcheck passed it.
 */
#include <machine/asm.h>

	.text
ENTRY(other)
	RETGUARD_START_NOCFI
	movq	$7,%rax
	RETGUARD_END_NOCFI
	ret
END(other)

ENTRY(via_set)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	1f
	RETGUARD_END_NOCFI
	jmp	.Lset_alias
1:	addq	$1,%rax
.Lset_target:
	addq	$2,%rax
	RETGUARD_END_NOCFI
	ret
	.set	.Lset_alias, .Lset_target
END(via_set)

ENTRY(via_equ)
	movq	%rdi,%rax
	jmp	.Lequ_alias
	.equ	.Lequ_alias, .Lequ_here
	addq	$100,%rax
.Lequ_here:
	addq	$3,%rax
	ret
END(via_equ)

ENTRY(via_assign)
	movq	%rdi,%rax
	jmp	.Lassign_alias
	addq	$100,%rax
.Lassign_target:
	addq	$4,%rax
	ret
.Lassign_alias = .Lassign_target
END(via_assign)

/* ".": the assignment is where the symbol is. */
ENTRY(via_dot)
	movq	%rdi,%rax
	jmp	.Ldot
	addq	$100,%rax
	.set	.Ldot, .
	addq	$5,%rax
	ret
END(via_dot)

/* Another function's name: a tail call, as to the function itself. */
ENTRY(via_function)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	jmp	other_alias
END(via_function)
	.set	other_alias, other

/* An expression rgpp does not read: left alone. */
ENTRY(via_expr)
	movq	%rdi,%rax
	jmp	.Lexpr
	addq	$100,%rax
.Lexpr_base:
	addq	$6,%rax
	ret
	.set	.Lexpr, .Lexpr_base + 0
END(via_expr)
