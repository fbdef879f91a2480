/*
 * Entry and end macros for the runtime tests, in the style of OpenBSD's
 * <machine/asm.h>.  Included by tests/runtime/<arch>/<name>.S only.
 *
 *   ENTRY(x) ... END(x)		a global function with CFI
 *					(.cfi_startproc ... .cfi_endproc)
 *   ENTRY_NOCFI(x) ... END_NOCFI(x)	a global function without CFI
 *
 * The RETGUARD macros come from <machine/asm.h> (include/ in the source
 * tree), unless RT_GAS_MACROS is defined: the test then runs the source
 * through cpp alone and leaves the RETGUARD_* names to the GNU as macros
 * of macros/retguard-<arch>.s.
 */

#ifndef RT_GAS_MACROS
#include <machine/asm.h>
#endif

#define	_ALIGN_TEXT	.p2align 4

#define	ENTRY(x)							\
	.text; _ALIGN_TEXT; .globl x; .type x,@function; x:		\
	.cfi_startproc
#define	END(x)								\
	.cfi_endproc; .size x, . - x

#define	ENTRY_NOCFI(x)							\
	.text; _ALIGN_TEXT; .globl x; .type x,@function; x:
#define	END_NOCFI(x)							\
	.size x, . - x
