/*
 * Jumps out of a function that no path of rgpp's walk reaches.  rgpp
 * d8c1775 put no RETGUARD_END before them, as it does before a jump
 * out that a path reaches, and protected the function; where the jump
 * runs after all, it leaves with the return address mangled (SIGSEGV,
 * built with -D_RET_PROTECTOR).  after_sub's is reached through
 * .subsection, which rgpp does not read: code after .subsection 0
 * follows the code before .subsection 1.  fixup's runs when the load
 * at 1: faults, through an exception table (Linux's _ASM_EXTABLE).
 * Such functions are now left alone, as those with an unreached
 * return are.  after_panic calls panic, which is on rgpp's list of
 * functions that never return; but this file defines a panic that
 * returns, and d8c1775 took the jump after the call for unreached:
 * it is now reached, and protected.
 */
#include <machine/asm.h>

	.text
ENTRY(ext_add)
	leaq	1000(%rdi), %rax
	ret
END(ext_add)

ENTRY(panic)
	movl	$1, %eax
	ret
END(panic)

/* long after_sub(long x): 77 for 0, else x + 1000 */
ENTRY(after_sub)
	testq	%rdi, %rdi
	jz	.Lzero
	movq	%rdi, %rax
	.subsection 1
.Lzero:	movl	$77, %eax
	ret
	.subsection 0
	movq	%rax, %rdi
	jmp	ext_add
END(after_sub)

ENTRY(fixup)
1:	movq	(%rdi), %rax
	ret
.Lfix:	xorl	%edi, %edi
	jmp	ext_add
	.pushsection __ex_table, "a"
	.long	1b - ., .Lfix - .
	.popsection
END(fixup)

/* long after_panic(long x): x + 1000 after panic for 0, else x */
ENTRY(after_panic)
	testq	%rdi, %rdi
	jnz	1f
	call	panic
	movq	%rax, %rdi
	jmp	ext_add
1:	movq	%rdi, %rax
	ret
END(after_panic)

/* long jump_panic(long x): panic's 1 */
ENTRY(jump_panic)
	jmp	panic
END(jump_panic)
