/*
 * check.c (ex-check): call every example function and check its results, then
 * unwind through a protected frame.  One line a check, "ok: ..." or
 * "FAILED: ..."; exit status 0 when every check passed.
 *
 *	ex-check	results, backtrace() and _Unwind_Backtrace from a
 *			callback of ex_foreach, a C++ exception thrown
 *			through it, and what a frame-pointer walker reads
 *	ex-check step	the results alone, without exceptions or longjmp,
 *			for single-stepping in a debugger
 *	ex-check smash	a callback of ex_foreach overwrites ex_foreach's
 *			saved return address with win(), found by walking
 *			the frame pointers: unprotected, win() prints WIN
 *			and exits 42; protected, the process dies first
 *
 * Built with -fno-omit-frame-pointer (the walk) and
 * -fasynchronous-unwind-tables (riscv64 has no unwind tables for C
 * otherwise).  _RET_PROTECTOR is defined when the asm is protected.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <unwind.h>

#include "ex.h"

#define	NOINLINE	__attribute__((noinline))

int ex_errno;
static int failed;

/* Report one check. */
static void
expect(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "ok" : "FAILED", what);
	if (!ok)
		failed = 1;
}

static void
check_strings(void)
{
	static const char s[] = "return-oriented";
	char buf[32];

	expect(ex_strlen(s) == strlen(s), "ex_strlen");
	expect(ex_strlen("") == 0, "ex_strlen of the empty string");
	expect(ex_memchr(s, '-', sizeof(s)) == s + 6, "ex_memchr finds");
	expect(ex_memchr(s, 'z', sizeof(s)) == NULL, "ex_memchr misses");
	expect(ex_memchr(s, 'r', 0) == NULL, "ex_memchr of nothing");
	expect(ex_memchr(s, 'd' | 0x100, sizeof(s)) == s + 14,
	    "ex_memchr compares unsigned chars");
	strcpy(buf, "abcdefgh");
	expect(ex_memmove(buf + 2, buf, 4) == buf + 2 &&
	    memcmp(buf, "ababcdgh", 8) == 0, "ex_memmove overlapping up");
	strcpy(buf, "abcdefgh");
	expect(ex_memmove(buf, buf + 2, 4) == buf &&
	    memcmp(buf, "cdefefgh", 8) == 0, "ex_memmove overlapping down");
	strcpy(buf, "abcdefgh");
	ex_bcopy(buf + 2, buf, 4);
	expect(memcmp(buf, "cdefefgh", 8) == 0,
	    "ex_bcopy (falls into ex_memmove)");
	strcpy(buf, "abcdefgh");
	expect(ex_memcpy(buf + 4, "wxyz", 4) == buf + 4 &&
	    memcmp(buf, "abcdwxyz", 8) == 0,
	    "ex_memcpy (a tail call of ex_memmove)");
	expect(ex_memcpy(buf, "", 0) == buf && buf[0] == 'a',
	    "ex_memcpy of nothing");
}

static void
check_syscalls(void)
{
	int fds[2];
	char buf[8];

	expect(ex_getpid() == getpid(), "ex_getpid (RSYSCALL_NOERROR)");
	expect(ex_getppid() == getppid(), "ex_getppid (RSYSCALL_NOERROR)");
	if (pipe(fds) == -1) {
		expect(0, "pipe");
		return;
	}
	expect(ex_write(fds[1], "hello", 5) == 5 &&
	    read(fds[0], buf, sizeof(buf)) == 5 &&
	    memcmp(buf, "hello", 5) == 0, "ex_write (RSYSCALL)");
	ex_errno = 0;
	expect(ex_write(-1, "x", 1) == -1 && ex_errno == EBADF,
	    "ex_write to a bad descriptor: -1, EBADF");
	expect(ex_close(fds[0]) == 0 && ex_close(fds[1]) == 0,
	    "ex_close (a body between SYSENTRY and SYSCALL_END)");
	ex_errno = 0;
	expect(ex_close(fds[0]) == -1 && ex_errno == EBADF,
	    "ex_close of a closed descriptor: -1, EBADF");
}

static ex_jmp_buf env;

static void NOINLINE
jump_back(int val)
{
	ex_longjmp(env, val);
}

static void
check_setjmp(void)
{
	volatile int calls = 0;
	int r;

	r = ex_setjmp(env);
	calls++;
	if (r == 0)
		jump_back(7);
	expect(r == 7 && calls == 2, "ex_setjmp returns 0, then 7 from "
	    "ex_longjmp");
	calls = 0;
	r = ex_setjmp(env);
	calls++;
	if (r == 0)
		jump_back(0);
	expect(r == 1 && calls == 2, "ex_longjmp with 0 returns 1");
}

static int
add_arg(int x, void *arg)
{
	return x + *(int *)arg;
}

/* The function that encloses code address pc, from the unwind tables. */
static void *
enclosing(uintptr_t pc)
{
	return _Unwind_FindEnclosingFunction((void *)(pc + 1));
}

int main(int, char *[]);
static int bt_outer(int (*)(int, void *));

