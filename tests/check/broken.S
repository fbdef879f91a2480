#include <machine/asm.h>

/* RETGUARD_START twice on the fall-through path */
ENTRY(first)
	RETGUARD_START_NOCFI
	movl	%edi, %eax
ENTRY(second)
	RETGUARD_START_NOCFI
	incl	%eax
	RETGUARD_END_NOCFI
	ret
END(second)

/* a label between RETGUARD_END and ret: the jump skips the XOR */
ENTRY(label_between)
	RETGUARD_START_NOCFI
	testl	%edi, %edi
	jz	1f
	movl	$1, %eax
	RETGUARD_END_NOCFI
1:	ret
END(label_between)

/* RETGUARD_END with something still pushed */
ENTRY(wrong_depth)
	RETGUARD_START_NOCFI
	pushq	%rbx
	RETGUARD_END_NOCFI
	popq	%rbx
	ret
END(wrong_depth)

/* RETGUARD_END without RETGUARD_START */
ENTRY(no_start)
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret
END(no_start)

/* a tail call while the return address is mangled */
ENTRY(tail)
	RETGUARD_START_NOCFI
	jmp	elsewhere
END(tail)
