/*
 * i686str-run.c: the driver of i686str-run.sh.  Calls glibc's i686
 * string functions, built from their sources (converted or not), on
 * strings at every alignment of 64 bytes and lengths up to 300, with
 * the character sought at each place or nowhere, and compares each
 * result with the C library's function.  Prints one "ok:" line a
 * function, or "FAIL:" lines; exit status 1 on a failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

size_t	 __strlen_sse2_bsf(const char *);
char	*__strchr_sse2(const char *, int);
char	*__strchr_sse2_bsf(const char *, int);
char	*__strrchr_sse2(const char *, int);
wchar_t	*__wcsrchr_sse2(const wchar_t *, wchar_t);
wchar_t	*__wcscpy_ssse3(wchar_t *, const wchar_t *);
int	 __wcscmp_sse2(const wchar_t *, const wchar_t *);

#define	MAXLEN	300
#define	ALIGNS	64

static char	 buf[ALIGNS + MAXLEN + 64] __attribute__((aligned(64)));
static wchar_t	 wbuf[ALIGNS + MAXLEN + 64] __attribute__((aligned(64)));
static wchar_t	 wdst[ALIGNS + MAXLEN + 64] __attribute__((aligned(64)));
static int	 failed;

static void
fail(const char *fn, int align, int len, int at)
{
	if (failed++ < 20)
		printf("FAIL: %s: alignment %d, length %d, at %d\n", fn, align,
		    len, at);
}

/* A string of len bytes at buf + align, 'a'.. but c at at (or none). */
static char *
make(int align, int len, int at, int c)
{
	char	*s = buf + align;
	int	 i;

	memset(buf, 'z', sizeof(buf));
	for (i = 0; i < len; i++)
		s[i] = 'a' + i % 23;
	if (at >= 0 && at < len)
		s[at] = (char)c;
	s[len] = '\0';
	return s;
}

static wchar_t *
wmake(int align, int len, int at, wchar_t c)
{
	wchar_t	*s = wbuf + align % 16;
	int	 i;

	wmemset(wbuf, L'z', sizeof(wbuf) / sizeof(wbuf[0]));
	for (i = 0; i < len; i++)
		s[i] = L'a' + i % 23 + (i % 5 == 0 ? 0x1000 : 0);
	if (at >= 0 && at < len)
		s[at] = c;
	s[len] = L'\0';
	return s;
}

int
main(void)
{
	int	 align, len, at, n[7] = { 0 }, r;
	char	*s;
	wchar_t	*w, v[MAXLEN + 1];

	for (align = 0; align < ALIGNS; align++)
		for (len = 0; len <= MAXLEN; len++)
			for (at = -1; at <= len; at += (len > 40 ? 7 : 1)) {
				s = make(align, len, at, '#');
				n[0]++;
				if (__strlen_sse2_bsf(s) != strlen(s))
					fail("strlen_sse2_bsf", align, len, at);
				n[1]++;
				if (__strchr_sse2(s, '#') != strchr(s, '#') ||
				    __strchr_sse2(s, '\0') != strchr(s, '\0'))
					fail("strchr_sse2", align, len, at);
				n[2]++;
				if (__strchr_sse2_bsf(s, '#') !=
				    strchr(s, '#') ||
				    __strchr_sse2_bsf(s, 'b') != strchr(s, 'b'))
					fail("strchr_sse2_bsf", align, len, at);
				n[3]++;
				if (__strrchr_sse2(s, 'c') != strrchr(s, 'c') ||
				    __strrchr_sse2(s, '#') != strrchr(s, '#'))
					fail("strrchr_sse2", align, len, at);
				if (len > 120)
					continue;
				w = wmake(align, len, at, L'#');
				n[4]++;
				if (__wcsrchr_sse2(w, L'#') != wcsrchr(w, L'#') ||
				    __wcsrchr_sse2(w, L'c') != wcsrchr(w, L'c'))
					fail("wcsrchr_sse2", align, len, at);
				n[5]++;
				wmemset(wdst, L'q', sizeof(wdst) /
				    sizeof(wdst[0]));
				if (__wcscpy_ssse3(wdst + align % 16, w) !=
				    wdst + align % 16 ||
				    wcscmp(wdst + align % 16, w) != 0 ||
				    wdst[align % 16 + len + 1] != L'q')
					fail("wcscpy_ssse3", align, len, at);
				n[6]++;
				wcscpy(v, w);
				if (at >= 0 && at < len)
					v[at] = L'$';
				r = __wcscmp_sse2(w, v);
				if ((r > 0) != (wcscmp(w, v) > 0) ||
				    (r < 0) != (wcscmp(w, v) < 0))
					fail("wcscmp_sse2", align, len, at);
			}
	printf("ok: strlen_sse2_bsf %d strings\n", n[0]);
	printf("ok: strchr_sse2 %d strings\n", n[1]);
	printf("ok: strchr_sse2_bsf %d strings\n", n[2]);
	printf("ok: strrchr_sse2 %d strings\n", n[3]);
	printf("ok: wcsrchr_sse2 %d strings\n", n[4]);
	printf("ok: wcscpy_ssse3 %d strings\n", n[5]);
	printf("ok: wcscmp_sse2 %d strings\n", n[6]);
	return failed != 0;
}
