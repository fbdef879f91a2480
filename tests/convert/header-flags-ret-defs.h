/*
 * .macro bodies that return, for header-flags-ret.S: CMPRET right after
 * a cmpq, whose result it leaves in the flags; PLAINRET with nothing
 * before its ret; ZERORET after an xorl, whose flags are a by-product;
 * TESTRET after a jz that reads the flags its testq set.  CMPONLY and
 * ADDCARRY do not return.
 */
.macro CMPRET a, b
	cmpq	\a, \b
	ret
.endm

.macro PLAINRET
	ret
.endm

.macro ZERORET
	xorl	%eax, %eax
	ret
.endm

.macro TESTRET r
	movl	$1, %eax
	testq	\r, \r
	jz	1f
	movl	$2, %eax
1:	ret
.endm

/* CMPONLY sets the flags and does nothing else; ADDCARRY reads them */
.macro CMPONLY a, b
	cmpq	\a, \b
.endm

.macro ADDCARRY
	adcq	$0, %rax
.endm
