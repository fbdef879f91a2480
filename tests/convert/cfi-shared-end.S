/*
 * A function without CFI that falls into one with CFI, whose return
 * both share.  rgpp f1cff1b put RETGUARD_START_NOCFI in falls,
 * RETGUARD_START with CFI in with_cfi, and one RETGUARD_END_NOCFI, for
 * falls, before the shared return: after its xor, with_cfi's CFI still
 * said the return address was mangled, and an unwinder there read a
 * wrong caller.  Its rgcheck passed it.  Both are left alone now.
 */
	.text
	.globl	falls
	.type	falls, @function
falls:
	addq	$1, %rdi
	.size	falls, .-falls

	.globl	with_cfi
	.type	with_cfi, @function
with_cfi:
	.cfi_startproc
	movq	%rdi, %rax
	ret
	.cfi_endproc
	.size	with_cfi, .-with_cfi
