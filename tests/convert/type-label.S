	.text
	.p2align 4
	.globl	add1
	.type	add1, @function
add1:
	.cfi_startproc
	leaq	1(%rdi), %rax
	cmpq	$100, %rax
	ja	.Lbig
	ret
.Lbig:
	movq	$100, %rax
	ret
	.cfi_endproc
	.size	add1, .-add1

	.globl	plain
	.type	plain, @function
plain:	movl	%edi, %eax
	ret
	.size	plain, .-plain
