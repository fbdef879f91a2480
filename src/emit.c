/*
 * emit.c: where each planned macro goes in the text, and writing the
 * result.  The output is the input with insertions; every other byte
 * is copied as it was.
 */
#include "config.h"

#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "source.h"
#include "unit.h"
#include "analysis.h"
#include "emit.h"

/* The line ending used by the line holding off. */
static const char *
eol_at(const struct source *src, size_t off)
{
	size_t	 e = source_line_end(src, off);

	if (e >= 2 && src->buf[e - 1] == '\n' && src->buf[e - 2] == '\r')
		return "\r\n";
	if (e == src->len && src->nlines > 1) {
		/* last line without newline: follow the line before it */
		e = src->lines[src->nlines - 1];
		if (e >= 2 && src->buf[e - 2] == '\r')
			return "\r\n";
	}
	return "\n";
}

/* The leading blanks of the line holding off, or a tab if none. */
static char *
indent_of(const struct source *src, size_t off)
{
	size_t	 s = source_line_start(src, off), n = 0;

	while (s + n < src->len && (src->buf[s + n] == ' ' ||
	    src->buf[s + n] == '\t'))
		n++;
	return n ? xstrndup(src->buf + s, n) : xstrdup("\t");
}

/* Does the text from..to leave a block comment open? */
static int
opens_comment(const struct source *src, size_t from, size_t to)
{
	const char	*p = src->buf + from, *e = src->buf + to;

	while (p < e) {
		const char *c = memmem(p, e - p, "/*", 2);
		if (c == NULL)
			return 0;
		p = memmem(c + 2, e - c - 2, "*/", 2);
		if (p == NULL)
			return 1;
		p += 2;
	}
	return 0;
}

/*
 * Does the line that starts at ls continue the one before it (a
 * backslash before the newline, which cpp splices, also with blanks
 * between them, as gcc's cpp and the scanner's #define bodies take
 * it)?  A line inserted there would cut a logical line in two.
 */
static int
continued(const struct source *src, size_t ls)
{
	size_t	 p;

	if (ls < 2 || src->buf[ls - 1] != '\n')
		return 0;
	for (p = ls - 1; p > 0 && strchr(" \t\f\v\r", src->buf[p - 1]) &&
	    src->buf[p - 1] != '\0'; p--)
		;
	return p > 0 && src->buf[p - 1] == '\\';
}

/*
 * Is s in a #define's body (a line of its own cannot go there), one of
 * the file's or one converted on its own (in_body, the #define its
 * unit's first statement)?
 */
static int
in_define(const struct analysis *a, const struct stmt *s)
{
	return (s->flags & SF_DEFINE) ||
	    (a->in_body && a->u->st[0].kind == SK_DEFINE);
}

/*
 * In a source that cpp reads, is there a ' before offset at on its
 * logical line (source_quote), the lines a backslash continues
 * included?  A word put in line after it must go on a line of its own.
 */
static int
quote_before(const struct analysis *a, size_t at)
{
	const struct source	*src = a->u->src;
	size_t			 ls = source_line_start(src, at);

	if (!a->u->cpp)
		return 0;
	while (ls > 0 && continued(src, ls))
		ls = source_line_start(src, ls - 1);
	return source_quote(src, ls, at);
}

/* Only blanks from..to? */
static int
blank(const struct source *src, size_t from, size_t to)
{
	for (; from < to; from++)
		if (src->buf[from] != ' ' && src->buf[from] != '\t')
			return 0;
	return 1;
}

/*
 * A line of its own inside a #define, inserted at ls: the indent of
 * the line at off, word and ';', then a backslash in the column of the
 * one that ends the line before ls.
 */
