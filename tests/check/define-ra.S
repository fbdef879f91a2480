/*
 * def_read of ../convert/define-ra.S as rgpp 4c1874c converted it:
 * protected around the use of a #define with parameters that reads the
 * return address.  Its rgcheck passed it.
 */
#include <machine/asm.h>

#define RD(r)	movq 8(%rsp), r

	.text
/* long def_read(void): its return address minus main's */
ENTRY(def_read)
	RETGUARD_START_NOCFI
	pushq	%rbx
	RD(%rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(def_read)

