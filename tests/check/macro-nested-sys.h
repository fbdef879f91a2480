/*
 * An OpenBSD-style SYS.h: the whole function is made by macros within
 * macros (RSYSCALL is PSEUDO is SYSENTRY, SYSTRAP, _RSYSCALL_RET and
 * SYSCALL_END), and the return is two levels down.  GUARDED_RSYSCALL
 * is the same with the return protected by hand.
 */
#define	SYSENTRY(x)	.globl x; .type x,@function; x:
#define	SYSCALL_END(x)	.size x, .-x
#define	SYSTRAP(n)	movl $n,%eax; syscall
#define	_RSYSCALL_RET	cmpq $-4095,%rax; jae 99f; ret; \
			99: negl %eax; movq $-1,%rax; ret
#define	PSEUDO(x,n)	SYSENTRY(x); SYSTRAP(n); _RSYSCALL_RET; \
			SYSCALL_END(x)
#define	RSYSCALL(x,n)	PSEUDO(x,n)

#define	_GUARDED_RET	cmpq $-4095,%rax; jae 99f; RETGUARD_END_NOCFI; \
			ret; 99: negl %eax; movq $-1,%rax; \
			RETGUARD_END_NOCFI; ret
#define	GUARDED_PSEUDO(x,n) SYSENTRY(x); RETGUARD_START_NOCFI; \
			SYSTRAP(n); _GUARDED_RET; SYSCALL_END(x)
#define	GUARDED_RSYSCALL(x,n) GUARDED_PSEUDO(x,n)
