/*
 * rgpp 6008e8e converted tests/convert/hdr-inst-a64.S so: link_taken,
 * whose header .macro (read as empty after regs_to_64's two heads)
 * reads x30, doit_ip0 and for_ip0, whose header macros run an
 * instruction that reads the caller's x16, and file_ip0 and
 * file_body_ip0, whose .macro of the file reads it, were protected.
 * rgcheck must find each.
 */
#include "hdr-inst-a64-defs.h"

	.text
/* the branch taken reads x30: left alone */
	.globl	link_taken
	.type	link_taken, %function
link_taken:
	RETGUARD_START_NOCFI
	getlink	x0, 1
	RETGUARD_END_NOCFI
	ret
	.size	link_taken, . - link_taken

/*
 * an instruction named by an argument reads the caller's x16, which
 * RETGUARD_START overwrites: left alone
 */
	.globl	doit_ip0
	.type	doit_ip0, %function
doit_ip0:
	RETGUARD_START_NOCFI
	doit	add x0, x0, x16
	RETGUARD_END_NOCFI
	ret
	.size	doit_ip0, . - doit_ip0

/* the same, run by a .macro that _for defines: left alone */
	.globl	for_ip0
	.type	for_ip0, %function
for_ip0:
	RETGUARD_START_NOCFI
	_for	n, 1, 1, add x0, x0, x16
	RETGUARD_END_NOCFI
	ret
	.size	for_ip0, . - for_ip0

	.macro	fldr, dst, sym, tmp=
	.ifb	\tmp
	adrp	\dst, \sym
	ldr	\dst, [\dst, :lo12:\sym]
	.else
	adrp	\tmp, \sym
	ldr	\dst, [\tmp, :lo12:\sym]
	.endif
	.endm

	.macro	fadd, dst, src
	add	\dst, \dst, \src
	.endm

	.macro	faddip0
	add	x0, x0, x16
	.endm

	.globl	file_ip0
	.type	file_ip0, %function
file_ip0:
	RETGUARD_START_NOCFI
	fadd	x0, x16
	RETGUARD_END_NOCFI
	ret
	.size	file_ip0, . - file_ip0

	.globl	file_body_ip0
	.type	file_body_ip0, %function
file_body_ip0:
	RETGUARD_START_NOCFI
	faddip0
	RETGUARD_END_NOCFI
	ret
	.size	file_body_ip0, . - file_body_ip0
