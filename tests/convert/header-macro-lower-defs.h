/*
 * Lowercase .macros of a header, as Linux's arm64 assembler.h has
 * them (frame_push, adr_l, get_this_cpu_offset), and one named as an
 * instruction: as looks a name up among its macros before its
 * instructions, so each use below is the macro's body.
 */
	.macro	getra reg
	movq	8(%rsp), \reg
	.endm

	.macro	tailto sym
	jmp	\sym
	.endm

	.macro	WRAPTAIL sym
	tailto	\sym
	.endm

	.macro	target sym
	leaq	\sym(%rip), %rax
	pushq	%rax
	.endm

	.macro	spill reg
	pushq	\reg
	.endm

	.macro	unspill reg
	popq	\reg
	.endm

/* cqto is an instruction (sign-extend %rax into %rdx); here, not */
	.macro	cqto
	movq	8(%rsp), %rdx
	.endm
