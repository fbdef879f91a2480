/*
 * What the cases that include "SYS.h" use of OpenBSD's: SET_ERRNO, as
 * its i386 SYS.h of 2017 has it, in amd64's registers (the seed diff
 * does not show the amd64 one's body).  sys-pseudo.h has the rest.
 */
#define	SET_ERRNO							\
	movl	%eax,%fs:(TCB_OFFSET_ERRNO);				\
	movq	$-1,%rax
