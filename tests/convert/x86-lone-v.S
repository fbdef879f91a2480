/*
 * A mnemonic that is the letter v alone, with a memory operand (fuzz
 * run 63): access_width took the length of the mnemonic without the v
 * of AVX's vfoo for the mnemonic's own, and read the byte before it
 * (UBSan: index out of bounds), since 94b16ba.  verw's width is its
 * w's, 2 bytes, where the same mistake read its r.
 */
	.text
	.globl	lone_v
	.type	lone_v, @function
lone_v:
	v	$1, 4(%esp)
	ret
	.size	lone_v, .-lone_v

	.globl	sel_check
	.type	sel_check, @function
sel_check:
	verw	4(%esp)
	ret
	.size	sel_check, .-sel_check
