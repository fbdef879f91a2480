/*
 * Functions of ../convert/bare-regs.S as rgpp converted them when it
 * read a name that a #define or .req makes x30 as a symbol: protected
 * around a write of x30, so that RETGUARD_END turns the address they
 * jump to into another.  rgcheck passed them the same way.
 */
#include "../convert/bare-regs-defs.h"
#define LINK	x30
ALIAS	.req	x30
	.text

	.globl	set_link
	.type	set_link, %function
set_link:
	RETGUARD_START_NOCFI
	mov	LINK, x0
	RETGUARD_END_NOCFI
	ret
	.size	set_link, . - set_link

	.globl	set_hlink
	.type	set_hlink, %function
set_hlink:
	RETGUARD_START_NOCFI
	mov	HLINK, x0
	RETGUARD_END_NOCFI
	ret
	.size	set_hlink, . - set_hlink

	.globl	set_alias
	.type	set_alias, %function
set_alias:
	RETGUARD_START_NOCFI
	mov	ALIAS, x0
	RETGUARD_END_NOCFI
	ret
	.size	set_alias, . - set_alias