static char *
body_line(const struct source *src, size_t ls, size_t off, const char *word)
{
	size_t	 p = source_line_start(src, ls - 1), col = 0, want = 0;
	size_t	 bs = ls - 2;		/* the backslash that continues it */
	char	*ind, *t, *pad;
	size_t	 i, n;

	while (bs > p && src->buf[bs] != '\\')	/* blanks after it */
		bs--;
	for (; p < bs; p++)
		want = src->buf[p] == '\t' ? (want / 8 + 1) * 8 : want + 1;
	ind = indent_of(src, off);
	xasprintf(&t, "%s%s;", ind, word);
	for (i = 0; t[i] != '\0'; i++)
		col = t[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	pad = xmalloc(want / 8 + want % 8 + 2);
	n = 0;
	while ((col / 8 + 1) * 8 <= want) {
		pad[n++] = '\t';
		col = (col / 8 + 1) * 8;
	}
	while (col < want) {
		pad[n++] = ' ';
		col++;
	}
	if (n == 0)
		pad[n++] = ' ';
	pad[n] = '\0';
	free(t);
	xasprintf(&t, "%s%s;%s\\%s", ind, word, pad, eol_at(src, ls - 1));
	free(ind);
	free(pad);
	return t;
}

/* The previous statement of any kind on the same line as i, or -1. */
static int
same_line_prev(const struct unit *u, int i)
{
	return (u->st[i].flags & SF_BOL) || i == 0 ? -1 : i - 1;
}

/* Is an insertion of that rank a label? */
static int
is_label(int rank)
{
	return rank == RANK_LABEL || rank == RANK_LANDING;
}

/* The rank of a skip label before statement i (see enum emit_rank). */
int
emit_label_rank(const struct analysis *a, int i)
{
	return (a->ed_kinds[i] & (1u << ED_START)) ? RANK_LABEL : RANK_LANDING;
}

/* Add one insertion (text is taken over). */
void
emit_add(struct insertions *ins, size_t off, int rank, char *text)
{
	ARRAY_RESERVE(ins->v, ins->n, ins->cap);
	if (ins->n >= INT_MAX)
		errx(2, "too many insertions");
	ins->v[ins->n].off = off;
	ins->v[ins->n].rank = rank;
	ins->v[ins->n].seq = (int)ins->n;
	ins->v[ins->n].text = text;
	ins->n++;
}

static void	put_before(const struct analysis *, int, int, const char *,
		    struct insertions *);

/*
 * Put text before statement i the way RETGUARD_START goes: on a line
 * of its own right after the line of the statement before it, or in
 * line when they share a line.
 */
static void
put_after_prev(const struct analysis *a, int i, int rank, const char *word,
    struct insertions *ins)
{
	const struct unit	*u = a->u;
	const struct source	*src = u->src;
	const struct stmt	*s = &u->st[i];
	char			*ind, *t;
	size_t			 at;
	int			 p = i - 1;

	/* not into a #define or .macro definition: before it */
	while (p >= 0 && ((u->st[p].flags & (SF_DEFINE | SF_MACRO)) ||
	    (u->st[p].kind == SK_INSN && strcasecmp(u->st[p].name,
	    ".macro") == 0)))
		p--;
	if (p >= 0 && (s->flags & SF_BOL)) {
		size_t pe = u->st[p].end;

		at = source_line_end(src, pe);
		if (at > s->start || opens_comment(src, pe, at))
			at = source_line_start(src, s->start);
		if (at > pe && at <= s->start && !opens_comment(src, pe, at) &&
		    !continued(src, at)) {
			ind = indent_of(src, s->start);
			xasprintf(&t, "%s%s%s", is_label(rank) ? "" : ind,
			    word, eol_at(src, pe));
			free(ind);
			emit_add(ins, at, rank, t);
			return;
		}
	}
	put_before(a, i, rank, word, ins);
}

/*
 * Put text before statement i the way RETGUARD_END goes before a
 * return: a line of its own if the return starts its line; after a
 * label on the return's line, with the return moved to the next line;
 * else in line.
 */
static void
put_before(const struct analysis *a, int i, int rank, const char *word,
    struct insertions *ins)
{
	const struct unit	*u = a->u;
	const struct source	*src = u->src;
	const struct stmt	*s = &u->st[i];
	size_t			 ls = source_line_start(src, s->start);
	char			*ind, *t;
	int			 p, labels_only = 1;

	if (a->in_body && continued(src, ls) && blank(src, ls, s->start) &&
	    (i == 0 || u->st[i - 1].end <= ls)) {
		/* a line of its own in the #define, continued as the others */
		emit_add(ins, ls, rank, body_line(src, ls, s->start, word));
		return;
	}
	if ((s->flags & SF_BOL) && !opens_comment(src,
	    i > 0 ? u->st[i - 1].end : 0, ls) && (i == 0 ||
	    u->st[i - 1].end <= ls) && !continued(src, ls)) {
		ind = indent_of(src, s->start);
		xasprintf(&t, "%s%s%s", ind, word, eol_at(src, s->start));
		free(ind);
		emit_add(ins, ls, rank, t);
		return;
	}
	for (p = same_line_prev(u, i); p != -1; p = same_line_prev(u, p)) {
		if (u->st[p].kind != SK_LABEL)
			labels_only = 0;
		if (u->st[p].flags & SF_BOL)
			break;
	}
	if (labels_only && !(s->flags & SF_BOL) && !is_label(rank)) {
		xasprintf(&t, "%s%s\t", word, eol_at(src, s->start));
		emit_add(ins, s->start, rank, t);
		return;
	}
	if (!is_label(rank) && !in_define(a, s) && quote_before(a, s->start)) {
		/* cmpb $'#, (%rdi); je 1f; ret: the return's own line */
		ind = indent_of(src, s->start);
		xasprintf(&t, "%s%s%s%s%s", eol_at(src, s->start), ind, word,
		    eol_at(src, s->start), ind);
		free(ind);
		emit_add(ins, s->start, rank, t);
		return;
	}
	xasprintf(&t, "%s%s ", word, is_label(rank) ? "" : ";");
	emit_add(ins, s->start, rank, t);
}

/*
 * Put a line before statement i and the labels before it on its line:
 * RETGUARD_RETS defines a GNU as macro, and a label before .macro on
 * a line names the macro instead of the address (asm.h's RETGUARD_RETS
 * begins with an empty statement for that reason too).
 */
static void
put_line_before(const struct analysis *a, int i, int rank,
    const char *word, struct insertions *ins)
{
	const struct unit	*u = a->u;
	int			 p = i;

	while (!(u->st[p].flags & SF_BOL) && p > 0 &&
	    u->st[p - 1].kind == SK_LABEL)
		p--;
	put_before(a, (u->st[p].flags & SF_BOL) ? p : i, rank, word, ins);
}

/* Put text after statement i: a line of its own, or in line. */
static void
put_after(const struct analysis *a, int i, int rank, const char *word,
    struct insertions *ins)
{
	const struct unit	*u = a->u;
	const struct source	*src = u->src;
	const struct stmt	*s = &u->st[i];
	size_t			 at = source_line_end(src, s->end);
	char			*ind, *t;
	int			 last = i + 1 >= (int)u->nst ||
			    (u->st[i + 1].flags & SF_BOL);

	if (last && !opens_comment(src, s->end, at) && !continued(src, at)) {
		ind = indent_of(src, s->start);
		if (at == src->len && (at == 0 || src->buf[at - 1] != '\n'))
			xasprintf(&t, "%s%s%s", eol_at(src, s->start), ind,
			    word);
		else
			xasprintf(&t, "%s%s%s", ind, word,
			    eol_at(src, s->start));
		free(ind);
		emit_add(ins, at, rank, t);
		return;
	}
	if (a->in_body && at < src->len && continued(src, at) &&
	    (i + 1 >= (int)u->nst || u->st[i + 1].start >= at) &&
	    !opens_comment(src, s->end, at)) {
		emit_add(ins, at, rank, body_line(src, at, s->start, word));
		return;
	}
	if (!in_define(a, s) && quote_before(a, s->end)) {
		ind = indent_of(src, s->start);
		xasprintf(&t, "%s%s%s", eol_at(src, s->start), ind, word);
		free(ind);
		emit_add(ins, s->end, rank, t);
		return;
	}
	xasprintf(&t, "; %s", word);
	emit_add(ins, s->end, rank, t);
}

/* Order insertions by offset, then rank. */
static int
ins_cmp(const void *x, const void *y)
{
	const struct insertion *a = x, *b = y;

	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	if (a->rank != b->rank)
		return a->rank - b->rank;
	return a->seq - b->seq;
}

/* Turn the analysis's edits into sorted insertions. */
void
emit_insertions(const struct analysis *a, struct insertions *ins)
{
	size_t	 i;
	char	 w[64];

	memset(ins, 0, sizeof(*ins));
	for (i = 0; i < a->nedits; i++) {
		const struct edit *e = &a->edits[i];

		switch (e->kind) {
		case ED_START:
			put_after_prev(a, e->stmt, RANK_START, e->cfi ?
			    "RETGUARD_START" : "RETGUARD_START_NOCFI", ins);
			break;
		case ED_END:
			put_before(a, e->stmt, RANK_END, e->cfi ?
			    "RETGUARD_END" : "RETGUARD_END_NOCFI", ins);
			break;
		case ED_RESUME:
			put_after(a, e->stmt, RANK_AFTER, "RETGUARD_RESUME",
			    ins);
			break;
		case ED_SKIP:
			snprintf(w, sizeof(w), a->u->cpp ?
			    "RETGUARD_SKIP(.Lrg_skip_%d)" :
			    "RETGUARD_SKIP .Lrg_skip_%d", e->label);
			put_before(a, e->stmt, RANK_SKIP, w, ins);
			break;
		case ED_SKIP_LABEL:
			snprintf(w, sizeof(w), ".Lrg_skip_%d:", e->label);
			put_after_prev(a, e->stmt, emit_label_rank(a, e->stmt),
			    w, ins);
			break;
		case ED_SPILLED:
			snprintf(w, sizeof(w), a->u->cpp ?
			    "RETGUARD_SPILLED(%d)" : "RETGUARD_SPILLED %d",
			    e->value);
			put_after(a, e->stmt, RANK_AFTER, w, ins);
			break;
		case ED_RELOADED:
			put_after(a, e->stmt, RANK_AFTER, "RETGUARD_RELOADED",
			    ins);
			break;
		case ED_RETS:
			put_line_before(a, e->stmt, RANK_END, e->cfi ?
			    "RETGUARD_RETS" : "RETGUARD_RETS_NOCFI", ins);
			put_after(a, e->stmt, RANK_AFTER, "RETGUARD_RETS_END",
			    ins);
			break;
		}
	}
	emit_sort(ins);
}

/*
 * Sort insertions by offset, then rank, then the order they were added
 * in: the same with any qsort.  Most lists are in order already, and
 * left as they are.
 */
void
emit_sort(struct insertions *ins)
{
	size_t	 i;

	for (i = 1; i < ins->n; i++)
		if (ins_cmp(&ins->v[i - 1], &ins->v[i]) > 0)
			break;
	if (i < ins->n)
		qsort(ins->v, ins->n, sizeof(*ins->v), ins_cmp);
}

/* Free the insertions. */
void
emit_free(struct insertions *ins)
{
	size_t	 i;

	for (i = 0; i < ins->n; i++)
		free(ins->v[i].text);
	free(ins->v);
	memset(ins, 0, sizeof(*ins));
}

/* Are two sets of insertions the same? */
int
emit_same(const struct insertions *x, const struct insertions *y)
{
	size_t	 i;

	if (x->n != y->n)
		return 0;
	for (i = 0; i < x->n; i++)
		if (x->v[i].off != y->v[i].off ||
		    strcmp(x->v[i].text, y->v[i].text) != 0)
			return 0;
	return 1;
}

/* The input with the insertions spliced in. */
char *
emit_splice(const struct source *src, const struct insertions *ins,
    size_t *lenp)
{
	size_t	 len = src->len, i, at = 0, o = 0;
	char	*out;

	for (i = 0; i < ins->n; i++)
		len += strlen(ins->v[i].text);
	out = xmalloc(len + 1);
	for (i = 0; i < ins->n; i++) {
		size_t n = strlen(ins->v[i].text);

		memcpy(out + o, src->buf + at, ins->v[i].off - at);
		o += ins->v[i].off - at;
		at = ins->v[i].off;
		memcpy(out + o, ins->v[i].text, n);
		o += n;
	}
	memcpy(out + o, src->buf + at, src->len - at);
	o += src->len - at;
	out[o] = '\0';
	*lenp = o;
	return out;
}

/* Write all of buf to a stream; -1 on error. */
int
emit_stream(FILE *fp, const char *buf, size_t len)
{
	if (len > 0 && fwrite(buf, 1, len, fp) != len)
		return -1;
	return fflush(fp) == EOF ? -1 : 0;
}

/* Print one line of a diff with its marker. */
static void
diff_line(FILE *fp, char mark, const char *p, size_t n)
{
	fputc(mark, fp);
	fwrite(p, 1, n, fp);
	if (n == 0 || p[n - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", fp);
}

/* Print text as added lines. */
static void
diff_added(FILE *fp, const char *t, size_t n)
{
	size_t	 i = 0, j;

	while (i < n) {
		for (j = i; j < n && t[j] != '\n'; j++)
			;
		diff_line(fp, '+', t + i, j < n ? j - i + 1 : j - i);
		i = j + 1;
	}
}

/* The new text of old line l: the line with its insertions. */
static char *
new_line(const struct source *src, const struct insertions *ins, size_t l,
    size_t *k, size_t *n, int *pure)
{
	size_t	 s = src->lines[l], e = source_line_end(src, s), cap = 0;
	size_t	 len = 0, at = s;
	char	*t = NULL;

	*pure = 1;
	while (*k < ins->n && (ins->v[*k].off < e ||
	    (e == src->len && ins->v[*k].off == e))) {
		const struct insertion *x = &ins->v[*k];
		size_t m = strlen(x->text);

		if (x->off != s || x->text[m - 1] != '\n')
			*pure = 0;
		cap = len + (x->off - at) + m + 1;
		t = xreallocarray(t, cap, 1);
		memcpy(t + len, src->buf + at, x->off - at);
		len += x->off - at;
		memcpy(t + len, x->text, m);
		len += m;
		at = x->off;
		(*k)++;
	}
	t = xreallocarray(t, len + (e - at) + 1, 1);
	memcpy(t + len, src->buf + at, e - at);
	len += e - at;
	*n = len;
	return t;
}

/* Count the lines in n bytes of t. */
static size_t
count_lines(const char *t, size_t n)
{
	size_t	 c = 0, i;

	for (i = 0; i < n; i++)
		if (t[i] == '\n')
			c++;
	return (n > 0 && t[n - 1] != '\n') ? c + 1 : c;
}

/* Print the insertions as a unified diff of name, 3 lines of context. */
void
emit_diff(FILE *fp, const char *name, const struct source *src,
    const struct insertions *ins)
{
	size_t	 nl = src->nlines, l, k = 0, h, he, x;
	char	**text;
	size_t	*tlen, *newc;
	int	*changed, *pure;

	if (nl > 0 && src->lines[nl - 1] == src->len)
		nl--;			/* no empty line after the last \n */
	if (ins->n == 0)
		return;
	text = xcalloc(nl + 1, sizeof(*text));
	tlen = xcalloc(nl + 1, sizeof(*tlen));
	newc = xcalloc(nl + 1, sizeof(*newc));
	changed = xcalloc(nl + 1, sizeof(*changed));
	pure = xcalloc(nl + 1, sizeof(*pure));
	for (l = 0; l < nl; l++) {
		size_t k0 = k;
		text[l] = new_line(src, ins, l, &k, &tlen[l], &pure[l]);
		changed[l] = k != k0;
		newc[l] = changed[l] ? count_lines(text[l], tlen[l]) : 1;
	}
	fprintf(fp, "--- %s\n+++ %s\n", name, name);
	for (l = 0; l < nl; l = he) {
		size_t os, ns = 1, oc = 0, nc = 0, last;

		if (!changed[l]) {
			he = l + 1;
			continue;
		}
		h = l > 3 ? l - 3 : 0;
		last = l;
		for (x = l; x < nl && x <= last + 6; x++)
			if (changed[x])
				last = x;
		he = last + 4 < nl ? last + 4 : nl;
		for (x = 0; x < h; x++)
			ns += newc[x];
		os = h + 1;
		for (x = h; x < he; x++) {
			oc++;
			nc += newc[x];
		}
		fprintf(fp, "@@ -%zu,%zu +%zu,%zu @@\n", os, oc, ns, nc);
		for (x = h; x < he; x++) {
			size_t s = src->lines[x];
			size_t e = source_line_end(src, s);

			if (!changed[x])
				diff_line(fp, ' ', src->buf + s, e - s);
			else if (pure[x]) {
				diff_added(fp, text[x], tlen[x] - (e - s));
				diff_line(fp, ' ', src->buf + s, e - s);
			} else {
				diff_line(fp, '-', src->buf + s, e - s);
				diff_added(fp, text[x], tlen[x]);
			}
		}
	}
	for (l = 0; l < nl; l++)
		free(text[l]);
	free(text);
	free(tlen);
	free(newc);
	free(changed);
	free(pure);
}

/*
 * Write buf to path atomically: a temporary file in the same
 * directory, then renamed over path.  With keep set (in place: the
 * user's source), path must exist, its mode (and owner, when allowed)
 * are kept, a symbolic link is followed and its target replaced, and
 * the data is synced before the rename.  Without it (-o: a build
 * product that make can remake) there is no fsync, which took 1.5 ms
 * of the 2.5 a small file cost.  On failure nothing at path changes
 * and no temporary is left.
 */
int
emit_file(const char *path, const char *buf, size_t len, int keep,
    char **cause)
{
	char		*real = NULL, *dirc, *tmp;
	const char	*target = path;
	struct stat	 st;
	int		 fd, have = 0;
	mode_t		 um;

	if (keep) {
		if ((real = realpath(path, NULL)) == NULL) {
			xasprintf(cause, "%s: %s", path, strerror(errno));
			return -1;
		}
		target = real;
	}
	if (stat(target, &st) == 0) {
		have = 1;
		if (!S_ISREG(st.st_mode)) {
			xasprintf(cause, "%s: not a regular file", path);
			free(real);
			return -1;
		}
		if (keep && (access(target, W_OK) != 0 ||
		    (st.st_mode & 0222) == 0)) {
			xasprintf(cause, "%s: %s", path, access(target,
			    W_OK) != 0 ? strerror(errno) : "read-only file");
			free(real);
			return -1;
		}
	}
	dirc = xstrdup(target);
	xasprintf(&tmp, "%s/.%s.rgpp.XXXXXX", dirname(dirc),
	    strrchr(target, '/') ? strrchr(target, '/') + 1 : target);
	free(dirc);
	if ((fd = mkstemp(tmp)) == -1) {
		xasprintf(cause, "can't create a temporary file for %s: %s",
		    path, strerror(errno));
		goto fail;
	}
	if (have)
		fchmod(fd, st.st_mode & 07777);
	else {
		um = umask(0);
		umask(um);
		fchmod(fd, 0666 & ~um);
	}
	if (have && geteuid() == 0)
		(void)fchown(fd, st.st_uid, st.st_gid);
	{
		size_t	 done = 0;
		ssize_t	 n;

		while (done < len) {
			n = write(fd, buf + done, len - done);
			if (n == -1 && errno == EINTR)
				continue;
			if (n <= 0) {
				xasprintf(cause, "can't write %s: %s", path,
				    strerror(n == 0 ? EIO : errno));
				goto fail_fd;
			}
			done += n;
		}
	}
	if (keep && fsync(fd) == -1) {
		xasprintf(cause, "can't write %s: %s", path, strerror(errno));
		goto fail_fd;
	}
	if (close(fd) == -1) {
		fd = -1;
		xasprintf(cause, "can't write %s: %s", path, strerror(errno));
		goto fail_fd;
	}
	if (rename(tmp, target) == -1) {
		xasprintf(cause, "can't replace %s: %s", path,
		    strerror(errno));
		fd = -1;
		goto fail_fd;
	}
	free(tmp);
	free(real);
	return 0;
fail_fd:
	if (fd != -1)
		close(fd);
	unlink(tmp);
fail:
	free(tmp);
	free(real);
	return -1;
}
