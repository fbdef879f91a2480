/*
 * diag.c: every diagnostic goes through diag(); it is queued per file,
 * then printed sorted by position in the GNU format
 *	file:line:col: error|warning|note: message [-Wname]
 */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "strmap.h"

struct msgdef {
	enum diag_level	 level;
	const char	*name;		/* -W name, NULL for input errors */
	const char	*fmt;
};

static const struct msgdef msgs[D_MAX] = {
	{ DL_ERROR, NULL, "NUL byte in input: not an assembly source" },
	{ DL_ERROR, NULL, "unterminated comment" },
	{ DL_ERROR, NULL, "unterminated string" },
	{ DL_ERROR, NULL, "#define continues past the end of the file" },
	{ DL_ERROR, NULL, "%s" },
	{ DL_ERROR, NULL, "%s without #if or .if" },
	{ DL_ERROR, NULL, "%s without #endif" },
	{ DL_ERROR, NULL, ".if without .endif" },
	{ DL_ERROR, NULL, ".endm without .macro" },
	{ DL_ERROR, NULL, ".macro without .endm" },
	{ DL_ERROR, NULL, "cannot tell the architecture; use --arch" },
	{ DL_ERROR, NULL, "cannot tell %s from %s: the conversions differ; "
	    "use --arch" },
	{ DL_WARNING, "ra-access", "%s not protected: it %s its return "
	    "address at line %d" },
	{ DL_WARNING, "depth", "%s not protected: stack depth unknown after "
	    "line %d (%s)" },
	{ DL_WARNING, "cond-tail", "%s not protected: conditional jump out "
	    "of the function at line %d" },
	{ DL_WARNING, "indirect-jump", "%s not protected: cannot tell "
	    "whether the indirect jump at line %d leaves the function" },
	{ DL_WARNING, "conflict", "%s not protected: %s" },
	{ DL_WARNING, "stray-ret", "return outside any function; "
	    "not protected" },
	{ DL_WARNING, "stray-ret", "return outside any function, reached "
	    "from %s (line %d), which is not protected" },
	{ DL_WARNING, "hidden-ret", "return hidden in %s data; "
	    "not protected" },
	{ DL_WARNING, "macro-ret", "return inside a %s body; not converted" },
	{ DL_WARNING, "macro-ret", "%s has a return inside and is used "
	    "outside any function: what it defines is not protected" },
	{ DL_WARNING, "asm-stmt-ret", "return inside an asm statement of a "
	    "C function: it leaves the function behind the compiler's back; "
	    "not converted" },
	{ DL_WARNING, "depth", "%s not protected: stack depth unknown at "
	    "the return at line %d" },
	{ DL_WARNING, "jump-ret", "%s not protected: its return at line %d "
	    "is at stack depth %d, a jump rather than a return" },
	{ DL_WARNING, "unbalanced", "%s: %s (line %d)" },
	{ DL_WARNING, "empty-guard", "%s is defined empty where "
	    "protection is on: the protection it stands for is not there" },
	{ DL_WARNING, "missing-start", "%s has no RETGUARD_START at its "
	    "entry" },
	{ DL_WARNING, "missing-end", "return without RETGUARD_END right "
	    "before it" },
	{ DL_WARNING, "missing-end", "jump out of the function without "
	    "RETGUARD_END right before it" },
	{ DL_WARNING, "missing-resume", "RETGUARD_RESUME should follow this "
	    "return or jump: code of the function comes after it" },
	{ DL_WARNING, "double-start", "%s falls through into %s: "
	    "RETGUARD_START runs twice" },
	{ DL_WARNING, "missing-spilled", "the mangled return address is "
	    "saved here: RETGUARD_SPILLED(%d) should follow, or unwinders "
	    "read it as plain" },
	{ DL_WARNING, "missing-reloaded", "the mangled return address is "
	    "reloaded here: RETGUARD_RELOADED should follow" },
	{ DL_WARNING, "missing-rets", "the header's .macro %s returns "
	    "here: RETGUARD_RETS should come right before this use and "
	    "RETGUARD_RETS_END right after it" },
	{ DL_WARNING, "nocfi-macros", "%s has CFI, but its RETGUARD_START "
	    "is the _NOCFI form: unwinders read the mangled return address "
	    "as its caller's" },
	{ DL_WARNING, "start-before-pad", "RETGUARD_START of %s comes before "
	    "its landing pad at line %d: an indirect call or jump to it "
	    "faults where IBT or BTI is enforced" },
	{ DL_NOTE, "jump-ret", "'%s' at stack depth %d is a jump, "
	    "not a return; left alone" },
	{ DL_NOTE, "not-a-return", "'%s' is not a function return; "
	    "left alone" },
	{ DL_NOTE, "noreturn", "%s never returns; nothing to protect" },
	{ DL_NOTE, "allowed", "%s left alone: the annotation 'rgcheck: "
	    "allow missing-start' at line %d says it is meant to stay "
	    "unprotected" },
	{ DL_NOTE, "fallthrough", "%s falls through into %s: inserted a "
	    "jump over the second RETGUARD_START" },
	{ DL_NOTE, "arch", "architecture is %s" },
};

