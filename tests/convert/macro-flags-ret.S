/*
 * Returns in the bodies of the file's .macros that rgpp did not see
 * as such: rgpp 6008e8e protected cmp_ret, which returns through
 * cmpret's body with the result of its cmpq in the flags (its caller
 * ask_cmp, built with -D_RET_PROTECTOR, read RETGUARD_END's xor's
 * instead), and data_cond, whose path through rbret returns through
 * bret's .byte 0xc3 (data_first's use of rbret had been read first, and
 * the reading was kept as one that goes on: built with
 * -D_RET_PROTECTOR, data_cond(5) returned to its mangled address).
 * Both are now left alone.  zero_ret's body's xorl leaves no result in
 * the flags, and it stays protected, as does ask_cmp.
 */
#include <machine/asm.h>

	.macro cmpret a, b
	cmpq	\a, \b
	ret
	.endm

	.macro zeroret
	xorl	%eax, %eax
	ret
	.endm

	.macro bret
	.byte	0xc3
	.endm

	.macro rbret
	bret
	.endm

	.text
/* long data_first(long x): x */
ENTRY(data_first)
	movq	%rdi, %rax
	rbret
	ret
END(data_first)

/* long data_cond(long x): x, or 1 for 0 */
ENTRY(data_cond)
	movq	%rdi, %rax
	testq	%rdi, %rdi
	jz	1f
	rbret
1:	incq	%rax
	ret
END(data_cond)

/* long cmp_ret(long x): x, and in the carry flag x < 5 */
ENTRY(cmp_ret)
	movq	%rdi, %rax
	cmpret	$5, %rdi
END(cmp_ret)

/* long ask_cmp(long x): x < 5, read from cmp_ret's flags */
ENTRY(ask_cmp)
	call	cmp_ret
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_cmp)

/* long zero_ret(long x): 0 */
ENTRY(zero_ret)
	movq	%rdi, %rax
	zeroret
END(zero_ret)
