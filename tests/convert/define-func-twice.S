/*
 * As define-func-guard.S, with SET_ERRNO defined empty first: a later
 * definition of the name whose body is a whole function counts too.
 */
#define	SET_ERRNO
#define	PSEUDO_NOERROR(x,y)	\
	SYSENTRY(x);		\
	ret;			\
99:	SET_ERRNO
#define	SET_ERRNO		\
ENTRY(x);			\
	ret
