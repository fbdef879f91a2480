#include <machine/asm.h>

ENTRY(dispatch)
	leaq	.Ltab(%rip), %rcx
	movslq	(%rcx,%rdi,4), %rax
	addq	%rcx, %rax
	jmp	*%rax
.Lzero:	xorl	%eax, %eax
	ret
.Lone:	movl	$1, %eax
	ret
END(dispatch)
	.section .rodata
.Ltab:	.long	.Lzero-.Ltab, .Lone-.Ltab
