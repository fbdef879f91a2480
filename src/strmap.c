/*
 * strmap.c: open addressing with linear probing; the table doubles
 * when half full.  Each slot keeps its key's hash: a probe compares
 * strings only when the hashes are equal, and growing the table does
 * not hash the keys again.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "strmap.h"

/* FNV-1a. */
uint32_t
strmap_hash(const char *s)
{
	uint32_t	 h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* An empty map. */
void
strmap_init(struct strmap *m)
{
	memset(m, 0, sizeof(*m));
}

/* Free the table (not the keys). */
void
strmap_free(struct strmap *m)
{
	free(m->ents);
	memset(m, 0, sizeof(*m));
}

/* The slot for key, of hash h: where it is, or where it would go. */
static size_t
slot(const struct strmap *m, const char *key, uint32_t h)
{
	size_t	 i = h & (m->cap - 1);

	while (m->ents[i].key != NULL && (m->ents[i].hash != h ||
	    strcmp(m->ents[i].key, key) != 0))
		i = (i + 1) & (m->cap - 1);
	return i;
}

/* Move to a table of cap slots (a power of two). */
static void
rehash(struct strmap *m, size_t cap)
{
	struct strmap_ent	*old = m->ents;
	size_t			 oldcap = m->cap, i, j;

	m->cap = cap;
	m->ents = xcalloc(cap, sizeof(*m->ents));
	for (i = 0; i < oldcap; i++) {
		if (old[i].key == NULL)
			continue;
		for (j = old[i].hash & (cap - 1); m->ents[j].key != NULL;
		    j = (j + 1) & (cap - 1))
			;
		m->ents[j] = old[i];
	}
	free(old);
}

/* Make room for n keys in all without growing again. */
void
strmap_reserve(struct strmap *m, size_t n)
{
	size_t	 cap = m->cap ? m->cap : 64;

	while (2 * n > cap)
		cap *= 2;
	if (cap != m->cap)
		rehash(m, cap);
}

/*
 * Insert key, of hash h (strmap_hash), with val unless present; return
 * the value's slot.
 */
int *
strmap_put_h(struct strmap *m, const char *key, uint32_t h, int val)
{
	size_t	 i;

	if (2 * (m->n + 1) > m->cap)
		rehash(m, m->cap ? m->cap * 2 : 64);
	i = slot(m, key, h);
	if (m->ents[i].key == NULL) {
		m->ents[i].key = key;
		m->ents[i].hash = h;
		m->ents[i].val = val;
		m->n++;
	}
	return &m->ents[i].val;
}

/* The value's slot for key, of hash h, or NULL. */
int *
strmap_get_h(const struct strmap *m, const char *key, uint32_t h)
{
	size_t	 i;

	if (m->n == 0)
		return NULL;
	i = slot(m, key, h);
	return m->ents[i].key != NULL ? &m->ents[i].val : NULL;
}

/* Insert key with val unless present; return the value's slot. */
int *
strmap_put(struct strmap *m, const char *key, int val)
{
	return strmap_put_h(m, key, strmap_hash(key), val);
}

/* The value's slot for key, or NULL. */
int *
strmap_get(const struct strmap *m, const char *key)
{
	return m->n == 0 ? NULL : strmap_get_h(m, key, strmap_hash(key));
}
