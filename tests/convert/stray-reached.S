/*
 * Returns outside every function's lines, reached by jumps: from a
 * function left alone, each is reported with that function's name;
 * from a protected function, it is protected.
 */
	.text
	.globl	peek
	.type	peek, @function
peek:
	movq	(%rsp), %rax
	testq	%rax, %rax
	jz	shared_tail
	ret
	.size	peek, .-peek

shared_tail:				/* no entry: reached by jumps */
	xorl	%eax, %eax
	ret

	.globl	plain
	.type	plain, @function
plain:
	testq	%rdi, %rdi
	jz	plain_tail
	ret
	.size	plain, .-plain

plain_tail:
	movl	$1, %eax
	ret

lonely:
	ret
