#include <machine/asm.h>

/* Tail calls: direct, through the PLT, and indirect. */
ENTRY(wrap_direct)
	movq	%rsi,%rdx
	jmp	target
END(wrap_direct)

ENTRY(wrap_plt)
	testq	%rdi,%rdi
	jz	1f
	jmp	target@PLT
1:	xorl	%eax,%eax
	ret
END(wrap_plt)

ENTRY(wrap_indirect)
	movq	(%rdi),%rax
	jmp	*%rax
END(wrap_indirect)

/* A conditional jump out of the function cannot be protected. */
ENTRY(syscall_cerror)
	movl	$1,%eax
	syscall
	jc	CERROR
	ret
END(syscall_cerror)
