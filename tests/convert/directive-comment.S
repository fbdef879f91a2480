/*
 * A function that falls into the next, whose last line before that
 * entry is a directive continued by a backslash onto a line with a
 * comment.  The scanner took the comment's start for the directive's,
 * and the RETGUARD_SKIP that jumps over the next function's
 * RETGUARD_START went inside the directive, where converting again did
 * not see it and put another.
 */
	.text
	.type	low, %function
low:
	incl	%eax
#undef NONE \
	/* a comment
	   that goes on */
ENTRY(next)
	ret
END(next)
