#include "DEFS.h"

ENTRY(bcopy)
	xchgq	%rdi,%rsi
	/* fall into memmove */

ENTRY(memmove)
	movq	%rdi,%r11	/* save dest */
	movq	%rdx,%rcx
	movq	%rdi,%rax
	subq	%rsi,%rax
	cmpq	%rcx,%rax	/* overlapping? */
	jb	1f
	rep
	movsb
	movq	%r11,%rax
	ret
1:
	addq	%rcx,%rdi	/* copy backwards. */
	std
	rep
	movsb
	movq	%r11,%rax
	cld
	ret
// END(memcpy)
END_STRONG(memmove)
END_WEAK(bcopy)
