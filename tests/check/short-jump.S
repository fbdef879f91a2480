/*
 * far_jrcxz of ../convert/short-jump.S as rgpp 6acd4ee converted it:
 * RETGUARD_END between a jrcxz and its target, 125 bytes away, which
 * puts the target out of the one byte's reach; it does not assemble.
 * And macro_jrcxz as 1bcb155 converted it, the jrcxz in a .macro.  Its
 * rgcheck passed them.
 */
#include <machine/asm.h>

	.text
/* long far_jrcxz(long x): 7 if x is even or 0, else 1 */
ENTRY(far_jrcxz)
	RETGUARD_START_NOCFI
	movq	%rdi, %rcx
	xorl	%eax, %eax
	jrcxz	2f
	testq	$1, %rcx
	jz	1f
	movl	$1, %eax
	RETGUARD_END_NOCFI
	ret
1:	.fill	110, 1, 0x90
2:	addl	$7, %eax
	RETGUARD_END_NOCFI
	ret
END(far_jrcxz)


	.macro	SKIPZ lbl
	jrcxz	\lbl
	.endm

/* long macro_jrcxz(long x): the same as far_jrcxz, the jump in a .macro */
ENTRY(macro_jrcxz)
	RETGUARD_START_NOCFI
	movq	%rdi, %rcx
	xorl	%eax, %eax
	SKIPZ	2f
	testq	$1, %rcx
	jz	1f
	movl	$1, %eax
	RETGUARD_END_NOCFI
	ret
1:	.fill	110, 1, 0x90
2:	addl	$7, %eax
	RETGUARD_END_NOCFI
	ret
END(macro_jrcxz)

