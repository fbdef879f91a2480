/*
 * aarch64: returns and jumps spelt as data that rgpp did not read: in
 * 8-byte words (.quad, .xword: nop, then ret) and .dc.l, and in a
 * .macro or #define of the file used on the path (ret, br x17).  Each
 * function is left alone.  in_rodata, whose .macro puts such a word in
 * another section, is protected.  Built and run by
 * tests/bare-regs-run.sh.
 */
	.text
.macro	ret_data
	.inst	0xd65f03c0
.endm
.macro	rodata_word
	.pushsection .rodata
	.long	0xd65f03c0
	.popsection
.endm
#define ADD_RETURN(r)	add r, r, 2; .inst 0xd65f03c0
#define BR_X17	.inst 0xd61f0220

	.globl	quad_ret
	.type	quad_ret, %function
quad_ret:
	add	x0, x0, #1
	.quad	0xd65f03c0d503201f
	.size	quad_ret, .-quad_ret

	.globl	xword_ret
	.type	xword_ret, %function
xword_ret:
	cbz	x0, 1f
	add	x0, x0, #1
	.xword	0xd65f03c0d503201f
1:	ret
	.size	xword_ret, .-xword_ret

	.globl	dcl_ret
	.type	dcl_ret, %function
dcl_ret:
	add	x0, x0, #1
	.dc.l	0xd65f03c0
	.size	dcl_ret, .-dcl_ret

	.globl	macro_ret
	.type	macro_ret, %function
macro_ret:
	add	x0, x0, #3
	ret_data
	.size	macro_ret, .-macro_ret

	.globl	define_ret
	.type	define_ret, %function
define_ret:
	cbz	x0, 1f
	ADD_RETURN(x0)
1:	ret
	.size	define_ret, .-define_ret

/* a tail call through x17, written as data */
	.globl	br_data
	.type	br_data, %function
br_data:
	cbz	x0, 1f
	adrp	x17, ext
	add	x17, x17, :lo12:ext
	BR_X17
1:	ret
	.size	br_data, .-br_data

	.globl	in_rodata
	.type	in_rodata, %function
in_rodata:
	add	x0, x0, #5
	rodata_word
	ret
	.size	in_rodata, .-in_rodata
