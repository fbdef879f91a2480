/*
 * demo.c: call the example functions and check their results.
 * Exit status 0 when every result is right.
 */
#include <stdio.h>
#include <string.h>

size_t	 ex_strlen(const char *);
void	*ex_memchr(const void *, int, size_t);
void	*ex_memmove(void *, const void *, size_t);
void	 ex_bcopy(const void *, void *, size_t);

static int failed;

static void
expect(int ok, const char *what)
{
	printf("%s: %s\n", ok ? "ok" : "FAILED", what);
	if (!ok)
		failed = 1;
}

int
main(void)
{
	static const char s[] = "return-oriented";
	char buf[32];

	expect(ex_strlen(s) == strlen(s), "ex_strlen");
	expect(ex_strlen("") == 0, "ex_strlen of the empty string");
	expect(ex_memchr(s, '-', sizeof(s)) == s + 6, "ex_memchr finds");
	expect(ex_memchr(s, 'z', sizeof(s)) == NULL, "ex_memchr misses");
	expect(ex_memchr(s, 'r', 0) == NULL, "ex_memchr of nothing");
	strcpy(buf, "abcdefgh");
	expect(ex_memmove(buf + 2, buf, 4) == buf + 2 &&
	    memcmp(buf, "ababcdgh", 8) == 0, "ex_memmove overlapping up");
	strcpy(buf, "abcdefgh");
	ex_bcopy(buf + 2, buf, 4);
	expect(memcmp(buf, "cdefefgh", 8) == 0, "ex_bcopy (falls into "
	    "ex_memmove)");
	return failed;
}
