/*
 * strmap.h: a hash map from strings to ints, for label and symbol
 * tables.  Keys are borrowed, not copied.  Included by the analysis.
 */
#ifndef RG_STRMAP_H
#define RG_STRMAP_H

#include <stddef.h>

struct strmap {
	const char	**keys;
	int		 *vals;
	size_t		  cap, n;
};

void	 strmap_init(struct strmap *);
void	 strmap_free(struct strmap *);
int	*strmap_put(struct strmap *, const char *, int);
int	*strmap_get(const struct strmap *, const char *);

#endif /* RG_STRMAP_H */
