/*
 * Return macros protected by hand, as OpenBSD's SYS.h has had them
 * since 2017: every path ends in RETGUARD_END; ret.  HALF_RET has one
 * bare ret.
 */
#define	_RSYSCALL_RET							\
	cmpq	$-4095,%rax;						\
	jae	99f;							\
	RETGUARD_END;							\
	ret;								\
	RETGUARD_RESUME;						\
99:	negl	%eax;							\
	movq	$-1,%rax;						\
	RETGUARD_END;							\
	ret

#define	HALF_RET							\
	testq	%rax,%rax;						\
	jz	1f;							\
	RETGUARD_END;							\
	ret;								\
1:	ret
