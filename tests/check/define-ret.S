/*
 * What rgcheck finds in #define bodies that return: RETGUARD_END in the
 * body with RETGUARD_START at the entry passes; a body without it, or
 * one used by a function without RETGUARD_START, does not.
 */
#include <machine/asm.h>

/* as rgpp converts it: no finding */
#define	RETURN		popl %esi; RETGUARD_END_NOCFI; ret
	.text
	.globl	good
	.type	good, @function
good:
	RETGUARD_START_NOCFI
	pushl	%esi
	movl	8(%esp), %eax
	RETURN
	.size	good, .-good

/* RETGUARD_START, but the body returns without RETGUARD_END */
#define	BARE_RET	popl %esi; ret
	.globl	no_end
	.type	no_end, @function
no_end:
	RETGUARD_START_NOCFI
	pushl	%esi
	BARE_RET
	.size	no_end, .-no_end

/* the body has RETGUARD_END, this function no RETGUARD_START */
	.globl	no_start
	.type	no_start, @function
no_start:
	pushl	%esi
	RETURN
	.size	no_start, .-no_start

/*
 * With CFI: the rule goes back right after the body's ret, before the
 * body's own CFI; after the use is too late (a .cfi_restore_state
 * there would take the state the body's directives left).
 */
#define	RET_CFI		popl %esi; .cfi_adjust_cfa_offset -4;		\
			RETGUARD_END; ret; .cfi_adjust_cfa_offset 4
	.globl	cfi_late
	.type	cfi_late, @function
cfi_late:
	.cfi_startproc
	RETGUARD_START
	pushl	%esi
	.cfi_adjust_cfa_offset 4
	testl	%eax, %eax
	jz	1f
	RET_CFI
	RETGUARD_RESUME
1:	movl	$1, %eax
	RET_CFI
	.cfi_endproc
	.size	cfi_late, .-cfi_late
