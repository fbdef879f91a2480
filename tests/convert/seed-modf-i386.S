#include <machine/asm.h>

/* With CHOP mode on, frndint behaves as TRUNC does.  Useful. */
ENTRY(modf)
	pushl	%ebp
	movl	%esp,%ebp
	subl	$16,%esp
	fnstcw	-12(%ebp)
	movw	-12(%ebp),%dx
	orw	$3072,%dx
	movw	%dx,-16(%ebp)
	fldcw	-16(%ebp)
	fldl	8(%ebp)
	frndint
	fldcw	-12(%ebp)
	movl	16(%ebp),%eax
	fstl	(%eax)
	fldl	8(%ebp)
	fsubp	%st,%st(1)
	jmp	L1
L1:
	leave
	ret
