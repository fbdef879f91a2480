/*
 * Functions that load a PC with a thunk that a header's macro defines
 * in another section.  The thunk's ret is none of the function's: f, g
 * and h are protected (rgpp used to take the thunk's ret for theirs,
 * and left 42 of glibc's i386 libm functions alone).  j's macro also
 * jumps to its thunk, and k's does not go back to the function's
 * section: they are left alone.
 */
#include "pic-thunk-defs.h"

	.text
ENTRY(f)
	LOAD_PIC_REG(cx)
	movl	val@GOTOFF(%ecx), %eax
	ret
END(f)

ENTRY(g)
	pushl	%ebx
	SETUP_PIC_REG(bx)
	addl	$_GLOBAL_OFFSET_TABLE_, %ebx
	movl	val@GOTOFF(%ebx), %eax
	popl	%ebx
	ret
END(g)

ENTRY(h)
	PUSHED_THUNK
	movl	%edx, %eax
	ret
END(h)

ENTRY(j)
	JUMPED_THUNK
	movl	%edx, %eax
	ret
END(j)

ENTRY(k)
	OPEN_THUNK
	movl	%edx, %eax
	ret
END(k)

	.data
val:	.long	42
