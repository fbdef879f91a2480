#include <machine/asm.h>

ENTRY(both)
#if defined(FAST)
	movl	$1, %eax
	ret
#elif defined(SLOW)
	movl	$2, %eax
	ret
#else
	xorl	%eax, %eax
#endif
	ret
END(both)

#if 0
This is prose, not code; it can't return: ret
#endif
