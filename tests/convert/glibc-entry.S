/*
 * Functions entered by glibc's ENTRY have CFI: its body opens it,
 * "C_LABEL(name) cfi_startproc;" with the label pasted from the
 * argument (name##:) and no ';' before cfi_startproc.  rgpp read
 * neither, took ENTRY for the entry macro it knows by name, one
 * without CFI, and put RETGUARD_START_NOCFI in every glibc function
 * (and did not see ENTRY_SEMI, below, as an entry at all): their CFI
 * described the return address as plain while it was mangled, and
 * unwinders (gdb, backtrace(), C++ exceptions) read a wrong caller.
 * ../check/glibc-entry.S is that old conversion.
 */
#include "glibc-entry-defs.h"

	.text
ENTRY (f)
	movl	$1, %eax
	ret
END (f)

ENTRY (g)
	testq	%rdi, %rdi
	jz	1f
	movl	$2, %eax
	ret
1:	xorl	%eax, %eax
	ret
END (g)

ENTRY_SEMI (h)
	ret
END (h)
