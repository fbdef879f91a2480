/*
 * addr-x86.S for i386, where arguments go on the stack: rgpp f1cff1b
 * protected each function of the first group, which reads its return
 * address (built with -D_RET_PROTECTOR, it returns it mangled), and its
 * rgcheck passed them.  index_ra reads it through an index register;
 * rep_lods by a rep lodsl that starts below the slot; call_ident
 * through the address ident gives back, the one pushed as its
 * argument; store_load through a copy stored in the stack by mov and
 * loaded back; global_load through one stored in saved; vector_load
 * through one moved to %xmm0 and back.  Each is left alone now.
 * call_value and global_store are protected.
 */
#include <machine/asm.h>

	.data
saved:	.long	0
	.text

/* long index_ra(long): its return address minus main's */
ENTRY(index_ra)
	pushl	%ebx
	movl	$4, %ecx
	movl	(%esp,%ecx), %eax
	popl	%ebx
	subl	$main, %eax
	ret
END(index_ra)

/* long rep_lods(long): the same, the last of two lodsl */
ENTRY(rep_lods)
	subl	$4, %esp
	pushl	%esi
	leal	4(%esp), %esi
	movl	$2, %ecx
	rep lodsl
	popl	%esi
	addl	$4, %esp
	subl	$main, %eax
	ret
END(rep_lods)

/* void *ident(void *p): p */
ENTRY(ident)
	movl	4(%esp), %eax
	ret
END(ident)

/* long call_ident(long): the same, through ident's result */
ENTRY(call_ident)
	leal	(%esp), %eax
	pushl	%eax
	call	ident
	addl	$4, %esp
	movl	(%eax), %eax
	subl	$main, %eax
	ret
END(call_ident)

/* long store_load(long): the same, through a copy kept in the stack */
ENTRY(store_load)
	subl	$8, %esp
	leal	8(%esp), %eax
	movl	%eax, 4(%esp)
	xorl	%eax, %eax
	movl	4(%esp), %ecx
	movl	(%ecx), %eax
	addl	$8, %esp
	subl	$main, %eax
	ret
END(store_load)

/* long global_load(long): the same, through a copy kept in saved */
ENTRY(global_load)
	movl	%esp, saved
	movl	saved, %ecx
	movl	(%ecx), %eax
	subl	$main, %eax
	ret
END(global_load)

/* long vector_load(long): the same, through a copy kept in %xmm0 */
ENTRY(vector_load)
	movd	%esp, %xmm0
	movd	%xmm0, %ecx
	movl	(%ecx), %eax
	subl	$main, %eax
	ret
END(vector_load)

/* long call_value(long x): x + 4, ident's result as a number */
ENTRY(call_value)
	pushl	%ebx
	movl	8(%esp), %ebx
	leal	4(%esp), %eax
	pushl	%eax
	call	ident
	addl	$4, %esp
	subl	%esp, %eax
	addl	%ebx, %eax
	popl	%ebx
	ret
END(call_value)

/* long global_store(long x): x, the stack pointer stored in saved */
ENTRY(global_store)
	movl	%esp, saved
	movl	4(%esp), %eax
	ret
END(global_store)
