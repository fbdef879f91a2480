/*
 * What rgpp made of ../convert/data-jump.S before it read jumps written
 * as data: data_skip dies with SIGSEGV (its je +1 lands inside the
 * RETGUARD_END put before the ret), and rgcheck passed it all.  Its
 * RETGUARD_START before data_plain's endbr64, written as data, is a
 * finding too (start-before-pad).
 */
#include <machine/asm.h>

	.text
ENTRY(other)
	RETGUARD_START_NOCFI
	movq	$7,%rax
	RETGUARD_END_NOCFI
	ret
END(other)

/* je .+3 over the ret, as bytes: 0x74 0x01 */
ENTRY(data_skip)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	.byte	0x74, 0x01
	RETGUARD_END_NOCFI
	ret
	jmp	other
END(data_skip)

/* jmp rel32, jmp *%rax, and a prefixed jne rel32 */
ENTRY(data_jmp32)
	RETGUARD_START_NOCFI
	testq	%rdi,%rdi
	jz	1f
	.byte	0xe9
	.long	0
1:	RETGUARD_END_NOCFI
	ret
END(data_jmp32)

ENTRY(data_indirect)
	RETGUARD_START_NOCFI
	testq	%rdi,%rdi
	jz	1f
	.byte	0xff, 0xe0
1:	RETGUARD_END_NOCFI
	ret
END(data_indirect)

ENTRY(data_jcc)
	RETGUARD_START_NOCFI
	testq	%rdi,%rdi
	jz	1f
	.byte	0x2e, 0x0f, 0x85
	.long	0
1:	RETGUARD_END_NOCFI
	ret
END(data_jcc)

#ifdef HAVE_X86_INSN	/* binutils 2.41 and later */
ENTRY(data_insn)
	RETGUARD_START_NOCFI
	testq	%rdi,%rdi
	jz	1f
	.insn	0xeb
1:	RETGUARD_END_NOCFI
	ret
END(data_insn)
#endif

/* Not jumps: endbr64, call *%rax, a nop of 3 bytes. */
ENTRY(data_plain)
	RETGUARD_START_NOCFI
	.byte	0xf3, 0x0f, 0x1e, 0xfa
	leaq	other(%rip),%rax
	.byte	0xff, 0xd0
	.byte	0x0f, 0x1f, 0x00
	RETGUARD_END_NOCFI
	ret
END(data_plain)

/* Never returns: nothing to protect, and nothing said. */
ENTRY(data_only_jump)
	movq	%rdi,%rax
	.byte	0xff, 0xe0
END(data_only_jump)
