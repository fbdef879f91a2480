/*
 * rgpp before this change converted tests/convert/data-ret-rv.S so:
 * the functions that return or jump through data (.quad, .dword, .insn,
 * or in a .macro or #define) were protected.  rgcheck must find each.
 */
	.text
.macro	ret_data
	.half	0x8082
.endm
.macro	rodata_word
	.pushsection .rodata
	.word	0x00008067
	.popsection
.endm
#define ADD_RETURN(r)	addi r, r, 2; .word 0x00008067
#define JR_T1	.word 0x00030067

	.globl	quad_ret
	.type	quad_ret, @function
quad_ret:
	RETGUARD_START_NOCFI
	addi	a0, a0, 1
	.quad	0x0000806700000013
	RETGUARD_SKIP(.Lrg_skip_1)
	.size	quad_ret, .-quad_ret

	.globl	dword_ret
	.type	dword_ret, @function
dword_ret:
	RETGUARD_START_NOCFI
.Lrg_skip_1:
	beqz	a0, 1f
	addi	a0, a0, 1
	.dword	0x0000806700000013
1:	RETGUARD_END_NOCFI
	ret
	.size	dword_ret, .-dword_ret

	.globl	insn_long
	.type	insn_long, @function
insn_long:
	RETGUARD_START_NOCFI
	addi	a0, a0, 1
	.insn	0x00008067
	RETGUARD_END_NOCFI
	ret
	.size	insn_long, .-insn_long

	.globl	macro_ret
	.type	macro_ret, @function
macro_ret:
	RETGUARD_START_NOCFI
	addi	a0, a0, 3
	ret_data
	RETGUARD_SKIP(.Lrg_skip_2)
	.size	macro_ret, .-macro_ret

	.globl	define_ret
	.type	define_ret, @function
define_ret:
	RETGUARD_START_NOCFI
.Lrg_skip_2:
	beqz	a0, 1f
	ADD_RETURN(a0)
1:	RETGUARD_END_NOCFI
	ret
	.size	define_ret, .-define_ret

/* a tail call through t1, written as data */
	.globl	jr_data
	.type	jr_data, @function
jr_data:
	RETGUARD_START_NOCFI
	beqz	a0, 1f
	la	t1, ext
	JR_T1
1:	RETGUARD_END_NOCFI
	ret
	.size	jr_data, .-jr_data

	.globl	in_rodata
	.type	in_rodata, @function
in_rodata:
	RETGUARD_START_NOCFI
	addi	a0, a0, 5
	RETGUARD_END_NOCFI
	rodata_word
	ret
	.size	in_rodata, .-in_rodata
