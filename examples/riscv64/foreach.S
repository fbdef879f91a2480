/*
 * int ex_foreach(const int *v, size_t n, int (*fn)(int, void *),
 *     void *arg): the sum of fn(v[i], arg), calling back into C, with a
 * frame pointer (s0, the CFA) and callee-saved registers.
 */
#include "example.h"

ENTRY(ex_foreach)
	addi	sp, sp, -64
	.cfi_def_cfa_offset 64
	sd	ra, 56(sp)
	sd	s0, 48(sp)
	sd	s1, 40(sp)
	sd	s2, 32(sp)
	sd	s3, 24(sp)
	sd	s4, 16(sp)
	sd	s5, 8(sp)
	.cfi_offset ra, -8
	.cfi_offset s0, -16
	.cfi_offset s1, -24
	.cfi_offset s2, -32
	.cfi_offset s3, -40
	.cfi_offset s4, -48
	.cfi_offset s5, -56
	addi	s0, sp, 64
	mv	s1, a0			# next element
	slli	a1, a1, 2
	add	s2, a0, a1		# end
	mv	s3, a2			# fn
	mv	s4, a3			# arg
	li	s5, 0			# sum
1:	bgeu	s1, s2, 2f
	lw	a0, 0(s1)
	mv	a1, s4
	jalr	s3
	addw	s5, s5, a0
	addi	s1, s1, 4
	j	1b
2:	mv	a0, s5
	ld	ra, 56(sp)
	ld	s0, 48(sp)
	ld	s1, 40(sp)
	ld	s2, 32(sp)
	ld	s3, 24(sp)
	ld	s4, 16(sp)
	ld	s5, 8(sp)
	.cfi_restore ra
	.cfi_restore s0
	.cfi_restore s1
	.cfi_restore s2
	.cfi_restore s3
	.cfi_restore s4
	.cfi_restore s5
	addi	sp, sp, 64
	.cfi_def_cfa_offset 0
	ret
END(ex_foreach)
