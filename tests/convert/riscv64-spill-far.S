/*
 * A riscv64 function that saves ra and all twelve callee-saved registers,
 * then gives their CFI rules together (as hand-written context switches
 * do): RETGUARD_SPILLED goes after ra's rule, 25 statements after the
 * store.  rgpp looked only 24 statements ahead for a SPILLED already
 * there, and converting its output added a second one (found by the
 * fuzzer).  RETGUARD_RELOADED likewise after the rules of the loads.
 */
	.text
	.globl	saveall
	.type	saveall,@function
saveall:
	.cfi_startproc
	addi	sp,sp,-112
	.cfi_def_cfa_offset 112
	sd	ra,104(sp)
	sd	s0,96(sp)
	sd	s1,88(sp)
	sd	s2,80(sp)
	sd	s3,72(sp)
	sd	s4,64(sp)
	sd	s5,56(sp)
	sd	s6,48(sp)
	sd	s7,40(sp)
	sd	s8,32(sp)
	sd	s9,24(sp)
	sd	s10,16(sp)
	sd	s11,8(sp)
	.cfi_offset ra,-8
	.cfi_offset s0,-16
	.cfi_offset s1,-24
	.cfi_offset s2,-32
	.cfi_offset s3,-40
	.cfi_offset s4,-48
	.cfi_offset s5,-56
	.cfi_offset s6,-64
	.cfi_offset s7,-72
	.cfi_offset s8,-80
	.cfi_offset s9,-88
	.cfi_offset s10,-96
	.cfi_offset s11,-104
	call	work
	ld	ra,104(sp)
	ld	s0,96(sp)
	ld	s1,88(sp)
	ld	s2,80(sp)
	ld	s3,72(sp)
	ld	s4,64(sp)
	ld	s5,56(sp)
	ld	s6,48(sp)
	ld	s7,40(sp)
	ld	s8,32(sp)
	ld	s9,24(sp)
	ld	s10,16(sp)
	ld	s11,8(sp)
	.cfi_restore ra
	.cfi_restore s0
	.cfi_restore s1
	.cfi_restore s2
	.cfi_restore s3
	.cfi_restore s4
	.cfi_restore s5
	.cfi_restore s6
	.cfi_restore s7
	.cfi_restore s8
	.cfi_restore s9
	.cfi_restore s10
	.cfi_restore s11
	addi	sp,sp,112
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
	.size	saveall,.-saveall
