/*
 * What rgcheck finds where a header's macros move the stack or read
 * the return address, in functions converted by hand (the macros are
 * those of ../convert/header-effects-defs.h).
 */
#include "../convert/header-effects-defs.h"

	.text

/* balanced in both builds of FBEGIN and FEND: no finding */
	.globl	frame
	.type	frame, @function
frame:
	RETGUARD_START_NOCFI
	FBEGIN
	call	other
	FEND
	RETGUARD_END_NOCFI
	ret
	.size	frame, . - frame

/* reads the return address while it is mangled */
	.globl	get_ra
	.type	get_ra, @function
get_ra:
	RETGUARD_START_NOCFI
	GET_RA
	RETGUARD_END_NOCFI
	ret
	.size	get_ra, . - get_ra

/* RETGUARD_END after SAVE_RBX: at depth 8, not the return address */
	.globl	saved
	.type	saved, @function
saved:
	RETGUARD_START_NOCFI
	SAVE_RBX
	RETGUARD_END_NOCFI
	RESTORE_RBX
	ret
	.size	saved, . - saved

/* with CONFIG_X, RETGUARD_END runs at depth 8 */
	.globl	unbalanced
	.type	unbalanced, @function
unbalanced:
	RETGUARD_START_NOCFI
	XPUSH
	RETGUARD_END_NOCFI
	ret
	.size	unbalanced, . - unbalanced
