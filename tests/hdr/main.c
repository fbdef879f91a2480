/*
 * Checks hdr.S: results, and that caller_pc returns an address in the
 * function that called it.
 */
#include <stdio.h>

void	*caller_pc(void);
long	 saver(long), popper(long), framed(long), pushret(void);
long	 framed2(long);

/* not a tail call: caller_pc returns into probe */
static __attribute__((noinline)) void *
probe(void)
{
	void *volatile	 pc = caller_pc();

	return pc;
}

int
main(void)
{
	char	*pc = probe();
	int	 bad = 0;

	if (pc <= (char *)probe || pc > (char *)probe + 256) {
		printf("caller_pc: %p, not in probe at %p\n", (void *)pc,
		    (void *)probe);
		bad = 1;
	}
	if (saver(41) != 42 || popper(7) != 7 || framed(40) != 42 ||
	    pushret() != 42 || framed2(40) != 42) {
		printf("results: %ld %ld %ld %ld %ld\n", saver(41), popper(7),
		    framed(40), pushret(), framed2(40));
		bad = 1;
	}
	if (!bad)
		printf("ok\n");
	return bad;
}
