/*
 * A jump inside a #define or a header's .macro is one of the
 * function's: a tail call with no RETGUARD_END before it, or a jump
 * rgpp does not follow.  So is a label defined there: a jump of the
 * file may go to it.  rgpp used to see neither, and protected every
 * function below but label_named; built with -D_RET_PROTECTOR, ten of
 * them died (SIGSEGV) on the path through the macro, the return
 * address still mangled at the tail call.  entry_jumps did not (its
 * jump runs before RETGUARD_START), but an entry macro's jump to a
 * label of the function would skip RETGUARD_START: it is left alone
 * too.  The alt_ functions (added later) died the same way.  The last
 * two are protected.
 */
#include <machine/asm.h>
#include "header-macro-jump-defs.h"

#define FILE_TAIL	jmp other

	.text
ENTRY(other)
	movq	$7,%rax
	ret
END(other)

ENTRY(tail_define)
	movq	%rdi,%rax
	TAIL_OTHER
END(tail_define)

ENTRY(cond_define)
	movq	%rdi,%rax
	testq	%rax,%rax
	JZ_OTHER
	ret
END(cond_define)

ENTRY(tail_macro)
	movq	%rdi,%rax
	MTAIL
END(tail_macro)

ENTRY(tail_nested)
	movq	%rdi,%rax
	VIA_TAIL
END(tail_nested)

ENTRY(tail_file_define)
	movq	%rdi,%rax
	FILE_TAIL
END(tail_file_define)

ENTRY_CHECK(entry_jumps)
	movq	%rdi,%rax
	ret
END(entry_jumps)

/* jz 1f goes to MARK's 1:, then to the jmp after it. */
ENTRY(label_define)
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	1f
	ret
	MARK
	jmp	other
1:	ret
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
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	1f
	ret
	VIA_MARK
	jmp	other
1:	ret
END(label_nested)

ENTRY(label_macro)
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	2f
	ret
	MMARK
	jmp	other
2:	ret
END(label_macro)

ENTRY(label_macro_arg)
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	3f
	ret
	MAT	3
	jmp	other
3:	ret
END(label_macro_arg)

ENTRY(label_define_arg)
	movq	%rdi,%rax
	testq	%rax,%rax
	jz	4f
	ret
	AT(4)
	jmp	other
4:	ret
END(label_define_arg)

ENTRY(alt_tail)
	ALTERNATIVE "jmp other", "", 1
	movq	%rdi,%rax
	ret
END(alt_tail)

ENTRY(alt_cond)
	ALTERNATIVE "cmpq $5, %rdi; jb other", "", 1
	movq	%rdi,%rax
	ret
END(alt_cond)

ENTRY(alt_define)
	ALT_OLD("jmp other")
	movq	%rdi,%rax
	ret
END(alt_define)

#ifdef NOT_BUILT
/* No definition seen (one of another file): its arguments tell. */
ENTRY(unknown_macro)
	UNSEEN_MACRO "jmp other"
	ret
END(unknown_macro)
#endif

/* Jumps to their own labels, and labels no jump of the file names. */
ENTRY(own_labels)
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
5:	ret
END(own_labels)

ENTRY(own_labels_tail)
	movq	%rdi,%rax
	CLAMP0
	jmp	other
END(own_labels_tail)
