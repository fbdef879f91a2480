/*
 * libmvec-run.c: the driver of libmvec-run.sh.  Calls glibc's x86_64
 * vector-math wrappers (sin, sinf, pow, powf in their SSE2, AVX, AVX2
 * and AVX-512 forms, each a header's .macro: WRAPPER_IMPL_SSE2 and the
 * others of svml_d_wrapper_impl.h and svml_s_wrapper_impl.h) and
 * checks each lane against the scalar function, which the wrappers
 * call through JUMPTARGET: libmvec-run.sh maps it to the rt_ hooks
 * below.  Once per form, the hook takes a backtrace, which must name
 * every wrapper on the way (the AVX-512 sin calls the AVX2 one, which
 * calls the SSE2 one, which calls rt_sin), then the driver function
 * and main: through protected frames, that is their CFI at work.
 * Prints one line a check, "ok" or what was wrong; libmvec-run.sh
 * compares the original's output with the conversion's and looks for
 * "FAIL".  A form the CPU cannot run is reported as not run.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef double v2d __attribute__((vector_size(16)));
typedef double v4d __attribute__((vector_size(32)));
typedef double v8d __attribute__((vector_size(64)));
typedef float v4f __attribute__((vector_size(16)));
typedef float v8f __attribute__((vector_size(32)));
typedef float v16f __attribute__((vector_size(64)));

v2d _ZGVbN2v_sin(v2d);
v4d _ZGVcN4v_sin(v4d);
v4d _ZGVdN4v_sin(v4d);
v8d _ZGVeN8v_sin(v8d);
v4f _ZGVbN4v_sinf(v4f);
v8f _ZGVcN8v_sinf(v8f);
v8f _ZGVdN8v_sinf(v8f);
v16f _ZGVeN16v_sinf(v16f);
v2d _ZGVbN2vv_pow(v2d, v2d);
v4d _ZGVcN4vv_pow(v4d, v4d);
v4d _ZGVdN4vv_pow(v4d, v4d);
v8d _ZGVeN8vv_pow(v8d, v8d);
v4f _ZGVbN4vv_powf(v4f, v4f);
v8f _ZGVcN8vv_powf(v8f, v8f);
v8f _ZGVdN8vv_powf(v8f, v8f);
v16f _ZGVeN16vv_powf(v16f, v16f);

static int	 failures;
static int	 bt_want;
static void	*bt[32];
static int	 bt_n;

/* The scalar functions the wrappers call (JUMPTARGET(sin) is rt_sin). */
void __attribute__((noinline))
hook(void)
{
	if (bt_want) {
		bt_want = 0;
		bt_n = backtrace(bt, 32);
	}
}
double rt_sin(double x) { hook(); return sin(x); }
float rt_sinf(float x) { hook(); return sinf(x); }
double rt_pow(double x, double y) { hook(); return pow(x, y); }
float rt_powf(float x, float y) { hook(); return powf(x, y); }

static void
check(int ok, const char *what, const char *how)
{
	printf("%s: %s: %s\n", ok ? "ok" : "FAIL", what, how);
	if (!ok)
		failures++;
}

/*
 * The backtrace the hook took: frame 0 is the hook, then rt_*, then
 * the wrappers named in chain (callee first), then the driver function
 * and main, each named by dladdr (the program is linked -rdynamic).
 */
static void
check_chain(const char *what, const char *const *chain)
{
	char		 want[512], got[512];
	Dl_info		 di;
	int		 i;

	snprintf(want, sizeof(want), "hook");
	for (i = 0; chain[i] != NULL; i++)
		snprintf(want + strlen(want), sizeof(want) - strlen(want),
		    " %s", chain[i]);
	got[0] = '\0';
	for (i = 0; i < bt_n; i++) {
		const char *n = "?";
		/* a return address may be the byte after the function */
		if (dladdr((char *)bt[i] - 1, &di) != 0 && di.dli_sname)
			n = di.dli_sname;
		snprintf(got + strlen(got), sizeof(got) - strlen(got),
		    "%s%s", i > 0 ? " " : "", n);
		if (strcmp(n, "main") == 0)
			break;
	}
	check(strcmp(got, want) == 0, what, got);
}

#define	LANES(v)	((int)(sizeof(v) / sizeof((v)[0])))

/* Each lane of r against f of the lanes of x (and y). */
#define	CHECK1(what, r, x, f) do {					\
	int _ok = 1, _i;						\
	for (_i = 0; _i < LANES(r); _i++)				\
		_ok &= memcmp(&(r)[_i], &(__typeof__((r)[0])){		\
		    f((x)[_i]) }, sizeof((r)[0])) == 0;		\
	check(_ok, what, "every lane is the scalar's");		\
} while (0)
#define	CHECK2(what, r, x, y, f) do {					\
	int _ok = 1, _i;						\
	for (_i = 0; _i < LANES(r); _i++)				\
		_ok &= memcmp(&(r)[_i], &(__typeof__((r)[0])){		\
		    f((x)[_i], (y)[_i]) }, sizeof((r)[0])) == 0;	\
	check(_ok, what, "every lane is the scalar's");		\
} while (0)
#define	FILL(v, a, b) do {						\
	int _i;								\
	for (_i = 0; _i < LANES(v); _i++)				\
		(v)[_i] = (a) + (b) * _i;				\
} while (0)

