/*
 * A #define whose body is a function, ENTRY(x) ... ret, is converted
 * in its body, RETGUARD_START and RETGUARD_END both there: its END
 * answers its own START.  A use of it in another function returns with
 * that function's XOR still on the return address: it is not a return
 * protected by hand.  rgpp left the function in PSEUDO_NOERROR alone
 * (its 99: is reached by no path rgpp follows), then, converting its
 * own output, took the converted SET_ERRNO for such a return and
 * protected it: converting twice inserted 2 more lines.
 */
#define	PSEUDO_NOERROR(x,y)	\
	SYSENTRY(x);		\
	ret;			\
99:	SET_ERRNO
#define	SET_ERRNO		\
ENTRY(x);			\
	ret
