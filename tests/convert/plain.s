# A plain GNU as source: no cpp, '#' comments.
	.text
	.globl	inc
	.type	inc, @function
inc:
	leal	1(%rdi), %eax	# ret is in a comment here
	ret
	.size	inc, .-inc
	.globl	join
	.type	join, @function
join:
	movl	%edi, %eax
	jmp	inc		# falls into a tail call
	.size	join, .-join
