/*
 * unit.c: the statement list of a parsed file and the strings it owns.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "source.h"
#include "unit.h"

/* Append a statement spanning start..end; the caller fills it in. */
struct stmt *
unit_add(struct unit *u, enum stmt_kind kind, size_t start, size_t end)
{
	struct stmt	*s;

	ARRAY_RESERVE(u->st, u->nst, u->capst);
	s = &u->st[u->nst++];
	memset(s, 0, sizeof(*s));
	s->kind = kind;
	s->start = start;
	s->end = end;
	s->name = "";
	s->body = -1;
	return s;
}

#define BLOCK	65536

/*
 * A copy of n bytes of p that lives as long as the unit.  Strings are
 * packed into large blocks: a file has a name and operands for every
 * statement, most of them a few bytes long.
 */
char *
unit_str(struct unit *u, const char *p, size_t n)
{
	char	*s;

	ARRAY_RESERVE(u->blocks, u->nblocks, u->capblocks);
	if (n + 1 > BLOCK / 4) {
		/* a block of its own, kept before the one being filled */
		s = xmalloc(n + 1);
		if (u->nblocks > 0) {
			u->blocks[u->nblocks] = u->blocks[u->nblocks - 1];
			u->blocks[u->nblocks - 1] = s;
		} else
			u->blocks[0] = s;
		u->nblocks++;
	} else {
		if (n + 1 > u->room) {
			size_t sz = BLOCK;

			/*
			 * The first block, sized to the source: most units
			 * are small headers, and each page touched is a
			 * page fault, which is what a small file costs.
			 */
			if (u->nblocks == 0 && u->src != NULL &&
			    u->src->len + 256 < BLOCK)
				sz = u->src->len + 256 > n + 1 ?
				    u->src->len + 256 : n + 1;
			u->blocks[u->nblocks++] = u->fill = xmalloc(sz);
			u->room = sz;
		}
		s = u->fill;
		u->fill += n + 1;
		u->room -= n + 1;
	}
	memcpy(s, p, n);
	s[n] = '\0';
	return s;
}

/*
 * unit_str, but a short string equal to the last one made through the
 * same table slot (same, of UNIT_SAME slots, zeroed at first; chosen by
 * a hash of the length and a few bytes) is given again, not copied: a
 * file's mnemonics, directives and most of its operands repeat.  The
 * strings are never written to.
 */
char *
unit_str_same(struct unit *u, char **same, const char *p, size_t n)
{
	const unsigned char	*q = (const unsigned char *)p;
	uint32_t		 h;
	char			**slot;

	if (n == 0 || n > 32)
		return unit_str(u, p, n);
	/* a few bytes and the length tell most strings apart */
	h = ((uint32_t)n * 40503u) ^ (q[0] * 131u) ^ (q[n / 2] * 8191u) ^
	    (q[n - 1] * 524287u) ^ (q[n > 1] * 31u) ^ (q[n - 2 + (n < 2)] << 5);
	slot = &same[(h ^ h >> 8 ^ h >> 16) & (UNIT_SAME - 1)];
	/* the length first: memcmp may read all n bytes of a shorter one */
	if (*slot != NULL && strnlen(*slot, n + 1) == n &&
	    memcmp(*slot, p, n) == 0)
		return *slot;
	return *slot = unit_str(u, p, n);
}

/* Free the statements and strings (not the source). */
void
unit_free(struct unit *u)
{
	size_t	 i;

	for (i = 0; i < u->nblocks; i++)
		free(u->blocks[i]);
	free(u->st);
	free(u->ops);
	free(u->blocks);
	free(u->skipped);
	free(u->conds);
	u->conds = NULL;
	u->nconds = u->capconds = 0;
	u->skipped = NULL;
	u->nskipped = u->capskipped = 0;
	u->st = NULL;
	u->ops = NULL;
	u->nops = u->capops = 0;
	u->blocks = NULL;
	u->nst = u->capst = u->nblocks = u->capblocks = u->room = 0;
	u->fill = NULL;
}
