/*
 * What rgpp dc21706 made of ../convert/header-flags-ret.S: cmp_ret,
 * cmp_plain and cmp_only protected, which return the result of a
 * cmpq in the flags through a header's .macro (CMPRET, PLAINRET after
 * the cmpq, CMPONLY before the ret), which ask_cmp, ask_plain and
 * ask_only read: built with -D_RET_PROTECTOR, they read
 * RETGUARD_END's xor's instead.  carry_in protected, whose ADDCARRY
 * reads the carry ask_carry set: it reads RETGUARD_START's instead.
 * Its rgcheck passed them.
 */
#include "../convert/header-flags-ret-defs.h"

	.text
/* long cmp_ret(long x): x, and in the carry flag x < 5 */
ENTRY(cmp_ret)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	RETGUARD_RETS_NOCFI
	CMPRET	$5, %rdi
	RETGUARD_RETS_END
END(cmp_ret)

/* long cmp_plain(long x): x, and in the carry flag x < 7 */
ENTRY(cmp_plain)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	cmpq	$7, %rdi
	RETGUARD_RETS_NOCFI
	PLAINRET
	RETGUARD_RETS_END
END(cmp_plain)

/* long ask_cmp(long x): x < 5, read from cmp_ret's flags */
ENTRY(ask_cmp)
	RETGUARD_START_NOCFI
	call	cmp_ret
	setb	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(ask_cmp)

/* long ask_plain(long x): x < 7, read from cmp_plain's flags */
ENTRY(ask_plain)
	RETGUARD_START_NOCFI
	call	cmp_plain
	setb	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(ask_plain)

/* long zero_ret(long x): 0 */
ENTRY(zero_ret)
	RETGUARD_START_NOCFI
	cmpq	$5, %rdi
	RETGUARD_RETS_NOCFI
	ZERORET
	RETGUARD_RETS_END
END(zero_ret)

/* long test_ret(long x): 1 for 0, else 2 */
ENTRY(test_ret)
	RETGUARD_START_NOCFI
	RETGUARD_RETS_NOCFI
	TESTRET	%rdi
	RETGUARD_RETS_END
END(test_ret)

/* long cmp_only(long x): x, and in the carry flag x < 3 */
ENTRY(cmp_only)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	CMPONLY	$3, %rdi
	RETGUARD_END_NOCFI
	ret
END(cmp_only)

/* long ask_only(long x): x < 3, read from cmp_only's flags */
ENTRY(ask_only)
	RETGUARD_START_NOCFI
	call	cmp_only
	setb	%al
	movzbl	%al, %eax
	RETGUARD_END_NOCFI
	ret
END(ask_only)

/* long carry_in(long x): x plus the carry flag its caller set */
ENTRY(carry_in)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
	ADDCARRY
	RETGUARD_END_NOCFI
	ret
END(carry_in)

/* long ask_carry(long x): x + 1, by carry_in */
ENTRY(ask_carry)
	RETGUARD_START_NOCFI
	stc
	call	carry_in
	RETGUARD_END_NOCFI
	ret
END(ask_carry)
