/*
 * One source for amd64 and i386, as libgcc's morestack.S and libitm's
 * sjlj.S are (tests/x86-modes.sh).  Unprotected: the test converts it.
 */
#include <machine/asm.h>

	.text
#ifdef __x86_64__
/* long get_value(void): the variable, through %rip */
	.globl	get_value
	.type	get_value,@function
get_value:
	movq	value(%rip), %rax
	ret
	.size	get_value, .-get_value

/* void *caller_pc(void): its own return address */
	.globl	caller_pc
	.type	caller_pc,@function
caller_pc:
	movq	(%rsp), %rax
	ret
	.size	caller_pc, .-caller_pc
#else
/* the address it returns to, in %ecx: i386 PIC code's way to its data */
	.globl	pc_thunk
	.hidden	pc_thunk
	.type	pc_thunk,@function
pc_thunk:
	movl	(%esp), %ecx
	ret
	.size	pc_thunk, .-pc_thunk

	.globl	get_value
	.type	get_value,@function
get_value:
	call	pc_thunk
1:	movl	value-1b(%ecx), %eax
	ret
	.size	get_value, .-get_value

	.globl	caller_pc
	.type	caller_pc,@function
caller_pc:
	pushl	%ebp
	movl	%esp, %ebp
	movl	4(%ebp), %eax
	popl	%ebp
	ret
	.size	caller_pc, .-caller_pc
#endif

	.data
	.p2align 3
value:
#ifdef __x86_64__
	.quad	42
#else
	.long	42
#endif
	.section .note.GNU-stack,"",@progbits
