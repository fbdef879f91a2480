/*
 * Conversions of ../convert/header-macro-wrap.S made wrong by hand:
 * RETGUARD_RETS makes each ret until RETGUARD_RETS_END a macro that
 * is RETGUARD_END and the return, so it must stand right around one
 * use of a header's .macro that returns, in a protected function.
 * Only good is right.
 */
#include "../convert/header-macro-wrap-defs.h"

	.text
ENTRY(twice)
	RETGUARD_START_NOCFI
	leaq	(%rdi,%rdi),%rax
	RETGUARD_END_NOCFI
	ret
END(twice)

ENTRY(good)
	RETGUARD_START_NOCFI
	RETGUARD_RETS_NOCFI
	WRAP_TWO
	RETGUARD_RETS_END
END(good)

/* no RETGUARD_RETS: WRAP_TWO returns with the address mangled */
ENTRY(missing)
	RETGUARD_START_NOCFI
	WRAP_TWO
END(missing)

/* no RETGUARD_START: the ret macro undoes an XOR never done */
ENTRY(no_start)
	RETGUARD_RETS_NOCFI
	WRAP_SSE twice
	RETGUARD_RETS_END
END(no_start)

/* RETGUARD_RETS_END forgotten: the next ret is the macro too */
ENTRY(open)
	RETGUARD_START_NOCFI
	testq	%rdi,%rdi
	jz	.Lopen
	RETGUARD_RETS_NOCFI
	WRAP_TWO
.Lopen:	RETGUARD_END_NOCFI
	ret
END(open)
	RETGUARD_RETS_END

/* RETGUARD_RETS around a plain ret that has its RETGUARD_END */
ENTRY(around_ret)
	RETGUARD_START_NOCFI
	RETGUARD_RETS_NOCFI
	RETGUARD_END_NOCFI
	ret
	RETGUARD_RETS_END
END(around_ret)
