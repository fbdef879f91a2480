/*
 * newlib-run.c: newlib's own string functions (aarch64, riscv64, i386
 * and x86_64), converted by rgpp and renamed nl_*, against the C
 * library's, on every length up to 300 at every alignment up to 16,
 * with the byte sought or differing at each place; and newlib's setjmp
 * and longjmp.  Each architecture has some of the functions: the
 * script defines NL_F_name for each one it links.  Prints one line
 * per group of functions and exits 1 on the first wrong result.  Built
 * by newlib-run.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void	*nl_memchr(const void *, int, size_t);
int	 nl_memcmp(const void *, const void *, size_t);
void	*nl_memcpy(void *, const void *, size_t);
void	*nl_memmove(void *, const void *, size_t);
void	*nl_memset(void *, int, size_t);
char	*nl_stpcpy(char *, const char *);
char	*nl_strchr(const char *, int);
char	*nl_strchrnul(const char *, int);
int	 nl_strcmp(const char *, const char *);
char	*nl_strcpy(char *, const char *);
size_t	 nl_strlen(const char *);
int	 nl_strncmp(const char *, const char *, size_t);
size_t	 nl_strnlen(const char *, size_t);
char	*nl_strrchr(const char *, int);
int	 nl_setjmp(long *) __attribute__((returns_twice));
void	 nl_longjmp(long *, int) __attribute__((noreturn));

#define MAXLEN	300
#define MAXAL	16
#define SIZE	(MAXLEN + 2 * MAXAL + 64)

static unsigned char	 a[SIZE], b[SIZE], c[SIZE], d[SIZE];
static long		 checks;
static char		 names[256];	/* the functions a test checked */

static int
sign(int x)
{
	return (x > 0) - (x < 0);
}

static void
fail(const char *fn, size_t al, size_t len, size_t at)
{
	printf("FAIL: %s: alignment %zu, length %zu, at %zu\n", fn, al,
	    len, at);
	exit(1);
}

/* Add a function's name to the line the test prints. */
static void
tested(const char *fn)
{
	if (names[0] != '\0')
		strcat(names, " ");
	strcat(names, fn);
}

/* Print the test's line, if it checked anything, and start anew. */
static void
report(void)
{
	if (names[0] != '\0')
		printf("%s: ok\n", names);
	names[0] = '\0';
}

/* Fill p with a pattern of non-zero bytes, different per seed. */
static void
fill(unsigned char *p, size_t n, unsigned seed)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		p[i] = (unsigned char)(1 + (i * 7 + seed * 13) % 250);
}

static void
test_mem(void)
{
	size_t	 al, al2, len;

	for (al = 0; al < MAXAL; al++)
		for (al2 = 0; al2 < MAXAL; al2 += 3)
			for (len = 0; len <= MAXLEN; len++) {
				fill(a, SIZE, (unsigned)len);
				memset(b, 0xee, SIZE);
				memset(c, 0xee, SIZE);
#ifdef NL_F_memcpy
				if (nl_memcpy(b + al2, a + al, len) != b + al2)
					fail("memcpy", al, len, 0);
				memcpy(c + al2, a + al, len);
				if (memcmp(b, c, SIZE) != 0)
					fail("memcpy", al, len, 1);
				checks += 2;
#endif
#ifdef NL_F_memset
				if (nl_memset(b + al, al2, len) != b + al)
					fail("memset", al, len, 0);
				memset(c + al, (int)al2, len);
				if (memcmp(b, c, SIZE) != 0)
					fail("memset", al, len, 1);
				checks += 2;
#endif
#ifdef NL_F_memmove
				/* overlapping, both ways */
				memcpy(b, a, SIZE);
				memcpy(c, a, SIZE);
				if (nl_memmove(b + al, b + al2, len) != b + al)
					fail("memmove", al, len, 0);
				memmove(c + al, c + al2, len);
				if (memcmp(b, c, SIZE) != 0)
					fail("memmove", al, len, 1);
				checks += 2;
#endif
			}
#ifdef NL_F_memcpy
	tested("memcpy");
#endif
#ifdef NL_F_memset
	tested("memset");
#endif
#ifdef NL_F_memmove
	tested("memmove");
#endif
	report();
}

