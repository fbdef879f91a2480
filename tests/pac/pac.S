/*
 * Functions that sign their return address with pointer authentication,
 * as code for assemblers without the PAC mnemonics spells it (hint #25
 * is paciasp, hint #29 autiasp, hint #27 pacibsp), and that check it
 * with retaa or retab.  RETGUARD_END before retaa gives it the signed
 * address XOR the stack pointer: the check fails and the process dies.
 * SIGN_LR comes from the compiler's command line (-DSIGN_LR="hint 25"),
 * where rgpp cannot see it: retaa alone says that the address is signed.
 * plain is the one function rgpp protects.
 */
#include <machine/asm.h>

	.text
	.globl	pac_hint
	.type	pac_hint, %function
pac_hint:
	hint	#25
	add	x0, x0, #1
	hint	#29
	ret
	.size	pac_hint, . - pac_hint

	.globl	pac_retaa
	.type	pac_retaa, %function
pac_retaa:
	hint	25
	add	x0, x0, #2
	retaa
	.size	pac_retaa, . - pac_retaa

	.globl	pac_retab
	.type	pac_retab, %function
pac_retab:
	hint	#27
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	add	x0, x0, #3
	ldp	x29, x30, [sp], #16
	retab
	.size	pac_retab, . - pac_retab

	.globl	pac_unseen
	.type	pac_unseen, %function
pac_unseen:
	SIGN_LR
	add	x0, x0, #4
	retaa
	.size	pac_unseen, . - pac_unseen

	.globl	plain
	.type	plain, %function
plain:
	add	x0, x0, #5
	ret
	.size	plain, . - plain
