/*
 * SYS.h: system call wrappers for Linux, in the style of OpenBSD's
 * libc.  A wrapper is one line, RSYSCALL(getpid), or an entry, a body
 * and an end (close.S).  Errors set ex_errno and return -1.
 *
 * As OpenBSD did in 2017, the macros below that hold a return are
 * protected by hand: RETGUARD_START after the entry, RETGUARD_END
 * before each ret, RETGUARD_RESUME after a ret that more code
 * follows.  rgpp leaves them as they are.  It would convert PSEUDO
 * and PSEUDO_NOERROR, whose bodies are whole functions, but not
 * the returns of _RSYSCALL_RET, which returns from the function
 * that uses it.  Without _RET_PROTECTOR the macros expand to
 * nothing.
 */
#include "example.h"

#define	SYS_close	57
#define	SYS_write	64
#define	SYS_getpid	172
#define	SYS_getppid	173

#define	SYSENTRY(x)	ENTRY(ex_##x)
#define	SYSCALL_END(x)	END(ex_##x)

#define	SYSTRAP(x)							\
	li	a7, SYS_##x;						\
	ecall

/* -errno in a0: set ex_errno, return -1 */
#define	SET_ERRNO							\
	neg	a0, a0;							\
	lla	t0, ex_errno;						\
	sw	a0, 0(t0);						\
	li	a0, -1

/* return, handling ex_errno for failed calls */
#define	_RSYSCALL_RET							\
	li	t0, -4096;						\
	bgtu	a0, t0, 99f;						\
	RETGUARD_END;							\
	ret;								\
	RETGUARD_RESUME;						\
99:	SET_ERRNO;							\
	RETGUARD_END;							\
	ret

#define	PSEUDO(x,y)							\
	SYSENTRY(x);							\
	RETGUARD_START;							\
	SYSTRAP(y);							\
	_RSYSCALL_RET;							\
	SYSCALL_END(x)

#define	PSEUDO_NOERROR(x,y)						\
	SYSENTRY(x);							\
	RETGUARD_START;							\
	SYSTRAP(y);							\
	RETGUARD_END;							\
	ret;								\
	SYSCALL_END(x)

#define	RSYSCALL(x)		PSEUDO(x,x)
#define	RSYSCALL_NOERROR(x)	PSEUDO_NOERROR(x,x)
