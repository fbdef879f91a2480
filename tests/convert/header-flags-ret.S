/*
 * Returns through a header's .macro with a result in the flags: rgpp
 * dc21706 protected cmp_ret (RETGUARD_RETS around the use of CMPRET,
 * whose body returns right after its cmpq) and cmp_plain (a cmpq, then
 * PLAINRET's ret), as it did not read a header's body for the flags,
 * only the file's .macros' (macro-flags-ret.S).  Built with
 * -D_RET_PROTECTOR, their callers ask_cmp and ask_plain read the
 * flags of RETGUARD_END's xor instead.  Both are now left alone.  So
 * are cmp_only, whose plain ret follows CMPONLY's cmpq, and carry_in,
 * whose ADDCARRY reads the carry its caller ask_carry set (which
 * RETGUARD_START's xor clears), which dc21706 protected too, reading
 * neither body for the flags.  zero_ret's ZERORET leaves the flags of
 * an xorl, and test_ret's TESTRET reads those of its testq (a jz):
 * both stay protected, as do the callers.
 */
#include "header-flags-ret-defs.h"

	.text
/* long cmp_ret(long x): x, and in the carry flag x < 5 */
ENTRY(cmp_ret)
	movq	%rdi, %rax
	CMPRET	$5, %rdi
END(cmp_ret)

/* long cmp_plain(long x): x, and in the carry flag x < 7 */
ENTRY(cmp_plain)
	movq	%rdi, %rax
	cmpq	$7, %rdi
	PLAINRET
END(cmp_plain)

/* long ask_cmp(long x): x < 5, read from cmp_ret's flags */
ENTRY(ask_cmp)
	call	cmp_ret
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_cmp)

/* long ask_plain(long x): x < 7, read from cmp_plain's flags */
ENTRY(ask_plain)
	call	cmp_plain
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_plain)

/* long zero_ret(long x): 0 */
ENTRY(zero_ret)
	cmpq	$5, %rdi
	ZERORET
END(zero_ret)

/* long test_ret(long x): 1 for 0, else 2 */
ENTRY(test_ret)
	TESTRET	%rdi
END(test_ret)

/* long cmp_only(long x): x, and in the carry flag x < 3 */
ENTRY(cmp_only)
	movq	%rdi, %rax
	CMPONLY	$3, %rdi
	ret
END(cmp_only)

/* long ask_only(long x): x < 3, read from cmp_only's flags */
ENTRY(ask_only)
	call	cmp_only
	setb	%al
	movzbl	%al, %eax
	ret
END(ask_only)

/* long carry_in(long x): x plus the carry flag its caller set */
ENTRY(carry_in)
	movq	%rdi, %rax
	ADDCARRY
	ret
END(carry_in)

/* long ask_carry(long x): x + 1, by carry_in */
ENTRY(ask_carry)
	stc
	call	carry_in
	ret
END(ask_carry)
