/*
 * Macros for header-effects.S: what they do to the stack and to the
 * return address, read at each use.
 */
#ifndef HEADER_EFFECTS_DEFS_H
#define HEADER_EFFECTS_DEFS_H

#define SAVE_RBX	pushq %rbx
#define RESTORE_RBX	popq %rbx
#define SAVE_TWO	SAVE_RBX; pushq %rbp
#define RESTORE_TWO	popq %rbp; RESTORE_RBX
#define DROP_RA		addq $8, %rsp
#define GET_RA		movq (%rsp), %rax
#define PUSHQ_OP	pushq
#define ADJ(n)		subq $n, %rsp
#define FENCE		lfence

/* a build with frame pointers pushes %rbp; one without, nothing */
#ifdef CONFIG_FP
#ifdef __ASSEMBLER__
.macro FBEGIN
	pushq	%rbp
	movq	%rsp, %rbp
.endm
.macro FEND
	popq	%rbp
.endm
#else
#define FBEGIN "push %rbp; mov %rsp, %rbp"
#define FEND "pop %rbp"
#endif
#else
.macro FBEGIN
.endm
.macro FEND
.endm
#endif

/* one build pushes, the other does not, and nothing pops */
#ifdef CONFIG_X
#define XPUSH	pushq %rcx
#else
#define XPUSH
#endif

/* runs its argument */
.macro ALT old, new
	\old
	.pushsection .altinstr_replacement, "ax"
	\new
	.popsection
.endm

/* moves the stack on one path, and back: balanced where they meet */
.macro SCRATCH
	testq	%rdi, %rdi
	jz	1f
	subq	$8, %rsp
	movq	%rdi, (%rsp)
	addq	$8, %rsp
1:
.endm

/* pushes on one path only */
.macro MAYBE_PUSH
	testq	%rdi, %rdi
	jz	1f
	pushq	%rdi
1:
.endm

#endif
