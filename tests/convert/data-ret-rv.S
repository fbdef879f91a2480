/*
 * riscv64: returns and jumps spelt as data that rgpp did not read: in
 * 8-byte words (.quad, .dword: nop, then ret), in .insn with a long
 * value or a length, and in a .macro or #define of the file used on
 * the path (c.ret, ret, jr t1).  Each function is left alone.
 * in_rodata, whose .macro puts such a word in another section, is
 * protected.  Built and run by tests/bare-regs-run.sh.
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
	addi	a0, a0, 1
	.quad	0x0000806700000013
	.size	quad_ret, .-quad_ret

	.globl	dword_ret
	.type	dword_ret, @function
dword_ret:
	beqz	a0, 1f
	addi	a0, a0, 1
	.dword	0x0000806700000013
1:	ret
	.size	dword_ret, .-dword_ret

	.globl	insn_long
	.type	insn_long, @function
insn_long:
	addi	a0, a0, 1
	.insn	0x00008067
	ret
	.size	insn_long, .-insn_long

	.globl	insn_len
	.type	insn_len, @function
insn_len:
	addi	a0, a0, 1
	.insn	4, 0x00008067
	ret
	.size	insn_len, .-insn_len

	.globl	macro_ret
	.type	macro_ret, @function
macro_ret:
	addi	a0, a0, 3
	ret_data
	.size	macro_ret, .-macro_ret

	.globl	define_ret
	.type	define_ret, @function
define_ret:
	beqz	a0, 1f
	ADD_RETURN(a0)
1:	ret
	.size	define_ret, .-define_ret

/* a tail call through t1, written as data */
	.globl	jr_data
	.type	jr_data, @function
jr_data:
	beqz	a0, 1f
	la	t1, ext
	JR_T1
1:	ret
	.size	jr_data, .-jr_data

	.globl	in_rodata
	.type	in_rodata, @function
in_rodata:
	addi	a0, a0, 5
	rodata_word
	ret
	.size	in_rodata, .-in_rodata
