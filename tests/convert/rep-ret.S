#include <machine/asm.h>

ENTRY(a)
	rep; ret
END(a)
ENTRY(b)
	testl	%edi, %edi
	jz	1f
	repz ret
1:	movl	$2, %eax; ret
END(b)
