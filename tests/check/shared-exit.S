/*
 * A function left alone that jumps into another's exit past its
 * RETGUARD_START: the RETGUARD_END there mangles its plain return
 * address, and its ret goes astray (SIGSEGV when built with
 * _RET_PROTECTOR).  rgcheck said nothing of it before session 25
 * once the reason getaddr is left alone was suppressed, and exited 0.
 */
#include <machine/asm.h>

	.text
/* rgcheck: allow ra-access getaddr returns its own return address */
ENTRY(getaddr)
	movq	(%rsp), %rax
	jmp	.Lout
END(getaddr)

/* a function left alone that only falls into another's START is fine */
/* rgcheck: allow ra-access peek reads its return address on purpose */
ENTRY(peek)
	movq	(%rsp), %rax
ENTRY(ident)
	RETGUARD_START_NOCFI
	movl	%edi, %eax
.Lout:
	RETGUARD_END_NOCFI
	ret
END(ident)

