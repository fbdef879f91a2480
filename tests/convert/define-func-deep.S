/*
 * As define-func-guard.S, with the whole function one #define deeper:
 * SET_ERRNO's body enters x and uses LEAF, whose body is a function.
 * The function of PSEUDO_NOERROR is left alone, as the use of
 * SET_ERRNO no path reaches has a return inside, and it stays alone
 * when the output is converted again: there LEAF's return has its
 * RETGUARD_END, which used to make SET_ERRNO count as protected by hand
 * (fuzz run 19: converting twice inserted 2 more).
 */
#define	LEAF(name)		\
	ENTRY(name);		\
	ret;			\
	END(name)
#define	PSEUDO_NOERROR(x,y)	\
	SYSENTRY(x);		\
	ret;			\
99:	SET_ERRNO
#define	SET_ERRNO		\
	ENTRY(x);		\
	LEAF(y)
