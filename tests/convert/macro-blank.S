/*
 * .macro parameters and arguments that as separates by blanks: a
 * default after "=" and a qualifier after ":" with blanks around them
 * (Linux arm64's "enable = 1", "new_c : vararg"), and a use whose
 * arguments are separated by blanks and commas at once.  rgpp f1cff1b
 * counted "=" and "0" as parameters, and read "%rax %rsp" as one
 * argument: spaced_default's use, read as movq 8(%rcx), %rdx, was
 * protected, and built with -D_RET_PROTECTOR returned its mangled
 * return address; mixed_args and spaced_req were left alone, their
 * registers unknown, and local_ld, which reads below the slot, too.
 * Each is now read as as reads it: the first three read their return
 * address and are left alone, local_ld is protected.
 */
#include <machine/asm.h>

	.macro ld off = 0 src dst spare1 spare2
	movq	\off(\src), \dst
	.endm

	.macro rd dst base other
	movq	(\base), \dst
	.endm

	.macro ldq off : req, src dst
	movq	\off(\src), \dst
	.endm

	.text
/* long spaced_default(void): its return address minus main's */
ENTRY(spaced_default)
	pushq	%rbx
	ld	8 %rsp %rax %rcx %rdx
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(spaced_default)

/* long mixed_args(void): the same */
ENTRY(mixed_args)
	rd	%rax %rsp, %rcx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(mixed_args)

/* long spaced_req(void): the same */
ENTRY(spaced_req)
	pushq	%rbx
	ldq	8 %rsp %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(spaced_req)

/* long local_ld(long x): x, through the default offset 0 */
ENTRY(local_ld)
	pushq	%rdi
	ld	, %rsp %rax %rcx %rdx
	popq	%rdi
	ret
END(local_ld)
