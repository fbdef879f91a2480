/*
 * A header that defines RETGUARD_END itself, its name on a line of its
 * own and a ';' right after it: the return after it runs with the
 * address mangled.  rgpp reads a header's #define bodies when a use
 * reaches them, but not RETGUARD_*'s, whose empty definitions it
 * reports: reading this one stopped the first pass over the header
 * after the name, and left a NUL where the ';' was.
 */
#define			\
	RETGUARD_END; ret; RETGUARD_RESUME

#define	GUARDED_RET		\
	RETGUARD_END;		\
	ret
