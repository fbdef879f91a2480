/*
 * Modelled on newlib's libc/machine/x86_64/x86_64mach.h (3.3.0):
 * symbols and registers are macros, so that one source serves targets
 * with and without a leading underscore, and a function is typed only
 * where the target wants it.
 */
#ifndef __USER_LABEL_PREFIX__
#define __USER_LABEL_PREFIX__
#endif
#define __REG_PREFIX__ %

#define CONCAT1(a, b) CONCAT2(a, b)
#define CONCAT2(a, b) a ## b
#define SYM(x) CONCAT1 (__USER_LABEL_PREFIX__, x)
#define REG(x) CONCAT1 (__REG_PREFIX__, x)

#define rax REG(rax)
#define rbx REG(rbx)
#define rcx REG(rcx)
#define rdx REG(rdx)
#define rsi REG(rsi)
#define rdi REG(rdi)
#define rsp REG(rsp)

#ifdef _I386MACH_NEED_SOTYPE_FUNCTION
#define SOTYPE_FUNCTION(sym) .type SYM(sym),@function
#else
#define SOTYPE_FUNCTION(sym)
#endif
