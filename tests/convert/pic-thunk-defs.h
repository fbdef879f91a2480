/*
 * glibc's i386 sysdep.h: SETUP_PIC_REG defines the PC thunk, ret
 * included, in a comdat section of its own and goes back with
 * .previous, then calls it; LOAD_PIC_REG adds the GOT's offset.
 * PUSHED_THUNK does the same with .pushsection and .popsection.
 * JUMPED_THUNK jumps to its thunk as well as calling it, and
 * OPEN_THUNK never goes back to the use's section: what either puts
 * in the other section may be on the use's path, its ret one of the
 * use's as far as rgpp can tell.
 */
#define GET_PC_THUNK(reg) __x86.get_pc_thunk.reg

# define SETUP_PIC_REG(reg) \
  .ifndef GET_PC_THUNK(reg);						      \
  .section .text.GET_PC_THUNK(reg),"axG",@progbits,GET_PC_THUNK(reg),comdat;  \
  .globl GET_PC_THUNK(reg);						      \
  .hidden GET_PC_THUNK(reg);						      \
  .p2align 4;								      \
  .type GET_PC_THUNK(reg),@function;					      \
GET_PC_THUNK(reg):							      \
  movl (%esp), %e##reg;							      \
  ret;									      \
  .size GET_PC_THUNK(reg), . - GET_PC_THUNK(reg);			      \
  .previous;								      \
  .endif;								      \
  call GET_PC_THUNK(reg)

# define LOAD_PIC_REG(reg) \
  SETUP_PIC_REG(reg); addl $_GLOBAL_OFFSET_TABLE_, %e##reg

.macro PUSHED_THUNK
	.pushsection .text.pushed_thunk,"axG",@progbits,pushed_thunk,comdat
	.pushsection .rodata
	.long	1
	.popsection
	.type	pushed_thunk, @function
pushed_thunk:
	movl	(%esp), %edx
	ret
	.popsection
	call	pushed_thunk
.endm

.macro JUMPED_THUNK
	.pushsection .text.jumped_thunk,"ax",@progbits
	.type	jumped_thunk, @function
jumped_thunk:
	movl	(%esp), %edx
	ret
	.popsection
	testl	%eax, %eax
	jz	jumped_thunk
	call	jumped_thunk
.endm

.macro OPEN_THUNK
	.section .text.open_thunk,"ax",@progbits
	.type	open_thunk, @function
open_thunk:
	movl	(%esp), %edx
	ret
.endm
