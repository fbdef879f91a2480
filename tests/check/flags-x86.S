/*
 * The first group of ../convert/flags-x86.S as rgpp 646de17 converted
 * it (cmc_in to popf_ret: as 1bcb155 did; jump_below, macro_below and
 * if_below: as f1cff1b did, which did not follow a jump, a .macro or
 * an #if back from the return to the cmp): RETGUARD_START and
 * RETGUARD_END, which set the flags, in functions that leave a result
 * in them or read their caller's.  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text
/* CF: x < 5 */
ENTRY(below_5)
	RETGUARD_START_NOCFI
	cmpq	$5, %rdi
	RETGUARD_END_NOCFI
	ret
END(below_5)

/* ZF: x == 0, after a mov */
ENTRY(test_zero)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	movl	$7, %eax
	RETGUARD_END_NOCFI
	ret
END(test_zero)

/* 1 if x < 9: CF, given to flag_ret by a jump */
ENTRY(cmp_tail)
	RETGUARD_START_NOCFI
	cmpq	$9, %rdi
	RETGUARD_END_NOCFI
	jmp	flag_ret
END(cmp_tail)

/* 1 if the caller set CF */
ENTRY(flag_ret)
	RETGUARD_START_NOCFI
	setb	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(flag_ret)

/* 1 if the caller set CF */
ENTRY(carry_in)
	RETGUARD_START_NOCFI
	movl	$0, %eax
	jnc	1f
	movl	$1, %eax
1:	RETGUARD_END_NOCFI
	ret
END(carry_in)

/* x + CF */
ENTRY(adc_in)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	adcq	$0, %rax
	RETGUARD_END_NOCFI
	ret
END(adc_in)

/* CF, read by lahf */
ENTRY(lahf_in)
	RETGUARD_START_NOCFI
	lahf
	movzbl	%ah, %eax
	andl	$1, %eax
	RETGUARD_END_NOCFI
	ret
END(lahf_in)

/* 1 if the caller left CF clear: cmc reads it */
ENTRY(cmc_in)
	RETGUARD_START_NOCFI
	cmc
	setc	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(cmc_in)

/* 1 if the caller set CF, which inc keeps */
ENTRY(inc_in)
	RETGUARD_START_NOCFI
	incq	%rdi
	setc	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(inc_in)

/* 1 if the caller set CF, read after a jump */
ENTRY(jmp_in)
	RETGUARD_START_NOCFI
	jmp	1f
1:	setc	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(jmp_in)

/* ZF set, in the flags popf restores */
ENTRY(popf_ret)
	RETGUARD_START_NOCFI
	pushfq
	orq	$0x40, (%rsp)
	popfq
	RETGUARD_END_NOCFI
	ret
END(popf_ret)


/* CF: x < 6, the return reached by a jump */
ENTRY(jump_below)
	RETGUARD_START_NOCFI
	cmpq	$6, %rdi
	jmp	1f
	xorl	%eax, %eax
1:	RETGUARD_END_NOCFI
	ret
END(jump_below)

	.macro	CMP7 reg
	cmpq	$7, \reg
	.endm

/* CF: x < 7, set in a .macro of the file */
ENTRY(macro_below)
	RETGUARD_START_NOCFI
	CMP7	%rdi
	RETGUARD_END_NOCFI
	ret
END(macro_below)

/* CF: x < 4, set in the branches of an #if */
ENTRY(if_below)
	RETGUARD_START_NOCFI
#ifdef __x86_64__
	cmpq	$4, %rdi
#else
	cmpl	$4, 4(%esp)
#endif
	RETGUARD_END_NOCFI
	ret
END(if_below)
