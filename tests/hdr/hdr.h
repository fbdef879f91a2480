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
