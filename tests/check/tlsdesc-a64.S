/*
 * The conversion of tests/convert/tlsdesc-a64.S by rgpp before it
 * left TLS descriptor resolvers alone: each resolver's RETGUARD_START
 * and RETGUARD_END overwrite the x16 its callers keep.  keep_all,
 * protected too, is no finding: its annotation only silences the
 * RETGUARD_START it now has.
 */
	.text
/* glibc: the offset of a symbol in the static TLS block */
	.globl _dl_tlsdesc_return
	.type _dl_tlsdesc_return,%function
_dl_tlsdesc_return:
	RETGUARD_START_NOCFI
	ldr	x0, [x0, #8]
	RETGUARD_END_NOCFI
	ret
	.size _dl_tlsdesc_return, .-_dl_tlsdesc_return

/* glibc: an undefined weak symbol, the addend minus the thread pointer */
	.globl _dl_tlsdesc_undefweak
	.type _dl_tlsdesc_undefweak,%function
_dl_tlsdesc_undefweak:
	RETGUARD_START_NOCFI
	str	x1, [sp, #-16]!
	ldr	x0, [x0, #8]
	mrs	x1, tpidr_el0
	sub	x0, x0, x1
	ldr	x1, [sp], #16
	RETGUARD_END_NOCFI
	ret
	.size _dl_tlsdesc_undefweak, .-_dl_tlsdesc_undefweak

/* musl */
	.globl __tlsdesc_static
	.type __tlsdesc_static,@function
__tlsdesc_static:
	RETGUARD_START_NOCFI
	ldr x0,[x0,#8]
	RETGUARD_END_NOCFI
	ret
	.size __tlsdesc_static, .-__tlsdesc_static

/* FreeBSD's rtld */
	.globl _rtld_tlsdesc_static
	.type _rtld_tlsdesc_static,%function
_rtld_tlsdesc_static:
	RETGUARD_START_NOCFI
	ldr	x0, [x0, #8]
	RETGUARD_END_NOCFI
	ret
	.size _rtld_tlsdesc_static, .-_rtld_tlsdesc_static

/* bionic's linker */
	.globl tlsdesc_resolver_static
	.type tlsdesc_resolver_static,%function
tlsdesc_resolver_static:
	RETGUARD_START_NOCFI
	ldr x0, [x0, #8]
	RETGUARD_END_NOCFI
	ret
	.size tlsdesc_resolver_static, .-tlsdesc_resolver_static

/* the user's own convention, marked once for both tools */
	.globl keep_all
	.type keep_all,%function
/* rgcheck: allow missing-start its callers keep x16 across the call */
keep_all:
	RETGUARD_START_NOCFI
	ldr	x0, [x0, #8]
	add	x0, x0, #1
	RETGUARD_END_NOCFI
	ret
	.size keep_all, .-keep_all

/* an ordinary function: protected */
	.globl plain_add
	.type plain_add,%function
plain_add:
	RETGUARD_START_NOCFI
	add	x0, x0, x1
	RETGUARD_END_NOCFI
	ret
	.size plain_add, .-plain_add
