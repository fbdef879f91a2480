/*
 * rgcheck, for i386, over a source that also holds 64-bit code: each
 * function is walked with the registers of its own code.  get_ra's
 * RETGUARD_START was put in by hand (or by an rgpp that walked it as
 * i386 code, blind to %rsp): it mangles the address the function
 * then reads.
 */
	.text
#ifdef __x86_64__
	.globl	get_ra
	.type	get_ra,@function
get_ra:
	RETGUARD_START_NOCFI
	movq	(%rsp), %rax
	RETGUARD_END_NOCFI
	ret
	.size	get_ra, .-get_ra

	.globl	switch64
	.type	switch64,@function
switch64:
	RETGUARD_START_NOCFI
	pushq	%rbp
	movq	%rsp, (%rdi)
	movq	%rsi, %rsp
	popq	%rbp
	RETGUARD_END_NOCFI
	ret
	.size	switch64, .-switch64
#else
	.globl	add32
	.type	add32,@function
add32:
	RETGUARD_START_NOCFI
	movl	4(%esp), %eax
	addl	8(%esp), %eax
	RETGUARD_END_NOCFI
	ret
	.size	add32, .-add32
#endif
