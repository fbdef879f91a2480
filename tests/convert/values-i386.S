/*
 * values-x86.S's reading of register values for i386, where an address
 * wraps around at 4 GB: byte_table indexes a table of 256 bytes pushed
 * on the stack by a byte written into %ecx, cleared before (as glibc's
 * strcspn, strpbrk and strspn do), and lanes by a loop counter that a
 * cmp and jb bound; both are protected now, where rgpp 6008e8e left
 * them alone.  wrap stays alone: its index, 0 to 2^32 - 1 after a
 * 32-bit load, may reach anywhere.
 */
#include <machine/asm.h>

	.text

/* long byte_table(long x): 1, from a table of 256 bytes, by x's low byte */
ENTRY(byte_table)
	movl	4(%esp), %edx
	xorl	%eax, %eax
	.rept	64
	pushl	%eax
	.endr
	xorl	%ecx, %ecx
	movb	%dl, %cl
	movb	$1, (%esp,%ecx)
	movzbl	(%esp,%ecx), %eax
	addl	$256, %esp
	ret
END(byte_table)

/* long lanes(long x): 4x + 6, lane by lane through a table of 4 */
ENTRY(lanes)
	pushl	%ebx
	subl	$16, %esp
	movl	24(%esp), %edx
	xorl	%ecx, %ecx
1:
	leal	(%edx,%ecx), %eax
	movl	%eax, (%esp,%ecx,4)
	incl	%ecx
	cmpl	$4, %ecx
	jb	1b
	movl	(%esp), %eax
	addl	4(%esp), %eax
	addl	8(%esp), %eax
	addl	12(%esp), %eax
	addl	$16, %esp
	popl	%ebx
	ret
END(lanes)

/* long wrap(long x): x, through an index loaded from memory (0) */
ENTRY(wrap)
	pushl	$0
	movl	(%esp), %ecx
	movl	8(%esp,%ecx), %eax
	addl	$4, %esp
	ret
END(wrap)
