/*
 * HCLAMP: the body of rt_clamp and rn_clamp (CLAMP in cfi.S and
 * nocfi.S) as a header's .macro, as glibc's libmvec writes whole
 * functions (svml_d_wrapper_impl.h).  rgpp cannot put RETGUARD_END in
 * a header: it puts RETGUARD_RETS before the use, which makes each ret
 * up to RETGUARD_RETS_END a macro that is RETGUARD_END and the return.
 */
	.macro	HCLAMP lo, hi
	cmp	w0, #\lo
	b.lt	1f
	cmp	w0, #\hi
	b.gt	2f
	ret
1:	mov	w0, #\lo
	ret
2:	mov	w0, #\hi
	ret
	.endm
