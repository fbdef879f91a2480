/*
 * define-func-twice.S's SET_ERRNO as rgpp converts it (its second
 * definition, a whole function, has its own RETGUARD macros), used in
 * f, whose macros are written by hand.  cpp expands the use to the
 * first, empty definition; rgpp cannot tell which is in force and
 * leaves f as it is.  87800d3 took the second definition's macros for
 * f's own, which it cannot read at the use, and reported f unbalanced
 * here where it had not in define-func-twice.S before converting
 * (libFuzzer found this in CI).
 */
#define	SET_ERRNO
ENTRY(f)
	RETGUARD_START
	SET_ERRNO
	RETGUARD_END
	ret
END(f)
#define	SET_ERRNO		\
ENTRY(x);			\
	RETGUARD_START_NOCFI;	\
	RETGUARD_END_NOCFI;	\
	ret
