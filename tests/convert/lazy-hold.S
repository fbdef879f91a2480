/*
 * A function whose return macro uses a RETGUARD_END that its header
 * defines with a return inside (lazy-hold-defs.h).  Read from the
 * header's first pass, the body after a NUL held no return, and f was
 * protected (the fuzzer's find: reading every definition of the header
 * at once left f alone).  It is left alone.
 */
#include "lazy-hold-defs.h"

ENTRY(f)
	movl	$3, %eax
	GUARDED_RET
END(f)
