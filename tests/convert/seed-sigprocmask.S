#include "SYS.h"

SYSENTRY_HIDDEN(sigprocmask)
	testq	%rsi,%rsi		# check new sigset pointer
	jnz	1f			# if not null, indirect
	movl	$1,%edi			# SIG_BLOCK
	jmp	2f
1:	movl	(%rsi),%esi		# fetch indirect ...
2:	movl	$ SYS_sigprocmask, %eax
	syscall
	jc	1f
	testq	%rdx,%rdx		# test if old mask requested
	jz	3f
	movl	%eax,(%rdx)		# store old mask
3:
	xorl	%eax,%eax
	ret
1:
	SET_ERRNO
	ret
SYSCALL_END_HIDDEN(sigprocmask)
