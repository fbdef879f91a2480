/*
 * #define uses whose reading of the return address rgpp did not see:
 * rgpp 6008e8e protected each of cp_ra (a #define with parameters and a
 * comment in its body, which rgpp does not expand, copies the stack
 * pointer into the register its argument names), lower_ra (a #define
 * named without capitals, used as an instruction, which was read as an
 * unknown instruction doing nothing) and dot_ra (a #define whose
 * expansion uses a .macro of the file, read as if the .macro did
 * nothing); built with -D_RET_PROTECTOR, each returned its return
 * address mangled.  Now the body of cp_ra's #define, read as written,
 * may copy the stack pointer (with %rbp in its parameter's place it
 * changes the frame), and cp_ra is left alone; getra is read as its body, and so is getrm at the
 * use of RD: all three are left alone.  cp_local's #define copies no
 * stack pointer, and lower_push's pushes and pops as written: they stay
 * protected.  dot_local's .macro reads below the slot, but through its
 * parameter, whose argument rgpp does not take from an expansion: it
 * loses the depth there and is left alone too (rgpp(1) BUGS).
 * push_ra's push2(), a #define without capitals used as an instruction,
 * was read as nothing by 6008e8e, which protected it: it reads its
 * return address after push2's pushes, now counted.  SAVE2, which rgpp
 * cannot expand (a comment), moves the stack: 6008e8e lost the depth
 * at its uses, and left save_ra and save_local alone; its body is now
 * read as written, its pushes counted: save_ra, which reads its return
 * address, is left alone, and save_local protected.
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
#define SAVE2(a, b)	/* two */ pushq a; pushq b
#define RESTORE2(a, b)	/* two */ popq a; popq b

	.macro getrm r
	movq	8(%rsp), \r
	.endm
	.macro getlocal r
	movq	(%rsp), \r
	.endm

	.text
/* long cp_ra(void): its return address minus main's */
ENTRY(cp_ra)
	pushq	%rbx
	CP(%rdx)
	movq	8(%rdx), %rax
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(cp_ra)

/* long cp_local(long x): x */
ENTRY(cp_local)
	CPX(%rax)
	ret
END(cp_local)

/* long lower_ra(void): its return address minus main's */
ENTRY(lower_ra)
	pushq	%rbx
	getra
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(lower_ra)

/* long lower_push(long x): x */
ENTRY(lower_push)
	pushb
	movq	%rdi, %rax
	popq	%rbx
	ret
END(lower_push)

/* long dot_ra(void): its return address minus main's */
ENTRY(dot_ra)
	pushq	%rbx
	RD(%rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(dot_ra)

/* long dot_local(long x): x, pushed and read back */
ENTRY(dot_local)
	pushq	%rdi
	RDL(%rax)
	popq	%rdi
	ret
END(dot_local)

/* long push_ra(void): its return address minus main's */
ENTRY(push_ra)
	push2()
	movq	16(%rsp), %rax
	pop2()
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(push_ra)

/* long save_ra(void): the same */
ENTRY(save_ra)
	SAVE2(%rbx, %r12)
	movq	16(%rsp), %rax
	RESTORE2(%r12, %rbx)
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(save_ra)

/* long save_local(long x): x, saved and read back */
ENTRY(save_local)
	SAVE2(%rdi, %r12)
	movq	8(%rsp), %rax
	RESTORE2(%r12, %rdi)
	ret
END(save_local)
