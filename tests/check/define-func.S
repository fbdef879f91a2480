/*
 * rgcheck looks into a #define whose body is a whole function.  HAND
 * is protected by hand, its return through GUARDED_RET, a return macro
 * with RETGUARD_END before each of its returns: nothing to report.
 * BARE has neither macro; HALF has its START and no END.
 */
#define	ENTRY(x)	.text; .globl x; .type x,@function; x:
#define	END(x)		.size x, . - x

#define	GUARDED_RET	cmpq $-4095,%rax; jae 99f; RETGUARD_END; ret; \
			99: negl %eax; RETGUARD_END; ret

#define	HAND(x)	ENTRY(x); RETGUARD_START; movl $1,%eax; GUARDED_RET; END(x)
#define	BARE(x)	ENTRY(x); movl $1,%eax; ret; END(x)
#define	HALF(x)	ENTRY(x); RETGUARD_START; movl $1,%eax; ret; END(x)
