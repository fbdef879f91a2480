/*
 * learn.c: learn a project's own vocabulary from its #define bodies,
 * in the file and in the headers it includes (found next to it and
 * through -I): a macro whose body enters a function (an entry macro,
 * or ".type x,@function" and "x:") is an entry macro; one that opens
 * CFI marks its functions as having CFI; one whose body ends a
 * function (END, .size) is an end macro; one whose body is a return
 * is a return macro (Linux's RET).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "unit.h"
#include "arch.h"
#include "analysis.h"

#define MAX_DEPTH	16
#define MAX_UNITS	256

struct learner {
	struct unit	*units[MAX_UNITS];
	size_t		 nunits;
	char		*seen[MAX_UNITS];	/* header paths read */
	size_t		 nseen;
	struct vocab	*v;
	char		**owned;
	size_t		 nowned;
};

/* Is name already in a list? */
static int
listed(const char **list, size_t n, const char *name)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (strcmp(list[i], name) == 0)
			return 1;
	return 0;
}

/* Add a learned name to a list; 1 if it is new. */
static int
learn_name(struct learner *l, const char ***list, size_t *n,
    const char *name)
{
	char	*copy;

	if (listed(*list, *n, name))
		return 0;
	copy = xstrdup(name);
	l->owned = xreallocarray(l->owned, l->nowned + 1, sizeof(char *));
	l->owned[l->nowned++] = copy;
	*list = xreallocarray(*list, *n + 1, sizeof(**list));
	(*list)[(*n)++] = copy;
	return 1;
}

/* What one #define body does; 1 if something new was learned. */
static int
learn_define(struct learner *l, struct unit *u, int d)
{
	const struct stmt	*def = &u->st[d];
	struct vocab		*v = l->v;
	int			 j, entry = 0, cfi = 0, end = 0, ret = 0;
	int			 code = 0, changed = 0, anyret = 0;
	const char		*typed = NULL;

	for (j = d + 1; j < (int)u->nst && u->st[j].body == d; j++) {
		const struct stmt *s = &u->st[j];
		enum insn_class c;

		if (s->kind == SK_LABEL && typed != NULL &&
		    strcmp(s->name, typed) == 0)
			entry = 1;
		if (s->kind != SK_INSN)
			continue;
		c = classify_stmt(v, u->arch, s);
		if (c == IC_ENTRY) {
			entry = 1;
			if (listed(v->cfi_entry, v->ncfi, s->name))
				cfi = 1;
		} else if (c == IC_END)
			end = 1;
		else if (c == IC_CFI && (strcasecmp(s->name,
		    ".cfi_startproc") == 0 || strcasecmp(s->name,
		    "cfi_startproc") == 0))
			cfi = 1;
		else if (strcasecmp(s->name, ".type") == 0 && s->nops == 2 &&
		    strstr(s->ops[1].text, "function") != NULL)
			typed = s->ops[0].text;
		else if (c == IC_RET && !code)
			ret = 1;
		if (c == IC_RET)
			anyret = 1;
		if (c != IC_CFI && c != IC_NONE)
			code = 1;
	}
	if (entry && !end) {
		changed |= learn_name(l, &v->entry, &v->nentry, def->name);
		if (cfi)
			changed |= learn_name(l, &v->cfi_entry, &v->ncfi,
			    def->name);
	} else if (end && !entry)
		changed |= learn_name(l, &v->end, &v->nend, def->name);
	else if (ret && !entry && !end)
		changed |= learn_name(l, &v->ret, &v->nret, def->name);
	if (anyret && !(ret && !entry && !end))
		changed |= learn_name(l, &v->retmac, &v->nretmac, def->name);
	return changed;
}

