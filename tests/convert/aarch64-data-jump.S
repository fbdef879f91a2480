/*
 * aarch64 branches written as .inst words: b, b.ne, cbz, tbnz, br x16;
 * bl and blr are calls, and nop is nothing.  See data-jump.S.
 */
#include <machine/asm.h>

	.text
ENTRY(inst_b)
	cbz	x0, 1f
	.inst	0x14000002		/* b .+8 */
1:	ret
END(inst_b)

ENTRY(inst_bcond)
	cmp	x0, #1
	.inst	0x54000041		/* b.ne .+8 */
	ret
END(inst_bcond)

ENTRY(inst_cbz)
	.inst	0xb4000040		/* cbz x0, .+8 */
	ret
END(inst_cbz)

ENTRY(inst_tbnz)
	.inst	0x37000040		/* tbnz w0, #0, .+8 */
	ret
END(inst_tbnz)

ENTRY(inst_br)
	cbz	x0, 1f
	.inst	0xd61f0200		/* br x16 */
1:	ret
END(inst_br)

ENTRY(inst_calls)
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	.inst	0x94000000		/* bl .: a call */
	.inst	0xd63f0200		/* blr x16 */
	.inst	0xd503201f		/* nop */
	ldp	x29, x30, [sp], #16
	ret
END(inst_calls)
