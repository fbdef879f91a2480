/*
 * void ex_bcopy(const void *src, void *dst, size_t len) falls into
 * void *ex_memmove(void *dst, const void *src, size_t len), as in
 * OpenBSD's libc: rgpp makes the first jump over the second's
 * RETGUARD_START.
 */
#include "example.h"

ENTRY(ex_bcopy)
	xchgq	%rdi,%rsi
	/* fall into ex_memmove */
END(ex_bcopy)

ENTRY(ex_memmove)
	movq	%rdi,%r11		/* save dest */
	movq	%rdx,%rcx
	movq	%rdi,%rax
	subq	%rsi,%rax
	cmpq	%rcx,%rax		/* overlapping? */
	jb	1f
	cld				/* copy forwards */
	rep
	movsb
	movq	%r11,%rax
	ret
1:	addq	%rcx,%rdi		/* copy backwards */
	addq	%rcx,%rsi
	decq	%rdi
	decq	%rsi
	std
	rep
	movsb
	cld
	movq	%r11,%rax
	ret
END(ex_memmove)
