/*
 * Labels defined in the arguments of a function-like macro, as Linux's
 * checksum_32.S does with EXC(1: movw (%esi), %bx), or in the body of
 * a #define: as sees the label where cpp puts the expansion.  rgpp
 * does not read macro arguments as statements, nor follow a jump into
 * an expansion; a jump to such a label is neither followed nor taken
 * for a tail call (rgpp used to take the next 1: it saw, and put no
 * RETGUARD_END before the jmp that the jump really reaches).
 */
#include <machine/asm.h>

#define EXC(y...)	9999: y; .pushsection .discard; .long 9999b; .popsection
#define TAIL_OTHER	1: jmp other
#define TAIL_NAMED	.Ltail: jmp other

ENTRY(other)
	movq	$7,%rax
	ret
END(other)

/* 1f is the 1: in EXC's argument, not the one after it. */
ENTRY(numeric)
	testq	%rdi,%rdi
	jz	1f
	movq	%rdi,%rax
	ret
	EXC(1:	jmp	other)
1:	ret
END(numeric)

/*
 * A name: not a symbol of another file either (rgpp used to take the
 * jmp for a tail call, with a RETGUARD_END that runs again at the ret).
 */
ENTRY(named)
	movq	%rdi,%rax
	cmpq	$1,%rdi
	jne	2f
	jmp	.Lfault
2:	addq	$10,%rax
	EXC(.Lfault:	addq	$1,%rax)
	ret
END(named)

/* In a #define's body: 1f is TAIL_OTHER's 1:, .Ltail TAIL_NAMED's. */
ENTRY(in_define)
	testq	%rdi,%rdi
	jz	1f
	cmpq	$1,%rdi
	je	.Ltail
	movq	%rdi,%rax
	ret
	TAIL_OTHER
	TAIL_NAMED
1:	ret
END(in_define)

/* Not labels: a segment register, a relocation, a C++-like name. */
ENTRY(not_labels)
	EXC(movq %fs:8,%rax)
	EXC(leaq sym(%rip),%rdx)
	testq	%rax,%rax
	jz	1f
	incq	%rax
1:	ret
END(not_labels)
