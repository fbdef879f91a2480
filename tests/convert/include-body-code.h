/* included by include-body.S inside zero_check: code */
	testq	%rdi, %rdi
	jnz	1f
	movq	$-1, %rax
	ret
1:
