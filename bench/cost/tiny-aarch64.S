/* long tiny(long x): one instruction and a return (bench/cost.sh). */
	.text
	.p2align 4
	.globl	tiny
	.type	tiny,%function
tiny:
	.cfi_startproc
	add	x0, x0, #1
	ret
	.cfi_endproc
	.size	tiny,.-tiny
	.section .note.GNU-stack,"",%progbits
