/*
 * util.h: allocation that exits on failure, and grown arrays.
 * Included by every file in src/.
 */
#ifndef RG_UTIL_H
#define RG_UTIL_H

#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
int	 xasprintf(char **, const char *, ...)
	    __attribute__((format(printf, 2, 3)));

/* Grow array a (with capacity cap) so that it holds at least n+1 items. */
#define ARRAY_RESERVE(a, n, cap) do {					\
	if ((n) >= (cap)) {						\
		(cap) = (cap) ? (cap) * 2 : 16;				\
		(a) = xreallocarray((a), (cap), sizeof(*(a)));		\
	}								\
} while (0)

#endif /* RG_UTIL_H */
