/*
 * rgpp before this change converted tests/convert/data-ret-a64.S so:
 * the functions that return or jump through data (.quad, .xword, .dc.l,
 * or in a .macro or #define) were protected.  rgcheck must find each.
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
	RETGUARD_START_NOCFI
	add	x0, x0, #1
	.quad	0xd65f03c0d503201f
	RETGUARD_SKIP(.Lrg_skip_1)
	.size	quad_ret, .-quad_ret

	.globl	xword_ret
	.type	xword_ret, %function
xword_ret:
	RETGUARD_START_NOCFI
.Lrg_skip_1:
	cbz	x0, 1f
	add	x0, x0, #1
	.xword	0xd65f03c0d503201f
1:	RETGUARD_END_NOCFI
	ret
	.size	xword_ret, .-xword_ret

	.globl	dcl_ret
	.type	dcl_ret, %function
dcl_ret:
	RETGUARD_START_NOCFI
	add	x0, x0, #1
	.dc.l	0xd65f03c0
	RETGUARD_SKIP(.Lrg_skip_2)
	.size	dcl_ret, .-dcl_ret

	.globl	macro_ret
	.type	macro_ret, %function
macro_ret:
	RETGUARD_START_NOCFI
.Lrg_skip_2:
	add	x0, x0, #3
	ret_data
	RETGUARD_SKIP(.Lrg_skip_3)
	.size	macro_ret, .-macro_ret

	.globl	define_ret
	.type	define_ret, %function
define_ret:
	RETGUARD_START_NOCFI
.Lrg_skip_3:
	cbz	x0, 1f
	ADD_RETURN(x0)
1:	RETGUARD_END_NOCFI
	ret
	.size	define_ret, .-define_ret

/* a tail call through x17, written as data */
	.globl	br_data
	.type	br_data, %function
br_data:
	RETGUARD_START_NOCFI
	cbz	x0, 1f
	adrp	x17, ext
	add	x17, x17, :lo12:ext
	BR_X17
1:	RETGUARD_END_NOCFI
	ret
	.size	br_data, .-br_data

	.globl	in_rodata
	.type	in_rodata, %function
in_rodata:
	RETGUARD_START_NOCFI
	add	x0, x0, #5
	RETGUARD_END_NOCFI
	rodata_word
	ret
	.size	in_rodata, .-in_rodata
