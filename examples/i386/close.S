/*
 * int ex_close(int fd): a wrapper with a body of its own, which rgpp
 * converts, between the entry and end macros of SYS.h.
 */
#include "SYS.h"

SYSENTRY(close)
	SYSTRAP(close)
	cmpl	$-4095,%eax
	jae	1f
	ret
1:	SET_ERRNO
	ret
SYSCALL_END(close)
