/*
 * rgpp's output for a _chk entry under #if that falls into the next
 * function (glibc's i686 memset.S): the RETGUARD_SKIP goes after the
 * #endif, outside the function's END_CHK.  rgcheck takes it for the
 * jump into the next entry, as rgpp did: no finding.  (It used to say
 * the path ran past the function's end into code that is no entry.)
 */
#include <machine/asm.h>
	.text
#if defined SHARED
ENTRY_CHK (__memset_chk)
	RETGUARD_START_NOCFI
	movl	12(%esp), %eax
	cmpl	%eax, 16(%esp)
	jb	HIDDEN_JUMPTARGET (__chk_fail)
END_CHK (__memset_chk)
#endif
	RETGUARD_SKIP(.Lrg_skip_1)
ENTRY (memset)
	RETGUARD_START_NOCFI
.Lrg_skip_1:
	movl	4(%esp), %eax
	RETGUARD_END_NOCFI
	ret
END (memset)
