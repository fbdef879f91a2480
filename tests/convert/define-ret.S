/*
 * Returns inside a #define of the file, and #defines that move the
 * stack.  A use of a #define without parameters, defined once, is read
 * as its body written there (as a .macro of the file is): its pushes
 * and pops count, and a return in it is the function's, which takes
 * RETGUARD_END in the body when every use is in a protected function
 * and no path leaves the body but by a return.  glibc's i686 string
 * functions write ENTRANCE and RETURN so.
 */
#include <machine/asm.h>

#define	PUSH(REG)	pushl REG; cfi_adjust_cfa_offset (4)
#define	POP(REG)	popl REG; cfi_adjust_cfa_offset (-4)
#define	ENTRANCE	PUSH (%esi); PUSH (%edi); cfi_remember_state
#define	RETURN		POP (%edi); POP (%esi); ret;			\
			cfi_restore_state; cfi_remember_state

/* with CFI: RETGUARD_RESUME before the body's cfi_restore_state */
	.text
	.globl	two_rets
	.type	two_rets, @function
two_rets:
	cfi_startproc
	ENTRANCE
	movl	12(%esp), %eax
	testl	%eax, %eax
	jz	1f
	RETURN
1:	movl	$-1, %eax
	RETURN
	cfi_endproc
	.size	two_rets, .-two_rets

/* without CFI, a second function using the same #define */
#define	LEAVE_ESI	popl %esi; ret
	.globl	no_cfi
	.type	no_cfi, @function
no_cfi:
	pushl	%esi
	movl	8(%esp), %eax
	LEAVE_ESI
	.size	no_cfi, .-no_cfi
	.globl	no_cfi2
	.type	no_cfi2, @function
no_cfi2:
	pushl	%esi
	LEAVE_ESI
	.size	no_cfi2, .-no_cfi2

/* a #define that pushes: its push counts; one that reads the return address */
#define	SAVE		pushl %ebx
#define	RESTORE		popl %ebx
#define	GETRA		movl (%esp), %eax
	.globl	saves
	.type	saves, @function
saves:
	SAVE
	movl	8(%esp), %eax
	RESTORE
	ret
	.size	saves, .-saves
	.globl	push_ret
	.type	push_ret, @function
push_ret:
	SAVE
	ret
	.size	push_ret, .-push_ret
	.globl	get_pc
	.type	get_pc, @function
get_pc:
	GETRA
	ret
	.size	get_pc, .-get_pc

/*
 * left alone: a #define that pushes, which rgpp cannot read at the use
 * (two definitions): taking it for nothing, rgpp would put RETGUARD_END
 * at the wrong depth
 */
#ifdef	WIDE
#define	SAVE2		pushl %ebx; pushl %esi
#else
#define	SAVE2		pushl %ebx
#endif
	.globl	two_saves
	.type	two_saves, @function
two_saves:
	SAVE2
	ret
	.size	two_saves, .-two_saves

/* left alone: the return in the body runs where no protected function is */
#define	SHARED_RET	popl %ebx; ret
	.globl	shared
	.type	shared, @function
shared:
	pushl	%ebx
	SHARED_RET
	.size	shared, .-shared
	.globl	shared_data
	.type	shared_data, @function
shared_data:
	pushl	%ebx
	.byte	0xc3
	SHARED_RET
	.size	shared_data, .-shared_data

/* left alone: parameters, two definitions, #undef, a default, nesting */
#define	RET_POP(r)	popl r; ret
#ifdef	WIDE
#define	TWICE_RET	popl %ebx; ret
#else
#define	TWICE_RET	popl %ebx; ret $4
#endif
#define	UNDEF_RET	popl %ebx; ret
#ifndef	DEFAULT_RET
#define	DEFAULT_RET	popl %ebx; ret
#endif
#define	INNER_RET	popl %ebx; ret
#define	OUTER_RET	INNER_RET
#define	FALLS_RET	popl %ebx; testl %eax, %eax; jz 2f; ret; 2:
	.globl	params
	.type	params, @function
params:
	pushl	%ebx
	RET_POP(%ebx)
	.size	params, .-params
	.globl	twice
	.type	twice, @function
twice:
	pushl	%ebx
	TWICE_RET
	.size	twice, .-twice
	.globl	undef
	.type	undef, @function
undef:
	pushl	%ebx
	UNDEF_RET
	.size	undef, .-undef
#undef	UNDEF_RET
	.globl	dflt
	.type	dflt, @function
dflt:
	pushl	%ebx
	DEFAULT_RET
	.size	dflt, .-dflt
	.globl	nested
	.type	nested, @function
nested:
	pushl	%ebx
	OUTER_RET
	.size	nested, .-nested
	.globl	falls
	.type	falls, @function
falls:
	pushl	%ebx
	FALLS_RET
	popl	%ebx
	ret
	.size	falls, .-falls
