#include <machine/asm.h>

ENTRY(sneaky)
	movl	$1, %eax
	.byte	0xf3, 0xc3		/* rep ret, as bytes */
END(sneaky)

	.section .rodata
table:	.byte	0xc3, 0xc2		/* data, never executed */