static void
test_cmp(void)
{
	size_t	 al, len, at;

	for (al = 0; al < MAXAL; al++)
		for (len = 0; len <= MAXLEN; len += 1 + len / 32) {
			fill(a + al, len, 1);
			a[al + len] = 0;
			memcpy(b + MAXAL - al, a + al, len + 1);
			for (at = 0; at <= len; at++) {
				unsigned char *s = b + MAXAL - al;
				unsigned char keep = s[at];

				s[at] = (unsigned char)(keep + 1);
#ifdef NL_F_strcmp
				if (sign(nl_strcmp((char *)a + al, (char *)s)) !=
				    sign(strcmp((char *)a + al, (char *)s)))
					fail("strcmp", al, len, at);
				checks++;
#endif
#ifdef NL_F_strncmp
				if (sign(nl_strncmp((char *)a + al, (char *)s,
				    at)) != sign(strncmp((char *)a + al,
				    (char *)s, at)))
					fail("strncmp", al, len, at);
				checks++;
#endif
#ifdef NL_F_memcmp
				if (sign(nl_memcmp(a + al, s, len)) !=
				    sign(memcmp(a + al, s, len)))
					fail("memcmp", al, len, at);
				checks++;
#endif
				s[at] = keep;
			}
#ifdef NL_F_strcmp
			if (nl_strcmp((char *)a + al, (char *)b + MAXAL - al))
				fail("strcmp", al, len, len + 1);
#endif
#ifdef NL_F_memcmp
			if (nl_memcmp(a + al, b + MAXAL - al, len) != 0)
				fail("memcmp", al, len, len + 1);
#endif
		}
#ifdef NL_F_strcmp
	tested("strcmp");
#endif
#ifdef NL_F_strncmp
	tested("strncmp");
#endif
#ifdef NL_F_memcmp
	tested("memcmp");
#endif
	report();
}

static void
test_str(void)
{
	size_t	 al, len, at;
	char	*s;

	for (al = 0; al < MAXAL; al++)
		for (len = 0; len <= MAXLEN; len++) {
			s = (char *)a + al;
			fill(a, SIZE, (unsigned)al);
			s[len] = 0;
#ifdef NL_F_strlen
			if (nl_strlen(s) != len)
				fail("strlen", al, len, 0);
			checks++;
#endif
#ifdef NL_F_strnlen
			if (nl_strnlen(s, len / 2) != len / 2 ||
			    nl_strnlen(s, len + 5) != len)
				fail("strnlen", al, len, 0);
			checks++;
#endif
#ifdef NL_F_strcpy
			memset(b, 0xee, SIZE);
			memset(c, 0xee, SIZE);
			if (nl_strcpy((char *)b + MAXAL - al, s) !=
			    (char *)b + MAXAL - al)
				fail("strcpy", al, len, 0);
			strcpy((char *)c + MAXAL - al, s);
			if (memcmp(b, c, SIZE) != 0)
				fail("strcpy", al, len, 1);
			checks += 2;
#endif
#ifdef NL_F_stpcpy
			if (nl_stpcpy((char *)d, s) != (char *)d + len)
				fail("stpcpy", al, len, 0);
			if (strcmp((char *)d, s) != 0)
				fail("stpcpy", al, len, 1);
			checks += 2;
#endif
			for (at = 0; at < len; at += 1 + len / 16) {
				int ch = (unsigned char)s[at];

				(void)ch;
#ifdef NL_F_strchr
				if (nl_strchr(s, ch) != strchr(s, ch))
					fail("strchr", al, len, at);
				checks++;
#endif
#ifdef NL_F_strrchr
				if (nl_strrchr(s, ch) != strrchr(s, ch))
					fail("strrchr", al, len, at);
				checks++;
#endif
#ifdef NL_F_strchrnul
				if (nl_strchrnul(s, ch) != strchr(s, ch))
					fail("strchrnul", al, len, at);
				checks++;
#endif
#ifdef NL_F_memchr
				if (nl_memchr(s, ch, len) !=
				    memchr(s, ch, len))
					fail("memchr", al, len, at);
				checks++;
#endif
			}
#ifdef NL_F_strchr
			if (nl_strchr(s, 0xff) != NULL ||
			    nl_strchr(s, 0) != s + len)
				fail("strchr", al, len, len);
			checks += 2;
#endif
#ifdef NL_F_strchrnul
			if (nl_strchrnul(s, 0xff) != s + len)
				fail("strchrnul", al, len, len);
			checks++;
#endif
#ifdef NL_F_memchr
			if (nl_memchr(s, 0xff, len) != NULL)
				fail("memchr", al, len, len);
			checks++;
#endif
		}
#ifdef NL_F_strlen
	tested("strlen");
#endif
#ifdef NL_F_strnlen
	tested("strnlen");
#endif
#ifdef NL_F_strcpy
	tested("strcpy");
#endif
#ifdef NL_F_stpcpy
	tested("stpcpy");
#endif
#ifdef NL_F_strchr
	tested("strchr");
#endif
#ifdef NL_F_strrchr
	tested("strrchr");
#endif
#ifdef NL_F_strchrnul
	tested("strchrnul");
#endif
#ifdef NL_F_memchr
	tested("memchr");
#endif
	report();
}

/* setjmp stores its return address; longjmp returns to it. */
static void
test_setjmp(void)
{
	static long		 buf[64];
	volatile int		 n = 0;
	int			 r;

	r = nl_setjmp(buf);
	n++;
	if (r == 0)
		nl_longjmp(buf, 7);
	if (r == 7)
		nl_longjmp(buf, 9);	/* not 0: x86_64's gives 0 back */
	if (r != 9 || n != 3)
		fail("setjmp", 0, (size_t)r, (size_t)n);
	checks += 2;
	printf("setjmp longjmp: ok\n");
}

int
main(void)
{
	test_setjmp();
	test_mem();
	test_cmp();
	test_str();
	printf("%ld checks\n", checks);
	return 0;
}
