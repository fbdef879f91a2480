/*
 * struct.c: the structure over the statements: conditional groups
 * (#if and .if), their branches, #if 0 blocks, and .macro bodies.
 * Unbalanced structure is an input error.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "unit.h"
#include "analysis.h"

/* The conditional kind of a statement (cpp or GNU as). */
static enum cond_kind
cond_of(const struct stmt *s)
{
	if (s->kind == SK_CPP) {
		switch (s->cpp) {
		case CPP_IF:
		case CPP_IFDEF:
		case CPP_IFNDEF:
			return COND_IF;
		case CPP_ELIF:
		case CPP_ELSE:
			return COND_ELSE;
		case CPP_ENDIF:
			return COND_ENDIF;
		}
		return COND_NONE;
	}
	if (s->kind != SK_INSN || s->name[0] != '.' ||
	    (s->flags & SF_DEFINE))
		return COND_NONE;
	if (strncasecmp(s->name, ".if", 3) == 0)
		return COND_IF;
	if (dir_is(s->name, ".else") ||
	    dir_is(s->name, ".elseif"))
		return COND_ELSE;
	if (dir_is(s->name, ".endif"))
		return COND_ENDIF;
	return COND_NONE;
}

/* Is this "#if 0" (comments and blanks aside)? */
int
is_if0(const struct unit *u, const struct stmt *s)
{
	const char	*p = u->src->buf + s->start, *e = u->src->buf + s->end;
	int		 zero = 0;

	if (s->kind != SK_CPP || s->cpp != CPP_IF)
		return 0;
	p = memchr(p, 'i', e - p);	/* the "if" */
	if (p == NULL)
		return 0;
	for (p += 2; p < e; p++) {
		if (*p == '/' && p + 1 < e && p[1] == '*') {
			const char *c = strstr(p + 2, "*/");
			if (c == NULL || c >= e)
				break;
			p = c + 1;
		} else if (*p == '/' && p + 1 < e && p[1] == '/')
			break;
		else if (*p == '0' && !zero)
			zero = 1;
		else if (!isspace((unsigned char)*p) && *p != '\\')
			return 0;
	}
	return zero;
}

