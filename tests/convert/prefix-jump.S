/*
 * Jumps and calls after prefixes and pseudo-prefixes, and with as's
 * suffixes and branch hints.  rgpp d8c1775 read the operand of a prefix
 * without its blanks (bnd jmp ext as "jmpext"), a {pseudo-prefix} as no
 * statement and jmp.d32 as no jump: it took each tail jump below for an
 * instruction that falls through and put no RETGUARD_END before it, so
 * built with -D_RET_PROTECTOR the jump left with the return address
 * mangled (SIGSEGV in ext's ret).  It protected ds_jne, whose jump out
 * is conditional, and left alone ds_getpc (a pop of the return address,
 * the call not seen) and rex_jmp (REX.W taken for a macro that jumps).
 * Its rgcheck passed them.  With a prefix on a line of its own (cs;
 * jmp), RETGUARD_END went between the prefix and the jump: notrack
 * then applied to RETGUARD_END's xor, and the jump was tracked.
 */
#include <machine/asm.h>

	.text
ENTRY(ext)
	leaq	1000(%rdi), %rax
	ret
END(ext)

ENTRY(bnd_jmp)
	testq	%rdi, %rdi
	jnz	1f
	bnd jmp	ext
1:	movq	%rdi, %rax
	ret
END(bnd_jmp)

ENTRY(seg_jmp)
	testq	%rdi, %rdi
	jnz	1f
	ds jmp	ext
1:	cmpq	$1, %rdi
	jne	2f
	cs	jmp ext
2:	movq	%rdi, %rax
	ret
END(seg_jmp)

ENTRY(pseudo_jmp)
	testq	%rdi, %rdi
	jnz	1f
	{disp32} jmp ext
1:	cmpq	$1, %rdi
	jne	2f
	{disp8} ds jmp ext
2:	movq	%rdi, %rax
	ret
END(pseudo_jmp)

ENTRY(size_jmp)
	testq	%rdi, %rdi
	jnz	1f
	addr32 jmp ext
1:	movq	%rdi, %rax
	ret
END(size_jmp)

ENTRY(rex_jmp)
	testq	%rdi, %rdi
	jnz	1f
	REX.W JMP ext
1:	cmpq	$1, %rdi
	jne	2f
	rex64 jmp ext
2:	movq	%rdi, %rax
	ret
END(rex_jmp)

ENTRY(suffix_jmp)
	testq	%rdi, %rdi
	jnz	1f
	jmp.d32	ext
1:	cmpq	$1, %rdi
	jne	2f
	jmp.s	ext
2:	cmpq	$2, %rdi
	jne	3f
	BND JMP.D8 ext
3:	movq	%rdi, %rax
	ret
END(suffix_jmp)

ENTRY(indirect_jmp)
	leaq	ext(%rip), %rcx
	testq	%rdi, %rdi
	jnz	1f
	bnd notrack jmp *%rcx
1:	movq	%rdi, %rax
	ret
END(indirect_jmp)

ENTRY(line_prefix)
	leaq	ext(%rip), %rcx
	testq	%rdi, %rdi
	jnz	1f
	notrack; jmp *%rcx
1:	cmpq	$1, %rdi
	jne	2f
	cs
	jmp	ext
2:	movq	%rdi, %rax
	ret
END(line_prefix)

/* a conditional jump out of the function: left alone */
ENTRY(ds_jne)
	movq	%rdi, %rax
	testq	%rdi, %rdi
	ds jne	ext
	ret
END(ds_jne)

ENTRY(hint_jne)
	movq	%rdi, %rax
	testq	%rdi, %rdi
	jne,pt	ext
	ret
END(hint_jne)

/* calls, and the call that pushes its own address */
ENTRY(ds_call)
	subq	$8, %rsp
	ds call	ext
	addq	$8, %rsp
	ret
END(ds_call)

ENTRY(ds_getpc)
	ds call	1f
1:	popq	%rax
	movq	%rdi, %rax
	ret
END(ds_getpc)
