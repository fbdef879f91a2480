/*
 * Jumps to symbols the file assigns: ".set .Lalias, .Ltarget" and
 * ".Lalias = .Ltarget" name a label of the function, "." the place of
 * the assignment, another name a symbol that may be elsewhere.  rgpp
 * used to take each for a symbol of another file: via_set got a
 * RETGUARD_END before its jmp, as a tail call, and ran it again at the
 * ret (SIGSEGV, built with -D_RET_PROTECTOR); the others, whose return
 * no path reached then, were left alone.
 */
#include <machine/asm.h>

	.text
ENTRY(other)
	movq	$7,%rax
	ret
END(other)

ENTRY(via_set)
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	1f
	jmp	.Lset_alias
1:	addq	$1,%rax
.Lset_target:
	addq	$2,%rax
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
	movq	%rdi,%rax
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
