/*
 * Uses of a header's .macro in a #define's expansion, and of a
 * header's #define named without capitals as an instruction: rgpp
 * dc21706 read each as doing nothing, and protected hdot_ra (RD's
 * expansion uses getrm, which reads the return address after the
 * push), hlower_ra (getra reads it) and hcp_ra (cpsp copies the stack
 * pointer, through which it is read): built with -D_RET_PROTECTOR,
 * each returned its return address mangled.  It left hlower_pop
 * alone (addsp's pop not counted, its return at another depth).  Now
 * the .macro is read as the file's is in an expansion, and the
 * #defines as cpp expands them, with their arguments: the first three
 * are left alone, and hdot_pop (drop8, in POP8's expansion) and
 * hlower_pop, whose pops balance their pushes, are protected.
 */
#include <machine/asm.h>
#include "header-define-use-defs.h"

#define RD(r)	getrm r
#define POP8	drop8

	.text
/* long hdot_ra(void): its return address minus main's */
ENTRY(hdot_ra)
	pushq	%rbx
	RD(%rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(hdot_ra)

/* long hlower_ra(void): the same */
ENTRY(hlower_ra)
	pushq	%rbx
	getra
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(hlower_ra)

/* long hcp_ra(void): the same */
ENTRY(hcp_ra)
	cpsp(%rdx)
	movq	(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	ret
END(hcp_ra)

/* long hdot_pop(long x): x, pushed and dropped */
ENTRY(hdot_pop)
	pushq	%rdi
	POP8
	movq	%rdi, %rax
	ret
END(hdot_pop)

/* long hlower_pop(long x): x, pushed and dropped */
ENTRY(hlower_pop)
	pushq	%rdi
	addsp(8)
	movq	%rdi, %rax
	ret
END(hlower_pop)
