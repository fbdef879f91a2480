/*
 * Jumps written as data, as boot code and trampolines write them
 * (Linux's pmjump.S: .byte 0x66, 0xea for ljmpl): rgpp does not read
 * where they go, and the bytes it puts in move every relative target
 * behind them.  A function that reaches one and returns is left alone;
 * one that never returns is nothing to protect.  rgpp used to protect
 * data_skip: built with -D_RET_PROTECTOR, its je +1 lands inside the
 * RETGUARD_END it had put before the ret (SIGSEGV).
 */
#include <machine/asm.h>

	.text
ENTRY(other)
	movq	$7,%rax
	ret
END(other)

/* je .+3 over the ret, as bytes: 0x74 0x01 */
ENTRY(data_skip)
	movq	%rdi,%rax
	testq	%rax,%rax
	.byte	0x74, 0x01
	ret
	jmp	other
END(data_skip)

/* jmp rel32, jmp *%rax, and a prefixed jne rel32 */
ENTRY(data_jmp32)
	testq	%rdi,%rdi
	jz	1f
	.byte	0xe9
	.long	0
1:	ret
END(data_jmp32)

ENTRY(data_indirect)
	testq	%rdi,%rdi
	jz	1f
	.byte	0xff, 0xe0
1:	ret
END(data_indirect)

ENTRY(data_jcc)
	testq	%rdi,%rdi
	jz	1f
	.byte	0x2e, 0x0f, 0x85
	.long	0
1:	ret
END(data_jcc)

#ifdef HAVE_X86_INSN	/* binutils 2.41 and later */
ENTRY(data_insn)
	testq	%rdi,%rdi
	jz	1f
	.insn	0xeb
1:	ret
END(data_insn)
#endif

/* Not jumps: endbr64, call *%rax, a nop of 3 bytes. */
ENTRY(data_plain)
	.byte	0xf3, 0x0f, 0x1e, 0xfa
	leaq	other(%rip),%rax
	.byte	0xff, 0xd0
	.byte	0x0f, 0x1f, 0x00
	ret
END(data_plain)

/* Never returns: nothing to protect, and nothing said. */
ENTRY(data_only_jump)
	movq	%rdi,%rax
	.byte	0xff, 0xe0
END(data_only_jump)
