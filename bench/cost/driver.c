/*
 * driver.c: call one assembler function N times in a loop, REPS times,
 * and print the median time of a call (bench/cost.sh).
 *
 *   driver FUNC LEN N REPS
 *
 * FUNC: tiny (long tiny(long)), strlen (ex_strlen on a string of LEN
 * bytes), memchr (ex_memchr over LEN bytes, the byte sought is the last
 * one, so that the whole buffer is scanned and the found-return taken).
 * Prints one line: "ticks=T ns=S" per call, T in TSC ticks on x86
 * (rdtsc around the whole loop), S from CLOCK_MONOTONIC; the median of
 * REPS loops.  REPS=0 runs the loop once, untimed (for callgrind/qemu
 * instruction counts).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define TICKS() __rdtsc()
#else
#define TICKS() 0ULL
#endif

long tiny(long);
size_t ex_strlen(const char *);
void *ex_memchr(const void *, int, size_t);

/* weak so that one driver links with either object set */
#pragma weak tiny
#pragma weak ex_strlen
#pragma weak ex_memchr

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static volatile long sink;

static void run(const char *f, char *buf, size_t len, long n)
{
	long i, acc = 0;

	if (strcmp(f, "tiny") == 0) {
		for (i = 0; i < n; i++)
			acc = tiny(acc);
	} else if (strcmp(f, "strlen") == 0) {
		for (i = 0; i < n; i++)
			acc += (long)ex_strlen(buf);
	} else if (strcmp(f, "memchr") == 0) {
		for (i = 0; i < n; i++)
			acc += (char *)ex_memchr(buf, 'x', len) - buf;
	} else {
		fprintf(stderr, "driver: unknown function %s\n", f);
		exit(2);
	}
	sink = acc;
}

int main(int argc, char **argv)
{
	const char *f;
	size_t len;
	long n;
	int reps, r;
	char *buf;
	double *tk, *ns;

	if (argc != 5) {
		fprintf(stderr, "usage: driver FUNC LEN N REPS\n");
		return 2;
	}
	f = argv[1];
	len = strtoul(argv[2], NULL, 0);
	n = strtol(argv[3], NULL, 0);
	reps = atoi(argv[4]);
	buf = malloc(len + 1);
	memset(buf, 'a', len);
	if (len > 0)
		buf[len - 1] = 'x';
	buf[len] = 0;
	if (reps == 0) {
		run(f, buf, len, n);
		return 0;
	}
	tk = calloc(reps, sizeof *tk);
	ns = calloc(reps, sizeof *ns);
	run(f, buf, len, n / 10 + 1);		/* warm up */
	for (r = 0; r < reps; r++) {
		struct timespec a, b;
		unsigned long long t0, t1;

		clock_gettime(CLOCK_MONOTONIC, &a);
		t0 = TICKS();
		run(f, buf, len, n);
		t1 = TICKS();
		clock_gettime(CLOCK_MONOTONIC, &b);
		tk[r] = (double)(t1 - t0) / n;
		ns[r] = ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n;
	}
	qsort(tk, reps, sizeof *tk, cmp);
	qsort(ns, reps, sizeof *ns, cmp);
	printf("ticks=%.3f ns=%.3f\n", tk[reps / 2], ns[reps / 2]);
	return 0;
}
