/*
 * Functions of ../convert/ra-slot-x86.S as rgpp 5422342 converted them
 * when it read a displacement that is no plain number as not the
 * return address's slot: protected around a read or write of the slot
 * by a symbol of .set, .equ or =, by a #define with two definitions,
 * and inside the slot (4(%rsp)).  Its rgcheck passed them.
 */
#include <machine/asm.h>

#if defined(LARGE)
#define SLOT2	16
#else
#define SLOT2	(8 + 8)
#endif
	.set	SLOT_SET, 16
	.equ	SLOT_EQU, 8
SLOT_ASSIGN = 0

	.text
ENTRY(ra_set)
	RETGUARD_START_NOCFI
	pushq	%rbx
	pushq	%rbp
	movq	SLOT_SET(%rsp), %rax
	popq	%rbp
	popq	%rbx
	leaq	main(%rip), %rcx
	subq	%rcx, %rax
	RETGUARD_END_NOCFI
	ret
END(ra_set)

ENTRY(ra_equ)
	RETGUARD_START_NOCFI
	pushq	%rbx
	movq	%rax, SLOT_EQU(%rsp)
	popq	%rbx
	RETGUARD_END_NOCFI
	ret
END(ra_equ)

ENTRY(ra_assign)
	RETGUARD_START_NOCFI
	movq	%rax, SLOT_ASSIGN(%rsp)
	RETGUARD_END_NOCFI
	ret
END(ra_assign)

ENTRY(ra_define2)
	RETGUARD_START_NOCFI
	subq	$16, %rsp
	movq	SLOT2(%rsp), %rax
	addq	$16, %rsp
	RETGUARD_END_NOCFI
	ret
END(ra_define2)

ENTRY(ra_half)
	RETGUARD_START_NOCFI
	movl	%eax, 4(%rsp)
	RETGUARD_END_NOCFI
	ret
END(ra_half)
