/*
 * RETGUARD_START and RETGUARD_END by other names: a #define or .macro
 * of the file whose body is that macro and nothing else.  A use is the
 * macro (its _NOCFI or not as the body says), checked where it is; it
 * was not seen ("has no RETGUARD_START", "return without RETGUARD_END").
 */
#include <machine/asm.h>
#define MYSTART RETGUARD_START_NOCFI
#define MYEND RETGUARD_END_NOCFI
	.macro	PSTART
	RETGUARD_START_NOCFI
	.endm
	.macro	PEND
	RETGUARD_END_NOCFI
	.endm
/* not an alias: more than the macro in the body */
#define BIGSTART RETGUARD_START_NOCFI; nop

	.text
/* right */
ENTRY(aliased)
	MYSTART
	pushq	%rbx
	movl	%edi, %eax
	popq	%rbx
	MYEND
	ret
END(aliased)

/* right, by .macro */
ENTRY(macro_aliased)
	PSTART
	movl	%edi, %eax
	PEND
	ret
END(macro_aliased)

/* wrong: the END before the pop */
ENTRY(end_early)
	MYSTART
	pushq	%rbx
	movl	%edi, %eax
	MYEND
	popq	%rbx
	ret
END(end_early)

/* a START with more in its body is no alias, but runs there: right */
ENTRY(big)
	BIGSTART
	movl	%edi, %eax
	MYEND
	ret
END(big)
