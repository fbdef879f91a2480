/*
 * strmap.c: open addressing with linear probing; the table doubles
 * when half full.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "strmap.h"

/* FNV-1a. */
static size_t
hash(const char *s)
{
	size_t	 h = 2166136261u;

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
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}

/* The slot for key: where it is, or where it would go. */
static size_t
slot(const struct strmap *m, const char *key)
{
	size_t	 i = hash(key) & (m->cap - 1);

	while (m->keys[i] != NULL && strcmp(m->keys[i], key) != 0)
		i = (i + 1) & (m->cap - 1);
	return i;
}

/* Double the table. */
static void
grow(struct strmap *m)
{
	struct strmap	 old = *m;
	size_t		 i, j;

	m->cap = old.cap ? old.cap * 2 : 64;
	m->keys = xcalloc(m->cap, sizeof(*m->keys));
	m->vals = xcalloc(m->cap, sizeof(*m->vals));
	for (i = 0; i < old.cap; i++) {
		if (old.keys[i] == NULL)
			continue;
		j = slot(m, old.keys[i]);
		m->keys[j] = old.keys[i];
		m->vals[j] = old.vals[i];
	}
	free(old.keys);
	free(old.vals);
}

/* Insert key with val unless present; return the value's slot. */
int *
strmap_put(struct strmap *m, const char *key, int val)
{
	size_t	 i;

	if (2 * (m->n + 1) > m->cap)
		grow(m);
	i = slot(m, key);
	if (m->keys[i] == NULL) {
		m->keys[i] = key;
		m->vals[i] = val;
		m->n++;
	}
	return &m->vals[i];
}

/* The value's slot for key, or NULL. */
int *
strmap_get(const struct strmap *m, const char *key)
{
	size_t	 i;

	if (m->cap == 0)
		return NULL;
	i = slot(m, key);
	return m->keys[i] != NULL ? &m->vals[i] : NULL;
}
