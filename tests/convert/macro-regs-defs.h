/*
 * Registers named by macros, as real headers name them: glibc's
 * sysdep.h (RSP_LP, one word for each ABI), Linux's asm.h (_ASM_SP,
 * through three function-like macros and an #if for each mode), the
 * vector registers of glibc's string functions (VEC (i), an object-like
 * macro followed by its arguments).
 */
#define RSP_LP		rsp
#define RBP_LP		rbp
#define RDI_LP		rdi
#define R8_LP		r8

#ifndef __x86_64__
# define SEL_RAW(a,b)	FORM_RAW(a)
#else
# define SEL_RAW(a,b)	FORM_RAW(b)
#endif
#ifdef __ASSEMBLER__
# define FORM_RAW(x, ...)	x,## __VA_ARGS__
#else
# define FORM_RAW(x, ...)	#x
#endif
#define ASM_REG(reg)	SEL_RAW(e##reg, r##reg)
#define _ASM_SP		ASM_REG(sp)
#define _ASM_BP		ASM_REG(bp)
#define _ASM_AX		ASM_REG(ax)

#define PRIMITIVE_VEC(vec, num)	vec##num
#define VEC_hi_ymm(i)	PRIMITIVE_VEC(VEC_hi_ymm, i)
#define VEC_hi_ymm1	ymm17
#define VEC_ymm		VEC_hi_ymm
#define VEC		VEC_ymm
