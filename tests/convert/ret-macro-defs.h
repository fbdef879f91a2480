/*
 * A header with a .macro named ret, as Linux's 32-bit arm
 * assembler.h has one (.irp c,,eq,ne,...; .macro ret\c, reg), and a
 * .macro that returns through it.
 */
.macro ret
	retq
.endm

.macro WRAP_LEAF
	leaq	1(%rdi),%rax
	ret
.endm
