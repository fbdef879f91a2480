/*
 * Functions of ../convert/pic-thunk.S converted by hand.  f and h call
 * a thunk that their header's macros define in another section: its
 * ret is none of theirs, and rgcheck accepts them (it used to say that
 * LOAD_PIC_REG may return from f).  j's macro also jumps to its thunk,
 * whose ret then returns from j with the address mangled: an error.
 */
#include "../convert/pic-thunk-defs.h"

	.text
ENTRY(f)
	RETGUARD_START_NOCFI
	LOAD_PIC_REG(cx)
	movl	val@GOTOFF(%ecx), %eax
	RETGUARD_END_NOCFI
	ret
END(f)

ENTRY(h)
	RETGUARD_START_NOCFI
	PUSHED_THUNK
	movl	%edx, %eax
	RETGUARD_END_NOCFI
	ret
END(h)

ENTRY(j)
	RETGUARD_START_NOCFI
	JUMPED_THUNK
	movl	%edx, %eax
	RETGUARD_END_NOCFI
	ret
END(j)

	.data
val:	.long	42
