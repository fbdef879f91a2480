/*
 * What rgpp dc21706 made of ../convert/header-define-use.S, which read
 * a header's .macro in a #define's expansion (RD's getrm) and a
 * header's #define used as an instruction (getra, cpsp) as doing
 * nothing: built with -D_RET_PROTECTOR, hdot_ra, hlower_ra and hcp_ra
 * return their mangled return address.  Its rgcheck passed them.
 * (hlower_pop, which it left alone, is not here.)
 */
#include <machine/asm.h>
#include "../convert/header-define-use-defs.h"

#define RD(r)	getrm r
#define POP8	drop8

	.text
/* long hdot_ra(void): its return address minus main's */
ENTRY(hdot_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	RD(%rax)
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(hdot_ra)

/* long hlower_ra(void): the same */
ENTRY(hlower_ra)
	RETGUARD_START_NOCFI
	pushq	%rbx
	getra
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(hlower_ra)

/* long hcp_ra(void): the same */
ENTRY(hcp_ra)
	RETGUARD_START_NOCFI
	cpsp(%rdx)
	movq	(%rdx), %rax
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(hcp_ra)

/* long hdot_pop(long x): x, pushed and dropped */
ENTRY(hdot_pop)
	RETGUARD_START_NOCFI
	pushq	%rdi
	POP8
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(hdot_pop)
