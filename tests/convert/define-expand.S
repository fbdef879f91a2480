/*
 * #define uses that rgpp read as written, not as cpp expands them:
 * rgpp f1cff1b protected id_ra (an instruction given as the arguments
 * of #define ID(...) __VA_ARGS__), sp_ra (o(SP), SP a #define of
 * %rsp, in the body of another), get_ra (a #define without parameters
 * whose body uses LD) and get2_ra (the same, %rsp written), each of
 * which reads its return address after a push: built with
 * -D_RET_PROTECTOR, they returned it mangled.  Each use is now read as
 * cpp expands it, and they are left alone.  id_push's use pushes, and
 * is counted; id_local and get_local read below the slot and stay
 * protected.
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
	pushq	%rbx
	ID(movq 8(%rsp), %rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(id_ra)

/* long sp_ra(void): the same */
ENTRY(sp_ra)
	pushq	%rbx
	LD(8)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(sp_ra)

/* long get_ra(void): the same */
ENTRY(get_ra)
	pushq	%rbx
	GET
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(get_ra)

/* long get2_ra(void): the same */
ENTRY(get2_ra)
	pushq	%rbx
	GET2
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(get2_ra)

/* long id_push(long x): x, pushed and popped through ID */
ENTRY(id_push)
	ID(pushq %rdi)
	movq	(%rsp), %rax
	ID(popq %rdi)
	ret
END(id_push)

/* long id_local(long x): x, through a slot below the return address */
ENTRY(id_local)
	pushq	%rdi
	ID(movq (%rsp), %rax)
	popq	%rdi
	ret
END(id_local)

/* long get_local(long x): the same, through LOCAL */
ENTRY(get_local)
	pushq	%rdi
	LOCAL
	popq	%rdi
	ret
END(get_local)
