/* RETGUARD_START goes after the landing pad of IBT and BTI. */
	.text
	.globl	f
	.type	f, @function
f:
	endbr64
	movl	%edi, %eax
	ret
	.size	f, .-f

	.globl	g
	.type	g, @function
g:
	.cfi_startproc
	_CET_ENDBR
	xorl	%eax, %eax
	ret
	.cfi_endproc
	.size	g, .-g