/* The links of statement i, or NULL if it has none. */
const struct condlink *
cond_link(const struct unit *u, int i)
{
	size_t	 lo = 0, hi = u->nconds;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (u->conds[mid].st < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < u->nconds && u->conds[lo].st == i ? &u->conds[lo] : NULL;
}

/* The links of the next branch after c, or NULL. */
const struct condlink *
cond_link_next(const struct unit *u, const struct condlink *c)
{
	return c->knext != -1 ? &u->conds[c->knext] : NULL;
}

/* The next branch of the group of statement i, or -1. */
int
cond_next(const struct unit *u, int i)
{
	const struct condlink	*c = cond_link(u, i);

	return c != NULL ? c->next : -1;
}

/*
 * The #else of the group that statement i heads, if it is "#if 0" and
 * its next branch an #else: that branch is the one as assembles.  -1
 * if not.
 */
int
if0_else(const struct unit *u, int i)
{
	const struct condlink	*c = cond_link(u, i), *e;

	if (c == NULL || !is_if0(u, &u->st[i]) ||
	    (e = cond_link_next(u, c)) == NULL)
		return -1;
	return u->st[e->st].kind == SK_CPP && u->st[e->st].cpp == CPP_ELSE ?
	    e->st : -1;
}

/* The end (#endif, .endif) of the group of statement i, or -1. */
int
cond_end(const struct unit *u, int i)
{
	const struct condlink	*c = cond_link(u, i);

	return c != NULL ? c->end : -1;
}

/*
 * Match conditionals on one stack; report what does not match.  k is
 * the statement's entry in u->conds, and the stack holds entries.
 */
static int
match_cond(struct unit *u, int k, int *stack, int *depth)
{
	struct condlink	*c = u->conds;
	struct stmt	*s = &u->st[c[k].st];
	int		 top;

	if (s->cond == COND_IF) {
		stack[(*depth)++] = k;
		return 0;
	}
	if (*depth == 0) {
		diag(u->src, s->start, D_ENDIF_WITHOUT_IF, s->kind == SK_CPP ?
		    (s->cpp == CPP_ENDIF ? "#endif" : s->cpp == CPP_ELSE ?
		    "#else" : "#elif") : s->name);
		return 1;
	}
	/* chain: the previous branch head points here */
	top = stack[*depth - 1];
	while (c[top].knext != -1)
		top = c[top].knext;
	c[top].next = c[k].st;
	c[top].knext = k;
	if (s->cond == COND_ENDIF) {
		int j;
		for (j = stack[--(*depth)]; j != -1; j = c[j].knext)
			c[j].end = c[k].st;
	}
	return 0;
}

/* Mark statements between an #if 0 and its next branch inactive. */
static void
mark_if0(struct unit *u)
{
	size_t	 k;
	int	 j;

	for (k = 0; k < u->nconds; k++) {
		const struct condlink *c = &u->conds[k];

		if (!is_if0(u, &u->st[c->st]) || c->next == -1)
			continue;
		for (j = c->st + 1; j < c->next; j++)
			u->st[j].flags |= SF_INACTIVE;
	}
}

/*
 * Is the .macro at i the other head of the one at head, in another
 * branch of an #if with nothing but cpp lines between them?  Linux's
 * assembler.h gives regs_to_64 its parameters in the order of the
 * byte order so, both heads before one body and one .endm.
 */
static int
other_head(const struct unit *u, int head, size_t i)
{
	size_t	 j;
	int	 branch = 0;

	for (j = (size_t)head + 1; j < i; j++) {
		if (u->st[j].kind != SK_CPP)
			return 0;
		if (u->st[j].cond == COND_ELSE)
			branch = 1;
	}
	return branch;
}

/*
 * Mark .macro bodies; report unbalanced .macro/.endm.  The other head
 * of a .macro (other_head) is marked as a statement of the body of the
 * first: the body is read with the first's parameters.
 */
static int
mark_macros(struct unit *u)
{
	size_t	 i;
	int	 depth = 0, head = -1, errors = 0;

	for (i = 0; i < u->nst; i++) {
		struct stmt *s = &u->st[i];

		if (s->kind == SK_INSN && (s->flags & SF_DEFINE) == 0 &&
		    dir_is(s->name, ".macro")) {
			if (depth == 1 && other_head(u, head, i)) {
				s->flags |= SF_MACRO;
				s->body = head;
				continue;
			}
			if (depth++ == 0)
				head = i;
			continue;
		}
		if (s->kind == SK_INSN && (s->flags & SF_DEFINE) == 0 &&
		    dir_is(s->name, ".endm")) {
			if (depth == 0) {
				diag(u->src, s->start, D_ENDM_WITHOUT_MACRO);
				errors++;
				continue;
			}
			if (--depth == 0)
				head = -1;
			s->flags |= SF_MACRO;
			continue;
		}
		if (depth > 0) {
			s->flags |= SF_MACRO;
			s->body = head;
		}
	}
	if (depth > 0) {
		diag(u->src, u->st[head].start, D_MACRO_WITHOUT_ENDM);
		errors++;
	}
	return errors;
}

/* Find the structure; return the number of input errors. */
int
structure(struct unit *u)
{
	int	*cstack, *gstack, cdepth = 0, gdepth = 0, errors = 0;
	size_t	 i;

	cstack = xcalloc(u->nst + 1, sizeof(int));
	gstack = xcalloc(u->nst + 1, sizeof(int));
	u->nconds = 0;
	for (i = 0; i < u->nst; i++) {
		struct stmt	*s = &u->st[i];
		int		 k;

		s->cond = cond_of(s);
		if (s->cond == COND_NONE)
			continue;
		ARRAY_RESERVE(u->conds, u->nconds, u->capconds);
		k = (int)u->nconds++;
		u->conds[k].st = (int)i;
		u->conds[k].next = u->conds[k].end = u->conds[k].knext = -1;
		if (s->kind == SK_CPP)
			errors += match_cond(u, k, cstack, &cdepth);
		else
			errors += match_cond(u, k, gstack, &gdepth);
	}
	while (cdepth > 0) {
		diag(u->src, u->st[u->conds[cstack[--cdepth]].st].start,
		    D_IF_WITHOUT_ENDIF, "#if");
		errors++;
	}
	while (gdepth > 0) {
		diag(u->src, u->st[u->conds[gstack[--gdepth]].st].start,
		    D_GAS_IF_WITHOUT_ENDIF);
		errors++;
	}
	free(cstack);
	free(gstack);
	if (errors == 0)
		mark_if0(u);
	return errors + mark_macros(u);
}
