/*
 * rgpp before this change converted tests/convert/atomic-sp-a64.S so:
 * swp_ra, cas_ra and ldadd_ra, which read the saved x30 through a
 * register an atomic loaded, and unk_ra and unk_copy_ra, which read it
 * through sp, or a copy of it, at a depth rgpp does not know, were
 * protected.  rgcheck must find each.
 */
	.arch_extension lse
	.text
	.globl	swp_ra
	.type	swp_ra, %function
swp_ra:
	RETGUARD_START_NOCFI
	sub	sp, sp, #32
	stp	x29, x30, [sp, #16]
	add	x29, sp, #16
	str	x29, [sp]
	add	x1, sp, #8
	swp	xzr, x1, [sp]
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp, #16]
	add	sp, sp, #32
	RETGUARD_END_NOCFI
	ret
	.size	swp_ra, .-swp_ra

/* cas: x1 is compared, then holds what was there */
	.globl	cas_ra
	.type	cas_ra, %function
cas_ra:
	RETGUARD_START_NOCFI
	sub	sp, sp, #32
	stp	x29, x30, [sp, #16]
	add	x29, sp, #16
	str	x29, [sp]
	add	x1, sp, #8
	cas	x1, x2, [sp]
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp, #16]
	add	sp, sp, #32
	RETGUARD_END_NOCFI
	ret
	.size	cas_ra, .-cas_ra

	.globl	ldadd_ra
	.type	ldadd_ra, %function
ldadd_ra:
	RETGUARD_START_NOCFI
	sub	sp, sp, #32
	stp	x29, x30, [sp, #16]
	add	x29, sp, #16
	str	x29, [sp]
	add	x1, sp, #8
	ldaddal	xzr, x1, [sp]
	ldr	x0, [x1, #8]
	ldp	x29, x30, [sp, #16]
	add	sp, sp, #32
	RETGUARD_END_NOCFI
	ret
	.size	ldadd_ra, .-ldadd_ra

/* the depth unknown: n bytes below the frame, 0 here */
	.globl	unk_ra
	.type	unk_ra, %function
unk_ra:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	sub	sp, sp, x0
	ldr	x0, [sp, #8]
	mov	sp, x29
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	unk_ra, .-unk_ra

/* a copy of sp made at that unknown depth */
	.globl	unk_copy_ra
	.type	unk_copy_ra, %function
unk_copy_ra:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	sub	sp, sp, x0
	mov	x4, sp
	ldr	x0, [x4, #8]
	mov	sp, x29
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	unk_copy_ra, .-unk_copy_ra

	.globl	count
	.type	count, %function
count:
	RETGUARD_START_NOCFI
	stp	x29, x30, [sp, #-16]!
	mov	x29, sp
	mov	x1, #1
	ldadd	x1, x0, [x0]
	ldp	x29, x30, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size	count, .-count
