/*
 * A header's .macro that returns, where a header also has a .macro
 * named ret: RETGUARD_RETS would define a second one, and GNU as
 * refuses ("Macro `ret' was already defined"), so the function is left
 * alone.  rgpp protected f for a while, and the conversion did not
 * assemble with protection on.
 */
#include "ret-macro-defs.h"

	.text
ENTRY(f)
	WRAP_LEAF
END(f)
