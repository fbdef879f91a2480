/*
 * ../convert/stack-escape-rv.S as rgpp 6008e8e converted it: every
 * function protected, through the reads of the saved return address
 * through addresses in the stack it lost.  Its rgcheck passed it.
 */
	.text
/* unsigned long via_mem(void *cell): its return address, through cell */
	.globl via_mem
	.type via_mem,@function
via_mem:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a3, sp
	sd	a3, 0(a0)
	ld	a4, 0(a0)
	ld	a0, 8(a4)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_mem, .-via_mem

/* unsigned long via_fmv(void): through fa0 */
	.globl via_fmv
	.type via_fmv,@function
via_fmv:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a3, sp
	fmv.d.x	fa0, a3
	fmv.x.d	a4, fa0
	ld	a0, 8(a4)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_fmv, .-via_fmv

/* unsigned long via_args(void): through argp's result */
	.globl via_args
	.type via_args,@function
via_args:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	call	argp
	ld	a0, 8(a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_args, .-via_args

/* unsigned long via_global(void): through cellget's result */
	.globl via_global
	.type via_global,@function
via_global:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	t1, sp
	lla	a0, cell
	sd	t1, 0(a0)
	call	cellget
	ld	a0, 8(a0)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_global, .-via_global

/* unsigned long via_callee(void *cell): through cell, which keep_in set */
	.globl via_callee
	.type via_callee,@function
via_callee:
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
	.size via_callee, .-via_callee

/* through sscratch (not run: a user program may not write it) */
	.globl via_csr
	.type via_csr,@function
via_csr:
	RETGUARD_START_NOCFI
	addi	sp, sp, -16
	sd	ra, 8(sp)
	mv	a3, sp
	csrw	sscratch, a3
	csrr	a4, sscratch
	ld	a0, 8(a4)
	ld	ra, 8(sp)
	addi	sp, sp, 16
	RETGUARD_END_NOCFI
	ret
	.size via_csr, .-via_csr

/* long store_num(long *p, long x): x + 1 stored and loaded back */
	.globl store_num
	.type store_num,@function
store_num:
	RETGUARD_START_NOCFI
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
	RETGUARD_END_NOCFI
	ret
	.size store_num, .-store_num

/* argp: the address of its stack arguments (the caller's sp) */
	.globl argp
	.type argp,@function
argp:
	RETGUARD_START_NOCFI
	mv	a0, sp
	RETGUARD_END_NOCFI
	ret
	.size argp, .-argp
