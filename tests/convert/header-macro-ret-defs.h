/*
 * .macro bodies with a return inside, as glibc's svml_*_wrapper_impl.h
 * has them: EARLY_OUT returns on one path of the function that uses
 * it, OUTER through EARLY_OUT.  NO_RET has none.
 */
.macro EARLY_OUT
	xorl	%eax, %eax
	ret
.endm

.macro OUTER
	EARLY_OUT
.endm

.macro NO_RET
	incl	%eax
.endm
