/*	$OpenBSD: fpgetmask.S,v 1.2 2015/05/29 08:50:12 guenther Exp $	*/
/*
 * Written by Frank van der Linden at Wasabi Systems for NetBSD.
 * Public domain.
 */

#include <machine/asm.h>

#ifdef WEAK_ALIAS
WEAK_ALIAS(fpgetmask, _fpgetmask)
ENTRY(_fpgetmask)
#else
ENTRY(fpgetmask)
#endif
	fnstcw -4(%rsp)
	movl -4(%rsp),%eax
	notl %eax
	andl $63,%eax
	ret
#ifdef WEAK_ALIAS
END(_fpgetmask)
#else
END(fpgetmask)
#endif
