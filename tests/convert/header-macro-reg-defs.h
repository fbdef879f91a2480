/*
 * .macro bodies with a return inside that name registers by macros,
 * as glibc's x86_64 sysdep.h names %rsp RSP_LP.
 */
#define SP_REG	rsp

/* returns its own return address: it must be left alone */
.macro RA_OUT
	movq	(%SP_REG), %rax
	ret
.endm

/* returns the argument: its return can be protected */
.macro ARG_OUT
	movq	%rdi, %rax
	ret
.endm
