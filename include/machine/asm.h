/*
 * RETGUARD return-address protection for hand-written assembly.
 *
 * Included, through cpp, by assembler sources (.S) that rgpp(1) has
 * converted, and by C sources whose __asm() blocks it has converted
 * (they use the _ASM string forms at the end); it includes nothing.  Every
 * macro expands to nothing unless _RET_PROTECTOR is defined, so that a
 * converted source assembles to the same bytes as the original when
 * protection is off.  With _KERNEL also defined, the kernel variant is
 * used: only the low half of the return address is mangled (low 32 bits
 * on amd64, low 16 on i386), so that no user-space address can be made.
 * It XORs the whole slot with the low half of its address, zero-extended,
 * through a scratch register that it pushes and pops (%r11, %ecx): no
 * register but the flags changes, and the full-width store lets ret's
 * load be forwarded.  RETGUARD_KERNEL_NARROW (with _KERNEL) selects the
 * older sequence instead, one XOR of the low half alone (xorl %esp,(%rsp);
 * xorw %sp,(%esp)): smaller and with no stack write below the return
 * address, but ret's load cannot be forwarded from its narrow store,
 * which costs about 12 TSC ticks (5 ns) a call.  Both have the same CFI
 * rule for the return address.
 *
 * Statements are separated by ';', so that each macro can stand on its
 * own line or inside the body of a #define.
 *
 *   RETGUARD_START		First statement of a function with CFI:
 *				XOR the return address with the stack
 *				pointer, then a DW_CFA_val_expression rule
 *				that lets unwinders undo the XOR.
 *   RETGUARD_END		Right before a return (or a jump out):
 *				.cfi_remember_state, the same XOR again,
 *				then the plain rule for the return address.
 *   RETGUARD_RESUME		Right after a return that more code of the
 *				same function follows: .cfi_restore_state,
 *				which brings the mangled rule back.
 *   RETGUARD_SPILLED(off)	aarch64, riscv64: right after the store of
 *				the (mangled) return-address register to
 *				the stack and the CFI directives that
 *				follow it, in a function with CFI: the rule
 *				now reads the slot at CFA + off (off is a
 *				negative multiple of 8, -2147483648 to
 *				-8).
 *				Nothing on amd64 and i386, where the return
 *				address never leaves its stack slot.
 *   RETGUARD_RELOADED		aarch64, riscv64: right after the load of
 *				the return-address register from its slot
 *				and the CFI directives that follow it: the
 *				register rule of RETGUARD_START again
 *				(without the XOR).  Nothing on x86.
 *   RETGUARD_START_NOCFI	RETGUARD_START and RETGUARD_END without any
 *   RETGUARD_END_NOCFI		CFI directive, for functions that have no
 *				.cfi_startproc.
 *   RETGUARD_SKIP(label)	An unconditional jump to label when
 *				protected: one entry that falls through
 *				into the next jumps over the second one's
 *				RETGUARD_START.
 *   RETGUARD_RETS		Right before the use of a macro (a header's
 *   RETGUARD_RETS_NOCFI	.macro) whose body returns:
 *   RETGUARD_RETS_END		defines a GNU as macro named ret that is
 *				RETGUARD_END, the return, RETGUARD_RESUME
 *				(_NOCFI: RETGUARD_END_NOCFI and the
 *				return), so that each plain ret the use
 *				expands to is protected; RETGUARD_RETS_END,
 *				right after the use, removes it (.purgem).
 *
 * amd64, i386: the return address must be the word on top of the stack
 * at RETGUARD_START and again at RETGUARD_END; the CFA must be the stack
 * pointer of the entry plus the size of the return address, as it is
 * for any function entered by call.  The kernel variant pushes below the
 * return address (kernels have no red zone) and, in a function with
 * CFI, describes the CFA as %rsp (%esp) plus 16 (8), then plus 8 (4),
 * whatever register the function's own rule used until then.
 *
 * aarch64, riscv64: the return address must be in x30 (ra) at
 * RETGUARD_START, with the stack pointer equal to the CFA (the first
 * instruction of a function), and again at RETGUARD_END, with the stack
 * pointer back at its entry value.  In between, the mangled value lives
 * in x30 (ra) or in one stack slot, as RETGUARD_SPILLED and
 * RETGUARD_RELOADED tell the unwinder.  aarch64 uses x16 (IP0) as a
 * scratch register at entry and before the return, where the procedure
 * call standard lets any veneer clobber it.  _KERNEL changes nothing on
 * these two: their kernels cannot execute user pages at all (aarch64
 * PXN, RISC-V S-mode), so the whole address is mangled.  On aarch64,
 * RETGUARD_PAC (with _RET_PROTECTOR) selects pointer authentication
 * instead of the XOR: paciasp and autiasp, hints that run as no-ops (and
 * protect nothing) on processors without FEAT_PAuth.
 *
 * Each architecture defines its primitives: _RETGUARD_ENTER and
 * _RETGUARD_LEAVE, the instructions at entry and before the return;
 * optionally _RETGUARD_SAVE and _RETGUARD_RESTORE, around them, with
 * their CFI rules _RETGUARD_CFI_SAVE and _RETGUARD_CFI_RESTORE;
 * _RETGUARD_CFI_XORED, the rule for the mangled return address;
 * _RETGUARD_CFI_PLAIN, the rule once it is restored;
 * _RETGUARD_CFI_SPILLED(off) and _RETGUARD_CFI_RELOADED, the rules once
 * it is stored to the stack and loaded back; _RETGUARD_JMP(l), an
 * unconditional jump; and _RETGUARD_RET, a return spelt otherwise than
 * ret.  A new architecture is one more #elif block.
 */

