/*
 * Landing pads of IBT that rgpp d8c1775 did not keep first: endbr64
 * under #ifdef __CET__ (start_point stopped at the #if), and endbr64
 * and endbr32 written as data (OpenSSL's perlasm writes .byte
 * 243,15,30,250).  It put RETGUARD_START before each: built with
 * -fcf-protection, an indirect call lands on RETGUARD_START's xor,
 * and faults where IBT is enforced.  Its rgcheck passed them.  A group
 * that holds code as well, with a pad first in a branch (cet_else,
 * cet_label), and data that goes on after its pad (pad_and_nop), got
 * RETGUARD_START before them until ba688fe: such functions are left
 * alone now (see pad-mixed.S).
 */
#include <machine/asm.h>

#define LANDPAD	.byte 243, 15, 30, 250
#define PAD64	endbr64
	.set	WITH_IBT, 1

	.text
ENTRY(cet_group)
#ifdef __CET__
	endbr64
#endif
	leaq	1(%rdi), %rax
	ret
END(cet_group)

ENTRY(cet_branches)
	.cfi_startproc
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
	ret
	.cfi_endproc
END(cet_branches)

ENTRY(gas_group)
	.ifdef	WITH_IBT
	endbr64
	.endif
	leaq	3(%rdi), %rax
	ret
END(gas_group)

ENTRY(byte_pad)
	.byte	0xf3, 0x0f, 0x1e, 0xfa
	leaq	4(%rdi), %rax
	ret
END(byte_pad)

ENTRY(decimal_pad)
	.byte	243,15,30,250
	leaq	5(%rdi), %rax
	ret
END(decimal_pad)

ENTRY(long_pad)
	.long	0xfa1e0ff3
	leaq	6(%rdi), %rax
	ret
END(long_pad)

ENTRY(endbr32_pad)
	.byte	0xf3, 0x0f, 0x1e, 0xfb
	leaq	7(%rdi), %rax
	ret
END(endbr32_pad)

ENTRY(macro_pad)
	LANDPAD
	leaq	8(%rdi), %rax
	ret
END(macro_pad)

/* not only a landing pad: left alone */
ENTRY(cet_else)
#ifdef __CET__
	endbr64
#else
	movq	%rdi, %rax
#endif
	leaq	9(%rdi), %rax
	ret
END(cet_else)

ENTRY(pad_and_nop)
	.byte	0xf3, 0x0f, 0x1e, 0xfa, 0x90
	leaq	10(%rdi), %rax
	ret
END(pad_and_nop)

ENTRY(cet_label)
#ifdef __CET__
	endbr64
1:
#endif
	leaq	11(%rdi), %rax
	ret
END(cet_label)
