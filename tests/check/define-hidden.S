/*
 * ../convert/define-hidden.S as rgpp 6008e8e converted it: cp_ra,
 * lower_ra, dot_ra and push_ra protected around a #define use that
 * reads the return address (through a copy of the stack pointer, a
 * #define named without capitals, a .macro in a #define's expansion, a
 * lowercase #define's pushes), and dot_local around one rgpp now cannot
 * read.  Its rgcheck passed it.
 */
#include <machine/asm.h>

#define CP(r)	/* a copy */ movq %rsp, r
#define CPX(r)	/* no copy */ movq %rdi, r
#define getra	movq 8(%rsp), %rax
#define pushb	pushq %rbx
#define RD(r)	getrm r
#define RDL(r)	getlocal r
#define push2()	pushq %rbx; pushq %r12
#define pop2()	popq %r12; popq %rbx

	.macro getrm r
	movq	8(%rsp), \r
	.endm
	.macro getlocal r
	movq	(%rsp), \r
	.endm

	.text
/* long cp_ra(void): its return address minus main's */
ENTRY(cp_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	CP(%rdx)
	movq	8(%rdx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(cp_ra)

/* long cp_local(long x): x */
ENTRY(cp_local)
	RETGUARD_START_NOCFI
	CPX(%rax)
	RETGUARD_END_NOCFI
	ret
END(cp_local)

/* long lower_ra(void): its return address minus main's */
ENTRY(lower_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	getra
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(lower_ra)

/* long lower_push(long x): x */
ENTRY(lower_push)
	RETGUARD_START_NOCFI
	pushb
	movq	%rdi, %rax
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(lower_push)

/* long dot_ra(void): its return address minus main's */
ENTRY(dot_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	RD(%rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(dot_ra)

/* long dot_local(long x): x, pushed and read back */
ENTRY(dot_local)
	RETGUARD_START_NOCFI
	pushq	%rdi
	RDL(%rax)
	popq	%rdi
	RETGUARD_END_NOCFI
	ret
END(dot_local)

/* long push_ra(void): its return address minus main's */
ENTRY(push_ra)
	RETGUARD_START_NOCFI
	push2()
	movq	16(%rsp), %rax
	pop2()
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(push_ra)
