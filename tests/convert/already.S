#include <machine/asm.h>

ENTRY(done)
	RETGUARD_START
	movl	%edi, %eax
	RETGUARD_END
	ret
END(done)

ENTRY(half)
	RETGUARD_START
	movl	%edi, %eax
	ret
END(half)
