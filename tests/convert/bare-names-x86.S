/*
 * x86 registers named by #define without their % in the operand
 * (#define STK %rsp, then movq %rdi, STK) are the registers the
 * macros stand for.  Read as symbols, as rgpp did, switch_stk's write
 * of the stack pointer went unseen: it was protected, and the
 * RETGUARD_END before its jump XORed the top of the new stack.  A
 * name defined as the frame pointer in one #if branch and as another
 * register in the other may be either: the function is left alone.
 */
#define STK	%rsp
#define FRAME	%rbp
#define TMP	%rax
#ifdef __x86_64__
#define IVP	%r8
#else
#define IVP	%ebp
#endif

	.text

/* sets the stack pointer through STK: left alone */
	.globl	switch_stk
	.type	switch_stk, @function
switch_stk:
	movq	%rdi, STK
	jmp	*%rsi
	.size	switch_stk, . - switch_stk

/* %r8 or %ebp by #if branch: left alone */
	.globl	either
	.type	either, @function
either:
	movq	%rdi, IVP
	ret
	.size	either, . - either

/* a frame by names, the stack aligned: protected */
	.globl	framed
	.type	framed, @function
framed:
	pushq	FRAME
	movq	STK, FRAME
	andq	$-32, STK
	movq	%rdi, (STK)
	movq	(STK), TMP
	movq	FRAME, STK
	popq	FRAME
	ret
	.size	framed, . - framed
