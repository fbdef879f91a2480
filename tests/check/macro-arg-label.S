/*
 * A conversion that took jumps to labels defined in a macro's
 * arguments (EXC(1: ...)) for jumps elsewhere: numeric has no
 * RETGUARD_END before the jmp its jz reaches, named runs RETGUARD_END
 * twice.  rgcheck cannot read those labels either, and says so.
 */
#include <machine/asm.h>

#define EXC(y...)	9999: y; .pushsection .discard; .long 9999b; .popsection

ENTRY(other)
	RETGUARD_START_NOCFI
	movq	$7,%rax
	RETGUARD_END_NOCFI
	ret
END(other)

/* 1f is the 1: in EXC's argument, not the one after it. */
ENTRY(numeric)
	RETGUARD_START_NOCFI
	testq	%rdi,%rdi
	jz	1f
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	ret
	EXC(1:	jmp	other)
1:	RETGUARD_END_NOCFI
	ret
END(numeric)

/*
 * A name: not a symbol of another file either (rgpp used to take the
 * jmp for a tail call, with a RETGUARD_END that runs again at the ret).
 */
ENTRY(named)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	cmpq	$1,%rdi
	jne	2f
	RETGUARD_END_NOCFI
	jmp	.Lfault
2:	addq	$10,%rax
	EXC(.Lfault:	addq	$1,%rax)
	RETGUARD_END_NOCFI
	ret
END(named)

/* Not labels: a segment register, a relocation, a C++-like name. */
ENTRY(not_labels)
	RETGUARD_START_NOCFI
	EXC(movq %fs:8,%rax)
	EXC(leaq sym(%rip),%rdx)
	testq	%rax,%rax
	jz	1f
	incq	%rax
1:	RETGUARD_END_NOCFI
	ret
END(not_labels)
