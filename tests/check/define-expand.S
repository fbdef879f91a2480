/*
 * id_ra, sp_ra, get_ra and get2_ra of ../convert/define-expand.S as
 * rgpp f1cff1b converted them: protected around a #define use that
 * reads the return address as cpp expands it.  Its rgcheck passed
 * them.
 */
#include <machine/asm.h>

#define ID(...)		__VA_ARGS__
#define SP		%rsp
#define LD(o)		movq o(SP), %rax
#define GET		LD(8)
#define LD2(o, r)	movq o(%rsp), r
#define GET2		LD2(8, %rax)
#define LOCAL		LD(0)

	.text
/* long id_ra(void): its return address minus main's */
ENTRY(id_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	ID(movq 8(%rsp), %rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(id_ra)

/* long sp_ra(void): the same */
ENTRY(sp_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	LD(8)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(sp_ra)

/* long get_ra(void): the same */
ENTRY(get_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	GET
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(get_ra)

/* long get2_ra(void): the same */
ENTRY(get2_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	GET2
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(get2_ra)
