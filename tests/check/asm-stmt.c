/*
 * rgcheck on a C file: a ret in an asm statement of a C function
 * leaves the function behind the compiler's back (found); asm labels
 * and extended asm without a ret are not blocks to check (near
 * misses); a converted top-level block is clean.
 */
#include <machine/asm.h>

extern int renamed __asm("real_name");		/* an asm label */

int
leave_early(int x)
{
	if (x)
		__asm volatile("ret");		/* found */
	__asm volatile("nop\n\tnop");		/* nothing to find */
	__asm__ __volatile__("movl %1, %0" : "=r" (x) : "r" (x));
	return x;
}

#define	BAIL()	__asm volatile("leave; ret" ::: "memory")	/* found */

__asm(
	"	.text\n"
	"	.globl	two\n"
	"	.type	two,@function\n"
	"two:\n"
	RETGUARD_START_NOCFI_ASM
	"	movl	$2,%eax\n"
	RETGUARD_END_NOCFI_ASM
	"	ret\n"
	"	.size	two,.-two\n"
);
