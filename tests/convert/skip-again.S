/*
 * A file converted before (bcopy falls into memmove over the label
 * .Lrg_skip_1), then edited: ovbcopy, new, falls into bcopy.  Its jump
 * over bcopy's START needs a label of its own, numbered after the
 * labels already there: a second .Lrg_skip_1 would not assemble.
 */
#include <machine/asm.h>
ENTRY(ovbcopy)
	nop
ENTRY(bcopy)
	RETGUARD_START
	xchgq	%rdi,%rsi
	RETGUARD_SKIP(.Lrg_skip_1)
ENTRY(memmove)
	RETGUARD_START
.Lrg_skip_1:
	movq	%rdi,%rax
	movq	%rdx,%rcx
	rep movsb
	RETGUARD_END
	ret
END(memmove)
