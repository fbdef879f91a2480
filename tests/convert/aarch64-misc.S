#include <machine/asm.h>

/* ret through another register is a jump; eret is not a return */
ENTRY(via_x1)
	mov	x1, x30
	ret	x1
END(via_x1)

/* reading x30 other than to save it: left alone */
ENTRY(whoami)
	mov	x0, x30
	ret
END(whoami)

/* conditional branches stay inside; b.ne to a label, cbz out */
ENTRY(loop)
1:	subs	x0, x0, #1
	b.ne	1b
	cbz	x1, elsewhere
	ret
END(loop)

/* falls through into the next entry */
ENTRY(first)
	add	x0, x0, #1
ENTRY(second)
	add	x0, x0, #2
	ret
END(second)

/*
 * pointer authentication spelt as hints (25 paciasp, 29 autiasp, 7
 * xpaclri), a hint rgpp cannot read, and returns that check the signed
 * address (retaa, retab): left alone; bti (hint 34) is no such hint
 */
ENTRY(pac_hints)
	hint	#34
	hint	#25
	add	x0, x0, #1
	hint	#29
	ret
END(pac_hints)

ENTRY(strip)
	hint	0x7
	ret
END(strip)

ENTRY(some_hint)
	hint	HINT_NR
	ret
END(some_hint)

ENTRY(auth_ret)
	add	x0, x0, #1
	retab
END(auth_ret)

ENTRY(bti_only)
	hint	34
	add	x0, x0, #1
	ret
END(bti_only)
