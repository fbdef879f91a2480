/*
 * A jump whose displacement is one byte (jrcxz, loop), which as cannot
 * make longer.  rgpp 6acd4ee protected far_jrcxz, whose jrcxz reaches
 * 125 bytes forward across its early return: RETGUARD_END there put
 * the target out of reach, and the conversion did not assemble ("value
 * of 129 too large for field of 1 byte"); its rgcheck passed it.  It is
 * left alone now, and so is macro_jrcxz, whose jrcxz is in a .macro of
 * the file (1bcb155 protected it, and it did not assemble either).  near_loop's loop and jrcxz span a few instructions
 * and a return: they stay within reach, and it stays protected.
 */
#include <machine/asm.h>

	.text
/* long far_jrcxz(long x): 7 if x is even or 0, else 1 */
ENTRY(far_jrcxz)
	movq	%rdi, %rcx
	xorl	%eax, %eax
	jrcxz	2f
	testq	$1, %rcx
	jz	1f
	movl	$1, %eax
	ret
1:	.fill	110, 1, 0x90
2:	addl	$7, %eax
	ret
END(far_jrcxz)

	.macro	SKIPZ lbl
	jrcxz	\lbl
	.endm

/* long macro_jrcxz(long x): the same as far_jrcxz, the jump in a .macro */
ENTRY(macro_jrcxz)
	movq	%rdi, %rcx
	xorl	%eax, %eax
	SKIPZ	2f
	testq	$1, %rcx
	jz	1f
	movl	$1, %eax
	ret
1:	.fill	110, 1, 0x90
2:	addl	$7, %eax
	ret
END(macro_jrcxz)

/* long near_loop(long x): 1 + 2 + ... + x, or -1 past 100 */
ENTRY(near_loop)
	movq	%rdi, %rcx
	xorl	%eax, %eax
	jrcxz	2f
1:	addq	%rcx, %rax
	cmpq	$100, %rax
	ja	3f
	loop	1b
2:	ret
3:	movq	$-1, %rax
	ret
END(near_loop)

/* long tight_loop(long x): 1 + 2 + ... + x for x > 0, jrcxz going back */
ENTRY(tight_loop)
	movq	%rdi, %rcx
	xorl	%eax, %eax
	jmp	2f
1:	ret
	.p2align 4
2:	addq	%rcx, %rax
	movq	%rax, %rdx
	movq	%rdx, %rsi
	movq	%rsi, %r8
	movq	%r8, %r9
	movq	%r9, %r10
	movq	%r10, %r11
	movq	%rax, %rdx
	movq	%rdx, %rsi
	movq	%rsi, %r8
	movq	%r8, %r9
	movq	%r9, %r10
	movq	%r10, %r11
	movq	%r11, %rax
	decq	%rcx
	jrcxz	1b
	jmp	2b
END(tight_loop)
