/*
 * rgpp parses the body of a header's #define only when the file's
 * names reach it, from the directive's lines alone, and must read it
 * as a parse of the whole header would.  Each body in
 * lazy-bodies-defs.h ends where a reader of lines would go wrong:
 * RET_SPLIT goes on past a backslash with a blank after it and past a
 * comment's newline to its ret; PLAIN_C ends at the // before "ret";
 * RET_QUOTE's '"' is a character, not a string that would run to the
 * end of the line; FUNC's name is on the line after #define.  So
 * RET_SPLIT and RET_QUOTE are return macros, PLAIN_C is plain and
 * FUNC is an entry macro.
 */
#include "lazy-bodies-defs.h"

	.text
FUNC(f)
	testq	%rdi, %rdi
	jz	1f
	RET_SPLIT
1:
	cmpq	$1, %rdi
	jne	2f
	RET_QUOTE
2:
	PLAIN_C
	ret
END(f)