/* What each check is about, in SARIF's rule list. */
static const struct {
	const char	*name, *text;
} rules[] = {
	{ "ra-access", "A function that reads or writes its return address "
	    "is left unprotected" },
	{ "depth", "A function whose stack depth cannot be followed is left "
	    "unprotected" },
	{ "cond-tail", "A function with a conditional jump out of it is left "
	    "unprotected" },
	{ "indirect-jump", "A function with an indirect jump that may leave "
	    "it is left unprotected" },
	{ "conflict", "A function whose protection would not balance is left "
	    "unprotected" },
	{ "stray-ret", "A return outside any function" },
	{ "hidden-ret", "A return instruction written as data" },
	{ "macro-ret", "A return inside a #define or .macro body" },
	{ "asm-stmt-ret", "A return inside an asm statement of a C function" },
	{ "jump-ret", "A return used as a jump (not at the entry's stack "
	    "depth)" },
	{ "unbalanced", "RETGUARD macros that do not balance on some path" },
	{ "empty-guard", "RETGUARD_START or RETGUARD_END defined empty where "
	    "protection is meant to be on" },
	{ "missing-start", "A function without RETGUARD_START at its entry" },
	{ "missing-end", "A return or jump out without RETGUARD_END right "
	    "before it" },
	{ "missing-resume", "A return followed by more of its function "
	    "without RETGUARD_RESUME" },
	{ "double-start", "RETGUARD_START that runs twice on a path" },
	{ "missing-spilled", "A spill of the mangled return address without "
	    "RETGUARD_SPILLED" },
	{ "missing-reloaded", "A reload of the mangled return address "
	    "without RETGUARD_RELOADED" },
	{ "missing-rets", "A use of a header's .macro that returns without "
	    "RETGUARD_RETS and RETGUARD_RETS_END around it" },
	{ "nocfi-macros", "The _NOCFI macros in a function with CFI" },
	{ "start-before-pad", "RETGUARD_START before the indirect-branch "
	    "landing pad of its function" },
	{ "not-a-return", "A far return or exception return, left alone" },
	{ "noreturn", "A function that never returns" },
	{ "allowed", "A function left alone by its 'rgcheck: allow "
	    "missing-start' annotation" },
	{ "fallthrough", "One entry falling through into another" },
	{ "arch", "The architecture rgcheck detected" },
};

