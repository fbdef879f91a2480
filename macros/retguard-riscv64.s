/*
 * RETGUARD return-address protection for riscv64, as GNU as macros, for
 * plain .s sources that rgpp(1) has converted (sources that go through
 * cpp use <machine/asm.h> instead; both define the same macros, which
 * expand to the same bytes).
 *
 * Use it either way:
 *	as --defsym _RET_PROTECTOR=1 macros/retguard-riscv64.s foo.s -o foo.o
 * or put
 *	.include "retguard-riscv64.s"
 * at the top of foo.s and assemble with -I macros.  Through the gcc
 * driver: -Wa,--defsym,_RET_PROTECTOR=1.  Give as the -march and -mabi
 * the compiler driver gives it (rv64gc: -march=rv64imafdc_zicsr_zifencei
 * -mabi=lp64d), or its code will not be compressed the same way.
 *
 * The macros expand to nothing unless the symbol _RET_PROTECTOR is
 * defined (with any value: .ifdef only asks whether it is defined).
 * _KERNEL changes nothing here: S-mode cannot execute user pages, so the
 * whole address is mangled.
 *
 * The return address is in ra at RETGUARD_START, with sp equal to the
 * CFA (the first instruction of the function), and again at
 * RETGUARD_END, with sp back at its entry value.
 *
 *	RETGUARD_START		first statement of a function with CFI:
 *				ra ^= sp, then the CFI rule that undoes it
 *				(RA = CFA xor ra)
 *	RETGUARD_END		right before a return or a jump out:
 *				.cfi_remember_state, the XOR again, then
 *				.cfi_restore 1
 *	RETGUARD_RESUME		right after a return followed by more code
 *				of the same function: .cfi_restore_state
 *	RETGUARD_SPILLED off	right after the store of ra to the stack
 *				(and the CFI directives that follow it):
 *				RA = CFA xor [CFA + off], off a negative
 *				multiple of 8 from -2^31 to -8
 *	RETGUARD_RELOADED	right after the load of ra from its slot
 *				(and the CFI directives that follow it):
 *				RA = CFA xor ra again
 *	RETGUARD_START_NOCFI	the XOR alone, for functions that have no
 *	RETGUARD_END_NOCFI	.cfi_startproc
 *	RETGUARD_SKIP label	j label (one entry falling into the next
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

	/* Always 4 bytes: there is no compressed xor of ra or sp. */
	.macro	_RETGUARD_XOR
	xor	ra, ra, sp
	.endm
	/* RA = CFA xor ra */
	.macro	_RETGUARD_CFI_XORED
	.cfi_escape 0x16,0x01,0x03,0x71,0x00,0x27
	.endm

	.macro	RETGUARD_START
	_RETGUARD_XOR
	_RETGUARD_CFI_XORED
	.endm
	/* ra holds the caller's address again, as at entry */
	.macro	RETGUARD_END
	.cfi_remember_state
	_RETGUARD_XOR
	.cfi_restore 1
	.endm
	.macro	RETGUARD_RESUME
	.cfi_restore_state
	.endm
	/* RA = CFA xor [CFA + off] */
	.macro	RETGUARD_SPILLED off
	.if ((\off) > -8) || ((\off) < -2147483648) || ((\off) & 7)
	.error "RETGUARD_SPILLED: offset not a multiple of 8 in -2^31..-8"
	.endif
	/* DW_OP_const2s down to -32768, DW_OP_const4s below */
	.if (\off) >= -32768
	.cfi_escape 0x16,0x01,0x07,0x12,0x0b,(\off) & 0xff,((\off) >> 8) & 0xff,0x22,0x06,0x27
	.else
	.cfi_escape 0x16,0x01,0x09,0x12,0x0d,(\off) & 0xff,((\off) >> 8) & 0xff,((\off) >> 16) & 0xff,((\off) >> 24) & 0xff,0x22,0x06,0x27
	.endif
	.endm
	.macro	RETGUARD_RELOADED
	_RETGUARD_CFI_XORED
	.endm
	.macro	RETGUARD_START_NOCFI
	_RETGUARD_XOR
	.endm
	.macro	RETGUARD_END_NOCFI
	_RETGUARD_XOR
	.endm
	.macro	RETGUARD_SKIP label
	j	\label
	.endm
	/*
	 * Around the use of a macro whose body returns: ret is then a
	 * macro too, RETGUARD_END, the return, RETGUARD_RESUME.
	 */
	.macro	RETGUARD_RETS
	.macro	ret
	RETGUARD_END
	jalr	zero, 0(ra)
	RETGUARD_RESUME
	.endm
	.endm
	.macro	RETGUARD_RETS_NOCFI
	.macro	ret
	RETGUARD_END_NOCFI
	jalr	zero, 0(ra)
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
