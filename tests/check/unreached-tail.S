/*
 * ../convert/unreached-tail.S as rgpp d8c1775 converted it: after_sub
 * and fixup protected with no RETGUARD_END before a jump out that no
 * path of its walk reaches (.subsection, an exception table's fixup),
 * after_panic the same after a call to a panic of this file that
 * returns; jump_panic's jump to that panic taken for the end of a path
 * that never returns.  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text
ENTRY(ext_add)
	RETGUARD_START_NOCFI
	leaq	1000(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(ext_add)

ENTRY(panic)
	RETGUARD_START_NOCFI
	movl	$1, %eax
	RETGUARD_END_NOCFI
	ret
END(panic)

/* long after_sub(long x): 77 for 0, else x + 1000 */
ENTRY(after_sub)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jz	.Lzero
	movq	%rdi, %rax
	.subsection 1
.Lzero:	movl	$77, %eax
	RETGUARD_END_NOCFI
	ret
	.subsection 0
	movq	%rax, %rdi
	jmp	ext_add
END(after_sub)

ENTRY(fixup)
	RETGUARD_START_NOCFI
1:	movq	(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
.Lfix:	xorl	%edi, %edi
	jmp	ext_add
	.pushsection __ex_table, "a"
	.long	1b - ., .Lfix - .
	.popsection
END(fixup)

/* long after_panic(long x): x + 1000 after panic for 0, else x */
ENTRY(after_panic)
	RETGUARD_START_NOCFI
	testq	%rdi, %rdi
	jnz	1f
	call	panic
	movq	%rax, %rdi
	jmp	ext_add
1:	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(after_panic)

/* long jump_panic(long x): panic's 1 */
ENTRY(jump_panic)
	jmp	panic
END(jump_panic)