/* The description of a check, for SARIF. */
static const char *
rule_text(const char *name)
{
	size_t	 i;

	for (i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
		if (strcmp(rules[i].name, name) == 0)
			return rules[i].text;
	return name;
}

/* 40 bytes: rgcheck can queue a finding for every return of a file. */
struct queued {
	const char	*file;		/* in the pool */
	const char	*body;		/* in the pool */
	uint32_t	 off;		/* source offsets are 32-bit */
	int		 line, col;
	uint32_t	 seq;
	uint32_t	 hash;		/* of off, file and body */
	unsigned short	 id;		/* enum diag_id */
	unsigned char	 level;		/* enum diag_level */
	unsigned char	 finding : 1;
	unsigned char	 suppressed : 1;	/* rgcheck: silenced by an
						   annotation */
};

static enum diag_format	 format = DF_GCC;
static int		 disabled[D_MAX];
static int		 counts[D_MAX], suppressed[D_MAX];
static struct queued	*sarif;		/* results kept for the end */
static size_t		 nsarif, capsarif;

static struct queued	*queue;
static size_t		 given[D_MAX];	/* since diag_reset_errors */
static size_t		 nqueue, capqueue;
/*
 * The queued messages by off, file and body, to say each once: 1 + the
 * index in queue, 0 for an empty slot (open addressing, at most half
 * full).  rgcheck can queue a finding for every return of a file, most
 * with the same text.
 */
static uint32_t		*said;
static size_t		 capsaid;
/*
 * The texts and file names of the queued messages, each kept once (most
 * findings of a file have one of a few texts, and all its name): owned
 * here, looked up by the map.  Emptied with the queue, but while SARIF
 * results wait for the end.
 */
static struct strmap	 pool;
static char		**poolv;
static size_t		 npool, cappool;

static void	 pool_free(void);
static int		 quiet, verbose, nerrors, muted, check, nfindings;

/* rgcheck: warnings are findings, printed as errors. */
void
diag_set_check(int c)
{
	check = c;
}

/* Number of findings (rgcheck) since the program started. */
int
diag_findings(void)
{
	return nfindings;
}

/* Drop every message, errors included, while set. */
void
diag_mute(int m)
{
	muted = m;
}

/* Hide warnings (and notes) when set. */
void
diag_set_quiet(int q)
{
	quiet = q;
}

/* Show notes when set. */
void
diag_set_verbose(int v)
{
	verbose = v;
}

/* The -W name of a message, or NULL. */
const char *
diag_name(enum diag_id id)
{
	return msgs[id].name;
}

/* The level of a message. */
enum diag_level
diag_level(enum diag_id id)
{
	return msgs[id].level;
}

/*
 * Is the finding on this line silenced by an annotation on the line
 * before: a comment holding "rgcheck: allow NAME reason", where the
 * reason is not empty?
 */
static int
allowed(const struct source *src, int line, const char *name)
{
	const char	*b = src->buf + src->lines[line - 2];
	const char	*e = src->buf + src->lines[line - 1];
	const char	*p;
	size_t		 n = strlen(name);

	if ((p = memmem(b, e - b, "rgcheck: allow ", 15)) == NULL)
		return 0;
	p += 15;
	if ((size_t)(e - p) <= n || strncmp(p, name, n) != 0 ||
	    (p[n] != ' ' && p[n] != '\t' && p[n] != ':'))
		return 0;
	for (p += n + 1; p < e; p++)
		if (isalnum((unsigned char)*p))
			return 1;	/* a reason */
	return 0;
}

/*
 * rgcheck: would a finding id at offset off of src be silenced, by -Wno-
 * or by an annotation?  The user then says the code is meant as it is,
 * and it is checked as it is (a function without RETGUARD_START as one
 * left alone), not as rgpp would make it.  Always 0 in rgpp.
 */
int
diag_silenced(const struct source *src, size_t off, enum diag_id id)
{
	int	 line, col;

	if (!check || msgs[id].level != DL_WARNING)
		return 0;
	if (disabled[id])
		return 1;
	if (src->real != NULL) {	/* a C file's asm: name the C */
		off = src->map[off];
		src = src->real;
	}
	source_pos(src, off, &line, &col);
	return line > 1 && allowed(src, line, msgs[id].name);
}

/*
 * Both tools: the line of the annotation, on the line before the one
 * of offset off of src, that names id's check with a reason, or 0.
 * rgpp leaves alone a function so marked (a user's convention that its
 * protection would break), as rgcheck takes it as meant unprotected.
 */
int
diag_annotated(const struct source *src, size_t off, enum diag_id id)
{
	int	 line, col;

	if (src->real != NULL) {	/* a C file's asm: name the C */
		off = src->map[off];
		src = src->real;
	}
	source_pos(src, off, &line, &col);
	return line > 1 && allowed(src, line, msgs[id].name) ? line - 1 : 0;
}

/* Choose how findings print: gcc, json or sarif. */
void
diag_set_format(enum diag_format f)
{
	format = f;
}

/* Turn a -W name on or off; 0 if no message has that name. */
int
diag_enable(const char *name, int on)
{
	int	 i, found = 0;

	for (i = 0; i < D_MAX; i++)
		if (msgs[i].name != NULL && strcmp(msgs[i].name, name) == 0) {
			disabled[i] = !on;
			found = 1;
		}
	return found;
}

/* Print s as a JSON string. */
static void
json_str(FILE *fp, const char *s)
{
	fputc('"', fp);
	for (; *s != '\0'; s++) {
		unsigned char c = *s;
		if (c == '"' || c == '\\')
			fprintf(fp, "\\%c", c);
		else if (c < 0x20)
			fprintf(fp, "\\u%04x", c);
		else
			fputc(c, fp);
	}
	fputc('"', fp);
}

/* One finding as a JSON object (no newline). */
static void
json_one(FILE *fp, const struct queued *q)
{
	static const char *const lvl[] = { "note", "warning", "error" };

	fputs("{\"file\":", fp);
	json_str(fp, q->file);
	fprintf(fp, ",\"line\":%d,\"column\":%d,\"level\":\"%s\","
	    "\"check\":", q->line, q->col, lvl[q->level]);
	json_str(fp, msgs[q->id].name ? msgs[q->id].name : "input");
	fputs(",\"message\":", fp);
	json_str(fp, q->body);
	fprintf(fp, ",\"suppressed\":%s}", q->suppressed ? "true" : "false");
}

/* Print the kept results as one SARIF 2.1.0 log. */
void
diag_finish(void)
{
	FILE	*fp = stdout;
	size_t	 i;
	int	 k, first = 1;

	if (format != DF_SARIF)
		return;
	fputs("{\"version\":\"2.1.0\",\"$schema\":\"https://json.schemastore."
	    "org/sarif-2.1.0.json\",\"runs\":[{\"tool\":{\"driver\":{"
	    "\"name\":\"rgcheck\",\"version\":\"" PACKAGE_VERSION "\","
	    "\"rules\":[", fp);
	for (k = 0; k < D_MAX; k++) {
		int j;
		if (msgs[k].name == NULL)
			continue;
		for (j = 0; j < k; j++)
			if (msgs[j].name != NULL &&
			    strcmp(msgs[j].name, msgs[k].name) == 0)
				break;
		if (j < k)
			continue;
		fprintf(fp, "%s{\"id\":\"%s\",\"shortDescription\":{\"text\":",
		    first ? "" : ",", msgs[k].name);
		json_str(fp, rule_text(msgs[k].name));
		fputs("}}", fp);
		first = 0;
	}
	fprintf(fp, "%s{\"id\":\"input\",\"shortDescription\":{\"text\":"
	    "\"the file could not be read or parsed\"}}", first ? "" : ",");
	fputs("]}},\"results\":[", fp);
	for (i = 0; i < nsarif; i++) {
		const struct queued *q = &sarif[i];

		fprintf(fp, "%s{\"ruleId\":\"%s\",\"level\":\"%s\","
		    "\"message\":{\"text\":", i ? "," : "",
		    msgs[q->id].name ? msgs[q->id].name : "input",
		    q->level == DL_NOTE ? "note" : q->level == DL_WARNING ?
		    "warning" : "error");
		json_str(fp, q->body);
		fputs("},\"locations\":[{\"physicalLocation\":{"
		    "\"artifactLocation\":{\"uri\":", fp);
		json_str(fp, q->file);
		fprintf(fp, "},\"region\":{\"startLine\":%d,"
		    "\"startColumn\":%d}}}]", q->line > 0 ? q->line : 1,
		    q->col > 0 ? q->col : 1);
		if (q->suppressed)
			fputs(",\"suppressions\":[{\"kind\":\"inSource\"}]",
			    fp);
		fputc('}', fp);
	}
	fputs("]}]}\n", fp);
	free(sarif);
	sarif = NULL;
	nsarif = 0;
	pool_free();
}

/* Print the counts of findings per check, and of those silenced. */
void
diag_summary(FILE *fp)
{
	int	 i, j, total = 0, totsup = 0;

	for (i = 0; i < D_MAX; i++) {
		int c = 0, s = 0;

		if (msgs[i].name == NULL)
			continue;
		for (j = 0; j < i; j++)
			if (msgs[j].name != NULL &&
			    strcmp(msgs[j].name, msgs[i].name) == 0)
				break;
		if (j < i)
			continue;
		for (j = i; j < D_MAX; j++)
			if (msgs[j].name != NULL &&
			    strcmp(msgs[j].name, msgs[i].name) == 0) {
				c += counts[j];
				s += suppressed[j];
			}
		if (c + s > 0)
			fprintf(fp, "%-20s %d found, %d suppressed\n",
			    msgs[i].name, c, s);
		total += c;
		totsup += s;
	}
	fprintf(fp, "rgcheck: %d findings, %d suppressed\n", total, totsup);
}

/* The pool's copy of s, which is taken (freed if one is there). */
static const char *
pooled(char *s)
{
	int	*k;

	if ((k = strmap_get(&pool, s)) != NULL) {
		free(s);
		return poolv[*k];
	}
	ARRAY_RESERVE(poolv, npool, cappool);
	poolv[npool] = s;
	strmap_put(&pool, s, (int)npool);
	return poolv[npool++];
}

/* Free the pool's strings, unless SARIF results still use them. */
static void
pool_free(void)
{
	size_t	 i;

	if (nsarif > 0)
		return;
	for (i = 0; i < npool; i++)
		free(poolv[i]);
	free(poolv);
	poolv = NULL;
	npool = cappool = 0;
	strmap_free(&pool);
}

/* A hash of a message's offset, file and text (pooled: by address). */
static uint32_t
say_hash(uint32_t off, const char *file, const char *body)
{
	uint64_t	 h = off * 0x9e3779b97f4a7c15ull;

	h ^= (uint64_t)(uintptr_t)file * 0xc2b2ae3d27d4eb4full;
	h ^= (uint64_t)(uintptr_t)body * 0x165667b19e3779f9ull;
	return (uint32_t)(h >> 32 ^ h);
}

/* Is this message, of hash h, queued already? */
static int
said_before(uint32_t h, uint32_t off, const char *file, const char *body)
{
	size_t	 i;

	if (capsaid == 0)
		return 0;
	for (i = h & (capsaid - 1); said[i] != 0; i = (i + 1) & (capsaid - 1)) {
		const struct queued *q = &queue[said[i] - 1];

		if (q->hash == h && q->off == off && q->file == file &&
		    q->body == body)
			return 1;
	}
	return 0;
}

/* Index queue[k] by its hash, growing the table when half full. */
static void
say_add(size_t k)
{
	size_t	 i, j;

	if (2 * (k + 1) > capsaid) {
		free(said);
		capsaid = capsaid ? capsaid * 2 : 64;
		said = xcalloc(capsaid, sizeof(*said));
		for (j = 0; j < k; j++) {
			for (i = queue[j].hash & (capsaid - 1); said[i] != 0;
			    i = (i + 1) & (capsaid - 1))
				;
			said[i] = (uint32_t)j + 1;
		}
	}
	for (i = queue[k].hash & (capsaid - 1); said[i] != 0;
	    i = (i + 1) & (capsaid - 1))
		;
	said[i] = (uint32_t)k + 1;
}

/* Empty the index (the queue is being emptied). */
static void
say_forget(void)
{
	free(said);
	said = NULL;
	capsaid = 0;
}

/* Print a queued message the way GCC does. */
static void
print_gcc(FILE *fp, const struct queued *q)
{
	static const char *const lvl[] = { "note", "warning", "error" };
	const char	*name = msgs[q->id].name;

	if (q->line > 0)
		fprintf(fp, "%s:%d:%d", q->file, q->line, q->col);
	else
		fputs(q->file, fp);
	fprintf(fp, ": %s: %s", lvl[q->level], q->body);
	if (name != NULL)
		fprintf(fp, " [-W%s]", name);
	fputc('\n', fp);
}

/* Queue one formatted diagnostic; line 0 means no position. */
static void
diag_queue(const struct source *src, size_t off, int line, int col,
    enum diag_id id, va_list ap)
{
	const struct msgdef	*m = &msgs[id];
	const char		*file, *body;
	char			*text;
	struct queued		*q;
	uint32_t		 h;

	enum diag_level		 level = m->level;

	if (muted || disabled[id])
		return;
	given[id]++;
	if (check && level == DL_WARNING)
		level = DL_ERROR;	/* a finding; counted when printed */
	else if (level == DL_ERROR)
		nerrors++;
	else if (quiet || (level == DL_NOTE && !verbose))
		return;
	if (vasprintf(&text, m->fmt, ap) == -1)
		abort();
	body = pooled(text);
	file = pooled(xstrdup(src->name));
	h = say_hash((uint32_t)off, file, body);
	if (said_before(h, (uint32_t)off, file, body))
		return;
	ARRAY_RESERVE(queue, nqueue, capqueue);
	q = &queue[nqueue];
	q->hash = h;
	say_add(nqueue);
	q->off = (uint32_t)off;
	q->line = line;
	q->col = col;
	q->seq = (uint32_t)nqueue++;
	q->finding = check && m->level == DL_WARNING;
	q->suppressed = q->finding && line > 1 && allowed(src, line, m->name);
	q->id = (unsigned short)id;
	q->level = (unsigned char)level;
	q->file = file;
	q->body = body;
}

/* Report a message about the byte at offset off of src. */
void
diag(const struct source *src, size_t off, enum diag_id id, ...)
{
	va_list	 ap;
	int	 line, col;

	if (src->real != NULL) {	/* a C file's asm: name the C */
		off = src->map[off];
		src = src->real;
	}
	source_pos(src, off, &line, &col);
	va_start(ap, id);
	diag_queue(src, off, line, col, id, ap);
	va_end(ap);
}

/* Report a message about the whole of src. */
void
diag_plain(const struct source *src, enum diag_id id, ...)
{
	va_list	 ap;

	if (src->real != NULL)
		src = src->real;
	va_start(ap, id);
	diag_queue(src, 0, 0, 0, id, ap);
	va_end(ap);
}

/* Order queued messages by position, then by the order they came in. */
static int
diag_cmp(const void *a, const void *b)
{
	const struct queued *x = a, *y = b;

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Print and forget the queued messages. */
void
diag_flush(void)
{
	FILE	*out = check ? stdout : stderr;
	size_t	 i;

	if (nqueue > 1)
		qsort(queue, nqueue, sizeof(*queue), diag_cmp);
	for (i = 0; i < nqueue; i++) {
		struct queued *q = &queue[i];

		if (q->finding && !q->suppressed)
			nfindings++;
		if (q->finding)
			(q->suppressed ? suppressed : counts)[q->id]++;
		if (format == DF_SARIF) {
			ARRAY_RESERVE(sarif, nsarif, capsarif);
			sarif[nsarif++] = *q;
		} else if (format == DF_JSON) {
			json_one(out, q);
			fputc('\n', out);
		} else if (!q->suppressed)
			print_gcc(out, q);
	}
	nqueue = 0;
	say_forget();
	pool_free();
	fflush(out);
}

/* Forget the queued messages without printing them. */
void
diag_discard(void)
{
	nqueue = 0;
	say_forget();
	pool_free();
}

/* Number of errors since the last reset. */
int
diag_errors(void)
{
	return nerrors;
}

/* Start counting errors, and each message, anew (one file). */
void
diag_reset_errors(void)
{
	nerrors = 0;
	memset(given, 0, sizeof(given));
}

/* How many times a message was given since the last reset, shown or not. */
size_t
diag_count(enum diag_id id)
{
	return given[id];
}
