/*
 * The definitions lazy-bodies.S uses, among C that no name reaches.
 * RET_SPLIT goes on after a backslash with a tab behind it, and over a
 * comment of two lines, to its ret.
 */
#define PAGE_SHIFT	12
#define PAGE_SIZE	(1 << PAGE_SHIFT)
#define BANNER		"not /* a comment"

#define RET_SPLIT	vzeroupper; \	
			/* a comment over
			   two lines */ ret
#define PLAIN_C		vzeroupper // ret
#define RET_QUOTE	movl $'"', %ecx; ret
#define \
	FUNC(x)		.globl x; .type x,@function; x:
#define PAGE_MASK	(~(PAGE_SIZE - 1))
