/*
 * Linux's arm64 header macros, as hdr-inst-a64.S uses them: mrs_s and
 * msr_s (asm/sysreg.h, asm/gpr-num.h), whose .inst rgpp reads with the
 * use's arguments; regs_to_64, whose two heads in an #if once left the
 * macros after it read as empty; ldr_l (.ifb), mov_q (.if on ==) and a
 * macro that uses ldr_l with its own parameter; getlink, which reads
 * x30 in the branch of an .if that its argument picks; doit and _for,
 * which run an instruction their arguments name.
 */
	.irp	num,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30
	.equ	.L__gpr_num_x\num, \num
	.equ	.L__gpr_num_w\num, \num
	.endr
	.equ	.L__gpr_num_xzr, 31
	.equ	.L__gpr_num_wzr, 31

#ifndef CONFIG_BROKEN_GAS_INST
#define __emit_inst(x)	.inst(x)
#else
#ifndef CONFIG_CPU_BIG_ENDIAN
#define __INSTR_BSWAP(x)	(x)
#else
#define __INSTR_BSWAP(x)	((((x) << 24) & 0xff000000)	| \
				 (((x) <<  8) & 0x00ff0000)	| \
				 (((x) >>  8) & 0x0000ff00)	| \
				 (((x) >> 24) & 0x000000ff))
#endif
#define __emit_inst(x)	.long __INSTR_BSWAP(x)
#endif

#define Op0_shift	19
#define Op1_shift	16
#define CRn_shift	12
#define CRm_shift	8
#define Op2_shift	5
#define sys_reg(op0, op1, crn, crm, op2) \
	(((op0) << Op0_shift) | ((op1) << Op1_shift) | \
	 ((crn) << CRn_shift) | ((crm) << CRm_shift) | \
	 ((op2) << Op2_shift))
#define SYS_TPIDR_EL0	sys_reg(3, 3, 13, 0, 2)
#define SYS_SPSEL	sys_reg(3, 0, 4, 2, 0)

	.macro	mrs_s, rt, sreg
	 __emit_inst(0xd5200000|(\sreg)|(.L__gpr_num_\rt))
	.endm

	.macro	msr_s, sreg, rt
	__emit_inst(0xd5000000|(\sreg)|(.L__gpr_num_\rt))
	.endm

/* RDVL X\nx, #\imm (fpsimdmacros.h) */
	.macro	_sve_rdvl nx, imm
	.inst	0x04bf5000			\
		| (\nx)				\
		| (((\imm) & 0x3f) << 5)
	.endm

#ifndef CONFIG_CPU_BIG_ENDIAN
	.macro	regs_to_64, rd, lbits, hbits
#else
	.macro	regs_to_64, rd, hbits, lbits
#endif
	orr	\rd, \lbits, \hbits, lsl #32
	.endm

	.macro	ldr_l, dst, sym, tmp=
	.ifb	\tmp
	adrp	\dst, \sym
	ldr	\dst, [\dst, :lo12:\sym]
	.else
	adrp	\tmp, \sym
	ldr	\dst, [\tmp, :lo12:\sym]
	.endif
	.endm

	.macro	ldr_this, dst, sym
	ldr_l	\dst, \sym
	.endm

	.macro	mov_q, reg, val
	.if (((\val) >> 31) == 0 || ((\val) >> 31) == 0x1ffffffff)
	movz	\reg, :abs_g1_s:\val
	.else
	.if (((\val) >> 47) == 0 || ((\val) >> 47) == 0x1ffff)
	movz	\reg, :abs_g2_s:\val
	.else
	movz	\reg, :abs_g3:\val
	movk	\reg, :abs_g2_nc:\val
	.endif
	movk	\reg, :abs_g1_nc:\val
	.endif
	movk	\reg, :abs_g0_nc:\val
	.endm

	.macro	getlink, dst, how
	.if	\how
	mov	\dst, x30
	.else
	mov	\dst, #0
	.endif
	.endm

	.macro	doit, insn:vararg
	\insn
	.endm

	.macro __for from:req, to:req
	.if (\from) == (\to)
		_for__body %\from
	.else
		__for %\from, %((\from) + ((\to) - (\from)) / 2)
		__for %((\from) + ((\to) - (\from)) / 2 + 1), %\to
	.endif
	.endm

	.macro _for var:req, from:req, to:req, insn:vararg
	.macro _for__body \var:req
		.noaltmacro
		\insn
		.altmacro
	.endm
	.altmacro
	__for \from, \to
	.noaltmacro
	.purgem _for__body
	.endm
