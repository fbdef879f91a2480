/*
 * glibc's _chk entries: a conditional jump to __chk_fail, which never
 * returns, then a fall into the function they check for.  The jump
 * ends its path without using the return address, as a call to abort
 * would: no RETGUARD_END before it, and the function is protected.  A
 * conditional jump to a function that does return is still a
 * conditional tail call, left alone.
 */
#include <machine/asm.h>
	.text
ENTRY (__memmove_chk_x)
	cmp	%rdx, %rcx
	jb	HIDDEN_JUMPTARGET (__chk_fail)
END (__memmove_chk_x)

ENTRY (__memmove_x)
	movq	%rdi, %rax
	ret
END (__memmove_x)

ENTRY (__memset_chk_x)
	cmpq	%rdx, %rcx
	jb	__chk_fail
	jmp	__memset_x
END (__memset_chk_x)

ENTRY (__exp_x)
	testq	%rdi, %rdi
	jae	HIDDEN_JUMPTARGET (__exp)
	ret
END (__exp_x)
