/*
 * aarch64 registers named by .macro parameters, as in
 * macro-param-regs.S: a parameter that the use makes sp moves the
 * stack, and one that it makes x30 reads or writes the return
 * address, through the uses of .macros around it too.
 */
	.macro	mv d, s
	mov	\d, \s
	.endm
	.macro	outer a
	mv	\a, x0
	.endm
	.macro	ldx n, base
	ldr	x\n, [\base]
	.endm

	.text

/* sets sp through a parameter: left alone */
	.globl	set_sp
	.type	set_sp, %function
set_sp:
	mv	sp, x0
	br	x1
	.size	set_sp, . - set_sp

/* through the .macro around the use: left alone */
	.globl	set_sp_outer
	.type	set_sp_outer, %function
set_sp_outer:
	outer	sp
	br	x1
	.size	set_sp_outer, . - set_sp_outer

/* x\n with n = 30 is x30: left alone */
	.globl	load_lr
	.type	load_lr, %function
load_lr:
	ldx	30, x0
	ret
	.size	load_lr, . - load_lr

/* the same macros on other registers: protected */
	.globl	plain
	.type	plain, %function
plain:
	mv	x9, x0
	outer	x10
	ldx	2, x0
	ret
	.size	plain, . - plain
