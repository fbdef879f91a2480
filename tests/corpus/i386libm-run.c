/*
 * i386libm-run.c: the driver of i386libm-run.sh.  Calls glibc's i386
 * libm functions, built from their sources (converted or not), on
 * inputs that take each path (tiny ones, which go through the
 * underflow check's push and pop; negative ones, NaN and infinity for
 * log), prints each result in hex, and checks the values it knows
 * (without libm, whose objects define the same names).  Prints one
 * "ok:" line a function, or "FAIL:" lines; exit status 1 on a failure.
 */
#include <math.h>
#include <stdio.h>

double	 __ieee754_asin(double);
double	 __ieee754_atan2(double, double);
double	 __ieee754_log(double);
double	 __log_finite(double);
double	 __atan(double);
double	 __frexp(double, int *);

static int	 failed;

static const double	 in[] = {
	0.5, -0.5, 1.0, 0.0, 1e-310, -1e-310, 2.0, 8.0, 0.75, 1e300,
	-1.0, 1.0 / 0.0, -1.0 / 0.0
};
#define NIN	(sizeof(in) / sizeof(in[0]))

static void
expect(const char *fn, double x, double got, double want)
{
	if (__builtin_fabs(got - want) > 1e-15 * __builtin_fabs(want)) {
		failed++;
		printf("FAIL: %s(%a) = %a, not %a\n", fn, x, got, want);
	}
}

int
main(void)
{
	size_t	 i, j;
	int	 e;
	double	 m;

	for (i = 0; i < NIN; i++) {
		printf("asin %a %a\n", in[i], __ieee754_asin(in[i]));
		printf("atan %a %a\n", in[i], __atan(in[i]));
		printf("log %a %a %a\n", in[i], __ieee754_log(in[i]),
		    __log_finite(in[i]));
		for (j = 0; j < NIN; j++)
			printf("atan2 %a %a %a\n", in[i], in[j],
			    __ieee754_atan2(in[i], in[j]));
		e = -1;
		m = __frexp(in[i], &e);
		printf("frexp %a %a %d\n", in[i], m, e);
	}
	expect("asin", 0.5, __ieee754_asin(0.5), M_PI / 6);
	expect("asin", 1e-310, __ieee754_asin(1e-310), 1e-310);
	expect("atan", 1.0, __atan(1.0), M_PI / 4);
	expect("atan2", 1.0, __ieee754_atan2(1.0, 1.0), M_PI / 4);
	expect("atan2", -1.0, __ieee754_atan2(-1.0, -1.0), -3 * M_PI / 4);
	expect("log", 2.0, __ieee754_log(2.0), M_LN2);
	expect("log", 0.75, __ieee754_log(0.75), -0.2876820724517809);
	expect("log_finite", 8.0, __log_finite(8.0), 3 * M_LN2);
	if (!isnan(__ieee754_log(-1.0)) || __ieee754_log(0.0) != -1.0 / 0.0) {
		failed++;
		printf("FAIL: log(-1) is not NaN, or log(0) not -inf\n");
	}
	m = __frexp(8.0, &e);
	if (m != 0.5 || e != 4) {
		failed++;
		printf("FAIL: frexp(8) = %a, %d\n", m, e);
	}
	m = __frexp(1e-310, &e);
	if (m < 0.5 || m >= 1.0 || e != -1029) {
		failed++;
		printf("FAIL: frexp(1e-310) = %a, %d\n", m, e);
	}
	if (failed)
		return 1;
	printf("ok: asin\nok: atan\nok: atan2\nok: log\nok: log_finite\n"
	    "ok: frexp\n");
	return 0;
}
