/*
 * libgcc-run.c: call libgcc's aarch64 outline atomics (lse.S, built by
 * libgcc-run.sh for sizes 4 and 8, and cas for size 16 too, and the
 * models relax, acq_rel and sync) with LSE on and off, and check each result and each value left
 * in memory against what the operation means.  One FAIL: line for each
 * wrong one; the last line counts the checks.
 */
#include <stdint.h>
#include <stdio.h>

/* What lse-init.c would set from the CPU's features. */
unsigned char __aarch64_have_lse_atomics __attribute__((visibility("hidden")));

static int checks, failures;

#define	DECL(sz, T, m)							\
	T __aarch64_swp##sz##m(T, T *);					\
	T __aarch64_ldadd##sz##m(T, T *);				\
	T __aarch64_ldclr##sz##m(T, T *);				\
	T __aarch64_ldeor##sz##m(T, T *);				\
	T __aarch64_ldset##sz##m(T, T *);				\
	T __aarch64_cas##sz##m(T, T, T *);

#define	MODELS(sz, T)							\
	DECL(sz, T, _relax) DECL(sz, T, _acq_rel) DECL(sz, T, _sync)

MODELS(4, uint32_t)
MODELS(8, uint64_t)

typedef unsigned __int128 u128;
u128 __aarch64_cas16_relax(u128, u128, u128 *);
u128 __aarch64_cas16_acq_rel(u128, u128, u128 *);
u128 __aarch64_cas16_sync(u128, u128, u128 *);

static void
check(int ok, const char *what, int sz, const char *m)
{
	checks++;
	if (!ok) {
		printf("FAIL: %s, size %d, %s, LSE %d\n", what, sz, m,
		    __aarch64_have_lse_atomics);
		failures++;
	}
}

/* Each operation once, from a value with high and low bits set. */
#define	TEST(sz, T, m)							\
	do {								\
		const T a = (T)0x8123456789abcdefULL;			\
		const T b = (T)0x00ff00ff0f0f0f0fULL;			\
		T mem, r;						\
									\
		mem = a;						\
		r = __aarch64_swp##sz##m(b, &mem);			\
		check(r == a && mem == b, "swp", sz, #m);		\
		mem = a;						\
		r = __aarch64_ldadd##sz##m(b, &mem);			\
		check(r == a && mem == (T)(a + b), "ldadd", sz, #m);	\
		mem = a;						\
		r = __aarch64_ldclr##sz##m(b, &mem);			\
		check(r == a && mem == (T)(a & ~b), "ldclr", sz, #m);	\
		mem = a;						\
		r = __aarch64_ldeor##sz##m(b, &mem);			\
		check(r == a && mem == (T)(a ^ b), "ldeor", sz, #m);	\
		mem = a;						\
		r = __aarch64_ldset##sz##m(b, &mem);			\
		check(r == a && mem == (T)(a | b), "ldset", sz, #m);	\
		mem = a;						\
		r = __aarch64_cas##sz##m(a, b, &mem);			\
		check(r == a && mem == b, "cas (equal)", sz, #m);	\
		mem = a;						\
		r = __aarch64_cas##sz##m(b, b, &mem);			\
		check(r == a && mem == a, "cas (not equal)", sz, #m);	\
	} while (0)

/* cas of 16 bytes: the #else branch of lse.S's cas, casp and ldxp. */
#define	TEST16(m)							\
	do {								\
		const u128 a = ((u128)0x8123456789abcdefULL << 64) |	\
		    0x0123456789abcdefULL;				\
		const u128 b = ((u128)0x00ff00ff0f0f0f0fULL << 64) | 1;	\
		u128 mem, r;						\
									\
		mem = a;						\
		r = __aarch64_cas16##m(a, b, &mem);			\
		check(r == a && mem == b, "cas (equal)", 16, #m);	\
		mem = a;						\
		r = __aarch64_cas16##m(b, b, &mem);			\
		check(r == a && mem == a, "cas (not equal)", 16, #m);	\
	} while (0)

int
main(void)
{
	int lse;

	for (lse = 0; lse <= 1; lse++) {
		__aarch64_have_lse_atomics = (unsigned char)lse;
		TEST(4, uint32_t, _relax);
		TEST(4, uint32_t, _acq_rel);
		TEST(4, uint32_t, _sync);
		TEST(8, uint64_t, _relax);
		TEST(8, uint64_t, _acq_rel);
		TEST(8, uint64_t, _sync);
		TEST16(_relax);
		TEST16(_acq_rel);
		TEST16(_sync);
	}
	printf("%d checks, %d failed\n", checks, failures);
	return failures != 0;
}