#ifndef _MACHINE_RETGUARD_ASM_H_
#define _MACHINE_RETGUARD_ASM_H_

#ifdef _RET_PROTECTOR

/*
 * aarch64, riscv64: the offset of a spill slot must be a negative
 * multiple of 8 that fits DW_OP_const4s; anything else is an assembler
 * error.  RA = CFA xor [CFA + off] for column col: DW_OP_dup, the
 * offset, DW_OP_plus, DW_OP_deref, DW_OP_xor.  The offset is
 * DW_OP_const2s (0x0b) down to -32768, DW_OP_const4s (0x0d) below, as
 * in a frame of more than 32 KiB (a large local array); gas computes
 * the bytes.
 */
#define	_RETGUARD_CHECK_OFF(off)					\
	.if ((off) > -8) || ((off) < -2147483648) || ((off) & 7);	\
	.error "RETGUARD_SPILLED: offset not a multiple of 8 in -2^31..-8"; \
	.endif
#define	_RETGUARD_CFI_SLOT(col, off)					\
	_RETGUARD_CHECK_OFF(off);					\
	.if (off) >= -32768;						\
	.cfi_escape 0x16,col,0x07,0x12,0x0b,(off) & 0xff,		\
	    ((off) >> 8) & 0xff,0x22,0x06,0x27;				\
	.else;								\
	.cfi_escape 0x16,col,0x09,0x12,0x0d,(off) & 0xff,		\
	    ((off) >> 8) & 0xff,((off) >> 16) & 0xff,			\
	    ((off) >> 24) & 0xff,0x22,0x06,0x27;			\
	.endif

/*
 * x86 register names are in capitals: GNU as reads them in any case,
 * and some headers define the lower-case names as macros (newlib's
 * x86_64mach.h and i386mach.h: #define rsp REG(rsp), which would make
 * %rsp in these bodies %%rsp).
 */
#if defined(__x86_64__)

#if defined(_KERNEL) && !defined(RETGUARD_KERNEL_NARROW)
/*
 * RA = [CFA-8] xor ((CFA-8) and 0xffffffff), with a full-width store:
 * leal truncates the slot's address to 32 bits and zero-extends it, so
 * that the upper half of the return address stays as it was and the
 * 8-byte load of ret can be forwarded from the 8-byte store of the XOR.
 * %r11 is pushed and popped around it, so that no register but the
 * flags changes: RETGUARD_END also comes before tail jumps, which may
 * go through %r11 (jmp *%r11, Linux's JMP_NOSPEC r11), and hand-written
 * kernel functions may have callers that count on %r11 (Linux's
 * clear_page_* and __sw_hweight*).  The CFA rules assume the CFA is
 * %rsp + 8 at entry and at RETGUARD_END, as the return address on top
 * of the stack requires anyway.
 */
