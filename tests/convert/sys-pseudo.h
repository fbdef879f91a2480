/*
 * A SYS.h in the style of OpenBSD's libc before its 2017 RETGUARD
 * diff: system call wrappers whose functions are whole #define bodies.
 * rgpp converts PSEUDO, PSEUDO_NOERROR and LEAF inside their bodies,
 * as the seed did by hand: RETGUARD_START after the entry, and
 * RETGUARD_END before the return, which for PSEUDO is the return
 * macro _RSYSCALL_RET.  Lines of their own keep the backslashes in
 * their column.  ENTRY_PUSH enters a function that goes on where it is
 * used, and _RSYSCALL_RET returns from the function that uses it: both
 * are left for the files that use them.
 */
#define	ENTRY(x)	.text; .p2align 4; .globl x; .type x,@function; \
			x: .cfi_startproc
#define	END(x)		.cfi_endproc; .size x, . - x

#define	SYSENTRY(x)	ENTRY(_thread_sys_##x)
#define	SYSCALL_END(x)	END(_thread_sys_##x)

#define	SYSTRAP(x)							\
	movl	$(SYS_##x),%eax;					\
	syscall

#define	SET_ERRNO							\
	negl	%eax;							\
	movl	%eax,errno(%rip);					\
	movq	$-1,%rax

#define	_RSYSCALL_RET							\
	cmpq	$-4095,%rax;						\
	jae	99f;							\
	ret;								\
99:	SET_ERRNO;							\
	ret

#define	PSEUDO(x,y)							\
	SYSENTRY(x);							\
	SYSTRAP(y);							\
	_RSYSCALL_RET;							\
	SYSCALL_END(x)

#define	PSEUDO_NOERROR(x,y)						\
	SYSENTRY(x);							\
	SYSTRAP(y);							\
	ret;								\
	SYSCALL_END(x)

#define	RSYSCALL(x)		PSEUDO(x,x)
#define	RSYSCALL_NOERROR(x)	PSEUDO_NOERROR(x,x)

#define	LEAF(x)	ENTRY(x); movl $1,%eax; ret; END(x)

#define	ENTRY_PUSH(x)							\
	ENTRY(x);							\
	pushq	%rbx
