/*
 * Functions that return inside a header's .macro whose registers are
 * named by macros.  rgpp read the header's statements as if they were
 * the file's: RA_OUT's .macro line has the index of PICK's #define
 * here, so RA_OUT's %SP_REG was taken for PICK's parameter, whose one
 * argument is rdi, and g was protected: RA_OUT returns the mangled
 * address it read.  (Where no statement of the file has the index, the
 * read went out of bounds: the fuzzer's find in CI, under ASan.)  Now
 * g is left alone and f, whose ARG_OUT does not touch the stack, is
 * protected around its use.
 */
#include "header-macro-reg-defs.h"
	.text
#define PICK(SP_REG) movq %SP_REG, %rax

ENTRY(g)
	PICK(rdi)
	testq	%rdi, %rdi
	jnz	1f
	RA_OUT
1:
	movl	$1, %eax
	ret
END(g)

ENTRY(f)
	testq	%rdi, %rdi
	jnz	1f
	ARG_OUT
1:
	movl	$1, %eax
	ret
END(f)
