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
