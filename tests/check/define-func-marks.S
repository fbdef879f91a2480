/*
 * ../convert/define-func-marks.S: f's macros written by hand around a
 * use of SET_ERRNO, defined empty and then as a whole function that
 * has its own RETGUARD macros.  87800d3's rgcheck took those for f's
 * and reported f unbalanced, besides the -Wconflict finding that
 * stays (which definition is in force at the use is not read).
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
