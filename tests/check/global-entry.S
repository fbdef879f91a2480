/*
 * ../convert/global-entry.S as rgpp 9128a9b converted it: set_dot,
 * set_assign and set_label protected though a global symbol is set to
 * a place inside each, common and common2 though code at global labels
 * of no function jumps into them.  Its rgcheck passed them.
 */
#include <machine/asm.h>

	.text
/* long set_dot(long x): x + 101; set_dot_alt(x): x + 100 */
ENTRY(set_dot)
	RETGUARD_START_NOCFI
	addq	$1, %rdi
	.globl	set_dot_alt
	.set	set_dot_alt, .
	leaq	100(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(set_dot)

ENTRY(set_assign)
	RETGUARD_START_NOCFI
	addq	$1, %rdi
	.globl	set_assign_alt
set_assign_alt = .
	leaq	100(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(set_assign)

/* long set_label(long x): x + 101; set_label_alt(x): x + 100 */
ENTRY(set_label)
	RETGUARD_START_NOCFI
	addq	$1, %rdi
.Lmid:
	leaq	100(%rdi), %rax
	RETGUARD_END_NOCFI
	ret
END(set_label)
	.globl	set_label_alt
	set_label_alt = .Lmid

/* long set_local(long x): x + 1 */
ENTRY(set_local)
	RETGUARD_START_NOCFI
	addq	$1, %rdi
.Llocal:
	movq	%rdi, %rax
	RETGUARD_END_NOCFI
	ret
END(set_local)
	.set	set_local_mid, .Llocal

/* long common(long x): x + 100; enter_common(x): x + 101 */
ENTRY(common)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
.Lcommon:
	addq	$100, %rax
	RETGUARD_END_NOCFI
	ret
END(common)

	.globl	enter_common
enter_common:
	leaq	1(%rdi), %rax
	jmp	.Lcommon

/* long common2(long x): x + 200; hop(x): x + 202 */
ENTRY(common2)
	RETGUARD_START_NOCFI
	movq	%rdi, %rax
.Lcommon2:
	addq	$200, %rax
	RETGUARD_END_NOCFI
	ret
END(common2)

	.globl	hop
hop:
	leaq	1(%rdi), %rax
	jmp	.Lhop2
	.p2align 4
.Lhop2:
	addq	$1, %rax
	jmp	.Lcommon2
