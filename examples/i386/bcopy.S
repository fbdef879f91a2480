/*
 * void ex_bcopy(const void *src, void *dst, size_t len) falls into
 * void *ex_memmove(void *dst, const void *src, size_t len).
 */
#include "example.h"

ENTRY(ex_bcopy)
	pushl	%esi
	pushl	%edi
	movl	12(%esp),%esi
	movl	16(%esp),%edi
	jmp	docopy
END(ex_bcopy)

ENTRY(ex_memmove)
	pushl	%esi
	pushl	%edi
	movl	12(%esp),%edi
	movl	16(%esp),%esi
docopy:
	movl	20(%esp),%ecx
	movl	%edi,%eax
	subl	%esi,%eax
	cmpl	%ecx,%eax		/* overlapping? */
	jb	1f
	cld
	rep
	movsb
	movl	12(%esp),%eax
	popl	%edi
	popl	%esi
	ret
1:	addl	%ecx,%edi		/* copy backwards */
	addl	%ecx,%esi
	decl	%edi
	decl	%esi
	std
	rep
	movsb
	cld
	movl	12(%esp),%eax
	popl	%edi
	popl	%esi
	ret
END(ex_memmove)
