#include <machine/asm.h>

#define	RSYSCALL_RET		\
	jc	99f;		\
	ret;			\
99:	SET_ERRNO;		\
	ret

	.macro	leaf name
	.globl	\name
\name:
	ret
	.endm

	leaf	one
