/*
 * strmap.h: a hash map from strings to ints, for label and symbol
 * tables.  Keys are borrowed, not copied.  Included by the analysis.
 */
#ifndef RG_STRMAP_H
#define RG_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct strmap_ent {
	const char	*key;		/* NULL: an empty slot */
	uint32_t	 hash;		/* the key's, kept for probes and growth */
	int		 val;
};

struct strmap {
	struct strmap_ent	*ents;
	size_t			 cap, n;
};

void	 strmap_init(struct strmap *);
void	 strmap_free(struct strmap *);
void	 strmap_reserve(struct strmap *, size_t);
int	*strmap_put(struct strmap *, const char *, int);
int	*strmap_get(const struct strmap *, const char *);

/* The same, for a caller that looks one key up several times. */
uint32_t strmap_hash(const char *);
int	*strmap_put_h(struct strmap *, const char *, uint32_t, int);
int	*strmap_get_h(const struct strmap *, const char *, uint32_t);

#endif /* RG_STRMAP_H */
