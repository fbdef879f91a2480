/*
 * g of ../convert/header-macro-reg.S as rgpp converted it when it read
 * a header .macro's registers in the file's statements: protected
 * around RA_OUT, which reads its return address through %SP_REG (%rsp)
 * while RETGUARD_START has it mangled.  rgcheck passed it the same way.
 */
#include "../convert/header-macro-reg-defs.h"
	.text
#define PICK(SP_REG) movq %SP_REG, %rax

ENTRY(g)
	RETGUARD_START_NOCFI
	PICK(rdi)
	testq	%rdi, %rdi
	jnz	1f
	RETGUARD_RETS_NOCFI
	RA_OUT
	RETGUARD_RETS_END
1:
	movl	$1, %eax
	RETGUARD_END_NOCFI
	ret
END(g)