#define	_RETGUARD_SAVE		pushq	%R11
#define	_RETGUARD_CFI_SAVE	.cfi_def_cfa %RSP,16
#define	_RETGUARD_XOR		leal	8(%RSP),%R11D; xorq	%R11,8(%RSP)
#define	_RETGUARD_RESTORE	popq	%R11
#define	_RETGUARD_CFI_RESTORE	.cfi_def_cfa %RSP,8
#define	_RETGUARD_CFI_XORED	_RETGUARD_CFI_XORED_LOW32
#elif defined(_KERNEL)
/*
 * The same rule with a 4-byte store into the 8-byte slot: 3 bytes and
 * no stack write, but ret's 8-byte load then cannot be forwarded from
 * the store and waits for it: about 12 TSC ticks (5 ns) a call more
 * than the other kernel sequence (docs/BENCHMARKS.md).
 */
#define	_RETGUARD_XOR		xorl	%ESP,(%RSP)
#define	_RETGUARD_CFI_XORED	_RETGUARD_CFI_XORED_LOW32
#else
/* RA = [CFA-8] xor (CFA-8) */
#define	_RETGUARD_XOR		xorq	%RSP,(%RSP)
#define	_RETGUARD_CFI_XORED						\
	.cfi_escape 0x16,0x10,0x06,0x09,0xf8,0x22,0x12,0x06,0x27
#endif
/* RA = [CFA-8] xor ((CFA-8) and 0xffffffff) */
#define	_RETGUARD_CFI_XORED_LOW32					\
	.cfi_escape 0x16,0x10,0x0d,0x09,0xf8,0x22,0x12,0x06,0x16,	\
	    0x0c,0xff,0xff,0xff,0xff,0x1a,0x27
/* Not .cfi_restore 16: libgcc would then see the RA as unsaved. */
#define	_RETGUARD_CFI_PLAIN	.cfi_offset 16,-8
#define	_RETGUARD_ENTER		_RETGUARD_XOR
#define	_RETGUARD_LEAVE		_RETGUARD_XOR
#define	_RETGUARD_CFI_SPILLED(off)
#define	_RETGUARD_CFI_RELOADED
#define	_RETGUARD_JMP(l)	jmp	l
#define	_RETGUARD_RET		retq

#elif defined(__i386__)

#if defined(_KERNEL) && !defined(RETGUARD_KERNEL_NARROW)
/*
 * RA = [CFA-4] xor ((CFA-4) and 0xffff), with a full-width store, as
 * on amd64.  No register is free at entry (regparm(3) passes arguments
 * in %eax, %edx and %ecx) nor before a tail jump: %ecx is pushed and
 * popped around the XOR.  The key is the slot's address, 4(%esp) once
 * %ecx is pushed, zero-extended from 16 bits by movzwl (a 16-bit add
 * to %cx would write part of the register).
 */
#define	_RETGUARD_SAVE		pushl	%ECX
#define	_RETGUARD_CFI_SAVE	.cfi_def_cfa %ESP,8
#define	_RETGUARD_XOR							\
	leal	4(%ESP),%ECX; movzwl	%CX,%ECX; xorl	%ECX,4(%ESP)
#define	_RETGUARD_RESTORE	popl	%ECX
#define	_RETGUARD_CFI_RESTORE	.cfi_def_cfa %ESP,4
#define	_RETGUARD_CFI_XORED	_RETGUARD_CFI_XORED_LOW16
#elif defined(_KERNEL)
/*
 * The same rule with a 2-byte store into the 4-byte slot: 4 bytes and
 * no stack write, but slow for the same reason as on amd64.
 */
#define	_RETGUARD_XOR		xorw	%SP,(%ESP)
#define	_RETGUARD_CFI_XORED	_RETGUARD_CFI_XORED_LOW16
#else
/* RA = [CFA-4] xor (CFA-4) */
#define	_RETGUARD_XOR		xorl	%ESP,(%ESP)
#define	_RETGUARD_CFI_XORED						\
	.cfi_escape 0x16,0x08,0x06,0x09,0xfc,0x22,0x12,0x06,0x27
#endif
/* RA = [CFA-4] xor ((CFA-4) and 0xffff) */
#define	_RETGUARD_CFI_XORED_LOW16					\
	.cfi_escape 0x16,0x08,0x0b,0x09,0xfc,0x22,0x12,0x06,0x16,	\
	    0x0a,0xff,0xff,0x1a,0x27
