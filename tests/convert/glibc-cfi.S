/* glibc style: ENTRY emits cfi_startproc, the body has cfi macros. */
#include <sysdep.h>

	.text
ENTRY (__memchr_like)
	pushq	%rbx
	cfi_adjust_cfa_offset (8)
	cfi_rel_offset (rbx, 0)
	testq	%rdx, %rdx
	jz	L(zero)
	movq	%rdi, %rax
	popq	%rbx
	cfi_adjust_cfa_offset (-8)
	cfi_restore (rbx)
	ret
	cfi_adjust_cfa_offset (8)
	cfi_rel_offset (rbx, 0)
L(zero):
	xorl	%eax, %eax
	popq	%rbx
	cfi_adjust_cfa_offset (-8)
	cfi_restore (rbx)
	ret
END (__memchr_like)
