/*
 * falls and with_cfi of ../convert/cfi-shared-end.S as rgpp f1cff1b
 * converted them: one RETGUARD_END_NOCFI, for falls, before the return
 * with_cfi shares, after with_cfi's RETGUARD_START with CFI.  Its
 * rgcheck passed them.
 */
#include <machine/asm.h>

	.text
	.globl	falls
	.type	falls, @function
falls:
	RETGUARD_START_NOCFI
	addq	$1, %rdi
	RETGUARD_SKIP(.Lrg_skip_1)
	.size	falls, .-falls

	.globl	with_cfi
	.type	with_cfi, @function
with_cfi:
	.cfi_startproc
	RETGUARD_START
.Lrg_skip_1:
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
	.cfi_endproc
	.size	with_cfi, .-with_cfi
