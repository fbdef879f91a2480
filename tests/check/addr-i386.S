/*
 * ../convert/addr-i386.S as rgpp f1cff1b converted it: protected around
 * reads of the return address through an index register, a rep lodsl
 * that starts below the slot, the address a callee gives back, a copy
 * stored in the stack by mov and loaded back, one stored in memory that
 * is not the stack, and one moved through %xmm0.  Its rgcheck passed
 * them.
 */
#include <machine/asm.h>

	.data
saved:	.long	0
	.text

/* long index_ra(long): its return address minus main's */
ENTRY(index_ra)
	RETGUARD_START_NOCFI
	pushl	%ebx
	movl	$4, %ecx
	movl	(%esp,%ecx), %eax
	popl	%ebx
	subl	$main, %eax
	RETGUARD_END_NOCFI
	ret
END(index_ra)

/* long rep_lods(long): the same, the last of two lodsl */
ENTRY(rep_lods)
	RETGUARD_START_NOCFI
	subl	$4, %esp
	pushl	%esi
	leal	4(%esp), %esi
	movl	$2, %ecx
	rep lodsl
	popl	%esi
	addl	$4, %esp
	subl	$main, %eax
	RETGUARD_END_NOCFI
	ret
END(rep_lods)

/* void *ident(void *p): p */
ENTRY(ident)
	RETGUARD_START_NOCFI
	movl	4(%esp), %eax
	RETGUARD_END_NOCFI
	ret
END(ident)

/* long call_ident(long): the same, through ident's result */
ENTRY(call_ident)
	RETGUARD_START_NOCFI
	leal	(%esp), %eax
	pushl	%eax
	call	ident
	addl	$4, %esp
	movl	(%eax), %eax
	subl	$main, %eax
	RETGUARD_END_NOCFI
	ret
END(call_ident)

/* long store_load(long): the same, through a copy kept in the stack */
ENTRY(store_load)
	RETGUARD_START_NOCFI
	subl	$8, %esp
	leal	8(%esp), %eax
	movl	%eax, 4(%esp)
	xorl	%eax, %eax
	movl	4(%esp), %ecx
	movl	(%ecx), %eax
	addl	$8, %esp
	subl	$main, %eax
	RETGUARD_END_NOCFI
	ret
END(store_load)

/* long global_load(long): the same, through a copy kept in saved */
ENTRY(global_load)
	RETGUARD_START_NOCFI
	movl	%esp, saved
	movl	saved, %ecx
	movl	(%ecx), %eax
	subl	$main, %eax
	RETGUARD_END_NOCFI
	ret
END(global_load)

/* long vector_load(long): the same, through a copy kept in %xmm0 */
ENTRY(vector_load)
	RETGUARD_START_NOCFI
	movd	%esp, %xmm0
	movd	%xmm0, %ecx
	movl	(%ecx), %eax
	subl	$main, %eax
	RETGUARD_END_NOCFI
	ret
END(vector_load)

/* long call_value(long x): x + 4, ident's result as a number */
ENTRY(call_value)
	RETGUARD_START_NOCFI
	pushl	%ebx
	movl	8(%esp), %ebx
	leal	4(%esp), %eax
	pushl	%eax
	call	ident
	addl	$4, %esp
	subl	%esp, %eax
	addl	%ebx, %eax
	popl	%ebx
	RETGUARD_END_NOCFI
	ret
END(call_value)

/* long global_store(long x): x, the stack pointer stored in saved */
ENTRY(global_store)
	RETGUARD_START_NOCFI
	movl	%esp, saved
	movl	4(%esp), %eax
	RETGUARD_END_NOCFI
	ret
END(global_store)