/* The path of the header an #include names, or NULL if not found. */
static char *
find_header(const struct learner *l, const struct unit *u,
    const struct stmt *s)
{
	const char	*b = u->src->buf + s->start, *e = u->src->buf + s->end;
	const char	*p, *q;
	char		*name, *path, *slash;
	size_t		 i;

	for (p = b; p < e && *p != '"' && *p != '<'; p++)
		;
	if (p == e)
		return NULL;
	for (q = p + 1; q < e && *q != (*p == '"' ? '"' : '>'); q++)
		;
	if (q == e)
		return NULL;
	name = xstrndup(p + 1, q - p - 1);
	if (*p == '"') {
		slash = strrchr(u->src->name, '/');
		xasprintf(&path, "%.*s%s", slash ? (int)(slash - u->src->name +
		    1) : 0, u->src->name, name);
		if (access(path, R_OK) == 0) {
			free(name);
			return path;
		}
		free(path);
	}
	for (i = 0; i < l->v->nincdirs; i++) {
		xasprintf(&path, "%s/%s", l->v->incdirs[i], name);
		if (access(path, R_OK) == 0) {
			free(name);
			return path;
		}
		free(path);
	}
	free(name);
	return NULL;
}

/* Read the headers a unit includes, depth first. */
static void
read_headers(struct learner *l, struct unit *u, int depth)
{
	size_t	 i, k;

	if (depth >= MAX_DEPTH)
		return;
	for (i = 0; i < u->nst; i++) {
		struct source	*src;
		struct unit	*h;
		char		*path, *cause;

		if (u->st[i].kind != SK_CPP || u->st[i].cpp != CPP_INCLUDE ||
		    l->nunits >= MAX_UNITS || l->nseen >= MAX_UNITS)
			continue;
		if ((path = find_header(l, u, &u->st[i])) == NULL)
			continue;
		for (k = 0; k < l->nseen; k++)
			if (strcmp(l->seen[k], path) == 0)
				break;
		if (k < l->nseen) {
			free(path);
			continue;
		}
		l->seen[l->nseen++] = path;
		src = xcalloc(1, sizeof(*src));
		if (source_read(src, path, &cause) == -1) {
			free(cause);
			free(src);
			continue;
		}
		h = xcalloc(1, sizeof(*h));
		h->src = src;
		h->arch = u->arch;
		h->cpp = 1;
		if (memchr(src->buf, '\0', src->len) != NULL ||
		    unit_parse(h) != 0) {
			unit_free(h);
			source_free(src);
			free(src);
			free(h);
			continue;
		}
		l->units[l->nunits++] = h;
		read_headers(l, h, depth + 1);
	}
}

/* Copy a list of names (the strings are borrowed). */
static const char **
copy_list(const char **list, size_t n)
{
	const char	**c = xcalloc(n + 1, sizeof(*c));

	if (n > 0)
		memcpy(c, list, n * sizeof(*c));
	return c;
}

/*
 * Fill out with base plus what the #define bodies of u and its headers
 * teach.  Diagnostics about the headers are not shown.
 */
void
learn(struct unit *u, const struct vocab *base, struct vocab *out)
{
	struct learner	 l;
	size_t		 i, j;
	int		 changed, round;

	*out = *base;
	out->entry = copy_list(base->entry, base->nentry);
	out->end = copy_list(base->end, base->nend);
	out->ret = copy_list(base->ret, base->nret);
	out->cfi_entry = copy_list(base->cfi_entry, base->ncfi);
	out->retmac = copy_list(base->retmac, base->nretmac);
	memset(&l, 0, sizeof(l));
	l.v = out;
	diag_mute(1);
	read_headers(&l, u, 0);
	diag_mute(0);
	/* headers first: they define what the file uses */
	for (round = 0; round < 4; round++) {
		changed = 0;
		for (i = 0; i <= l.nunits; i++) {
			struct unit *x = i < l.nunits ? l.units[i] : u;
			for (j = 0; j < x->nst; j++)
				if (x->st[j].kind == SK_DEFINE)
					changed |= learn_define(&l, x, j);
		}
		if (!changed)
			break;
	}
	for (i = 0; i < l.nunits; i++) {
		struct source *src = l.units[i]->src;
		unit_free(l.units[i]);
		source_free(src);
		free(src);
		free(l.units[i]);
	}
	for (i = 0; i < l.nseen; i++)
		free(l.seen[i]);
	out->owned = l.owned;
	out->nowned = l.nowned;
}

/* Free what learn() made. */
void
vocab_free(struct vocab *v)
{
	size_t	 i;

	for (i = 0; i < v->nowned; i++)
		free(v->owned[i]);
	free(v->owned);
	free(v->entry);
	free(v->end);
	free(v->ret);
	free(v->cfi_entry);
	free(v->retmac);
}
