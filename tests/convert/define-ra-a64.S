/*
 * aarch64: a #define with parameters that loads x30's saved copy, used
 * after x30 is saved: rgpp 4c1874c read the use as nothing and
 * protected mac_ld, which would read the mangled copy.  It is left
 * alone now.  mac_local's use loads a slot below the saved pair.
 */
#define RD(r)	ldr r, [sp, #8]
#define RL(r)	ldr r, [sp, #16]

	.text
	.globl	mac_ld
	.type	mac_ld, %function
mac_ld:
	stp	x29, x30, [sp, #-16]!
	RD(x0)
	ldp	x29, x30, [sp], #16
	ret
	.size	mac_ld, .-mac_ld

	.globl	mac_local
	.type	mac_local, %function
mac_local:
	stp	x0, x1, [sp, #-32]!
	stp	x29, x30, [sp, #16]
	RL(x0)
	ldp	x29, x30, [sp, #16]
	add	sp, sp, #32
	ret
	.size	mac_local, .-mac_local
