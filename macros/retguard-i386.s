/*
 * RETGUARD return-address protection for i386, as GNU as macros, for
 * plain .s sources that rgpp(1) has converted (sources that go through
 * cpp use <machine/asm.h> instead; both define the same macros, which
 * expand to the same bytes).
 *
 * Use it either way:
 *	as --defsym _RET_PROTECTOR=1 macros/retguard-i386.s foo.s -o foo.o
 * or put
 *	.include "retguard-i386.s"
 * at the top of foo.s and assemble with -I macros.  Through the gcc
 * driver: -Wa,--defsym,_RET_PROTECTOR=1.
 *
 * The macros expand to nothing unless the symbol _RET_PROTECTOR is
 * defined (with any value: .ifdef only asks whether it is defined).
 * With _KERNEL also defined (--defsym _KERNEL=1), only the low 16 bits
 * of the return address are mangled, so that no user-space address can
 * be made: the whole slot is XORed with the low 16 bits of its address
 * through %ecx, which is pushed and popped around the XOR (no register
 * but the flags changes).  With RETGUARD_KERNEL_NARROW defined too, the
 * older sequence xorw %sp,(%esp) is used instead: smaller and with no
 * stack write, but slower, since ret's load cannot be forwarded from
 * its narrow store.  The CFI rule is the same.
 *
 *	RETGUARD_START		first statement of a function with CFI:
 *				XOR the return address with %esp, then the
 *				CFI rule that undoes the XOR
 *	RETGUARD_END		right before a return or a jump out:
 *				.cfi_remember_state, the XOR again, then
 *				the plain CFI rule
 *	RETGUARD_RESUME		right after a return followed by more code
 *				of the same function: .cfi_restore_state
 *	RETGUARD_SPILLED off	nothing: the return address never leaves
 *	RETGUARD_RELOADED	its stack slot (aarch64 and riscv64 need
 *				them; defined here so that every
 *				architecture knows every name)
 *	RETGUARD_START_NOCFI	the XOR alone, for functions that have no
 *	RETGUARD_END_NOCFI	.cfi_startproc
 *	RETGUARD_SKIP label	jmp label (one entry falling into the next
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

.ifdef _KERNEL
	/* RA = [CFA-4] xor ((CFA-4) and 0xffff) */
	.macro	_RETGUARD_CFI_XORED
	.cfi_escape 0x16,0x08,0x0b,0x09,0xfc,0x22,0x12,0x06,0x16,0x0a,0xff,0xff,0x1a,0x27
	.endm
.ifndef RETGUARD_KERNEL_NARROW
	/*
	 * The whole slot XOR the low 16 bits of its address: a
	 * full-width store that ret's load can be forwarded from.  %ecx
	 * is saved around it (regparm(3) passes arguments in %eax, %edx
	 * and %ecx): no register but the flags changes.
	 */
	.macro	_RETGUARD_SAVE
	pushl	%ecx
	.endm
	.macro	_RETGUARD_CFI_SAVE
	.cfi_def_cfa %esp,8
	.endm
	.macro	_RETGUARD_XOR
	leal	4(%esp),%ecx
	movzwl	%cx,%ecx
	xorl	%ecx,4(%esp)
	.endm
	.macro	_RETGUARD_RESTORE
	popl	%ecx
	.endm
	.macro	_RETGUARD_CFI_RESTORE
	.cfi_def_cfa %esp,4
	.endm
.set .L_retguard_scratch, 1
.else
	/* The low half alone: smaller, but ret's load waits for the store. */
	.macro	_RETGUARD_XOR
	xorw	%sp,(%esp)
	.endm
.endif
.else
	/* RA = [CFA-4] xor (CFA-4) */
	.macro	_RETGUARD_XOR
	xorl	%esp,(%esp)
	.endm
	.macro	_RETGUARD_CFI_XORED
	.cfi_escape 0x16,0x08,0x06,0x09,0xfc,0x22,0x12,0x06,0x27
	.endm
.endif
.ifndef .L_retguard_scratch
	/* No scratch register to save. */
	.macro	_RETGUARD_SAVE
	.endm
	.macro	_RETGUARD_CFI_SAVE
	.endm
	.macro	_RETGUARD_RESTORE
	.endm
	.macro	_RETGUARD_CFI_RESTORE
	.endm
.endif
	.macro	RETGUARD_START
	_RETGUARD_SAVE
	_RETGUARD_CFI_SAVE
	_RETGUARD_XOR
	_RETGUARD_CFI_XORED
	_RETGUARD_RESTORE
	_RETGUARD_CFI_RESTORE
	.endm
	/* Not .cfi_restore 8: libgcc would then see the RA as unsaved. */
	.macro	RETGUARD_END
	.cfi_remember_state
	_RETGUARD_SAVE
	_RETGUARD_CFI_SAVE
	_RETGUARD_XOR
	.cfi_offset 8,-4
	_RETGUARD_RESTORE
	_RETGUARD_CFI_RESTORE
	.endm
	.macro	RETGUARD_RESUME
	.cfi_restore_state
	.endm
	.macro	RETGUARD_SPILLED off
	.endm
	.macro	RETGUARD_RELOADED
	.endm
	.macro	RETGUARD_START_NOCFI
	_RETGUARD_SAVE
	_RETGUARD_XOR
	_RETGUARD_RESTORE
	.endm
	.macro	RETGUARD_END_NOCFI
	_RETGUARD_SAVE
	_RETGUARD_XOR
	_RETGUARD_RESTORE
	.endm
	.macro	RETGUARD_SKIP label
	jmp	\label
	.endm
	/*
	 * Around the use of a macro whose body returns: ret is then a
	 * macro too, RETGUARD_END, the return, RETGUARD_RESUME.
	 */
	.macro	RETGUARD_RETS
	.macro	ret
	RETGUARD_END
	retl
	RETGUARD_RESUME
	.endm
	.endm
	.macro	RETGUARD_RETS_NOCFI
	.macro	ret
	RETGUARD_END_NOCFI
	retl
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
