/*
 * Code elsewhere enters a function past its entry.  rgpp 9128a9b
 * protected set_dot, set_assign and set_label, whose global symbols
 * set_dot_alt, set_assign_alt and set_label_alt are set to a place
 * inside them (".set x, .", "x = .", "x = .Lmid"), as a global label
 * there would be; and common and common2, into which code at global
 * labels that are no function (enter_common, and hop through a label of
 * no function) jumps.  Called there, each runs RETGUARD_END without
 * RETGUARD_START (SIGSEGV, built with -D_RET_PROTECTOR).  They are now
 * left alone.  set_local's symbol is local: protected.
 */
#include <machine/asm.h>

	.text
/* long set_dot(long x): x + 101; set_dot_alt(x): x + 100 */
ENTRY(set_dot)
	addq	$1, %rdi
	.globl	set_dot_alt
	.set	set_dot_alt, .
	leaq	100(%rdi), %rax
	ret
END(set_dot)

ENTRY(set_assign)
	addq	$1, %rdi
	.globl	set_assign_alt
set_assign_alt = .
	leaq	100(%rdi), %rax
	ret
END(set_assign)

/* long set_label(long x): x + 101; set_label_alt(x): x + 100 */
ENTRY(set_label)
	addq	$1, %rdi
.Lmid:
	leaq	100(%rdi), %rax
	ret
END(set_label)
	.globl	set_label_alt
	set_label_alt = .Lmid

/* long set_local(long x): x + 1 */
ENTRY(set_local)
	addq	$1, %rdi
.Llocal:
	movq	%rdi, %rax
	ret
END(set_local)
	.set	set_local_mid, .Llocal

/* long common(long x): x + 100; enter_common(x): x + 101 */
ENTRY(common)
	movq	%rdi, %rax
.Lcommon:
	addq	$100, %rax
	ret
END(common)

	.globl	enter_common
enter_common:
	leaq	1(%rdi), %rax
	jmp	.Lcommon

/* long common2(long x): x + 200; hop(x): x + 202 */
ENTRY(common2)
	movq	%rdi, %rax
.Lcommon2:
	addq	$200, %rax
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
