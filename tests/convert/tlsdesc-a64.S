/*
 * aarch64: functions whose callers keep values in registers that the
 * procedure call standard lets a callee overwrite, x16 among them,
 * which RETGUARD_START and RETGUARD_END overwrite.  The TLS descriptor
 * resolvers of glibc, musl, FreeBSD's rtld and bionic (the compiler
 * calls them with blr x1 and keeps every register but x0 and x30), and
 * one of the user's own convention, marked for rgcheck: each must be
 * left alone.  plain_add is protected.  Built and run by
 * tests/bare-regs-run.sh, whose caller keeps a value in x16 across each
 * call.
 */
	.text
/* glibc: the offset of a symbol in the static TLS block */
	.globl _dl_tlsdesc_return
	.type _dl_tlsdesc_return,%function
_dl_tlsdesc_return:
	ldr	x0, [x0, #8]
	ret
	.size _dl_tlsdesc_return, .-_dl_tlsdesc_return

/* glibc: an undefined weak symbol, the addend minus the thread pointer */
	.globl _dl_tlsdesc_undefweak
	.type _dl_tlsdesc_undefweak,%function
_dl_tlsdesc_undefweak:
	str	x1, [sp, #-16]!
	ldr	x0, [x0, #8]
	mrs	x1, tpidr_el0
	sub	x0, x0, x1
	ldr	x1, [sp], #16
	ret
	.size _dl_tlsdesc_undefweak, .-_dl_tlsdesc_undefweak

/* musl */
	.globl __tlsdesc_static
	.type __tlsdesc_static,@function
__tlsdesc_static:
	ldr x0,[x0,#8]
	ret
	.size __tlsdesc_static, .-__tlsdesc_static

/* FreeBSD's rtld */
	.globl _rtld_tlsdesc_static
	.type _rtld_tlsdesc_static,%function
_rtld_tlsdesc_static:
	ldr	x0, [x0, #8]
	ret
	.size _rtld_tlsdesc_static, .-_rtld_tlsdesc_static

/* bionic's linker */
	.globl tlsdesc_resolver_static
	.type tlsdesc_resolver_static,%function
tlsdesc_resolver_static:
	ldr x0, [x0, #8]
	ret
	.size tlsdesc_resolver_static, .-tlsdesc_resolver_static

/* the user's own convention, marked once for both tools */
	.globl keep_all
	.type keep_all,%function
/* rgcheck: allow missing-start its callers keep x16 across the call */
keep_all:
	ldr	x0, [x0, #8]
	add	x0, x0, #1
	ret
	.size keep_all, .-keep_all

/* an ordinary function: protected */
	.globl plain_add
	.type plain_add,%function
plain_add:
	add	x0, x0, x1
	ret
	.size plain_add, .-plain_add
