/*
 * i386: gcc -S output, whose label .LFB0: comes between the entry and
 * its .cfi_startproc.  rgpp 94b16ba put RETGUARD_START before that
 * label, before the .cfi_startproc, where its CFI does not assemble;
 * it now goes after it.
 */
	.text
	.p2align 4
	.globl	f
	.type	f, @function
f:
.LFB0:
	.cfi_startproc
	movl	4(%esp), %eax
	addl	$1, %eax
	ret
	.cfi_endproc
.LFE0:
	.size	f, .-f
