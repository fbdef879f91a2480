/*
 * ../convert/call-addr-rv.S as rgpp f1cff1b converted it: via_call protected
 * around a read of the saved ra through the address ident gives back.
 * Its rgcheck passed it.
 */
	.text
/* its own return address, through ident's result */
	.globl via_call
	.type via_call,@function
via_call:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	addi	a0, sp, 8
	call	ident
	ld	a0, 0(a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_call, .-via_call

/* long call_num(long x): x + 8, ident's result less sp */
	.globl call_num
	.type call_num,@function
call_num:
	RETGUARD_START_NOCFI
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s1, 16(sp)
	mv	s1, a0
	addi	a0, sp, 8
	call	ident
	sub	a0, a0, sp
	add	a0, a0, s1
	ld	s1, 16(sp)
	ld	ra, 24(sp)
	addi	sp, sp, 32
	RETGUARD_END_NOCFI
	ret
	.size call_num, .-call_num