/* Are ex_foreach, bt_outer and main, in this order, among pcs? */
static int
chain_ok(const uintptr_t *pcs, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (enclosing(pcs[i]) == (void *)ex_foreach)
			break;
	if (i + 1 >= n || enclosing(pcs[i + 1]) != (void *)bt_outer)
		return 0;
	for (i += 2; i < n; i++)
		if (enclosing(pcs[i]) == (void *)main)
			return 1;
	return 0;
}

struct frames {
	uintptr_t	pcs[64];
	int		n;
};

static _Unwind_Reason_Code
collect(struct _Unwind_Context *ctx, void *arg)
{
	struct frames *fr = arg;
	int before = 0;
	uintptr_t pc;

	pc = _Unwind_GetIPInfo(ctx, &before);
	if (pc == 0 || fr->n == 64)
		return _URC_END_OF_STACK;
	fr->pcs[fr->n++] = before ? pc : pc - 1;
	return _URC_NO_REASON;
}

/*
 * The slot of the return address of the function that called the
 * caller of the function this is inlined in, found as a frame-pointer
 * walker finds it: x86 and aarch64 keep {saved fp, return address} at
 * the frame pointer, riscv64 keeps them below it.
 */
static inline __attribute__((always_inline)) uintptr_t *
caller_ra_slot(void)
{
	uintptr_t *fp = __builtin_frame_address(0);

#if defined(__riscv)
	fp = (uintptr_t *)fp[-2];	/* the caller's s0 */
	return fp - 1;
#else
	fp = (uintptr_t *)fp[0];	/* the caller's frame pointer */
	return fp + 1;
#endif
}

static uintptr_t ra_seen;

/* Callback of ex_foreach: unwind, and read the saved return address. */
static int NOINLINE
cb_unwind(int x, void *arg)
{
	void *bt[64];
	uintptr_t pcs[64];
	struct frames fr;
	int i, n;

	(void)arg;
	if (x != 1)
		return x;
	n = backtrace(bt, 64);
	for (i = 0; i < n; i++)
		pcs[i] = (uintptr_t)bt[i] - 1;
	expect(chain_ok(pcs, n), "backtrace() from a callback: ex_foreach, "
	    "its caller, main");
	fr.n = 0;
	_Unwind_Backtrace(collect, &fr);
	expect(chain_ok(fr.pcs, fr.n), "_Unwind_Backtrace from a callback: "
	    "ex_foreach, its caller, main");
	ra_seen = *caller_ra_slot();
	__asm__ volatile("" ::: "memory");
	return x;
}

/* The C caller that the unwinding checks look for. */
static int NOINLINE
bt_outer(int (*cb)(int, void *))
{
	static const int v[] = { 1, 2, 3 };
	int r;

	r = ex_foreach(v, 3, cb, NULL);
	__asm__ volatile("" ::: "memory");
	return r;
}

static void
check_callback(void)
{
	static const int v[] = { 10, 20, 30, 40 };
	int one = 1;

	expect(ex_foreach(v, 4, add_arg, &one) == 104,
	    "ex_foreach calls back into C");
	expect(ex_foreach(v, 0, add_arg, &one) == 0, "ex_foreach of nothing");
	expect(bt_outer(cb_unwind) == 6, "ex_foreach(cb_unwind)");
#ifdef _RET_PROTECTOR
	expect(enclosing(ra_seen - 1) != (void *)bt_outer,
	    "a frame-pointer walker reads a mangled return address "
	    "(a known limit)");
#else
	expect(enclosing(ra_seen - 1) == (void *)bt_outer,
	    "a frame-pointer walker reads the return address");
#endif
	expect(ex_cxx_catch() == 42,
	    "a C++ exception thrown through ex_foreach is caught");
}

/* The attacker's target: reached only through the overwritten address. */
void win(void);
void
win(void)
{
	static const char msg[] = "WIN: the overwritten return address "
	    "was used\n";

	/* entered by a return, with the stack misaligned: syscalls only */
	(void)write(1, msg, sizeof(msg) - 1);
	_exit(42);
}

/* Overwrite a return address with win(). */
static void NOINLINE
smash_at(uintptr_t *slot)
{
	*slot = (uintptr_t)win;
	__asm__ volatile("" ::: "memory");
}

/*
 * Callback of ex_foreach: overwrite its saved return address.  Not a
 * leaf, so that its frame has the layout caller_ra_slot() expects
 * (riscv64 saves no ra in a leaf, and its s0 one word higher).
 */
static int NOINLINE
cb_smash(int x, void *arg)
{
	(void)arg;
	smash_at(caller_ra_slot());
	return x;
}

int
main(int argc, char *argv[])
{
	static const int v[] = { 1 };

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 2 && strcmp(argv[1], "smash") == 0) {
		ex_foreach(v, 1, cb_smash, NULL);
		printf("FAILED: ex_foreach returned after the smash\n");
		return 1;
	}
	if (argc == 2 && strcmp(argv[1], "step") == 0) {
		check_strings();
		check_syscalls();
		expect(ex_foreach(v, 1, add_arg, (void *)&v[0]) == 2,
		    "ex_foreach calls back into C");
		return failed;
	}
	check_strings();
	check_syscalls();
	check_setjmp();
	check_callback();
	return failed;
}
