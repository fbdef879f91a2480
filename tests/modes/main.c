/* tests/x86-modes.sh: calls the functions of modes.S. */
#include <stdio.h>
#include <stdint.h>

long	 get_value(void);
void	*caller_pc(void);

int
main(void)
{
	uintptr_t pc, here = (uintptr_t)&main;
	long v = get_value();

	pc = (uintptr_t)caller_pc();
	if (v != 42) {
		printf("get_value() = %ld, not 42\n", v);
		return 1;
	}
	/* a return address into main, not one XORed with the stack */
	if (pc < here || pc > here + 4096) {
		printf("caller_pc() = %#lx, not in main (%#lx)\n",
		    (unsigned long)pc, (unsigned long)here);
		return 1;
	}
	printf("ok\n");
	return 0;
}
