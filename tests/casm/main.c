/*
 * main.c: checks a converted C file's asm function casm_call.
 *
 *	main MODE	results; the return-address slot of casm_call
 *			seen from a callback holds the return address as
 *			MODE (plain, user or kernel) leaves it; backtrace()
 *			and _Unwind_Backtrace from a callback reach outer(),
 *			the caller of casm_call
 *	main smash	a callback overwrites casm_call's return address
 *			with win(): exit status 42 if win() ran
 *
 * Built with -fno-omit-frame-pointer: a callback finds casm_call's
 * return-address slot RA_SLOT words above its frame pointer (its own
 * return address, casm_call's padding and, on i386, the argument).
 */
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unwind.h>

long	casm_call(long (*)(long), long);

#if defined(__x86_64__)
#define	RA_SLOT		3
#define	KERNEL_MASK	0xffffffffu	/* the low 32 bits are mangled */
#else
#define	RA_SLOT		5
#define	KERNEL_MASK	0xffffu		/* the low 16 */
#endif

static int	 failed;
static int	 found_bt, found_uw;

static void
check(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
	if (!ok)
		failed = 1;
}

__attribute__((noinline)) static long outer(long (*)(long), long);

/* Is pc inside outer()?  outer is small; the next function is far. */
static int
in_outer(uintptr_t pc)
{
	uintptr_t o = (uintptr_t)outer;

	return pc > o && pc < o + 128;
}

static _Unwind_Reason_Code
trace(struct _Unwind_Context *ctx, void *arg)
{
	(void)arg;
	if (in_outer(_Unwind_GetIP(ctx)))
		found_uw = 1;
	return _URC_NO_REASON;
}

static long
inc(long x)
{
	return x + 1;
}

__attribute__((noinline)) static long
unwind_cb(long x)
{
	void	*pcs[32];
	int	 n, i;

	n = backtrace(pcs, 32);
	for (i = 0; i < n; i++)
		if (in_outer((uintptr_t)pcs[i]))
			found_bt = 1;
	_Unwind_Backtrace(trace, NULL);
	return x;
}

static void
win(void)
{
	printf("win() reached\n");
	fflush(stdout);
	_exit(42);
}

static uintptr_t	 slot_value, slot_addr;

/* Note what casm_call's return-address slot holds. */
__attribute__((noinline)) static long
peek_cb(long x)
{
	void *volatile *p = __builtin_frame_address(0);

	slot_addr = (uintptr_t)&p[RA_SLOT];
	slot_value = (uintptr_t)p[RA_SLOT];
	return x;
}

/* Overwrite casm_call's return address with win. */
__attribute__((noinline)) static long
smash_cb(long x)
{
	void *volatile *p = __builtin_frame_address(0);

	p[RA_SLOT] = (void *)(uintptr_t)win;
	return x;
}

__attribute__((noinline)) static long
outer(long (*cb)(long), long x)
{
	long r = casm_call(cb, x);
	__asm__ volatile("" ::: "memory");	/* no tail call */
	return r;
}

int
main(int argc, char **argv)
{
	uintptr_t key;

	if (argc != 2) {
		fprintf(stderr, "usage: main plain|user|kernel|smash\n");
		return 2;
	}
	if (strcmp(argv[1], "smash") == 0) {
		outer(smash_cb, 1);
		printf("returned normally\n");
		return 0;
	}
	check(outer(inc, 5) == 7, "casm_call(inc, 5) == 7");
	check(outer(inc, -3) == -1, "casm_call(inc, -3) == -1");
	check(outer(inc, 0) == 2, "casm_call(inc, 0) == 2");
	check(outer(peek_cb, 4) == 5, "casm_call(peek_cb, 4) == 5");
	key = strcmp(argv[1], "plain") == 0 ? 0 : strcmp(argv[1], "user") ==
	    0 ? slot_addr : slot_addr & KERNEL_MASK;
	check(in_outer(slot_value ^ key), "the return-address slot holds "
	    "the return address as the variant mangles it");
	check(key == 0 || !in_outer(slot_value),
	    "the return-address slot does not hold it plain");
	check(outer(unwind_cb, 1) == 2, "casm_call(unwind_cb, 1) == 2");
	check(found_bt, "backtrace() from a callback reaches outer()");
	check(found_uw, "_Unwind_Backtrace from a callback reaches outer()");
	return failed;
}
