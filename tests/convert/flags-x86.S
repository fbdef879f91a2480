/*
 * RETGUARD_START and RETGUARD_END are an xor, which sets the flags.
 * rgpp 646de17 protected each function of the first group, and its
 * rgcheck passed them: below_5, test_zero and cmp_tail leave a result
 * in the flags at their return or jump out (cmp or test before it,
 * past a mov), and flag_ret, carry_in, adc_in and lahf_in read the
 * flags their caller set; so did cmc_in, inc_in (inc keeps CF), jmp_in
 * (after a jump) and popf_ret (ZF in the flags popf restores), which
 * rgpp 1bcb155 protected; so did jump_below, macro_below and if_below,
 * whose cmp reaches the return through a jump, a .macro of the file's
 * body and the branches of an #if, which rgpp f1cff1b protected; built
 * with -D_RET_PROTECTOR, the callers (ask_*) read the xor's instead.
 * Each is left alone now.  The second group stays protected: add_ret's
 * add has a result of its own, save_flags's pushf reads the system
 * flags (IF), which the xor leaves alone, jz_ret's and sete_ret's
 * flags are read where they are set (their results are in %eax), and
 * the ask_* callers set or read the flags only around their call.
 */
#include <machine/asm.h>

	.text
/* CF: x < 5 */
ENTRY(below_5)
	cmpq	$5, %rdi
	ret
END(below_5)

/* ZF: x == 0, after a mov */
ENTRY(test_zero)
	testq	%rdi, %rdi
	movl	$7, %eax
	ret
END(test_zero)

/* 1 if x < 9: CF, given to flag_ret by a jump */
ENTRY(cmp_tail)
	cmpq	$9, %rdi
	jmp	flag_ret
END(cmp_tail)

/* 1 if the caller set CF */
ENTRY(flag_ret)
	setb	%al
	movzbl	%al, %eax
	ret
END(flag_ret)

/* 1 if the caller set CF */
ENTRY(carry_in)
	movl	$0, %eax
	jnc	1f
	movl	$1, %eax
1:	ret
END(carry_in)

/* x + CF */
ENTRY(adc_in)
	movq	%rdi, %rax
	adcq	$0, %rax
	ret
END(adc_in)

/* CF, read by lahf */
ENTRY(lahf_in)
	lahf
	movzbl	%ah, %eax
	andl	$1, %eax
	ret
END(lahf_in)

/* 1 if the caller left CF clear: cmc reads it */
ENTRY(cmc_in)
	cmc
	setc	%al
	movzbl	%al, %eax
	ret
END(cmc_in)

/* 1 if the caller set CF, which inc keeps */
ENTRY(inc_in)
	incq	%rdi
	setc	%al
	movzbl	%al, %eax
	ret
END(inc_in)

/* 1 if the caller set CF, read after a jump */
ENTRY(jmp_in)
	jmp	1f
1:	setc	%al
	movzbl	%al, %eax
	ret
END(jmp_in)

/* ZF set, in the flags popf restores */
ENTRY(popf_ret)
	pushfq
	orq	$0x40, (%rsp)
	popfq
	ret
END(popf_ret)

/* CF: x < 6, the return reached by a jump */
ENTRY(jump_below)
	cmpq	$6, %rdi
	jmp	1f
	xorl	%eax, %eax
1:	ret
END(jump_below)

	.macro	CMP7 reg
	cmpq	$7, \reg
	.endm

/* CF: x < 7, set in a .macro of the file */
ENTRY(macro_below)
	CMP7	%rdi
	ret
END(macro_below)

/* CF: x < 4, set in the branches of an #if */
ENTRY(if_below)
#ifdef __x86_64__
	cmpq	$4, %rdi
#else
	cmpl	$4, 4(%esp)
#endif
	ret
END(if_below)

/* long ask_below(long x): 1 if below_5 says x < 5 */
ENTRY(ask_below)
	call	below_5
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_below)

/* long ask_zero(long x): 1 if test_zero says x == 0 */
ENTRY(ask_zero)
	call	test_zero
	sete	%al
	movzbl	%al, %eax
	ret
END(ask_zero)

/* long ask_tail(long x): 1 if cmp_tail says x < 9 */
ENTRY(ask_tail)
	call	cmp_tail
	ret
END(ask_tail)

/* long ask_carry(long x): carry_in with CF = x < 3 */
ENTRY(ask_carry)
	cmpq	$3, %rdi
	call	carry_in
	ret
END(ask_carry)

/* long ask_adc(long x): adc_in with CF = x < 3 */
ENTRY(ask_adc)
	cmpq	$3, %rdi
	call	adc_in
	ret
END(ask_adc)

/* long ask_lahf(long x): lahf_in with CF = x < 3 */
ENTRY(ask_lahf)
	cmpq	$3, %rdi
	call	lahf_in
	ret
END(ask_lahf)

/* long ask_cmc(long x): cmc_in with CF = x < 3 */
ENTRY(ask_cmc)
	cmpq	$3, %rdi
	call	cmc_in
	ret
END(ask_cmc)

/* long ask_inc(long x): inc_in with CF = x < 3 */
ENTRY(ask_inc)
	cmpq	$3, %rdi
	call	inc_in
	ret
END(ask_inc)

/* long ask_jmp(long x): jmp_in with CF = x < 3 */
ENTRY(ask_jmp)
	cmpq	$3, %rdi
	call	jmp_in
	ret
END(ask_jmp)

/* long ask_popf(long x): 1 if popf_ret gives ZF */
ENTRY(ask_popf)
	xorl	%eax, %eax
	incl	%eax
	call	popf_ret
	sete	%al
	movzbl	%al, %eax
	ret
END(ask_popf)

/* long ask_jump(long x): 1 if jump_below says x < 6 */
ENTRY(ask_jump)
	call	jump_below
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_jump)

/* long ask_macro(long x): 1 if macro_below says x < 7 */
ENTRY(ask_macro)
	call	macro_below
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_macro)

/* long ask_if(long x): 1 if if_below says x < 4 */
ENTRY(ask_if)
	call	if_below
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_if)

/* long add_ret(long x): x + 1 */
ENTRY(add_ret)
	leaq	1(%rdi), %rax
	addq	$0, %rax
	ret
END(add_ret)

/* long save_flags(long x): the interrupt flag, 0x200 */
ENTRY(save_flags)
	pushfq
	popq	%rax
	andl	$0x200, %eax
	ret
END(save_flags)

/* long jz_ret(long x): 3 if x is 0, else 2; jz reads what test set */
ENTRY(jz_ret)
	testq	%rdi, %rdi
	jz	1f
	movl	$2, %eax
	ret
1:	movl	$3, %eax
	ret
END(jz_ret)

/* long sete_ret(long x): 1 if x is 5; sete reads what cmp set */
ENTRY(sete_ret)
	xorl	%eax, %eax
	cmpq	$5, %rdi
	sete	%al
	ret
END(sete_ret)
