/* objtool-style annotations, as Linux's <asm/nospec-branch.h> has them */
#ifdef __ASSEMBLY__
.macro ANNOTATE_RETPOLINE_SAFE
	.Lannotate_\@:
	.pushsection .discard.retpoline_safe
	.quad .Lannotate_\@
	.popsection
.endm
#define ANNOTATE_UNRET_SAFE ANNOTATE_RETPOLINE_SAFE
#define RET_MARK			\
	999:;				\
	.pushsection .discard.ret_mark;	\
	.quad 999b;			\
	.popsection
/* emits code: not an annotation */
#define ANNOTATE_PAD nop
#endif
