/* included by include-body.S in saved: the pop */
	popq	%rbx
