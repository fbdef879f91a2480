/*
 * A header's .macro whose body returns: rgpp cannot put RETGUARD_END
 * in the header, so it puts RETGUARD_RETS before the use and
 * RETGUARD_RETS_END after it.  In between, ret is a GNU as macro that
 * is RETGUARD_END and the return, so that each plain ret the use
 * expands to is protected; the body is read at the use, as a .macro
 * of the file's is, to know that every ret is at the function's entry
 * depth.  Until then every function here was left alone.  The last
 * five are still (the defs.h comments say why).
 */
#include <machine/asm.h>
#include "header-macro-wrap-defs.h"

	.text
ENTRY(twice)
	leaq	(%rdi,%rdi),%rax
	ret
END(twice)

ENTRY(wrap_sse)
	WRAP_SSE twice
END(wrap_sse)

ENTRY(wrap_frame)
	WRAP_FRAME twice
END(wrap_frame)

ENTRY(wrap_two)
	WRAP_TWO
END(wrap_two)

/* the use in the middle: code after it, reached by a jump */
ENTRY(wrap_mid)
	cmpq	$100,%rdi
	jg	.Lbig
	WRAP_TWO
.Lbig:	movq	$100,%rax
	ret
END(wrap_mid)

ENTRY(wrap_cfi)
	.cfi_startproc
	WRAP_CFI twice
	.cfi_endproc
END(wrap_cfi)

/* twice the same macro in one function */
ENTRY(wrap_again)
	testq	%rdi,%rdi
	jz	.Lzero
	WRAP_SSE twice
.Lzero:	WRAP_FRAME twice
END(wrap_again)

ENTRY(wrap_retq)
	WRAP_RETQ
END(wrap_retq)

ENTRY(wrap_pushed)
	WRAP_PUSHED
END(wrap_pushed)

ENTRY(wrap_falls)
	WRAP_FALLS
	ret
END(wrap_falls)

ENTRY(wrap_inner)
	WRAP_INNER
END(wrap_inner)

ENTRY(wrap_either)
	WRAP_EITHER
END(wrap_either)
