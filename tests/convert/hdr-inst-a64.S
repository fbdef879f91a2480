/*
 * aarch64: Linux's header macros read at their uses
 * (hdr-inst-a64-defs.h).  An .inst of an expression (mrs_s, msr_s,
 * _sve_rdvl) is read as its word once the use's arguments, the
 * #define bodies and .L__gpr_num_x0 and the like are put in: mrs and
 * msr of x0 to x15 and the like, and rdvl, are protected; one of x30,
 * of a system register that no #define gives, or a write to SPSel, is
 * not.  ldr_l's .ifb and getlink's .if are read as as reads them:
 * the branch the arguments pick, whose write to x16 lets the function
 * read it (ldr_x16, nested_x16, movq_x16), and whose read of x30
 * leaves the function alone (link_taken); the branch not taken is not
 * read (link_not).  rgpp 6008e8e read getlink as empty, as every
 * .macro after regs_to_64, whose two heads in an #if it took for a
 * .macro inside another: it protected link_taken, whose conversion
 * returns the mangled address.  doit and _for run an instruction
 * their arguments name: one that reads x16 before the function writes
 * it leaves the function alone (doit_ip0, for_ip0; 6008e8e protected
 * both, and their conversions add RETGUARD_START's x16).  Built and
 * run by tests/bare-regs-run.sh.
 */
#include "hdr-inst-a64-defs.h"

	.data
	.align	3
value:	.quad	41

	.text
/* writes tpidr_el0 and reads it back, through .inst: protected */
	.globl	tp_roundtrip
	.type	tp_roundtrip, %function
tp_roundtrip:
	mrs_s	x2, SYS_TPIDR_EL0
	msr_s	SYS_TPIDR_EL0, x0
	mrs_s	x1, SYS_TPIDR_EL0
	msr_s	SYS_TPIDR_EL0, x2
	add	x0, x1, #1
	ret
	.size	tp_roundtrip, . - tp_roundtrip

/* its own return address through tpidr_el0: left alone */
	.globl	tp_link
	.type	tp_link, %function
tp_link:
	mrs_s	x2, SYS_TPIDR_EL0
	msr_s	SYS_TPIDR_EL0, x30
	mrs_s	x0, SYS_TPIDR_EL0
	msr_s	SYS_TPIDR_EL0, x2
	ret
	.size	tp_link, . - tp_link

/*
 * a system register that the file sets with .equ, which rgpp does not
 * read: any word, left alone
 */
	.equ	SYS_UNKNOWN_EL1, (3 << 19) | (3 << 16) | (13 << 12) | (2 << 5)
	.globl	tp_unknown
	.type	tp_unknown, %function
tp_unknown:
	mrs_s	x0, SYS_UNKNOWN_EL1
	ret
	.size	tp_unknown, . - tp_unknown

/* msr spsel may move the stack pointer: left alone */
	.globl	tp_spsel
	.type	tp_spsel, %function
tp_spsel:
	msr_s	SYS_SPSEL, xzr
	ret
	.size	tp_spsel, . - tp_spsel

/* rdvl x0, #1: protected (not run: SVE) */
	.globl	vl
	.type	vl, %function
vl:
	_sve_rdvl	0, 1
	ret
	.size	vl, . - vl

/* ldr_l's taken branch writes x16: protected */
	.globl	ldr_x16
	.type	ldr_x16, %function
ldr_x16:
	ldr_l	x16, value
	add	x0, x16, #1
	ret
	.size	ldr_x16, . - ldr_x16

/* the same through a macro that passes its parameter on: protected */
	.globl	nested_x16
	.type	nested_x16, %function
nested_x16:
	ldr_this x16, value
	add	x0, x16, #2
	ret
	.size	nested_x16, . - nested_x16

/* every branch of mov_q writes x16: protected */
	.globl	movq_x16
	.type	movq_x16, %function
movq_x16:
	regs_to_64 x1, x2, x3
	mov_q	x16, 0x12345
	add	x0, x16, #3
	ret
	.size	movq_x16, . - movq_x16

/* the branch taken reads x30: left alone */
	.globl	link_taken
	.type	link_taken, %function
link_taken:
	getlink	x0, 1
	ret
	.size	link_taken, . - link_taken

/* the branch not taken reads x30: protected */
	.globl	link_not
	.type	link_not, %function
link_not:
	getlink	x0, 0
	add	x0, x0, #5
	ret
	.size	link_not, . - link_not

/*
 * an instruction named by an argument reads the caller's x16, which
 * RETGUARD_START overwrites: left alone
 */
	.globl	doit_ip0
	.type	doit_ip0, %function
doit_ip0:
	doit	add x0, x0, x16
	ret
	.size	doit_ip0, . - doit_ip0

/* the same, run by a .macro that _for defines: left alone */
	.globl	for_ip0
	.type	for_ip0, %function
for_ip0:
	_for	n, 1, 1, add x0, x0, x16
	ret
	.size	for_ip0, . - for_ip0

/*
 * The file's own .macro: an .ifb is read as as reads it (file_ldr's
 * write to x16 is its own), and a read of x16 through a parameter or
 * in the body leaves the function alone (file_ip0, file_body_ip0;
 * 6008e8e protected both).
 */
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

	.globl	file_ldr
	.type	file_ldr, %function
file_ldr:
	fldr	x16, value
	add	x0, x16, #4
	ret
	.size	file_ldr, . - file_ldr

	.globl	file_ip0
	.type	file_ip0, %function
file_ip0:
	fadd	x0, x16
	ret
	.size	file_ip0, . - file_ip0

	.globl	file_body_ip0
	.type	file_body_ip0, %function
file_body_ip0:
	faddip0
	ret
	.size	file_body_ip0, . - file_body_ip0
