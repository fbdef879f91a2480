/*
 * far_jrcxz of ../convert/short-jump.S as rgpp 6acd4ee converted it:
 * RETGUARD_END between a jrcxz and its target, 125 bytes away, which
 * puts the target out of the one byte's reach; it does not assemble.
 * Its rgcheck passed it.
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