#define	_RETGUARD_CFI_PLAIN	.cfi_offset 8,-4
#define	_RETGUARD_ENTER		_RETGUARD_XOR
#define	_RETGUARD_LEAVE		_RETGUARD_XOR
#define	_RETGUARD_CFI_SPILLED(off)
#define	_RETGUARD_CFI_RELOADED
#define	_RETGUARD_JMP(l)	jmp	l
#define	_RETGUARD_RET		retl

#elif defined(__aarch64__)

#ifdef RETGUARD_PAC
/*
 * Pointer authentication: paciasp signs x30 with the A key and sp (the
 * CFA here), autiasp checks it.  .cfi_negate_ra_state toggles
 * RA_SIGN_STATE, after which unwinders authenticate the return address
 * with the CFA themselves, wherever the rules put it: the function's
 * own .cfi_offset 30 stays right, so SPILLED and RELOADED add nothing.
 * GNU as takes the names without any -march (they are hint #25 and
 * hint #29).
 */
#define	_RETGUARD_ENTER		paciasp
#define	_RETGUARD_LEAVE		autiasp
#define	_RETGUARD_CFI_XORED	.cfi_negate_ra_state
#define	_RETGUARD_CFI_PLAIN	.cfi_negate_ra_state
#define	_RETGUARD_CFI_SPILLED(off)
#define	_RETGUARD_CFI_RELOADED
#else
/*
 * eor x30, x30, sp does not exist (register 31 is xzr there): sp goes
 * through x16 (IP0).
 */
#define	_RETGUARD_XOR		mov	x16, sp; eor	x30, x30, x16
#define	_RETGUARD_ENTER		_RETGUARD_XOR
#define	_RETGUARD_LEAVE		_RETGUARD_XOR
/* RA = CFA xor x30: DW_OP_breg30 0, DW_OP_xor */
#define	_RETGUARD_CFI_XORED	.cfi_escape 0x16,0x1e,0x03,0x8e,0x00,0x27
/*
 * x30 holds the caller's address again, as at entry: the same value.
 * (The x86 pitfall with .cfi_restore was about the CFA-8 slot, which
 * aarch64 does not have; .cfi_offset 30,-8 would be wrong here.)
 */
#define	_RETGUARD_CFI_PLAIN	.cfi_restore 30
/* RA = CFA xor [CFA + off] */
#define	_RETGUARD_CFI_SPILLED(off)	_RETGUARD_CFI_SLOT(0x1e, off)
#define	_RETGUARD_CFI_RELOADED	_RETGUARD_CFI_XORED
#endif
#define	_RETGUARD_JMP(l)	b	l
/* ret x30, spelt so that it is not the macro ret */
#define	_RETGUARD_RET		.inst	0xd65f03c0

#elif defined(__riscv) && __riscv_xlen == 64

/* Always 4 bytes: there is no compressed xor of ra or sp. */
#define	_RETGUARD_XOR		xor	ra, ra, sp
#define	_RETGUARD_ENTER		_RETGUARD_XOR
#define	_RETGUARD_LEAVE		_RETGUARD_XOR
/* RA = CFA xor ra: DW_OP_breg1 0, DW_OP_xor */
#define	_RETGUARD_CFI_XORED	.cfi_escape 0x16,0x01,0x03,0x71,0x00,0x27
/* ra holds the caller's address again, as at entry: the same value. */
#define	_RETGUARD_CFI_PLAIN	.cfi_restore 1
/* RA = CFA xor [CFA + off]: as on aarch64. */
#define	_RETGUARD_CFI_SPILLED(off)	_RETGUARD_CFI_SLOT(0x01, off)
#define	_RETGUARD_CFI_RELOADED	_RETGUARD_CFI_XORED
#define	_RETGUARD_JMP(l)	j	l
/* ret, spelt so that it is not the macro ret */
#define	_RETGUARD_RET		jalr	zero, 0(ra)

#else
#error "RETGUARD: unsupported architecture"
#endif

/* A scratch register saved around the XOR: only the x86 kernel variants. */
#ifndef _RETGUARD_SAVE
#define	_RETGUARD_SAVE
#define	_RETGUARD_CFI_SAVE
#define	_RETGUARD_RESTORE
#define	_RETGUARD_CFI_RESTORE
#endif

