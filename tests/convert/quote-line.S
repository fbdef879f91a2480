/*
 * A return on a line after GNU as's character constant '#: cpp reads
 * the ' as opening a character constant that runs to the line's end,
 * and expands no macro after it.  rgpp c0854fd put RETGUARD_END_NOCFI
 * in line before the ret, and after the ret RETGUARD_RESUME, which
 * cpp left as they are: the conversion did not assemble ("no such
 * instruction").  Such words now go on a line of their own.
 */
#include <machine/asm.h>

	.text
/* long is_hash(long c): 1 for '#', else 2 */
ENTRY(is_hash)
	.cfi_startproc
	xorl	%eax, %eax
	cmpb	$'#, %dil; jne 1f; movl $1, %eax; ret; 1: movl $2, %eax
	ret
	.cfi_endproc
END(is_hash)

/* long in_string(long c): 3, a ' in a string and a comment is none */
ENTRY(in_string)
	movl	$3, %eax; /* it's */ ret
END(in_string)
