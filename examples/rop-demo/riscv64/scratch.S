/*
 * int ex_scratch(int (*fn)(char *buf, void *arg), void *arg):
 * fn(buf, arg) with a 64-byte scratch buffer buf in this function's
 * frame, right below the saved s0 and ra.
 */
#include "example.h"

ENTRY(ex_scratch)
	addi	sp, sp, -80
	.cfi_def_cfa_offset 80
	sd	ra, 72(sp)
	sd	s0, 64(sp)
	.cfi_offset ra, -8
	.cfi_offset s0, -16
	addi	s0, sp, 80
	mv	t0, a0
	mv	a0, sp			# buf
	jalr	t0			# fn(buf, arg)
	ld	ra, 72(sp)
	ld	s0, 64(sp)
	.cfi_restore ra
	.cfi_restore s0
	addi	sp, sp, 80
	.cfi_def_cfa_offset 0
	ret
END(ex_scratch)
