/* a SYS.h whose wrappers are whole functions, one protected by hand */
#define	RSYSCALL(x)	.globl x; .type x,@function; x: \
			movl $39,%eax; syscall; ret; .size x, .-x
#define	PSEUDO(x)	.globl x; .type x,@function; x: \
			RETGUARD_START_NOCFI; movl $110,%eax; syscall; \
			RETGUARD_END_NOCFI; ret; .size x, .-x
