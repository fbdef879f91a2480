/*
 * RETGUARD_END_NOCFI in a function whose RETGUARD_START has CFI: after
 * the exit XOR the START's CFI still says the return address is
 * mangled, and an unwinder between it and the return (a signal taken
 * there, a profiler's sample) reads a wrong caller.  rgcheck f1cff1b
 * passed it; rgpp never writes the mix.  both_cfi and both_nocfi use
 * one form throughout and are clean.  no_cfi and no_size have no CFI
 * open at their RETGUARD_START, whose CFI as refuses there (rgcheck
 * does not assemble): the mix is not reported, as where rgpp's own
 * RETGUARD_END_NOCFI follows a hand-written START in a function that
 * another without START falls into (fuzz runs 57 and 58; no_size has
 * no .size, and the CFI after it is later's).
 */
#include <machine/asm.h>

	.text
	.globl	mixed
	.type	mixed, @function
mixed:
	.cfi_startproc
	RETGUARD_START
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret
	.cfi_endproc
	.size	mixed, .-mixed

	.globl	both_cfi
	.type	both_cfi, @function
both_cfi:
	.cfi_startproc
	RETGUARD_START
	movl	%edi, %eax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	both_cfi, .-both_cfi

	.globl	both_nocfi
	.type	both_nocfi, @function
both_nocfi:
	RETGUARD_START_NOCFI
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret
	.size	both_nocfi, .-both_nocfi

	.globl	no_cfi
	.type	no_cfi, @function
no_cfi:
	RETGUARD_START
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret
	.size	no_cfi, .-no_cfi

	.globl	no_size
	.type	no_size, @function
no_size:
	RETGUARD_START
	movl	%edi, %eax
	RETGUARD_END_NOCFI
	ret

	.globl	later
	.type	later, @function
later:
	.cfi_startproc
	RETGUARD_START
	movl	%edi, %eax
	RETGUARD_END
	ret
	.cfi_endproc
	.size	later, .-later
