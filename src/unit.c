/*
 * unit.c: the statement list of a parsed file and the strings it owns.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"
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
	s->cond_next = s->cond_end = -1;
	return s;
}

/* A copy of n bytes of p that lives as long as the unit. */
char *
unit_str(struct unit *u, const char *p, size_t n)
{
	char	*s = xstrndup(p, n);

	ARRAY_RESERVE(u->strs, u->nstrs, u->capstrs);
	u->strs[u->nstrs++] = s;
	return s;
}

/* Free the statements and strings (not the source). */
void
unit_free(struct unit *u)
{
	size_t	 i;

	for (i = 0; i < u->nst; i++)
		free(u->st[i].ops);
	for (i = 0; i < u->nstrs; i++)
		free(u->strs[i]);
	free(u->st);
	free(u->strs);
	u->st = NULL;
	u->strs = NULL;
	u->nst = u->capst = u->nstrs = u->capstrs = 0;
}
