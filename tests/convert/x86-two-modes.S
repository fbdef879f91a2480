/*
 * One source for amd64 and i386, as libgcc's morestack.S, libitm's
 * sjlj.S and libphobos's switchcontext.S are: converted as amd64
 * (the flags), each function is walked with the registers of its own
 * code.  The i386 branch's thunk and arg_ra read their return address
 * through %esp and %ebp, which amd64's walk used not to see: both were
 * protected, and the thunk loaded a mangled address into %ebx.
 */
	.text
#ifdef __x86_64__
	.globl	get_ra
	.type	get_ra,@function
get_ra:
	movq	(%rsp), %rax
	ret
	.size	get_ra, .-get_ra

	.globl	add64
	.type	add64,@function
add64:
	pushq	%rbx
	leaq	(%rdi,%rsi), %rax
	popq	%rbx
	ret
	.size	add64, .-add64
#else
	.globl	get_pc_thunk
	.type	get_pc_thunk,@function
get_pc_thunk:
	movl	(%esp), %ebx
	ret
	.size	get_pc_thunk, .-get_pc_thunk

	.globl	arg_ra
	.type	arg_ra,@function
arg_ra:
	pushl	%ebp
	movl	%esp, %ebp
	movl	4(%ebp), %eax
	popl	%ebp
	ret
	.size	arg_ra, .-arg_ra

	.globl	add32
	.type	add32,@function
add32:
	push	%ebx
	movl	8(%esp), %eax
	addl	12(%esp), %eax
	pop	%ebx
	ret
	.size	add32, .-add32
#endif

/* both modes in one function: each branch's read is seen */
	.globl	both
	.type	both,@function
both:
#ifdef __x86_64__
	movq	8(%rsp), %rax
#else
	movl	(%esp), %eax
#endif
	ret
	.size	both, .-both

/* 32-bit code in a source for amd64: as refuses amd64's macros here */
	.code32
	.globl	start32
	.type	start32,@function
start32:
	pushl	%ebx
	popl	%ebx
	ret
	.size	start32, .-start32
	.code64

	.globl	after64
	.type	after64,@function
after64:
	xorl	%eax, %eax
	ret
	.size	after64, .-after64

/* a switch to 32-bit code in a function's lines: left alone too */
	.globl	switches
	.type	switches,@function
switches:
	movq	%rdi, %rax
	.code32
	pushl	%ebx
	popl	%ebx
	.code64
	ret
	.size	switches, .-switches
