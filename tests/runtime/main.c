/*
 * Runtime test program for the RETGUARD macros.  Linked by
 * tests/runtime/run.sh with tests/runtime/<arch>/cfi.S (functions rt_*,
 * with CFI) and nocfi.S (rn_*, without CFI), original or converted by
 * rgpp, and with cxx.cc.  One mode a run:
 *
 *	t results		results of every function, both flavours
 *	t smash cfi|nocfi	a callback overwrites the return address of
 *				rt_callback (rn_callback) with the address of
 *				a jump to win(); win() prints WIN and exits
 *				42, the protected builds die before
 *	t mangle none|user|kernel cfi|nocfi
 *				x86: a callback reads the return-address
 *				slot of rt_callback (rn_callback): it must
 *				hold the return address XOR nothing (none),
 *				the slot's address (user), or the slot's
 *				address truncated to 32 bits on amd64, 16
 *				on i386 (kernel: the mangled address keeps
 *				the caller's upper bits)
 *	t unwind		from a callback inside rt_callback:
 *				backtrace() and _Unwind_Backtrace see the
 *				caller; a C++ exception crosses rt_callback
 *	t step			single-steps every rt_* function and unwinds
 *				at every instruction: on x86 with the trap
 *				flag; on aarch64 and riscv64 the program
 *				must be linked with a probed cfi.S, with a
 *				brk (ebreak) before every instruction
 *
 * Prints one "PASS: ..." or "FAIL: ..." line a check and exits 1 if one
 * failed.  Except for the smash test, each group of checks runs in a
 * child process, so that a crash fails that group alone.
 */

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>
#include <unwind.h>

#define	NOINLINE	__attribute__((noinline))

#if defined(__x86_64__) || defined(__i386__)
#define	RT_X86		1	/* ret $N (rt_retn); the trap flag */
#elif defined(__aarch64__) || (defined(__riscv) && __riscv_xlen == 64)
#define	RT_RISC		1	/* return address in a register (rt_nest) */
#else
#error "runtime tests: unsupported architecture"
#endif

typedef int (*rt_cbfn)(void *, unsigned long *);

/* The functions of cfi.S (rt_*) and nocfi.S (rn_*). */
#define	RT_DECLARE(p)							\
	int p##_leaf(int);						\
	int p##_sign(int);						\
	int p##_frame(int, int);					\
	int p##_close(int, int *);					\
	int p##_sub100(int);						\
	int p##_add100(int);						\
	int p##_clamp(int);						\
	int p##_hclamp(int);						\
	int p##_dclamp(int);						\
	int p##_tail(int);						\
	int p##_callback(rt_cbfn, void *);
RT_DECLARE(rt)
RT_DECLARE(rn)
#ifdef RT_X86
int rt_retn_call(int);
int rn_retn_call(int);
#endif
#ifdef __i386__
int __attribute__((stdcall)) rt_retn(int, int);
int __attribute__((stdcall)) rn_retn(int, int);
#elif defined(RT_X86)
void rt_retn(void);
#endif
#ifdef RT_RISC
int rt_nest(int);
int rn_nest(int);
#endif

/* cxx.cc */
int rt_cxx_catch(void);

/* One flavour of the test functions. */
struct flavour {
	const char	*name;
	int		(*leaf)(int);
	int		(*sign)(int);
	int		(*frame)(int, int);
	int		(*close)(int, int *);
	int		(*sub100)(int);
	int		(*add100)(int);
	int		(*clamp)(int);
	int		(*hclamp)(int);
	int		(*dclamp)(int);
	int		(*tail)(int);
	int		(*callback)(rt_cbfn, void *);
#ifdef RT_X86
	int		(*retn_call)(int);
#endif
#ifdef __i386__
	int		(__attribute__((stdcall)) *retn)(int, int);
#endif
#ifdef RT_RISC
	int		(*nest)(int);
#endif
};

#if defined(__i386__)
#define	RT_FLAVOUR_ARCH(p)	, p##_retn_call, p##_retn
#elif defined(RT_X86)
#define	RT_FLAVOUR_ARCH(p)	, p##_retn_call
#else
#define	RT_FLAVOUR_ARCH(p)	, p##_nest
#endif
#define	RT_FLAVOUR(p, n) { n, p##_leaf, p##_sign, p##_frame, p##_close,	\
	p##_sub100, p##_add100, p##_clamp, p##_hclamp, p##_dclamp,	\
	p##_tail, p##_callback						\
	RT_FLAVOUR_ARCH(p) }

