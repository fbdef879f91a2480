/* included by include-body.S at saved's entry: a push */
	pushq	%rbx
	movq	%rdi, %rbx
