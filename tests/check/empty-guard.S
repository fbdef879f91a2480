/*
 * Empty definitions of RETGUARD_START and RETGUARD_END (and the NOCFI
 * forms) claim protection that is not there: found in the header
 * (RETGUARD_END, line 4) and here (lines 17 and 26).  Near misses:
 * empty definitions in the branch for protection off (#else,
 * #ifndef _RET_PROTECTOR, .ifndef _RET_PROTECTOR), and a fallback
 * for a build without the header (#if __has_include ... #else).
 */
#include "empty-guard-defs.h"
#ifndef _RET_PROTECTOR
#define RETGUARD_END_NOCFI
#endif
.ifndef _RET_PROTECTOR
	.macro	RETGUARD_START_NOCFI
	.endm
.endif
#define RETGUARD_START_NOCFI
#if __has_include(<machine/asm.h>)
#include <machine/asm.h>
#else
#define RETGUARD_END
#endif

#ifdef _RET_PROTECTOR
#undef RETGUARD_END_NOCFI
#define RETGUARD_END_NOCFI
#endif
