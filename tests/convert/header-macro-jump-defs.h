/*
 * Macros with jumps and labels inside, as headers have them: glibc's
 * SYSCALL_ERROR_HANDLER defines .Lsyscall_error, its x32 PSEUDO jumps
 * there, Linux's JMP_NOSPEC jumps through a register, and the
 * instruction of Linux's ALTERNATIVE is its argument's (memcpy's
 * ALTERNATIVE_2 "jmp memcpy_orig", "", X86_FEATURE_REP_GOOD, ...).
 */
#define TAIL_OTHER	jmp other
#define JZ_OTHER	jz other
#define VIA_TAIL	TAIL_OTHER
#define ENTRY_CHECK(name) ENTRY(name); testq %rdi,%rdi; jz other

.macro MTAIL
	jmp	other
.endm

/* Jumps to its own labels only: no jump out. */
.macro CLAMP0
	testq	%rax,%rax
	jns	1f
	xorl	%eax,%eax
1:
.endm

.macro UNIQUE
	testq	%rax,%rax
	jz	.Lskip\@
	incq	%rax
.Lskip\@:
.endm

/* Labels a use defines. */
#define MARK		1: incq %rax
#define NAMED		.Lhere: incq %rax
#define VIA_MARK	MARK
#define AT(x)		x: incq %rax

.macro MMARK
2:	incq	%rax
.endm

.macro MAT lab
\lab:	incq	%rax
.endm

/* Instructions the arguments name; the replacement is never run here. */
.macro ALTERNATIVE oldinstr, newinstr, feature
140:
	\oldinstr
141:
	.pushsection .rodata.alt, "a"
142:
	\newinstr
143:
	.popsection
.endm

#define ALT_OLD(insn)	ALTERNATIVE insn, "", 1

/* A jump in the arguments to a label of its own expansion. */
.macro SKIP_ONE
	ALTERNATIVE "jmp .Lskip_one\@", "", 1
	incq	%rax
.Lskip_one\@:
.endm
