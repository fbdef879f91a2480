/*
 * util.c: the x* allocation family; every failure is fatal.
 */
#include "config.h"

#include <err.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Allocate n bytes or exit. */
void *
xmalloc(size_t n)
{
	void	*p;

	if ((p = malloc(n ? n : 1)) == NULL)
		err(2, "malloc");
	return p;
}

/* Allocate a zeroed array or exit. */
void *
xcalloc(size_t nmemb, size_t size)
{
	void	*p;

	if ((p = calloc(nmemb ? nmemb : 1, size ? size : 1)) == NULL)
		err(2, "calloc");
	return p;
}

/* Resize an array with overflow checking, or exit. */
void *
xreallocarray(void *p, size_t nmemb, size_t size)
{
	if (size != 0 && nmemb > SIZE_MAX / size)
		errx(2, "array too large");
	if ((p = realloc(p, nmemb * size != 0 ? nmemb * size : 1)) == NULL)
		err(2, "realloc");
	return p;
}

/* Duplicate a string or exit. */
char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

/* Duplicate the first n bytes of s as a string, or exit. */
char *
xstrndup(const char *s, size_t n)
{
	char	*p;

	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/* Print to a newly allocated string, or exit. */
int
xasprintf(char **ret, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	va_start(ap, fmt);
	n = vasprintf(ret, fmt, ap);
	va_end(ap);
	if (n == -1)
		err(2, "asprintf");
	return n;
}
