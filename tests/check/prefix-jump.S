/*
 * Functions of ../convert/prefix-jump.S as rgpp d8c1775 converted them
 * when it read a jump or call after a prefix or pseudo-prefix (bnd jmp
 * ext, {disp32} jmp ext), or with a suffix (jmp.d32), as an instruction
 * that falls through: no RETGUARD_END before the tail jumps, ds_jne
 * protected around its conditional jump out.  Its rgcheck passed them,
 * and gave wrong reasons for leaving rex_jmp and ds_getpc alone (a
 * macro that jumps, a read of the return address).
 */
#include <machine/asm.h>

	.text
ENTRY(ext)
	RETGUARD_START_NOCFI
	leaq	1000(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(ext)

ENTRY(bnd_jmp)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	bnd jmp	ext
1:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(bnd_jmp)

ENTRY(seg_jmp)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	ds jmp	ext
1:	cmpq	$1, %rdi
	jne	2f
	cs	jmp ext
2:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(seg_jmp)

ENTRY(pseudo_jmp)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	{disp32} jmp ext
1:	cmpq	$1, %rdi
	jne	2f
	{disp8} ds jmp ext
2:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(pseudo_jmp)

ENTRY(size_jmp)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	addr32 jmp ext
1:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
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
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	jmp.d32	ext
1:	cmpq	$1, %rdi
	jne	2f
	jmp.s	ext
2:	cmpq	$2, %rdi
	jne	3f
	RETGUARD_END_NOCFI
	BND JMP.D8 ext
3:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(suffix_jmp)

ENTRY(indirect_jmp)
	RETGUARD_START_NOCFI
	leaq	ext(%rip), %rcx
	testq	%rdi, %rdi
	jnz	1f
	bnd notrack jmp *%rcx
1:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(indirect_jmp)

/* a conditional jump out of the function */
ENTRY(ds_jne)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	testq	%rdi, %rdi
	ds jne	ext
	RETGUARD_END_NOCFI
	ret
END(ds_jne)

/* the call that pushes its own address, left alone */
ENTRY(ds_getpc)
	ds call	1f
1:	popq	%rax
	movq	%rdi, %rax
	ret
END(ds_getpc)