void
run_sse2(void)
{
	v2d x, y, r;
	v4f xf, yf, rf;

	FILL(x, 0.25, 0.5);
	FILL(y, 1.5, 0.25);
	FILL(xf, 0.25f, 0.5f);
	FILL(yf, 1.5f, 0.25f);
	bt_want = 1;
	r = _ZGVbN2v_sin(x);
	CHECK1("_ZGVbN2v_sin", r, x, sin);
	check_chain("_ZGVbN2v_sin: backtrace", (const char *const[]){
	    "rt_sin", "_ZGVbN2v_sin", "run_sse2", "main", NULL });
	rf = _ZGVbN4v_sinf(xf);
	CHECK1("_ZGVbN4v_sinf", rf, xf, sinf);
	r = _ZGVbN2vv_pow(x, y);
	CHECK2("_ZGVbN2vv_pow", r, x, y, pow);
	bt_want = 1;
	rf = _ZGVbN4vv_powf(xf, yf);
	CHECK2("_ZGVbN4vv_powf", rf, xf, yf, powf);
	check_chain("_ZGVbN4vv_powf: backtrace", (const char *const[]){
	    "rt_powf", "_ZGVbN4vv_powf", "run_sse2", "main", NULL });
}

__attribute__((target("avx"))) void
run_avx(void)
{
	v4d x, y, r;
	v8f xf, yf, rf;

	FILL(x, 0.25, 0.5);
	FILL(y, 1.5, 0.25);
	FILL(xf, 0.25f, 0.5f);
	FILL(yf, 1.5f, 0.25f);
	bt_want = 1;
	r = _ZGVcN4v_sin(x);
	CHECK1("_ZGVcN4v_sin", r, x, sin);
	check_chain("_ZGVcN4v_sin: backtrace", (const char *const[]){
	    "rt_sin", "_ZGVbN2v_sin", "_ZGVcN4v_sin", "run_avx", "main",
	    NULL });
	rf = _ZGVcN8v_sinf(xf);
	CHECK1("_ZGVcN8v_sinf", rf, xf, sinf);
	r = _ZGVcN4vv_pow(x, y);
	CHECK2("_ZGVcN4vv_pow", r, x, y, pow);
	rf = _ZGVcN8vv_powf(xf, yf);
	CHECK2("_ZGVcN8vv_powf", rf, xf, yf, powf);
}

__attribute__((target("avx2"))) void
run_avx2(void)
{
	v4d x, y, r;
	v8f xf, yf, rf;

	FILL(x, 0.25, 0.5);
	FILL(y, 1.5, 0.25);
	FILL(xf, 0.25f, 0.5f);
	FILL(yf, 1.5f, 0.25f);
	r = _ZGVdN4v_sin(x);
	CHECK1("_ZGVdN4v_sin", r, x, sin);
	rf = _ZGVdN8v_sinf(xf);
	CHECK1("_ZGVdN8v_sinf", rf, xf, sinf);
	r = _ZGVdN4vv_pow(x, y);
	CHECK2("_ZGVdN4vv_pow", r, x, y, pow);
	bt_want = 1;
	rf = _ZGVdN8vv_powf(xf, yf);
	CHECK2("_ZGVdN8vv_powf", rf, xf, yf, powf);
	check_chain("_ZGVdN8vv_powf: backtrace", (const char *const[]){
	    "rt_powf", "_ZGVbN4vv_powf", "_ZGVdN8vv_powf", "run_avx2",
	    "main", NULL });
}

__attribute__((target("avx512f"))) void
run_avx512(void)
{
	v8d x, y, r;
	v16f xf, yf, rf;

	FILL(x, 0.25, 0.5);
	FILL(y, 1.5, 0.25);
	FILL(xf, 0.25f, 0.5f);
	FILL(yf, 1.5f, 0.25f);
	bt_want = 1;
	r = _ZGVeN8v_sin(x);
	CHECK1("_ZGVeN8v_sin", r, x, sin);
	check_chain("_ZGVeN8v_sin: backtrace", (const char *const[]){
	    "rt_sin", "_ZGVbN2v_sin", "_ZGVdN4v_sin", "_ZGVeN8v_sin",
	    "run_avx512", "main", NULL });
	rf = _ZGVeN16v_sinf(xf);
	CHECK1("_ZGVeN16v_sinf", rf, xf, sinf);
	r = _ZGVeN8vv_pow(x, y);
	CHECK2("_ZGVeN8vv_pow", r, x, y, pow);
	bt_want = 1;
	rf = _ZGVeN16vv_powf(xf, yf);
	CHECK2("_ZGVeN16vv_powf", rf, xf, yf, powf);
	check_chain("_ZGVeN16vv_powf: backtrace", (const char *const[]){
	    "rt_powf", "_ZGVbN4vv_powf", "_ZGVdN8vv_powf",
	    "_ZGVeN16vv_powf", "run_avx512", "main", NULL });
}

int
main(void)
{
	__builtin_cpu_init();
	run_sse2();
	if (__builtin_cpu_supports("avx"))
		run_avx();
	else
		printf("not run: AVX (not on this CPU)\n");
	if (__builtin_cpu_supports("avx2"))
		run_avx2();
	else
		printf("not run: AVX2 (not on this CPU)\n");
	if (__builtin_cpu_supports("avx512f"))
		run_avx512();
	else
		printf("not run: AVX-512 (not on this CPU)\n");
	return failures != 0;
}