static const struct flavour flavours[] = {
	RT_FLAVOUR(rt, "cfi"), RT_FLAVOUR(rn, "nocfi")
};

/* The functions with CFI, for the unwinding checks. */
static void *const cfi_funcs[] = {
	(void *)rt_leaf, (void *)rt_sign, (void *)rt_frame, (void *)rt_close,
#ifdef RT_X86
	(void *)rt_retn, (void *)rt_retn_call,
#else
	(void *)rt_nest,
#endif
	(void *)rt_sub100, (void *)rt_add100, (void *)rt_clamp,
	(void *)rt_hclamp, (void *)rt_dclamp,
	(void *)rt_tail,
	(void *)rt_callback,
};

static int failures;

/* Print a PASS or FAIL line for one check. */
static void __attribute__((format(printf, 2, 3)))
check(int ok, const char *fmt, ...)
{
	va_list ap;

	fputs(ok ? "PASS: " : "FAIL: ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
	if (!ok)
		failures++;
}

/* Check that a function returned what it should. */
static void
check_result(const char *flavour, const char *call, long got, long want)
{
	check(got == want, "%s %s == %ld (got %ld)", flavour, call, want, got);
}

/*
 * Run a group of checks in a child process, so that a crash fails that
 * group alone: returns 1 in the child, which ends with child_done(), and
 * 0 in the parent once the child has ended.
 */
static int
in_child(const char *flavour, const char *what)
{
	pid_t pid;
	int status;

	fflush(stdout);
	if ((pid = fork()) == -1) {
		check(0, "%s %s: fork: %s", flavour, what, strerror(errno));
		return 0;
	}
	if (pid == 0)
		return 1;
	if (waitpid(pid, &status, 0) == -1)
		check(0, "%s %s: waitpid: %s", flavour, what, strerror(errno));
	else if (WIFSIGNALED(status))
		check(0, "%s %s: killed by signal %d (%s)", flavour, what,
		    WTERMSIG(status), strsignal(WTERMSIG(status)));
	else if (WEXITSTATUS(status) != 0)
		failures++;
	return 0;
}

/* End a child of in_child(). */
static void
child_done(void)
{
	fflush(stdout);
	_exit(failures ? 1 : 0);
}

/* A callback for rt_callback: returns its argument. */
static int
cb_identity(void *arg, unsigned long *slot)
{
	(void)slot;
	return (int)(intptr_t)arg;
}

/* Run every function of one flavour and check its result. */
static void
test_results(const struct flavour *f)
{
	const char *n = f->name;
	int err, fd;

	if (in_child(n, "leaf")) {
		check_result(n, "leaf(20)", f->leaf(20), 41);
		check_result(n, "leaf(-3)", f->leaf(-3), -5);
		child_done();
	}
	if (in_child(n, "sign")) {
		check_result(n, "sign(5)", f->sign(5), 1);
		check_result(n, "sign(0)", f->sign(0), 0);
		check_result(n, "sign(-5)", f->sign(-5), -1);
		check_result(n, "sign(-5000)", f->sign(-5000), -2);
		child_done();
	}
	if (in_child(n, "frame")) {
		check_result(n, "frame(7, 4)", f->frame(7, 4), 25);
		check_result(n, "frame(7, 0)", f->frame(7, 0), 21);
		child_done();
	}
	if (in_child(n, "close")) {
		err = 0;
		check_result(n, "close(-1)", f->close(-1, &err), -1);
		check_result(n, "close(-1) error", err, EBADF);
		if ((fd = dup(2)) == -1)
			check(0, "%s dup: %s", n, strerror(errno));
		else {
			err = 0;
			check_result(n, "close(fd)", f->close(fd, &err), 0);
			check_result(n, "close(fd) error", err, 0);
			check(fcntl(fd, F_GETFD) == -1 && errno == EBADF,
			    "%s close(fd) closed the descriptor", n);
		}
		child_done();
	}
#ifdef RT_X86
	if (in_child(n, "retn")) {
		check_result(n, "retn_call(1234)", f->retn_call(1234), 1234);
#ifdef __i386__
		check_result(n, "retn(30, 12) (stdcall, ret $8)",
		    f->retn(30, 12), 42);
#endif
		child_done();
	}
#endif
#ifdef RT_RISC
	if (in_child(n, "nest")) {
		check_result(n, "nest(5)", f->nest(5), 23);
		check_result(n, "nest(0)", f->nest(0), 3);
		check_result(n, "nest(-7)", f->nest(-7), 7);
		child_done();
	}
#endif
	if (in_child(n, "sub100")) {
		check_result(n, "sub100(30)", f->sub100(30), 70);
		child_done();
	}
	if (in_child(n, "add100")) {
		check_result(n, "add100(5)", f->add100(5), 105);
		child_done();
	}
	if (in_child(n, "clamp")) {
		check_result(n, "clamp(42)", f->clamp(42), 42);
		check_result(n, "clamp(-5)", f->clamp(-5), 0);
		check_result(n, "clamp(500)", f->clamp(500), 100);
		child_done();
	}
	if (in_child(n, "hclamp")) {
		check_result(n, "hclamp(42)", f->hclamp(42), 42);
		check_result(n, "hclamp(-5)", f->hclamp(-5), 0);
		check_result(n, "hclamp(500)", f->hclamp(500), 100);
		child_done();
	}
	if (in_child(n, "dclamp")) {
		check_result(n, "dclamp(42)", f->dclamp(42), 42);
		check_result(n, "dclamp(-5)", f->dclamp(-5), 0);
		check_result(n, "dclamp(500)", f->dclamp(500), 100);
		child_done();
	}
	if (in_child(n, "tail")) {
		check_result(n, "tail(4)", f->tail(4), 11);
		child_done();
	}
	if (in_child(n, "callback")) {
		check_result(n, "callback(identity, 41)",
		    f->callback(cb_identity, (void *)41), 42);
		child_done();
	}
}

/*
 * The target of the smash test: reached only if a return address that
 * a callback overwrote is used as it is.
 */
void win(void);
void
win(void)
{
	static const char msg[] = "WIN: the overwritten return address"
	    " was used\n";

	/* Entered by a ret, with the stack misaligned: syscalls only. */
	(void)write(1, msg, sizeof(msg) - 1);
	_exit(42);
}

/*
 * The smash tests overwrite the return address with rt_win_tramp, a jump
 * to win() alone in its page, the rest of which is hlt (privileged:
 * SIGSEGV; aarch64 and riscv64: zeros, undefined instructions).  run.sh
 * links it at a 64 KiB boundary on i386, so that it is also alone in its
 * 64 KiB: the i386 kernel variant mangles only the low 16 bits, and would
 * otherwise often land in other code (it did: SIGILL, abort()).  The
 * key, the address of the return-address slot, is 12 modulo 16 on i386
 * (8 on amd64) by the ABI's stack alignment; on aarch64 and riscv64 it
 * is sp at entry, 16-aligned but never 0: the mangled target is never
 * rt_win_tramp itself.  (aarch64 PAC: the signature of the address is
 * wrong, and autiasp corrupts it.)
 */
#if defined(__aarch64__)
#define	RT_WIN_JUMP	"b win"
#define	RT_WIN_FILL	"0"
#elif defined(__riscv)
#define	RT_WIN_JUMP	".option push; .option norelax; tail win; .option pop"
#define	RT_WIN_FILL	"0"
#else
#define	RT_WIN_JUMP	"jmp win"
#define	RT_WIN_FILL	"0xf4"
#endif
void rt_win_tramp(void);
__asm__(
	"	.pushsection .rt_win,\"ax\",@progbits\n"
	"	.balign 4096\n"
	"	.globl rt_win_tramp\n"
	"	.type rt_win_tramp,@function\n"
	"rt_win_tramp:\n"
	"	" RT_WIN_JUMP "\n"
	"	.balign 4096," RT_WIN_FILL "\n"
	"	.popsection\n");

/* Overwrite the caller's return-address slot with rt_win_tramp. */
static int
cb_smash(void *arg, unsigned long *slot)
{
	(void)arg;
	*slot = (unsigned long)(uintptr_t)rt_win_tramp;
	return 0;
}

/* The smash test for one flavour: must not return. */
static void
test_smash(const struct flavour *f)
{
	f->callback(cb_smash, NULL);
	check(0, "%s smash: callback returned normally", f->name);
}

#ifdef RT_X86
/*
 * The mangle test: what the return-address slot of rt_callback holds
 * while the function runs, and the slot's address.
 */
static uintptr_t mangle_seen, mangle_slot;

/* Callback for the mangle test: note the slot and its contents. */
static int
cb_mangle(void *arg, unsigned long *slot)
{
	(void)arg;
	mangle_slot = (uintptr_t)slot;
	mangle_seen = *slot;
	return 0;
}

/*
 * The caller of rt_callback in the mangle test.  Aligned so that it
 * does not straddle a 64 KiB boundary: the upper bits of any address
 * in it are those of its first byte.
 */
static int NOINLINE __attribute__((aligned(256)))
mangle_outer(const struct flavour *f)
{
	int r;

	r = f->callback(cb_mangle, NULL);
	__asm__ volatile("" ::: "memory");
	return r;
}

#ifdef __x86_64__
#define	KERNEL_KEY_MASK	((uintptr_t)0xffffffff)
#define	KERNEL_KEY_BITS	32
#else
#define	KERNEL_KEY_MASK	((uintptr_t)0xffff)
#define	KERNEL_KEY_BITS	16
#endif

static void *enclosing(uintptr_t);

/*
 * The mangle test for one flavour and variant: none (unprotected), user
 * (the slot XOR its address) or kernel (the slot XOR the low half of its
 * address: the upper half of the return address is kept, so that the
 * kernel variant never makes a user-space address).
 */
static void
test_mangle(const struct flavour *f, const char *variant)
{
	const char *n = f->name;
	uintptr_t mask, ra, high;

	if (strcmp(variant, "none") == 0)
		mask = 0;
	else if (strcmp(variant, "user") == 0)
		mask = ~(uintptr_t)0;
	else if (strcmp(variant, "kernel") == 0)
		mask = KERNEL_KEY_MASK;
	else {
		fprintf(stderr, "unknown variant %s\n", variant);
		exit(2);
	}
	check_result(n, "mangle: callback(mangle)", mangle_outer(f), 1);
	ra = mangle_seen ^ (mangle_slot & mask);
	check(enclosing(ra - 1) == (void *)mangle_outer,
	    "%s mangle %s: the slot at %#lx holds the return address into "
	    "the caller xor %#lx (holds %#lx)", n, variant,
	    (unsigned long)mangle_slot, (unsigned long)(mangle_slot & mask),
	    (unsigned long)mangle_seen);
	high = (mangle_seen ^ (uintptr_t)mangle_outer) & ~KERNEL_KEY_MASK;
	if (mask == KERNEL_KEY_MASK)
		check(high == 0, "%s mangle %s: the upper bits (above %d) of "
		    "the mangled return address %#lx are the caller's (%#lx)",
		    n, variant, KERNEL_KEY_BITS, (unsigned long)mangle_seen,
		    (unsigned long)(uintptr_t)mangle_outer);
	else if (mask != 0)
		check(high != 0, "%s mangle %s: the upper bits (above %d) of "
		    "the mangled return address %#lx differ from the "
		    "caller's (%#lx)", n, variant, KERNEL_KEY_BITS,
		    (unsigned long)mangle_seen,
		    (unsigned long)(uintptr_t)mangle_outer);
}
#endif

/*
 * The function that encloses the instruction at pc, from the unwind
 * tables (_Unwind_FindEnclosingFunction takes a return address: it looks
 * up the byte before it).
 */
static void *
enclosing(uintptr_t pc)
{
	return _Unwind_FindEnclosingFunction((void *)(pc + 1));
}

/* Is fn one of the functions of cfi.S? */
static int
is_cfi_func(void *fn)
{
	size_t i;

	for (i = 0; i < sizeof(cfi_funcs) / sizeof(cfi_funcs[0]); i++)
		if (fn != NULL && fn == cfi_funcs[i])
			return 1;
	return 0;
}

int main(int, char *[]);
static int bt_outer(rt_cbfn);

/*
 * Check a call chain, innermost first, as code addresses inside their
 * functions: rt_callback, then bt_outer right after it, then main.
 */
static void
check_chain(const char *what, const uintptr_t *pcs, int n)
{
	int i, j;

	for (i = 0; i < n; i++)
		if (enclosing(pcs[i]) == (void *)rt_callback)
			break;
	if (i == n) {
		check(0, "%s: rt_callback not in the %d frames", what, n);
		return;
	}
	if (i + 1 == n || enclosing(pcs[i + 1]) != (void *)bt_outer) {
		check(0, "%s: frame %d after rt_callback is %#lx, not in "
		    "bt_outer", what, i + 1,
		    i + 1 < n ? (unsigned long)pcs[i + 1] : 0UL);
		return;
	}
	for (j = i + 2; j < n; j++)
		if (enclosing(pcs[j]) == (void *)main)
			break;
	check(j < n, "%s: rt_callback, then its caller bt_outer, then main",
	    what);
}

/* Collect the frames of _Unwind_Backtrace. */
struct frames {
	uintptr_t	pcs[64];
	int		n;
};

/* _Unwind_Backtrace callback: note one frame, as an address inside it. */
static _Unwind_Reason_Code
collect_frame(struct _Unwind_Context *ctx, void *arg)
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

/* Callback inside rt_callback: unwind with backtrace() and libgcc. */
static int
cb_unwind(void *arg, unsigned long *slot)
{
	void *bt[64];
	uintptr_t pcs[64];
	struct frames fr;
	int i, n;

	(void)arg;
	(void)slot;
	if (in_child("cfi", "backtrace()")) {
		n = backtrace(bt, 64);
		for (i = 0; i < n; i++)
			pcs[i] = (uintptr_t)bt[i] - 1;
		check_chain("cfi backtrace()", pcs, n);
		child_done();
	}
	if (in_child("cfi", "_Unwind_Backtrace")) {
		fr.n = 0;
		_Unwind_Backtrace(collect_frame, &fr);
		check_chain("cfi _Unwind_Backtrace", fr.pcs, fr.n);
		child_done();
	}
	return 7;
}

/* The C caller that the unwinding checks look for. */
static int NOINLINE
bt_outer(rt_cbfn cb)
{
	int r;

	r = rt_callback(cb, NULL);
	__asm__ volatile("" ::: "memory");
	return r;
}

/* Unwind through rt_callback: backtraces and a C++ exception. */
static void
test_unwind(void)
{
	void *warm[4];

	backtrace(warm, 4);	/* loads libgcc_s in dynamic programs */
	check_result("cfi", "bt_outer(unwind)", bt_outer(cb_unwind), 8);
	if (in_child("cfi", "C++ exception")) {
		check_result("cfi", "C++ exception thrown through rt_callback, "
		    "caught", rt_cxx_catch(), 42);
		child_done();
	}
}

/*
 * Unwind at every instruction.  x86: the trap flag makes the CPU raise
 * SIGTRAP after each instruction.  aarch64, riscv64: there is no trap
 * flag in user mode (nor under qemu-user), so run.sh links the step
 * program with a probed cfi.S, which has a brk #0x5a (ebreak) before
 * every instruction of every function, after the labels and directives
 * that precede the instruction: the CFI row at the probe is the row of
 * the instruction.  Either way, the SIGTRAP handler unwinds from the
 * interrupted instruction whenever it lies in a function of cfi.S; on
 * aarch64 and riscv64 it then moves the pc past the probe.
 */
#if defined(__x86_64__)
#define	UC_IP(uc)	((uc)->uc_mcontext.gregs[REG_RIP])
#define	UC_SP(uc)	((uintptr_t)(uc)->uc_mcontext.gregs[REG_RSP])
#define	UC_ENTRY_RA(uc)	(*(uintptr_t *)UC_SP(uc))
#define	TF_ON		"pushfq; orq $0x100,(%rsp); popfq; ret"
#define	TF_OFF		"pushfq; andq $~0x100,(%rsp); popfq; ret"
#elif defined(__i386__)
#define	UC_IP(uc)	((uc)->uc_mcontext.gregs[REG_EIP])
#define	UC_SP(uc)	((uintptr_t)(uc)->uc_mcontext.gregs[REG_ESP])
#define	UC_ENTRY_RA(uc)	(*(uintptr_t *)UC_SP(uc))
#define	TF_ON		"pushfl; orl $0x100,(%esp); popfl; ret"
#define	TF_OFF		"pushfl; andl $~0x100,(%esp); popfl; ret"
#elif defined(__aarch64__)
#define	UC_IP(uc)	((uc)->uc_mcontext.pc)
#define	UC_ENTRY_RA(uc)	((uintptr_t)(uc)->uc_mcontext.regs[30])
/* brk is 4 bytes */
#define	PROBE_LEN(ip)	4
#else /* riscv64 */
#define	UC_IP(uc)	((uc)->uc_mcontext.__gregs[REG_PC])
#define	UC_ENTRY_RA(uc)	((uintptr_t)(uc)->uc_mcontext.__gregs[REG_RA])
/* ebreak (4 bytes) or c.ebreak (2), as the assembler chose */
#define	PROBE_LEN(ip)	((*(const uint16_t *)(ip) & 3) == 3 ? 4 : 2)
#endif

#ifdef RT_X86
void rt_tf_on(void);
void rt_tf_off(void);
__asm__(
	"	.pushsection .text\n"
	"	.type rt_tf_on,@function\n"
	"rt_tf_on:\n"
	"	" TF_ON "\n"
	"	.size rt_tf_on, . - rt_tf_on\n"
	"	.type rt_tf_off,@function\n"
	"rt_tf_off:\n"
	"	" TF_OFF "\n"
	"	.size rt_tf_off, . - rt_tf_off\n"
	"	.popsection\n");
#define	STEP_ON()	rt_tf_on()
#define	STEP_OFF()	rt_tf_off()
#else
#define	STEP_ON()	((void)0)
#define	STEP_OFF()	((void)0)
#endif

/* State of one single-stepped call. */
static struct {
	void		*fn;		/* the asm function called */
	uintptr_t	 ra;		/* its return address, seen at entry */
	int		 steps;		/* instructions checked */
	int		 bad;		/* of which the unwinding failed */
	uintptr_t	 first_bad;	/* the first that failed */
	const char	*why;		/* and why */
} st;

/* Progress of one unwind from the SIGTRAP handler. */
struct walk {
	uintptr_t	 ip;		/* the interrupted instruction */
	int		 state;		/* 0 before it, 1 in asm, 2 in C */
	int		 nframes;
	const char	*why;		/* NULL once main is reached */
};

/*
 * _Unwind_Backtrace callback: skip to the interrupted frame; then only
 * functions of cfi.S, then the C caller at exactly the return address
 * seen at entry, then main.
 */
static _Unwind_Reason_Code
walk_frame(struct _Unwind_Context *ctx, void *arg)
{
	struct walk *w = arg;
	int before = 0;
	uintptr_t pc;
	void *fn;

	pc = _Unwind_GetIPInfo(ctx, &before);
	fn = enclosing(before ? pc : pc - 1);
	if (++w->nframes > 64)
		return _URC_NORMAL_STOP;
	switch (w->state) {
	case 0:
		if (pc == w->ip && before)
			w->state = 1;
		break;
	case 1:
		if (is_cfi_func(fn))
			break;
		if (pc != st.ra) {
			w->why = "caller frame not at the return address";
			return _URC_NORMAL_STOP;
		}
		w->state = 2;
		break;
	case 2:
		if (fn == (void *)main) {
			w->why = NULL;
			return _URC_NORMAL_STOP;
		}
		break;
	}
	return _URC_NO_REASON;
}

/* Check the unwinding from the interrupted instruction ip. */
static void
step_check(ucontext_t *uc, uintptr_t ip)
{
	struct walk w;

	if (!is_cfi_func(enclosing(ip)))
		return;
	if (ip == (uintptr_t)st.fn)
		st.ra = UC_ENTRY_RA(uc);
	if (st.ra == 0)
		return;
	st.steps++;
	memset(&w, 0, sizeof(w));
	w.ip = ip;
	w.why = "main not reached";
	_Unwind_Backtrace(walk_frame, &w);
	if (w.state == 0)
		w.why = "interrupted frame not found";
	if (w.why != NULL && st.bad++ == 0) {
		st.first_bad = ip - (uintptr_t)enclosing(ip);
		st.why = w.why;
	}
}

/* SIGTRAP handler: check, then resume after the probe if there is one. */
static void
on_trap(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	uintptr_t ip = (uintptr_t)UC_IP(uc);

	(void)sig;
	(void)si;
	step_check(uc, ip);
#ifdef PROBE_LEN
	UC_IP(uc) = ip + PROBE_LEN(ip);
#endif
}

static int step_fd;

/*
 * Fill the stack below the caller's frame with a pattern, so that a CFI
 * rule that reads the wrong slot finds neither the return address nor a
 * stale copy of it.  (The handler runs on its own stack, for the same
 * reason: aarch64 Linux and qemu put a frame record {x29, x30} right
 * below the interrupted sp, where a wrong rule for x30, [CFA-8] at a
 * return, would find the right value by chance.)
 */
static void NOINLINE
poison_stack(void)
{
	volatile unsigned char pad[8192];

	memset((void *)pad, 0xa5, sizeof(pad));
	__asm__ volatile("" : : "r"(pad) : "memory");
}

/* The single-stepped calls, one a function and path. */
static int NOINLINE s_leaf(void)	{ return rt_leaf(20) + 0; }
static int NOINLINE s_sign_pos(void)	{ return rt_sign(5) + 0; }
static int NOINLINE s_sign_neg(void)	{ return rt_sign(-5) + 0; }
static int NOINLINE s_sign_big(void)	{ return rt_sign(-5000) + 0; }
static int NOINLINE s_frame(void)	{ return rt_frame(7, 4) + 0; }
static int NOINLINE s_frame0(void)	{ return rt_frame(7, 0) + 0; }
static int NOINLINE s_close_bad(void)	{ int e; return rt_close(-1, &e) + 0; }
static int NOINLINE s_close_ok(void)	{ int e; return rt_close(step_fd, &e) + 0; }
#ifdef RT_X86
static int NOINLINE s_retn_call(void)	{ return rt_retn_call(1234) + 0; }
#else
static int NOINLINE s_nest(void)	{ return rt_nest(5) + 0; }
static int NOINLINE s_nest_neg(void)	{ return rt_nest(-7) + 0; }
#endif
static int NOINLINE s_sub100(void)	{ return rt_sub100(30) + 0; }
static int NOINLINE s_add100(void)	{ return rt_add100(5) + 0; }
static int NOINLINE s_clamp_in(void)	{ return rt_clamp(42) + 0; }
static int NOINLINE s_clamp_lo(void)	{ return rt_clamp(-5) + 0; }
static int NOINLINE s_clamp_hi(void)	{ return rt_clamp(500) + 0; }
static int NOINLINE s_hclamp_in(void)	{ return rt_hclamp(42) + 0; }
static int NOINLINE s_hclamp_lo(void)	{ return rt_hclamp(-5) + 0; }
static int NOINLINE s_hclamp_hi(void)	{ return rt_hclamp(500) + 0; }
static int NOINLINE s_dclamp_in(void)	{ return rt_dclamp(42) + 0; }
static int NOINLINE s_dclamp_lo(void)	{ return rt_dclamp(-5) + 0; }
static int NOINLINE s_dclamp_hi(void)	{ return rt_dclamp(500) + 0; }
static int NOINLINE s_tail(void)	{ return rt_tail(4) + 0; }
static int NOINLINE s_callback(void)
{
	return rt_callback(cb_identity, (void *)41) + 0;
}

static const struct step_case {
	const char	*name;
	void		*fn;
	int		(*call)(void);
	int		 want;
} step_cases[] = {
	{ "leaf(20)", (void *)rt_leaf, s_leaf, 41 },
	{ "sign(5)", (void *)rt_sign, s_sign_pos, 1 },
	{ "sign(-5)", (void *)rt_sign, s_sign_neg, -1 },
	{ "sign(-5000)", (void *)rt_sign, s_sign_big, -2 },
	{ "frame(7, 4)", (void *)rt_frame, s_frame, 25 },
	{ "frame(7, 0)", (void *)rt_frame, s_frame0, 21 },
	{ "close(-1)", (void *)rt_close, s_close_bad, -1 },
	{ "close(fd)", (void *)rt_close, s_close_ok, 0 },
#ifdef RT_X86
	{ "retn_call(1234)", (void *)rt_retn_call, s_retn_call, 1234 },
#else
	{ "nest(5)", (void *)rt_nest, s_nest, 23 },
	{ "nest(-7)", (void *)rt_nest, s_nest_neg, 7 },
#endif
	{ "sub100(30)", (void *)rt_sub100, s_sub100, 70 },
	{ "add100(5)", (void *)rt_add100, s_add100, 105 },
	{ "clamp(42)", (void *)rt_clamp, s_clamp_in, 42 },
	{ "clamp(-5)", (void *)rt_clamp, s_clamp_lo, 0 },
	{ "clamp(500)", (void *)rt_clamp, s_clamp_hi, 100 },
	{ "hclamp(42)", (void *)rt_hclamp, s_hclamp_in, 42 },
	{ "hclamp(-5)", (void *)rt_hclamp, s_hclamp_lo, 0 },
	{ "hclamp(500)", (void *)rt_hclamp, s_hclamp_hi, 100 },
	{ "dclamp(42)", (void *)rt_dclamp, s_dclamp_in, 42 },
	{ "dclamp(-5)", (void *)rt_dclamp, s_dclamp_lo, 0 },
	{ "dclamp(500)", (void *)rt_dclamp, s_dclamp_hi, 100 },
	{ "tail(4)", (void *)rt_tail, s_tail, 11 },
	{ "callback(identity, 41)", (void *)rt_callback, s_callback, 42 },
};

/* Single-step each call and check the unwinding at every instruction. */
static void
test_step(void)
{
	const struct step_case *c;
	struct sigaction sa;
	stack_t ss;
	static char altstack[65536] __attribute__((aligned(16)));
	void *warm[4];
	size_t i;
	int r;

	backtrace(warm, 4);
	memset(&ss, 0, sizeof(ss));
	ss.ss_sp = altstack;
	ss.ss_size = sizeof(altstack);
	if (sigaltstack(&ss, NULL) == -1) {
		check(0, "sigaltstack: %s", strerror(errno));
		return;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_trap;
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGTRAP, &sa, NULL) == -1) {
		check(0, "sigaction: %s", strerror(errno));
		return;
	}
	for (i = 0; i < sizeof(step_cases) / sizeof(step_cases[0]); i++) {
		c = &step_cases[i];
		if ((step_fd = dup(2)) == -1) {
			check(0, "dup: %s", strerror(errno));
			return;
		}
		if (!in_child("cfi step", c->name)) {
			close(step_fd);
			continue;
		}
		memset(&st, 0, sizeof(st));
		st.fn = c->fn;
		poison_stack();
		STEP_ON();
		r = c->call();
		STEP_OFF();
		check(r == c->want, "cfi step %s == %d (got %d)", c->name,
		    c->want, r);
		if (st.steps == 0)
			check(0, "cfi step %s: no instruction of the function "
			    "was single-stepped%s", c->name,
#ifdef RT_X86
			    ""
#else
			    " (is cfi.S probed?)"
#endif
			    );
		else if (st.bad == 0)
			check(1, "cfi step %s: unwound to the caller at each of "
			    "%d instructions", c->name, st.steps);
		else
			check(0, "cfi step %s: unwinding failed at %d of %d "
			    "instructions, first at +%#lx: %s", c->name,
			    st.bad, st.steps, (unsigned long)st.first_bad,
			    st.why);
		child_done();
	}
}

/* Find a flavour by name. */
static const struct flavour *
flavour(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(flavours) / sizeof(flavours[0]); i++)
		if (strcmp(flavours[i].name, name) == 0)
			return &flavours[i];
	fprintf(stderr, "unknown flavour %s\n", name);
	exit(2);
}

int
main(int argc, char *argv[])
{
	size_t i;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 2 && strcmp(argv[1], "results") == 0) {
		for (i = 0; i < sizeof(flavours) / sizeof(flavours[0]); i++)
			test_results(&flavours[i]);
	} else if (argc == 3 && strcmp(argv[1], "smash") == 0)
		test_smash(flavour(argv[2]));
#ifdef RT_X86
	else if (argc == 4 && strcmp(argv[1], "mangle") == 0)
		test_mangle(flavour(argv[3]), argv[2]);
#endif
	else if (argc == 2 && strcmp(argv[1], "unwind") == 0)
		test_unwind();
	else if (argc == 2 && strcmp(argv[1], "step") == 0)
		test_step();
	else {
		fprintf(stderr, "usage: %s results | smash cfi|nocfi | "
		    "mangle none|user|kernel cfi|nocfi | unwind | step\n",
		    argv[0]);
		return 2;
	}
	return failures ? 1 : 0;
}
