/*
 * riscv64: TLS descriptor resolvers, as glibc (2.40 and later) and musl
 * write them.  The compiler calls a resolver with jalr t0, the
 * descriptor in a0: the return address is in t0, and the caller keeps
 * every register but a0 and t0 across the call, ra included.  rgpp
 * takes jr t0 for a tail jump: RETGUARD_START and RETGUARD_END XOR ra
 * with sp at the same depth, and no other register, so the caller's ra
 * comes back as it was.  Built and run by tests/bare-regs-run.sh, whose
 * caller keeps a value in ra across each call.
 */
	.text
/* the offset of a symbol in the static TLS block */
	.globl	_dl_tlsdesc_return
	.type	_dl_tlsdesc_return, @function
_dl_tlsdesc_return:
	ld	a0, 8(a0)
	jr	t0
	.size	_dl_tlsdesc_return, .-_dl_tlsdesc_return

/* an undefined weak symbol: its addend minus the thread pointer */
	.globl	_dl_tlsdesc_undefweak
	.type	_dl_tlsdesc_undefweak, @function
_dl_tlsdesc_undefweak:
	addi	sp, sp, -16
	sd	a1, 0(sp)
	ld	a0, 8(a0)
	sub	a0, a0, tp
	ld	a1, 0(sp)
	addi	sp, sp, 16
	jr	t0
	.size	_dl_tlsdesc_undefweak, .-_dl_tlsdesc_undefweak

/* the slow path: a call, around which it saves ra and t0 */
	.globl	_dl_tlsdesc_dynamic
	.type	_dl_tlsdesc_dynamic, @function
_dl_tlsdesc_dynamic:
	.cfi_startproc
	addi	sp, sp, -32
	.cfi_def_cfa_offset 32
	sd	ra, 0(sp)
	.cfi_offset ra, -32
	sd	t0, 8(sp)
	sd	a1, 16(sp)
	ld	a0, 8(a0)
	call	tls_offset
	ld	a1, 16(sp)
	ld	t0, 8(sp)
	ld	ra, 0(sp)
	.cfi_restore ra
	addi	sp, sp, 32
	.cfi_def_cfa_offset 0
	jr	t0
	.cfi_endproc
	.size	_dl_tlsdesc_dynamic, .-_dl_tlsdesc_dynamic
