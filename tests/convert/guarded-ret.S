/*
 * A use of a return macro protected inside (guarded-ret-defs.h) is a
 * return that is protected already: its function gets
 * RETGUARD_START, and nothing before the use, where a RETGUARD_END
 * would undo the XOR twice.  A macro with one bare ret may return
 * unprotected: its function is left alone.
 */
#include "guarded-ret-defs.h"

ENTRY(sys_close)
	movl	$3,%eax
	syscall
	_RSYSCALL_RET
END(sys_close)

ENTRY(half)
	movq	%rdi,%rax
	HALF_RET
END(half)
