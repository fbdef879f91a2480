/*
 * cmp_ret, ask_cmp and zero_ret of ../convert/macro-flags-ret.S as rgpp
 * 6008e8e converted them: cmp_ret protected, its cmpret's return after
 * a cmpq that leaves its result in the flags, which ask_cmp reads.  Its
 * rgcheck passed it.  (data_cond's conversion is not here: the old
 * rgcheck flags data_first, whose reading of rbret hid data_cond's.)
 */
#include <machine/asm.h>

	.macro cmpret a, b
	cmpq	\a, \b
	RETGUARD_END_NOCFI
	ret
	.endm

	.macro zeroret
	xorl	%eax, %eax
	RETGUARD_END_NOCFI
	ret
	.endm

	.text
/* long cmp_ret(long x): x, and in the carry flag x < 5 */
ENTRY(cmp_ret)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	cmpret	$5, %rdi
END(cmp_ret)

/* long ask_cmp(long x): x < 5, read from cmp_ret's flags */
ENTRY(ask_cmp)
	RETGUARD_START_NOCFI
	call	cmp_ret
	setb	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(ask_cmp)

/* long zero_ret(long x): 0 */
ENTRY(zero_ret)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	zeroret
END(zero_ret)
