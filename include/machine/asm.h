/*
 * RETGUARD return-address protection for hand-written assembly.
 *
 * Included, through cpp, by assembler sources (.S) that rgpp(1) has
 * converted; nothing else includes it, and it includes nothing.  Every
 * macro expands to nothing unless _RET_PROTECTOR is defined, so that a
 * converted source assembles to the same bytes as the original when
 * protection is off.  With _KERNEL also defined, the kernel variant is
 * used: only the low half of the return address is mangled (low 32 bits
 * on amd64, low 16 on i386), so that no user-space address can be made.
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
 *   RETGUARD_START_NOCFI	RETGUARD_START and RETGUARD_END without any
 *   RETGUARD_END_NOCFI		CFI directive, for functions that have no
 *				.cfi_startproc.
 *   RETGUARD_SKIP(label)	"jmp label" when protected: one entry that
 *				falls through into the next jumps over the
 *				second one's RETGUARD_START.
 *
 * The return address must be the word on top of the stack at
 * RETGUARD_START and again at RETGUARD_END; the CFA must be the stack
 * pointer of the entry plus the size of the return address, as it is
 * for any function entered by call.
 *
 * Each architecture defines four primitives: _RETGUARD_XOR, the XOR;
 * _RETGUARD_CFI_XORED, the rule for the mangled return address;
 * _RETGUARD_CFI_PLAIN, the rule once it is restored; and
 * _RETGUARD_JMP(l), an unconditional jump.  A new architecture is one
 * more #elif block.
 */

#ifndef _MACHINE_RETGUARD_ASM_H_
#define _MACHINE_RETGUARD_ASM_H_

#ifdef _RET_PROTECTOR

#if defined(__x86_64__)

#ifdef _KERNEL
/* RA = [CFA-8] xor ((CFA-8) and 0xffffffff) */
#define	_RETGUARD_XOR		xorl	%esp,(%rsp)
#define	_RETGUARD_CFI_XORED						\
	.cfi_escape 0x16,0x10,0x0d,0x09,0xf8,0x22,0x12,0x06,0x16,	\
	    0x0c,0xff,0xff,0xff,0xff,0x1a,0x27
#else
/* RA = [CFA-8] xor (CFA-8) */
#define	_RETGUARD_XOR		xorq	%rsp,(%rsp)
#define	_RETGUARD_CFI_XORED						\
	.cfi_escape 0x16,0x10,0x06,0x09,0xf8,0x22,0x12,0x06,0x27
#endif
/* Not .cfi_restore 16: libgcc would then see the RA as unsaved. */
#define	_RETGUARD_CFI_PLAIN	.cfi_offset 16,-8
#define	_RETGUARD_JMP(l)	jmp	l

#elif defined(__i386__)

#ifdef _KERNEL
/* RA = [CFA-4] xor ((CFA-4) and 0xffff) */
#define	_RETGUARD_XOR		xorw	%sp,(%esp)
#define	_RETGUARD_CFI_XORED						\
	.cfi_escape 0x16,0x08,0x0b,0x09,0xfc,0x22,0x12,0x06,0x16,	\
	    0x0a,0xff,0xff,0x1a,0x27
#else
/* RA = [CFA-4] xor (CFA-4) */
#define	_RETGUARD_XOR		xorl	%esp,(%esp)
#define	_RETGUARD_CFI_XORED						\
	.cfi_escape 0x16,0x08,0x06,0x09,0xfc,0x22,0x12,0x06,0x27
#endif
#define	_RETGUARD_CFI_PLAIN	.cfi_offset 8,-4
#define	_RETGUARD_JMP(l)	jmp	l

#else
#error "RETGUARD: unsupported architecture"
#endif

#define	RETGUARD_START							\
	_RETGUARD_XOR;							\
	_RETGUARD_CFI_XORED
#define	RETGUARD_END							\
	.cfi_remember_state;						\
	_RETGUARD_XOR;							\
	_RETGUARD_CFI_PLAIN
#define	RETGUARD_RESUME							\
	.cfi_restore_state
#define	RETGUARD_START_NOCFI	_RETGUARD_XOR
#define	RETGUARD_END_NOCFI	_RETGUARD_XOR
#define	RETGUARD_SKIP(l)	_RETGUARD_JMP(l)

#else /* !_RET_PROTECTOR */

#define	RETGUARD_START
#define	RETGUARD_END
#define	RETGUARD_RESUME
#define	RETGUARD_START_NOCFI
#define	RETGUARD_END_NOCFI
#define	RETGUARD_SKIP(l)

#endif /* _RET_PROTECTOR */

#endif /* !_MACHINE_RETGUARD_ASM_H_ */