/*
 * .Cfi_remember_state and .Cfi_restore_state: GNU as and LLVM take
 * directive names in any case, and glibc's sysdep.h defines
 * cfi_remember_state and cfi_restore_state as macros, which cpp would
 * expand after the '.' of the lower-case spelling (". .cfi_...").
 */
#define	RETGUARD_START							\
	_RETGUARD_SAVE;							\
	_RETGUARD_CFI_SAVE;						\
	_RETGUARD_ENTER;						\
	_RETGUARD_CFI_XORED;						\
	_RETGUARD_RESTORE;						\
	_RETGUARD_CFI_RESTORE
#define	RETGUARD_END							\
	.Cfi_remember_state;						\
	_RETGUARD_SAVE;							\
	_RETGUARD_CFI_SAVE;						\
	_RETGUARD_LEAVE;						\
	_RETGUARD_CFI_PLAIN;						\
	_RETGUARD_RESTORE;						\
	_RETGUARD_CFI_RESTORE
#define	RETGUARD_RESUME							\
	.Cfi_restore_state
#define	RETGUARD_SPILLED(off)	_RETGUARD_CFI_SPILLED(off)
#define	RETGUARD_RELOADED	_RETGUARD_CFI_RELOADED
#define	RETGUARD_START_NOCFI						\
	_RETGUARD_SAVE; _RETGUARD_ENTER; _RETGUARD_RESTORE
#define	RETGUARD_END_NOCFI						\
	_RETGUARD_SAVE; _RETGUARD_LEAVE; _RETGUARD_RESTORE
#define	RETGUARD_SKIP(l)	_RETGUARD_JMP(l)
/*
 * The empty statement first: after a label on the same line, .macro
 * would take the label for the macro's name, and the label would be
 * lost.
 */
#define	RETGUARD_RETS							\
	; .macro ret; RETGUARD_END; _RETGUARD_RET; RETGUARD_RESUME; .endm
#define	RETGUARD_RETS_NOCFI						\
	; .macro ret; RETGUARD_END_NOCFI; _RETGUARD_RET; .endm
#define	RETGUARD_RETS_END	.purgem ret

#else /* !_RET_PROTECTOR */

#define	RETGUARD_START
#define	RETGUARD_END
#define	RETGUARD_RESUME
#define	RETGUARD_SPILLED(off)
#define	RETGUARD_RELOADED
#define	RETGUARD_START_NOCFI
#define	RETGUARD_END_NOCFI
#define	RETGUARD_SKIP(l)
#define	RETGUARD_RETS
#define	RETGUARD_RETS_NOCFI
#define	RETGUARD_RETS_END

#endif /* _RET_PROTECTOR */

/*
 * The same macros as C string literals, for the __asm() blocks of C
 * sources (rgpp converts those to these): each is one line of
 * assembly, "\t...\n", or "" when protection is off, so that the
 * block's other literals and the object code stay as they were.
 */
#define	_RETGUARD_STR(...)	#__VA_ARGS__
#define	_RETGUARD_XSTR(...)	_RETGUARD_STR(__VA_ARGS__)
#ifdef _RET_PROTECTOR
#define	_RETGUARD_ASM(m)	"\t" _RETGUARD_XSTR(m) "\n"
#else
#define	_RETGUARD_ASM(m)	""
#endif
#define	RETGUARD_START_ASM		_RETGUARD_ASM(RETGUARD_START)
#define	RETGUARD_END_ASM		_RETGUARD_ASM(RETGUARD_END)
#define	RETGUARD_RESUME_ASM		_RETGUARD_ASM(RETGUARD_RESUME)
#define	RETGUARD_SPILLED_ASM(off)	_RETGUARD_ASM(RETGUARD_SPILLED(off))
#define	RETGUARD_RELOADED_ASM		_RETGUARD_ASM(RETGUARD_RELOADED)
#define	RETGUARD_START_NOCFI_ASM	_RETGUARD_ASM(RETGUARD_START_NOCFI)
#define	RETGUARD_END_NOCFI_ASM		_RETGUARD_ASM(RETGUARD_END_NOCFI)
#define	RETGUARD_SKIP_ASM(l)		_RETGUARD_ASM(RETGUARD_SKIP(l))

#endif /* !_MACHINE_RETGUARD_ASM_H_ */
