/* Bytes above 127: UTF-8 in comments and strings (Linux has âŠ• in
   its comments), and one byte that is not UTF-8: ÿ.  ret */
#include <machine/asm.h>

ENTRY(f)	/* f(x) = x âŠ• 1 */
	xorl	$1, %edi	# Ã©tÃ© ÿ
	movl	%edi, %eax
	ret
END(f)

	.section .rodata
msg:	.ascii	"naÃ¯ve ÿ ret"
