/*
 * riscv64: the saved ra read through an address in the stack that rgpp
 * lost: one stored to memory other than the stack and loaded back
 * (via_mem), moved through a floating-point register (via_fmv), given
 * back by a callee that was not passed it (via_args: the address of
 * argp's own stack arguments; via_global: a global cellget reads,
 * which via_global stored it to), stored by a callee that was passed
 * it (via_callee: keep_in stores it in cell), or moved through a CSR
 * (via_csr: sscratch, which a user program may not write, so that it
 * is not run).  rgpp 6008e8e followed addresses in the stack through
 * general registers only and protected all six (built with
 * -D_RET_PROTECTOR, the five that run return the mangled address), and
 * its rgcheck passed them; they are left alone now.  store_num stores,
 * moves and loads back only numbers and stays protected.  Built and
 * run by tests/bare-regs-run.sh.
 */
	.text
/* unsigned long via_mem(void *cell): its return address, through cell */
	.globl via_mem
	.type via_mem,@function
via_mem:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a3, sp
	sd	a3, 0(a0)
	ld	a4, 0(a0)
	ld	a0, 8(a4)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_mem, .-via_mem

/* unsigned long via_fmv(void): through fa0 */
	.globl via_fmv
	.type via_fmv,@function
via_fmv:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a3, sp
	fmv.d.x	fa0, a3
	fmv.x.d	a4, fa0
	ld	a0, 8(a4)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_fmv, .-via_fmv

/* unsigned long via_args(void): through argp's result */
	.globl via_args
	.type via_args,@function
via_args:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	call	argp
	ld	a0, 8(a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_args, .-via_args

/* unsigned long via_global(void): through cellget's result */
	.globl via_global
	.type via_global,@function
via_global:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	t1, sp
	lla	a0, cell
	sd	t1, 0(a0)
	call	cellget
	ld	a0, 8(a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_global, .-via_global

/* unsigned long via_callee(void *cell): through cell, which keep_in set */
	.globl via_callee
	.type via_callee,@function
via_callee:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s1, 16(sp)
	mv	s1, a0
	mv	a1, sp
	call	keep_in
	ld	a4, 0(s1)
	ld	a0, 8(a4)
	ld	s1, 16(sp)
	ld	ra, 24(sp)
	addi	sp, sp, 32
	ret
	.size via_callee, .-via_callee

/* through sscratch (not run: a user program may not write it) */
	.globl via_csr
	.type via_csr,@function
via_csr:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a3, sp
	csrw	sscratch, a3
	csrr	a4, sscratch
	ld	a0, 8(a4)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size via_csr, .-via_csr

/* long store_num(long *p, long x): x + 1 stored and loaded back */
	.globl store_num
	.type store_num,@function
store_num:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	addi	a1, a1, 1
	sd	a1, 0(a0)
	fmv.d.x	fa0, a1
	fmv.x.d	a2, fa0
	ld	a0, 0(a0)
	add	a0, a0, a2
	ld	ra, 8(sp)
	addi	sp, sp, 16
	ret
	.size store_num, .-store_num

/* argp: the address of its stack arguments (the caller's sp) */
	.globl argp
	.type argp,@function
argp:
	mv	a0, sp
	ret
	.size argp, .-argp
