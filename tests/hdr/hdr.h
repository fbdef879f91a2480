/*
 * Macros for hdr.S, as a project's header would have them: rgpp reads
 * each at its uses.
 */
#define GET_CALLER	movq (%rsp), %rax
#define SAVE_RBX	pushq %rbx
#define RESTORE_RBX	popq %rbx
#define POPQ_OP		popq

/* frame pointers in one build, none in the other (-DCONFIG_FP) */
#ifdef CONFIG_FP
.macro FBEGIN
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %rbp, 0
	movq	%rsp, %rbp
.endm
.macro FEND
	popq	%rbp
	.cfi_adjust_cfa_offset -8
	.cfi_restore %rbp
.endm
#else
.macro FBEGIN
.endm
.macro FEND
.endm
#endif

/* registers named by macros: glibc's sysdep.h, Linux's asm.h */
#define RSP_LP		rsp
#ifndef __x86_64__
# define SEL_RAW(a,b)	a
#else
# define SEL_RAW(a,b)	b
#endif
#define ASM_REG(reg)	SEL_RAW(e##reg, r##reg)
#define _ASM_SP		ASM_REG(sp)
#define _ASM_BP		ASM_REG(bp)
