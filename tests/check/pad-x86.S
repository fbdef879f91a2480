/*
 * Functions of ../convert/pad-x86.S as rgpp d8c1775 converted them:
 * RETGUARD_START before endbr64 under #if or .ifdef, and before
 * endbr64 and endbr32 written as data or in a macro.  Its rgcheck
 * passed them.
 */
#include <machine/asm.h>

#define LANDPAD	.byte 243, 15, 30, 250
#define PAD64	endbr64
	.set	WITH_IBT, 1

	.text
ENTRY(cet_group)
	RETGUARD_START_NOCFI
#ifdef __CET__
	endbr64
#endif
	leaq	1(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(cet_group)

ENTRY(cet_branches)
	.cfi_startproc
	RETGUARD_START
#if defined(__CET__)
	PAD64
	.cfi_remember_state
#elif defined(OTHER_PAD)
	.p2align 4
	endbr64
#else
	/* none */
#endif
	leaq	2(%rdi), %rax
	RETGUARD_END
	ret
	.cfi_endproc
END(cet_branches)

ENTRY(gas_group)
	RETGUARD_START_NOCFI
	.ifdef	WITH_IBT
	endbr64
	.endif
	leaq	3(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(gas_group)

ENTRY(byte_pad)
	RETGUARD_START_NOCFI
	.byte	0xf3, 0x0f, 0x1e, 0xfa
	leaq	4(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(byte_pad)

ENTRY(decimal_pad)
	RETGUARD_START_NOCFI
	.byte	243,15,30,250
	leaq	5(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(decimal_pad)

ENTRY(long_pad)
	RETGUARD_START_NOCFI
	.long	0xfa1e0ff3
	leaq	6(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(long_pad)

ENTRY(endbr32_pad)
	RETGUARD_START_NOCFI
	.byte	0xf3, 0x0f, 0x1e, 0xfb
	leaq	7(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(endbr32_pad)

ENTRY(macro_pad)
	RETGUARD_START_NOCFI
	LANDPAD
	leaq	8(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(macro_pad)
