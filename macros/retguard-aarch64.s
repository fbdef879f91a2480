/*
 * RETGUARD return-address protection for aarch64, as GNU as macros, for
 * plain .s sources that rgpp(1) has converted (sources that go through
 * cpp use <machine/asm.h> instead; both define the same macros, which
 * expand to the same bytes).
 *
 * Use it either way:
 *	as --defsym _RET_PROTECTOR=1 macros/retguard-aarch64.s foo.s -o foo.o
 * or put
 *	.include "retguard-aarch64.s"
 * at the top of foo.s and assemble with -I macros.  Through the gcc
 * driver: -Wa,--defsym,_RET_PROTECTOR=1.
 *
 * The macros expand to nothing unless the symbol _RET_PROTECTOR is
 * defined (with any value: .ifdef only asks whether it is defined).
 * With RETGUARD_PAC also defined (--defsym RETGUARD_PAC=1), pointer
 * authentication replaces the XOR: paciasp and autiasp, hints that run
 * as no-ops (and protect nothing) on processors without FEAT_PAuth.
 * _KERNEL changes nothing here: the kernel cannot execute user pages
 * (PXN), so the whole address is mangled.
 *
 * The return address is in x30 at RETGUARD_START, with sp equal to the
 * CFA (the first instruction of the function), and again at
 * RETGUARD_END, with sp back at its entry value.  x16 (IP0) is the
 * scratch register of the XOR.
 *
 *	RETGUARD_START		first statement of a function with CFI:
 *				x30 ^= sp, then the CFI rule that undoes it
 *				(RA = CFA xor x30); PAC: paciasp and
 *				.cfi_negate_ra_state
 *	RETGUARD_END		right before a return or a jump out:
 *				.cfi_remember_state, the XOR again, then
 *				.cfi_restore 30; PAC: .cfi_remember_state,
 *				autiasp, .cfi_negate_ra_state
 *	RETGUARD_RESUME		right after a return followed by more code
 *				of the same function: .cfi_restore_state
 *	RETGUARD_SPILLED off	right after the store of x30 to the stack
 *				(and the CFI directives that follow it):
 *				RA = CFA xor [CFA + off], off a negative
 *				multiple of 8 from -2^31 to -8; PAC:
 *				nothing
 *	RETGUARD_RELOADED	right after the load of x30 from its slot
 *				(and the CFI directives that follow it):
 *				RA = CFA xor x30 again; PAC: nothing
 *	RETGUARD_START_NOCFI	the XOR alone (PAC: paciasp, autiasp alone),
 *	RETGUARD_END_NOCFI	for functions that have no .cfi_startproc
 *	RETGUARD_SKIP label	b label (one entry falling into the next
 *				jumps over the second RETGUARD_START)
 *	RETGUARD_RETS		right before the use of a macro whose body
 *	RETGUARD_RETS_NOCFI	returns: defines a macro ret, RETGUARD_END
 *				(_NOCFI), the return, RETGUARD_RESUME (not
 *				_NOCFI), so that each ret of the use is
 *				protected
 *	RETGUARD_RETS_END	right after that use: .purgem ret
 *
 * GNU as macro names are not case-sensitive: do not name anything else
 * retguard_start and so on.  Reading the file twice is harmless.
 */

.ifndef .L_retguard_macros
.set .L_retguard_macros, 1

.ifdef _RET_PROTECTOR

.ifdef RETGUARD_PAC
	.macro	_RETGUARD_ENTER
	paciasp
	.endm
	.macro	_RETGUARD_LEAVE
	autiasp
	.endm
	.macro	_RETGUARD_CFI_XORED
	.cfi_negate_ra_state
	.endm
	.macro	_RETGUARD_CFI_PLAIN
	.cfi_negate_ra_state
	.endm
	/* The unwinder authenticates the RA wherever the rules put it. */
	.macro	RETGUARD_SPILLED off
	.endm
	.macro	RETGUARD_RELOADED
	.endm
.else
	/* eor x30, x30, sp does not exist: sp goes through x16. */
	.macro	_RETGUARD_ENTER
	mov	x16, sp
	eor	x30, x30, x16
	.endm
	.macro	_RETGUARD_LEAVE
	mov	x16, sp
	eor	x30, x30, x16
	.endm
	/* RA = CFA xor x30 */
	.macro	_RETGUARD_CFI_XORED
	.cfi_escape 0x16,0x1e,0x03,0x8e,0x00,0x27
	.endm
	/* x30 holds the caller's address again, as at entry */
	.macro	_RETGUARD_CFI_PLAIN
	.cfi_restore 30
	.endm
	/* RA = CFA xor [CFA + off] */
	.macro	RETGUARD_SPILLED off
	.if ((\off) > -8) || ((\off) < -2147483648) || ((\off) & 7)
	.error "RETGUARD_SPILLED: offset not a multiple of 8 in -2^31..-8"
	.endif
	/* DW_OP_const2s down to -32768, DW_OP_const4s below */
	.if (\off) >= -32768
	.cfi_escape 0x16,0x1e,0x07,0x12,0x0b,(\off) & 0xff,((\off) >> 8) & 0xff,0x22,0x06,0x27
	.else
	.cfi_escape 0x16,0x1e,0x09,0x12,0x0d,(\off) & 0xff,((\off) >> 8) & 0xff,((\off) >> 16) & 0xff,((\off) >> 24) & 0xff,0x22,0x06,0x27
	.endif
	.endm
	.macro	RETGUARD_RELOADED
	_RETGUARD_CFI_XORED
	.endm
.endif

	.macro	RETGUARD_START
	_RETGUARD_ENTER
	_RETGUARD_CFI_XORED
	.endm
	.macro	RETGUARD_END
	.cfi_remember_state
	_RETGUARD_LEAVE
	_RETGUARD_CFI_PLAIN
	.endm
	.macro	RETGUARD_RESUME
	.cfi_restore_state
	.endm
	.macro	RETGUARD_START_NOCFI
	_RETGUARD_ENTER
	.endm
	.macro	RETGUARD_END_NOCFI
	_RETGUARD_LEAVE
	.endm
	.macro	RETGUARD_SKIP label
	b	\label
	.endm
	/*
	 * Around the use of a macro whose body returns: ret is then a
	 * macro too, RETGUARD_END, the return, RETGUARD_RESUME.
	 */
	.macro	RETGUARD_RETS
	.macro	ret
	RETGUARD_END
	.inst	0xd65f03c0
	RETGUARD_RESUME
	.endm
	.endm
	.macro	RETGUARD_RETS_NOCFI
	.macro	ret
	RETGUARD_END_NOCFI
	.inst	0xd65f03c0
	.endm
	.endm
	.macro	RETGUARD_RETS_END
	.purgem	ret
	.endm

.else /* !_RET_PROTECTOR */

	.macro	RETGUARD_START
	.endm
	.macro	RETGUARD_END
	.endm
	.macro	RETGUARD_RESUME
	.endm
	.macro	RETGUARD_SPILLED off
	.endm
	.macro	RETGUARD_RELOADED
	.endm
	.macro	RETGUARD_START_NOCFI
	.endm
	.macro	RETGUARD_END_NOCFI
	.endm
	.macro	RETGUARD_SKIP label
	.endm
	.macro	RETGUARD_RETS
	.endm
	.macro	RETGUARD_RETS_NOCFI
	.endm
	.macro	RETGUARD_RETS_END
	.endm

.endif /* _RET_PROTECTOR */

.endif /* .L_retguard_macros */
