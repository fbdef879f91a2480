/*
 * aarch64: the file sets .L__gpr_num_x1 itself (to 30), so mrs_s x1
 * may write x30: rgpp does not read the header's numbers for it, and
 * mrs_x1 is left alone (hdr-inst-a64.S protects the same use).
 */
#include "hdr-inst-a64-defs.h"

	.equ	.L__gpr_num_x1, 30

	.text
	.globl	mrs_x1
	.type	mrs_x1, %function
mrs_x1:
	mrs_s	x1, SYS_TPIDR_EL0
	ret
	.size	mrs_x1, . - mrs_x1
