/*
 * What rgpp made of ../convert/header-macro-jump.S before it saw jumps
 * and labels inside #defines and a header's .macros, and jumps in the
 * arguments of a macro whose instruction they name: built with
 * -D_RET_PROTECTOR, thirteen of these functions die (SIGSEGV) on the
 * path through the macro.  rgcheck passed all but label_named (left
 * alone, for another reason).
 */
#include <machine/asm.h>
#include "../convert/header-macro-jump-defs.h"

#define FILE_TAIL	jmp other

	.text
ENTRY(other)
	RETGUARD_START_NOCFI
	movq	$7,%rax
	RETGUARD_END_NOCFI
	ret
END(other)

ENTRY(tail_define)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	TAIL_OTHER
	RETGUARD_SKIP(.Lrg_skip_1)
END(tail_define)

ENTRY(cond_define)
	RETGUARD_START_NOCFI
.Lrg_skip_1:
	movq	%rdi,%rax
	testq	%rax,%rax
	JZ_OTHER
	RETGUARD_END_NOCFI
	ret
END(cond_define)

ENTRY(tail_macro)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	MTAIL
	RETGUARD_SKIP(.Lrg_skip_2)
END(tail_macro)

ENTRY(tail_nested)
	RETGUARD_START_NOCFI
.Lrg_skip_2:
	movq	%rdi,%rax
	VIA_TAIL
	RETGUARD_SKIP(.Lrg_skip_3)
END(tail_nested)

ENTRY(tail_file_define)
	RETGUARD_START_NOCFI
.Lrg_skip_3:
	movq	%rdi,%rax
	FILE_TAIL
	RETGUARD_SKIP(.Lrg_skip_4)
END(tail_file_define)

ENTRY_CHECK(entry_jumps)
	RETGUARD_START_NOCFI
.Lrg_skip_4:
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	ret
END(entry_jumps)

/* jz 1f goes to MARK's 1:, then to the jmp after it. */
ENTRY(label_define)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	1f
	RETGUARD_END_NOCFI
	ret
	MARK
	jmp	other
1:	RETGUARD_END_NOCFI
	ret
END(label_define)

ENTRY(label_named)
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	.Lhere
	ret
	NAMED
	jmp	other
END(label_named)

ENTRY(label_nested)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	1f
	RETGUARD_END_NOCFI
	ret
	VIA_MARK
	jmp	other
1:	RETGUARD_END_NOCFI
	ret
END(label_nested)

ENTRY(label_macro)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	2f
	RETGUARD_END_NOCFI
	ret
	MMARK
	jmp	other
2:	RETGUARD_END_NOCFI
	ret
END(label_macro)

ENTRY(label_macro_arg)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	3f
	RETGUARD_END_NOCFI
	ret
	MAT	3
	jmp	other
3:	RETGUARD_END_NOCFI
	ret
END(label_macro_arg)

ENTRY(label_define_arg)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	4f
	RETGUARD_END_NOCFI
	ret
	AT(4)
	jmp	other
4:	RETGUARD_END_NOCFI
	ret
END(label_define_arg)

ENTRY(alt_tail)
	RETGUARD_START_NOCFI
	ALTERNATIVE "jmp other", "", 1
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	ret
END(alt_tail)

ENTRY(alt_cond)
	RETGUARD_START_NOCFI
	ALTERNATIVE "cmpq $5, %rdi; jb other", "", 1
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	ret
END(alt_cond)

ENTRY(alt_define)
	RETGUARD_START_NOCFI
	ALT_OLD("jmp other")
	movq	%rdi,%rax
	RETGUARD_END_NOCFI
	ret
END(alt_define)

#ifdef NOT_BUILT
/* No definition seen (one of another file): its arguments tell. */
ENTRY(unknown_macro)
	RETGUARD_START_NOCFI
	UNSEEN_MACRO "jmp other"
	RETGUARD_END_NOCFI
	ret
END(unknown_macro)
#endif

/* Jumps to their own labels, and labels no jump of the file names. */
ENTRY(own_labels)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	CLAMP0
	UNIQUE
	testq	%rax,%rax
	jz	5f
	MMARK
	MAT	6
	AT(7)
	incq	%rax
	ALTERNATIVE "", "nop", 1
	SKIP_ONE
5:	RETGUARD_END_NOCFI
	ret
END(own_labels)

ENTRY(own_labels_tail)
	RETGUARD_START_NOCFI
	movq	%rdi,%rax
	CLAMP0
	RETGUARD_END_NOCFI
	jmp	other
END(own_labels_tail)
