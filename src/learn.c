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

#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "unit.h"
#include "arch.h"
#include "strmap.h"
#include "analysis.h"

#define MAX_DEPTH	16
#define MAX_UNITS	256

/*
 * A #define or .macro of a unit, as learn_rounds reads it.  A header's
 * #define bodies are parsed when first needed (resolve): until then x
 * is the header's unit, which holds the #define but not its body, and
 * skipped says where in x->skipped its line is.
 */
struct defn {
	const char	*name;
	uint32_t	 hash;		/* of the name (strmap_hash) */
	struct unit	*x;		/* the unit that holds it */
	int		 st;		/* its statement in x */
	int		 skipped;	/* its body's line in x, or -1 */
	unsigned char	 macro;		/* a .macro (define_effects' marks_only) */
	unsigned char	 overridable;	/* a #define under #ifndef NAME */
	const struct unit *home;	/* x before resolve() */
	int		 pg[HDEF_IFS];	/* the #if lines around it in home,
					   outermost first */
	unsigned char	 pb[HDEF_IFS];	/* in which branch of each */
	unsigned char	 np;		/* how many (HDEF_IFS + 1: more) */
};

/* The definitions of a unit, in order. */
struct defs {
	struct defn	*d;
	size_t		 n;
};

/*
 * The headers, where each #include led, and each set of headers with
 * its definitions indexed are kept for the life of the process (until
 * learn_forget): a batch run over a source tree includes the same
 * headers from every file.  What a set teaches is learned again for
 * each file, from the definitions the file reaches (learn), so that
 * a file's result does not depend on the files before it.
 */
struct header {
	char			*path;
	const struct arch	*arch;
	struct source		*src;
	struct unit		*u;	/* its directives; NULL if unread */
	int			*inc;	/* the headers its #includes find */
	size_t			 ninc;
	int			 incdone;	/* inc is filled in */
	struct defs		 defs;	/* its #defines and .macros */
	struct bads		*bad;	/* its empty RETGUARD definitions,
					   once asked (header_bad) */
	unsigned		 readmark;	/* listed for learn_read() */
	unsigned		 unitmark;	/* taken by this learn() */
};

/* A RETGUARD macro defined empty where protection is meant to be on. */
struct baddef {
	const struct source	*src;
	size_t			 off;
	const char		*name;
};

struct bads {
	struct baddef	*v;
	size_t		 n, cap;
};

/* A definition in a set of headers: unit, index in its defs, next. */
struct dref {
	int		  unit;
	int		  def;
	int		  next;		/* of the same name, or -1 */
};

/*
 * A set of headers, as one file's #includes reach them: the headers
 * that define something, an index of their definitions by name, and
 * their empty RETGUARD definitions.  What they teach a file is learned
 * for that file alone (learn), from the definitions its names reach.
 */
struct hset {
	char		 *key;		/* the arch and the header ids */
	size_t		  nunits;
	struct unit	**units;
	struct defs	 *defs;		/* of each; owned by the headers */
	struct strmap	  first;	/* every macro the headers define ->
					   its first definition in refs */
	struct dref	 *refs;
	size_t		  nrefs;
	size_t		  nmacros;	/* .macro definitions among them */
	struct bads	  bad;		/* in the headers */
};

static struct {
	struct header	*hdrs;
	size_t		 nhdrs, caphdrs;
	struct strmap	 hdr_of;	/* path NL arch -> header */
	char		**keys;		/* keys of both maps */
	size_t		 nkeys, capkeys;
	struct strmap	 found;		/* include lookup -> header or -1 */
	struct hset	**sets;		/* each on its own */
	size_t		 nsets, capsets;
	struct strmap	 set_of;
	struct unit	**minis;	/* the #defines resolve() parsed */
	size_t		 nminis, capminis;
	unsigned	 nresets;	/* of the list of headers read */
	unsigned	 nlearns;	/* calls of learn() */
	int		*read;		/* headers found for the last file */
	size_t		 nread, capread;
	const char	**paths;	/* their paths, for learn_read() */
	size_t		 cappaths;
} cache;

/* What the definitions of a name are (struct learner's kinds). */
#define K_RET		0x01	/* one is a return macro */
#define K_NOTRET	0x02	/* one is not */
#define K_PLAIN		0x04	/* one leaves the stack alone, no return */
#define K_NOTPLAIN	0x08	/* one does not */
#define K_GTAIL		0x10	/* one returns, protected inside */
#define K_NOTGTAIL	0x20	/* one does not */
#define K_LABELS	0x40	/* one defines labels (vocab labmac) */

struct learner {
	struct unit	*units[MAX_UNITS];
	struct defs	 defs[MAX_UNITS];	/* of each unit */
	int		 ids[MAX_UNITS];
	size_t		 nunits;
	const struct vocab *base;	/* for the -I directories */
	struct vocab	*v;
	char		**owned;
	size_t		 nowned;
	struct strmap	 kinds;		/* macro name -> K_* */
	const struct strmap *inherited;	/* the headers', read first */
	struct strmap	 touched;	/* macro name -> when it last changed */
	int		 clock;		/* definitions read so far */
	int		 last_touch;	/* when anything last changed */
};

static const char *definition(struct unit *, const struct stmt *);
static void	 defs_of(struct unit *, struct defs *);

/*
 * The K_* of a name, of hash h (strmap_hash), so far: 0 if none yet, -1
 * if no definition seen.
 */
static int
kinds_of(const struct learner *l, const char *name, uint32_t h)
{
	const int	*k = strmap_get_h(&l->kinds, name, h);

	if (k == NULL && l->inherited != NULL)
		k = strmap_get_h(l->inherited, name, h);
	return k != NULL ? *k : -1;
}

/* A key string owned by the cache. */
static const char *
cache_key(char *key)
{
	ARRAY_RESERVE(cache.keys, cache.nkeys, cache.capkeys);
	cache.keys[cache.nkeys++] = key;
	return key;
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

/*
 * A macro of one parameter whose body types a symbol as a function and
 * does nothing else: newlib's SOTYPE_FUNCTION(sym), which is .type
 * SYM(sym),@function in one build and nothing in others.  Its uses type
 * the label the template names (classify.c), in every build: the code
 * is the same.  Learned as "NAME PARAM TEMPLATE".
 */
static int
learn_typemac(struct learner *l, const struct unit *u, int d,
    const char *name, const char *tmpl)
{
	const struct stmt	*s = &u->st[d];
	const char		*p = u->src->buf + s->start + strlen(name);
	const char		*e = u->src->buf + s->end;
	char			*entry;
	size_t			 n;
	int			 changed;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= e || *p++ != '(')
		return 0;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	    "0123456789_");
	if (n == 0 || p + n > e || strstr(tmpl, " ") != NULL)
		return 0;
	{
		const char *q = p + n;

		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (q >= e || *q != ')')
			return 0;	/* one parameter only */
	}
	xasprintf(&entry, "%s %.*s %s", name, (int)n, p, tmpl);
	changed = learn_name(l, &l->v->typemac, &l->v->ntypemac, entry);
	free(entry);
	return changed;
}

/*
 * Does the .macro at d enter a function named by its first parameter,
 * and do nothing else?  newlib's aarch64 ".macro def_fn f p2align=0"
 * is .text, .p2align, .global \f, .type \f,%function and \f: and a
 * use, "def_fn strlen p2align=6", starts strlen as ENTRY(strlen)
 * would.  A body with an instruction or another label in it is more
 * than an entry (Linux's SHA1_VECTOR_ASM holds a whole function, which
 * is protected where it is written).  *cfi: the body opens CFI.
 */
static int
macro_entry(const struct learner *l, struct unit *u, int d, int *cfi)
{
	const struct stmt	*s = &u->st[d];
	const char		*p = u->src->buf + s->ops[0].start;
	const char		*e = u->src->buf + s->end;
	const char		*typed = NULL, *t;
	char			 param[64];
	size_t			 n;
	int			 j, entry = 0;
	enum insn_class		 c;

	p += strlen(macro_name(u, s));
	while (p < e && (*p == ' ' || *p == '\t' || *p == ','))
		p++;
	n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	    "0123456789_");
	if (n == 0 || p + n > e || n + 2 > sizeof(param))
		return 0;
	param[0] = '\\';
	memcpy(param + 1, p, n);
	param[n + 1] = '\0';
	*cfi = 0;
	for (j = d + 1; j < (int)u->nst && u->st[j].body == d; j++) {
		s = &u->st[j];
		if (s->kind == SK_LABEL) {
			if (typed == NULL || strcmp(s->name, typed) != 0 ||
			    strcmp(s->name, param) != 0)
				return 0;
			entry = 1;
			continue;
		}
		if (s->kind != SK_INSN)
			return 0;
		c = classify_stmt(l->v, u->arch, s);
		if (c == IC_ENTRY && s->nops > 0) {
			t = s->ops[0].text + (s->ops[0].text[0] == '(');
			if (strncmp(t, param, n + 1) != 0 ||
			    strchr(",) \t", t[n + 1]) == NULL)
				return 0;
			entry = 1;
			if (listed(l->v->cfi_entry, l->v->ncfi, s->name))
				*cfi = 1;
		} else if (c == IC_CFI && (dir_is(s->name, ".cfi_startproc") ||
		    strcmp(s->name, "cfi_startproc") == 0))
			*cfi = 1;
		else if (dir_is(s->name, ".type") && s->nops == 2 &&
		    strstr(s->ops[1].text, "function") != NULL)
			typed = s->ops[0].text;
		else if (entry && landing(s))
			continue;	/* libgcc's lse.S: \name: BTI_C */
		else if (c != IC_NONE && c != IC_CFI)
			return 0;
	}
	return entry;
}

/* Does an operand name the stack pointer or the return-address register? */
static int
names_sp(const char *t)
{
	static const char *const regs[] = {
		"%rsp", "%esp", "%sp", "%spl", "sp", "wsp", "x30", "w30",
		"lr", "ra", "x1", "x2", NULL
	};
	char	 w[8];
	size_t	 n;

	while (*t != '\0') {
		if (!isalnum((unsigned char)*t) && *t != '%') {
			t++;
			continue;
		}
		for (n = 0; isalnum((unsigned char)t[n]) || t[n] == '%' ||
		    t[n] == '_'; n++)
			;
		/* every name in regs has 2 to 4 characters */
		if (n >= 2 && n <= 4 && n < sizeof(w)) {
			memcpy(w, t, n);
			w[n] = '\0';
			if (arch_in(w, regs))
				return 1;
		}
		t += n;
	}
	return 0;
}

/* Is there a label named name among statements from..to-1 of u? */
static int
label_in(const struct unit *u, int from, int to, const char *name)
{
	int	 i;

	for (i = from; i < to; i++)
		if (u->st[i].kind == SK_LABEL && strcmp(u->st[i].name,
		    name) == 0)
			return 1;
	return 0;
}

/*
 * Does the jump at j, in the body of the #define or .macro at d (whose
 * statements end before end), go out of the body: to a name or number
 * the body does not define that way, or indirectly?
 */
static int
jumps_out(const struct unit *u, int d, int end, int j)
{
	const struct stmt *s = &u->st[j];
	const char	*t;
	char		 buf[256], num[32];
	size_t		 tn;

	/* a label named with \@ is one of this expansion */
	if (s->nops > 0 && strstr(s->ops[s->nops - 1].text, "\\@") != NULL)
		return 0;
	t = u->arch->target(s, buf, sizeof(buf));
	tn = t != NULL ? strlen(t) : 0;
	if (tn >= 2 && tn < sizeof(num) && isdigit((unsigned char)t[0]) &&
	    (t[tn - 1] == 'f' || t[tn - 1] == 'b')) {
		/* 1f, 1b: the nearest label 1 that way */
		memcpy(num, t, tn - 1);
		num[tn - 1] = '\0';
		return t[tn - 1] == 'f' ? !label_in(u, j + 1, end, num) :
		    !label_in(u, d + 1, j, num);
	}
	return t == NULL || !label_in(u, d + 1, end, t);
}

enum shape {
	SHAPE_OTHER,
	SHAPE_PLAIN,	/* instructions that leave the stack alone */
	SHAPE_TAIL,	/* such instructions, then returns on every path */
	SHAPE_UNKNOWN	/* uses a macro with no definition seen (yet) */
};

/*
 * The shape of the body of the #define or .macro at d.  SHAPE_TAIL: up
 * to its returns it leaves the stack pointer, the stack and the return
 * address alone, it jumps only to its own labels, and every path
 * through it ends in a return.  RETGUARD_END before a use of it is then
 * as good as before a return: glibc's VZEROUPPER_RETURN (vzeroupper;
 * ret) and ZERO_UPPER_VEC_REGISTERS_RETURN_XTEST (xtest; jnz 1f;
 * vzeroupper; ret; 1: vzeroall; ret).  SHAPE_PLAIN: such instructions
 * and no return or jump (VZEROUPPER), which may sit in either.
 * Anything else (a push or pop, a call, a directive other than CFI, a
 * macro not known to be plain, our own macros) is SHAPE_OTHER.
 */
static enum shape
body_shape(const struct learner *l, const struct unit *u, int d)
{
	const struct vocab	*v = l->v;
	const struct arch	*arch = u->arch;
	int			 j, end, last = IC_NONE, jumps = 0, rets = 0;
	int			 code = 0, k, n, unknown = 0;

	for (end = d + 1; end < (int)u->nst && u->st[end].body == d; end++)
		;
	for (j = d + 1; j < end; j++) {
		const struct stmt *s = &u->st[j];
		enum insn_class c;
		struct frame f;
		struct effect e;

		if (s->kind == SK_LABEL) {
			last = IC_NONE;
			continue;
		}
		if (s->kind != SK_INSN)
			return SHAPE_OTHER;
		if (dir_is(s->name, ".endm"))
			continue;
		k = kinds_of(l, s->name, strmap_hash(s->name));
		if (k != -1 && (k & (K_PLAIN | K_NOTPLAIN)) == K_PLAIN) {
			last = IC_CODE;
			code = 1;
			continue;
		}
		c = classify_stmt(v, arch, s);
		if (c == IC_CODE && k == -1 && learn_hdefines_macro(v,
		    s->name))
			c = IC_MACRO;	/* frame_pop: a header's .macro */
		if (c == IC_CFI || c == IC_RG_END || c == IC_RG_RESUME)
			continue;	/* RETGUARD_END; ret: a body by hand */
		if (c != IC_RET && k > 0)
			return SHAPE_OTHER;	/* a macro of another shape */
		if (c == IC_MACRO || (c != IC_RET && k == 0))
			unknown = 1;	/* VZEROUPPER, defined later, or a
					   macro whose shape is still open */
		switch (c) {
		case IC_RET:
			rets++;
			break;
		case IC_JMP:
		case IC_JCC:
			if (jumps_out(u, d, end, j))
				return SHAPE_OTHER;
			jumps++;
			break;
		case IC_MACRO:
			code = 1;
			c = IC_CODE;
			break;
		case IC_CODE:
			memset(&f, 0, sizeof(f));
			f.known = FR_DEPTH;
			f.ra_reg = arch->ra_in_reg;
			arch->effect(s, &f, &e);
			if ((s->xflags & SX_MACREG) ||
			    e.ra_access || e.unknown != NULL || e.spill ||
			    e.reload || e.clobber || f.depth != 0 ||
			    (f.known & FR_DEPTH) == 0 ||
			    f.ra_reg != arch->ra_in_reg)
				return SHAPE_OTHER;
			for (n = 0; n < s->nops; n++)
				if (names_sp(s->ops[n].text))
					return SHAPE_OTHER;
			code = 1;
			break;
		default:
			return SHAPE_OTHER;
		}
		last = c;
	}
	if (rets > 0 && last != IC_RET)
		return SHAPE_OTHER;
	if (unknown)
		return SHAPE_UNKNOWN;
	if (rets > 0)
		return SHAPE_TAIL;
	if (j == d + 1 && u->st[d].kind == SK_DEFINE)
		return SHAPE_PLAIN;	/* empty: #define VZEROUPPER */
	return code && jumps == 0 && last == IC_CODE ? SHAPE_PLAIN :
	    SHAPE_OTHER;
}

/* Take a learned name off a list; 1 if it was there. */
static int
unlearn(const char **list, size_t *n, const char *name)
{
	size_t	 i;

	for (i = 0; i < *n; i++)
		if (strcmp(list[i], name) == 0) {
			memmove(&list[i], &list[i + 1], (*n - i - 1) *
			    sizeof(*list));
			(*n)--;
			return 1;
		}
	return 0;
}

/* The parameters of a function-like #define, read once. */
struct dparams {
	const char	*p[16];
	size_t		 n[16];
	int		 k;		/* how many; -1: more than 16 */
};

static int
ident_byte(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* Read the parameters of the #define at d, named name, into dp. */
static void
define_params(const struct unit *u, int d, const char *name,
    struct dparams *dp)
{
	const char	*p = u->src->buf + u->st[d].start + strlen(name);
	const char	*e = u->src->buf + u->st[d].end;
	size_t		 n;

	dp->k = 0;
	if (p >= e || *p++ != '(')
		return;
	while (p < e && *p != ')') {
		for (n = 0; p + n < e && ident_byte(p[n]); n++)
			;
		if (n > 0 && dp->k >= 0 && dp->k < 16) {
			dp->p[dp->k] = p;
			dp->n[dp->k++] = n;
		} else if (n > 0)
			dp->k = -1;
		p += n > 0 ? n : 1;
	}
}

/* Is w one of them (or may it be, past 16)? */
static int
is_param(const struct dparams *dp, const char *w)
{
	size_t	 n = strlen(w);
	int	 i;

	if (dp->k < 0)
		return 1;
	for (i = 0; i < dp->k; i++)
		if (dp->n[i] == n && memcmp(dp->p[i], w, n) == 0)
			return 1;
	return 0;
}

/*
 * Learn that a use of name defines the label lab ("*": labels named by
 * its arguments): "name lab" in vocab labmac.
 */
static int
learn_label(struct learner *l, const char *name, uint32_t h,
    const char *lab)
{
	char	 buf[256], *key = buf;
	size_t	 n = strlen(name), k = strlen(lab);
	int	 changed, was, *kinds;

	if (n + k + 2 > sizeof(buf))
		key = xmalloc(n + k + 2);
	memcpy(key, name, n);
	key[n] = ' ';
	memcpy(key + n + 1, lab, k + 1);
	changed = learn_name(l, &l->v->labmac, &l->v->nlabmac, key);
	if (key != buf)
		free(key);
	if ((was = kinds_of(l, name, h)) < 0)
		was = 0;
	kinds = strmap_put_h(&l->kinds, name, h, was);
	*kinds |= K_LABELS;
	return changed;
}

/* Learn that name defines every label the macro used does. */
static int
learn_labels_of(struct learner *l, const char *name, uint32_t h,
    const char *used)
{
	const struct vocab	*v = l->v;
	size_t			 i, n = strlen(used);
	int			 changed = 0;

	if (kinds_of(l, used, strmap_hash(used)) < 0 ||
	    !(kinds_of(l, used, strmap_hash(used)) & K_LABELS))
		return 0;
	/* the list may grow as it is read: by index */
	for (i = 0; i < v->nlabmac; i++)
		if (strncmp(v->labmac[i], used, n) == 0 &&
		    v->labmac[i][n] == ' ')
			changed |= learn_label(l, name, h,
			    v->labmac[i] + n + 1);
	return changed;
}

/* Is s "param##:", a label that cpp pastes from a parameter? */
static int
pasted_label(const struct unit *u, const struct stmt *s)
{
	const char	*p = u->src->buf + s->start + strlen(s->name);
	const char	*e = u->src->buf + s->end;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (e - p < 3 || p[0] != '#' || p[1] != '#')
		return 0;
	for (p += 2; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	if (p >= e || *p++ != ':')
		return 0;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	return p == e;
}

/*
 * glibc's ENTRY_P2ALIGN: ".type C_SYMBOL_NAME(name),@function; ...
 * C_LABEL(name) cfi_startproc; ...".  C_LABEL(name) is name##:, a
 * label its argument names (labmac "C_LABEL *"), and the words after
 * it in the same statement, with no ';' between, are the statement
 * that cpp puts after the label.  1 if s is a use of such a macro
 * whose argument is a word of typed (the symbol .type made a
 * function); *cfi is set if the words after it open CFI.
 */
static int
typed_label_use(const struct learner *l, const struct unit *u,
    const struct stmt *s, const char *typed, int *cfi)
{
	const char	*p = u->src->buf + s->start, *e = u->src->buf + s->end;
	const char	*a, *w;
	char		 key[128];
	size_t		 n = strlen(s->name), k;

	if (n + 3 > sizeof(key) || strncmp(p, s->name, n) != 0)
		return 0;
	memcpy(key, s->name, n);
	memcpy(key + n, " *", 3);
	if (!listed(l->v->labmac, l->v->nlabmac, key))
		return 0;
	for (p += n; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	if (p >= e || *p++ != '(')
		return 0;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	for (a = p; p < e && ident_byte(*p); p++)
		;
	if ((k = (size_t)(p - a)) == 0)
		return 0;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= e || *p++ != ')')
		return 0;
	/* the #define's next line, after a backslash */
	while (p < e && (*p == ' ' || *p == '\t' || *p == '\\' ||
	    *p == '\n' || *p == '\r'))
		p++;
	if ((size_t)(e - p) >= 13 && (strncmp(p, "cfi_startproc", 13) == 0 ||
	    strncmp(p, ".cfi_startproc", 14) == 0) &&
	    !ident_byte(p[13 + (*p == '.')]))
		*cfi = 1;
	/* the argument, a whole word of typed */
	for (w = typed; *w != '\0'; w++)
		if (strncmp(w, a, k) == 0 && !ident_byte(w[k]) &&
		    (w == typed || !ident_byte(w[-1])))
			return 1;
	return 0;
}

/*
 * What one #define body does (or, with marks_only, whether a .macro
 * only marks the next instruction); 1 if something new was learned.
 */
static int
define_effects(struct learner *l, struct unit *u, int d, const char *name,
    uint32_t h, int marks_only, int overridable)
{
	struct vocab		*v = l->v;
	int			 j, entry = 0, cfi = 0, end = 0, ret = 0;
	int			 code = 0, changed = 0, anyret = 0;
	int			 pushed = 0, marks = 0, other = 0, work = 0;
	int			 bare = 0, last = IC_NONE, rg = 0, gt;
	int			 is_ret, was, *kinds, jumps = 0, stop;
	int			 params = 0, argins = 0, funclike, globals = 0;
	struct dparams		 dp;
	enum shape		 shape;
	const char		*typed = NULL;

	for (stop = d + 1; stop < (int)u->nst &&
	    u->st[stop].body == d; stop++)
		;
	funclike = u->st[d].kind == SK_DEFINE && u->src->buf[u->st[d].start +
	    strlen(name)] == '(';
	dp.k = 0;
	if (funclike)
		define_params(u, d, name, &dp);
	for (j = d + 1; j < stop; j++) {
		const struct stmt *s = &u->st[j];
		enum insn_class c;
		int k;

		/*
		 * A function the body defines in another section (a PC
		 * thunk and its ret): none of the use's code.
		 */
		if ((k = body_elsewhere(u, (size_t)j)) != -1) {
			if (dir_is(s->name, ".pushsection"))
				marks = 1;
			else
				other = 1;
			j = k;
			continue;
		}
		/* an annotation: labels, and data in another section */
		if (s->kind == SK_INSN && strcasecmp(s->name,
		    ".pushsection") == 0) {
			pushed++;
			marks = 1;
		} else if (s->kind == SK_INSN && strcasecmp(s->name,
		    ".popsection") == 0)
			pushed--;
		else if (s->kind == SK_INSN && pushed == 0 &&
		    listed(v->annot, v->nannot, s->name))
			marks = 1;
		else if (s->kind != SK_LABEL && pushed == 0)
			other = 1;

		if (s->kind == SK_LABEL && typed != NULL &&
		    strcmp(s->name, typed) == 0)
			entry = 1;
		else if (s->kind == SK_INSN && typed != NULL &&
		    typed_label_use(l, u, s, typed, &cfi)) {
			/* the entry's own label, not one for jumps to find */
			entry = 1;
			continue;
		}
		/*
		 * A label: a jump of the file may go into a use (as sends
		 * 1f to the next 1:, an expansion's too).  One named with
		 * \@ is the expansion's own; one named by a parameter is
		 * the use's argument's.
		 */
		/* glibc's C_LABEL(name): name##:, a label the use names */
		if (s->kind == SK_INSN && funclike && is_param(&dp, s->name) &&
		    pasted_label(u, s)) {
			params = 1;
			continue;
		}
		if (s->kind != SK_LABEL)
			;
		else if (strchr(s->name, '\\') != NULL)
			params |= strstr(s->name, "\\@") == NULL;
		else if (u->st[d].kind == SK_DEFINE && (strchr(s->name,
		    '#') != NULL || is_param(&dp, s->name)))
			params = 1;
		else
			changed |= learn_label(l, name, h, s->name);
		if (s->kind != SK_INSN)
			continue;
		c = classify_stmt(v, u->arch, s);
		/* tailto, ldr_l: a header's .macro, lowercase or not */
		if (c == IC_CODE && learn_hdefines_macro(v, s->name))
			c = IC_MACRO;
		if (c >= IC_RG_START && c <= IC_RG_RETS_END)
			rg = 1;
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
		else if (dir_is(s->name, ".type") && s->nops == 2 &&
		    strstr(s->ops[1].text, "function") != NULL)
			typed = s->ops[0].text;
		else if (c == IC_RET && !code)
			ret = 1;
		if ((c == IC_JMP || c == IC_JCC) && jumps_out(u, d, stop, j))
			jumps = 1;
		else if (c == IC_DATA && pushed == 0 && u->arch != NULL &&
		    data_leaves(u, s))
			jumps = 1;	/* .inst 0xd65f03c0: a return */
		else if (c == IC_MACRO && listed(v->jumpmac, v->njumpmac,
		    s->name))
			jumps = 1;
		if (c == IC_MACRO)
			changed |= learn_labels_of(l, name, h, s->name);
		/*
		 * An instruction the arguments name (\oldinstr, or a
		 * parameter of a #define), or the arguments passed on to a
		 * macro with one: a use's arguments may hold a jump.
		 */
		if (strchr(s->name, '\\') != NULL || (funclike &&
		    is_param(&dp, s->name)))
			argins = 1;
		/* SYM_L_GLOBAL(name): .globl name, a linkage to pass on */
		if ((dir_is(s->name, ".globl") || dir_is(s->name, ".global") ||
		    dir_is(s->name, ".weak")) && s->nops > 0 &&
		    (strchr(s->ops[0].text, '\\') != NULL || (funclike &&
		    is_param(&dp, s->ops[0].text))))
			globals = 1;
		else if (c == IC_MACRO && v->nargmac > 0 && listed(v->argmac,
		    v->nargmac, s->name)) {
			if (args_jump(v, u->arch, u, s))
				jumps = 1;
			if (s->nops > 0 && (funclike || memchr(u->src->buf +
			    s->ops[0].start, '\\', s->end -
			    s->ops[0].start) != NULL))
				argins = 1;
		}
		if (c == IC_RET) {
			anyret = 1;
			if (last != IC_RG_END)
				bare = 1;	/* a return not protected here */
		} else if (listed(v->retmac, v->nretmac, s->name)) {
			/*
			 * A macro with a return inside, used in this one:
			 * RSYSCALL(x) is PSEUDO(x,x), whose body returns.
			 */
			anyret = 1;
			if (!listed(v->guarded, v->nguarded, s->name))
				bare = 1;
		}
		if (c != IC_CFI)
			last = c;
		if (c != IC_CFI && c != IC_NONE)
			code = 1;
		if (c != IC_CFI && c != IC_NONE && c != IC_END)
			work = 1;
	}
	if (marks && !other && pushed == 0)
		changed |= learn_name(l, &v->annot, &v->nannot, name);
	/*
	 * A jump out of the body, or a use of a macro with one: a use of
	 * this one may leave the function there (a tail call with no
	 * RETGUARD_END before it) or go to a label rgpp does not walk
	 * from there.  flow.c follows the jumps of a .macro of the file
	 * at its uses; for any other, the function is left alone.
	 */
	if (jumps)
		changed |= learn_name(l, &v->jumpmac, &v->njumpmac, name);
	if (argins)
		changed |= learn_name(l, &v->argmac, &v->nargmac, name);
	if (globals)
		changed |= learn_name(l, &v->globmac, &v->nglobmac, name);
	/* an entry's \name: is the function's, which rgpp knows */
	if (params && !entry)
		changed |= learn_label(l, name, h, "*");
	if (marks_only) {
		/*
		 * A .macro with a return inside, as a file's own are
		 * (classify.c): its uses may return, and rgpp converts
		 * no .macro body, so a function that uses one is left
		 * alone.  A header's used not to be seen: the return ran
		 * with the return address still mangled.
		 */
		if (anyret)
			changed |= learn_name(l, &v->retmac, &v->nretmac,
			    name);
		if (macro_entry(l, u, d, &cfi)) {
			changed |= learn_name(l, &v->entry, &v->nentry, name);
			if (cfi)
				changed |= learn_name(l, &v->cfi_entry,
				    &v->ncfi, name);
		}
		/* libgcc's ENDFN: .cfi_endproc and .size \name, nothing more */
		if (end && !entry && !work)
			changed |= learn_name(l, &v->end, &v->nend, name);
		return changed;
	}
	/*
	 * libffi's ENDF(X), ".type X,@function; .size X, . - X", types
	 * the label it names as well as ending its function: the label
	 * before it is the function's entry, as with the directives.
	 */
	if (typed != NULL && !entry && !work)
		changed |= learn_typemac(l, u, d, name, typed);
	/*
	 * A return macro, or a plain one, only if every definition seen
	 * of the name is: a file may define VZEROUPPER_RETURN as a jump
	 * where the header has vzeroupper; ret.  A name with definitions
	 * of both kinds is taken off the list of return macros, and, as one
	 * of them returns, is a macro with a return inside.
	 */
	/*
	 * A body protected by hand (RETGUARD_END before its returns) is
	 * never a return macro: a RETGUARD_END before its use would undo
	 * the XOR twice.
	 */
	is_ret = ret && !entry && !end && !rg;
	/*
	 * A definition under #ifndef NAME is a default that a file may
	 * replace before it includes this one: glibc's AVX files define
	 * VZEROUPPER_RETURN as a jump, then include the file that uses it.
	 * Whether a use returns is then up to a file rgpp does not see, and
	 * a RETGUARD_END before the use could run twice.
	 */
	if (overridable && !listed(l->base->ret, l->base->nret, name)) {
		if ((was = kinds_of(l, name, h)) < 0)
			was = 0;
		kinds = strmap_put_h(&l->kinds, name, h, was);
		*kinds |= K_NOTRET | K_NOTPLAIN;
		if ((was & (K_PLAIN | K_NOTPLAIN)) == K_PLAIN)
			changed = 1;	/* no longer plain */
		changed |= unlearn(v->ret, &v->nret, name);
		is_ret = 0;
		shape = SHAPE_OTHER;
	} else
	/*
	 * Most definitions in headers are numbers and C expressions
	 * (#define PAGE_SIZE 4096): no instruction, no return, and not
	 * worth the bookkeeping.
	 */
	if (d + 1 < (int)u->nst && u->st[d + 1].body == d &&
	    u->st[d + 1].kind == SK_INSN && !isalpha((unsigned char)
	    u->st[d + 1].name[0]) && u->st[d + 1].name[0] != '.' &&
	    u->st[d + 1].name[0] != '_')
		shape = SHAPE_OTHER;
	else {
		shape = body_shape(l, u, d);
		is_ret = (ret || shape == SHAPE_TAIL) && !entry && !end &&
		    !rg;
		if ((was = kinds_of(l, name, h)) < 0)
			was = 0;
		kinds = strmap_put_h(&l->kinds, name, h, was);
		if (shape != SHAPE_UNKNOWN || ret) {
			*kinds |= is_ret ? K_RET : K_NOTRET;
			*kinds |= shape == SHAPE_PLAIN && !entry && !end ?
			    K_PLAIN : K_NOTPLAIN;
		}
		/* a name newly plain, or no longer, may change others */
		if ((*kinds & (K_PLAIN | K_NOTPLAIN)) == K_PLAIN ?
		    (was & K_PLAIN) == 0 : (was & (K_PLAIN | K_NOTPLAIN)) ==
		    K_PLAIN)
			changed = 1;
		if ((*kinds & K_NOTRET) && !listed(l->base->ret,
		    l->base->nret, name))
			changed |= unlearn(v->ret, &v->nret, name);
		is_ret = is_ret && !(*kinds & K_NOTRET);
	}
	/*
	 * Protected inside: every path of the body ends in a return with
	 * RETGUARD_END right before it (a SYS.h converted by hand, whose
	 * _RSYSCALL_RET is cmpq; jae 99f; RETGUARD_END; ret; 99: ...;
	 * RETGUARD_END; ret).  A use is a return that needs a START in its
	 * function and no END before it; only if every definition seen of
	 * the name is such a body.
	 */
	gt = anyret && !bare && rg && !entry && !end && !overridable &&
	    shape == SHAPE_TAIL;
	if (gt || anyret || rg || kinds_of(l, name, h) >= 0) {
		if ((was = kinds_of(l, name, h)) < 0)
			was = 0;
		kinds = strmap_put_h(&l->kinds, name, h, was);
		*kinds |= gt ? K_GTAIL : K_NOTGTAIL;
		if (*kinds & K_NOTGTAIL)
			changed |= unlearn(v->gtail, &v->ngtail, name);
		else
			changed |= learn_name(l, &v->gtail, &v->ngtail, name);
	}
	if (entry && !end) {
		changed |= learn_name(l, &v->entry, &v->nentry, name);
		if (cfi)
			changed |= learn_name(l, &v->cfi_entry, &v->ncfi,
			    name);
	} else if (end && !entry)
		changed |= learn_name(l, &v->end, &v->nend, name);
	else if (is_ret)
		changed |= learn_name(l, &v->ret, &v->nret, name);
	if (anyret && !is_ret)
		changed |= learn_name(l, &v->retmac, &v->nretmac, name);
	if (anyret && !bare)
		changed |= learn_name(l, &v->guarded, &v->nguarded, name);
	return changed;
}

/*
 * What a definition reads: the K_* and list entries of its own name and
 * of the names its body uses, nothing else.  When none of them changed
 * since it was last read, reading it again changes nothing, and
 * learn_rounds skips it.  Each reading has a time on the learner's
 * clock; each name, the time it last changed (its K_* or a list).
 */
static void
touch(struct learner *l, const char *name, uint32_t h)
{
	*strmap_put_h(&l->touched, name, h, 0) = l->clock;
	l->last_touch = l->clock;
}

/* Has name, of hash h, changed at or after time t? */
static int
touched_since(const struct learner *l, const char *name, uint32_t h, int t)
{
	const int	*w = strmap_get_h(&l->touched, name, h);

	return w != NULL && *w >= t;
}

/*
 * Would reading definition df of u, last read at time t (-1: never, 0:
 * settled before this learner began), change anything?  Changes made
 * while it was read count: reading it again might add to them.
 */
static int
stale(const struct learner *l, const struct defn *df, int t)
{
	const struct unit	*u = df->x;
	int			 j, d = df->st;

	if (t < 0)
		return 1;
	if (l->last_touch < t)
		return 0;
	if (touched_since(l, df->name, df->hash, t))
		return 1;
	for (j = d + 1; j < (int)u->nst && u->st[j].body == d; j++)
		if (u->st[j].kind == SK_INSN && touched_since(l,
		    u->st[j].name, strmap_hash(u->st[j].name), t))
			return 1;
	return 0;
}

/* Read definition df (define_effects), noting what changed. */
static int
learn_define(struct learner *l, const struct defn *df)
{
	int	 was = kinds_of(l, df->name, df->hash), changed;

	l->clock++;
	changed = define_effects(l, df->x, df->st, df->name, df->hash,
	    df->macro, df->overridable);
	if (changed || kinds_of(l, df->name, df->hash) != was)
		touch(l, df->name, df->hash);
	return changed;
}

/* Does the text at p start with the word w (in any case), a directive? */
static int
word_at(const char *p, const char *e, const char *w)
{
	size_t	 n = strlen(w);

	return *p == '.' && (size_t)(e - p) > n && strncasecmp(p, w, n) == 0 &&
	    (p[n] == ' ' || p[n] == '\t' || p[n] == '\n' || p[n] == '\r');
}

/*
 * Past the line at p, which keep_directives blanks: to its end, but
 * a comment it opens goes on (*comment), and a quote in a string or a
 * comment mark in one does not count.  The text ends in a NUL at e and
 * has none before it (header_at): strcspn runs to the next byte that
 * may change the state or end the line, a dozen bytes a step.
 */
static char *
skip_line(char *p, char *e, int *comment)
{
	int	 quote = 0;

	for (;;) {
		if (*comment)
			p += strcspn(p, "*\n");
		else if (quote == '"')
			p += strcspn(p, "\\\"\n");
		else if (quote)
			p += strcspn(p, "\\'\n");
		else
			p += strcspn(p, "\"'/\n");
		if (p >= e)
			return e;
		if (*comment) {
			if (p[0] == '*' && p[1] == '/') {
				*comment = 0;
				p += 2;
				continue;
			}
		} else if (quote) {
			if (*p == '\\' && p + 1 < e && p[1] != '\n') {
				p += 2;
				continue;
			}
			if (*p == quote) {
				quote = 0;
				p++;
				continue;
			}
		} else {
			if (*p == '"' || *p == '\'') {
				quote = *p++;
				continue;
			}
			if (p[0] == '/' && p[1] == '*') {
				*comment = 1;
				p += 2;
				continue;
			}
		}
		if (*p++ == '\n')
			return p;
	}
}

/* Does the line that ends at p (a newline) end in a \ and blanks? */
static int
continued(const char *b, const char *p)
{
	while (p > b && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\r' ||
	    p[-1] == '\f' || p[-1] == '\v'))
		p--;
	return p > b && p[-1] == '\\';
}

/*
 * Blank all but a header's preprocessor directives (with their
 * continuation lines and the comments they open) and its .macro
 * definitions, in place: learning reads only #define, .macro and
 * #include, and most of a header is C.  Comments
 * and literals on the blanked lines are followed, so that a #define
 * inside a comment stays out.  Line ends are kept.  1 if the header
 * has a .macro.
 */
static int
keep_directives(struct source *s)
{
	char	*b = s->buf, *e = b + s->len, *p = b, *o = b;
	int	 comment = 0, keep, quote, macro = 0, any = 0;

	while (p < e) {
		const char *q = p;

		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (!comment && word_at(q, e, ".macro"))
			any = ++macro;
		keep = !comment && q < e && (*q == '#' || macro > 0);
		if (!comment && macro > 0 && word_at(q, e, ".endm"))
			macro--;
		if (!keep) {
			p = skip_line(p, e, &comment);
			if (p[-1] == '\n')
				*o++ = '\n';
			continue;
		}
		/* copy the line, up to each byte that may change the state */
		quote = 0;
		for (;;) {
			size_t n = strcspn(p, comment ? "*\n" : quote == '"' ?
			    "\\\"\n" : quote ? "\\'\n" : "\"'/\n");

			if (o != p)
				memmove(o, p, n);
			o += n;
			p += n;
			if (p >= e)
				break;
			*o++ = *p;
			if (comment) {
				if (p[0] == '*' && p[1] == '/') {
					comment = 0;
					*o++ = '/';
					p += 2;
					continue;
				}
			} else if (quote) {
				if (*p == '\\' && p + 1 < e && p[1] != '\n') {
					*o++ = p[1];
					p += 2;
					continue;
				}
				if (*p == quote) {
					quote = 0;
					p++;
					continue;
				}
			} else if (*p == '"' || *p == '\'') {
				quote = *p++;
				continue;
			} else if (p[0] == '/' && p[1] == '*') {
				comment = 1;
				*o++ = '*';
				p += 2;
				continue;
			}
			if (*p++ != '\n')
				continue;
			quote = 0;
			/*
			 * A directive goes on in a comment, and after a \,
			 * blanks after it too, as cpp (with a warning) and
			 * scan.l's #define bodies read it.  Read in the copy:
			 * the text before p may be written over.
			 */
			if (!comment && !continued(b, o - 1))
				break;
		}
	}
	s->len = o - b;
	b[s->len] = b[s->len + 1] = '\0';
	/* what was cut goes back to malloc, for the next header */
	s->buf = xreallocarray(s->buf, s->len + 2, 1);
	source_index(s);
	return any;
}

/*
 * The first na bytes of a, then sep unless it is NUL, then b; made
 * without printf: a header is looked for in each -I directory, and
 * most of the paths tried are not there.
 */
static char *
join(const char *a, size_t na, char sep, const char *b)
{
	size_t	 nb = strlen(b), ns = sep != '\0';
	char	*k = xmalloc(na + ns + nb + 1);

	memcpy(k, a, na);
	k[na] = sep;
	memcpy(k + na + ns, b, nb + 1);
	return k;
}

/*
 * The header at path (which it takes), read and parsed once; -1 if no
 * file there can be opened.  One that is there but cannot be read, a
 * directory say, is found and teaches nothing.
 */
static int
header_at(char *path, const struct arch *arch)
{
	struct header	*h;
	char		*key, *cause;
	int		*id, macro, fd, rv;

	key = join(path, strlen(path), '\n', arch->name);
	if ((id = strmap_get(&cache.hdr_of, key)) != NULL) {
		free(key);
		free(path);
		return *id;
	}
	/* open, not access() then open: one lookup of the path */
	if ((fd = open(path, O_RDONLY)) == -1) {
		free(key);
		free(path);
		return -1;
	}
	ARRAY_RESERVE(cache.hdrs, cache.nhdrs, cache.caphdrs);
	h = &cache.hdrs[cache.nhdrs];
	memset(h, 0, sizeof(*h));
	h->path = path;
	h->arch = arch;
	strmap_put(&cache.hdr_of, cache_key(key), (int)cache.nhdrs);
	h->src = xcalloc(1, sizeof(*h->src));
	rv = source_load_fd(h->src, fd, path, &cause);
	close(fd);
	if (rv == -1) {
		free(cause);
		free(h->src);
		h->src = NULL;
		return (int)cache.nhdrs++;
	}
	if (memchr(h->src->buf, '\0', h->src->len) == NULL) {
		macro = keep_directives(h->src);
		h->u = xcalloc(1, sizeof(*h->u));
		h->u->src = h->src;
		h->u->arch = arch;
		h->u->cpp = 1;
		/*
		 * Most of a header's #defines are C constants that no file
		 * names: their bodies are parsed when a file's names reach
		 * them (resolve).  Not in a header with a .macro, which
		 * would take in the statements of a #define inside it
		 * (struct.c), nor with RGPP_LEARN_ALL, for the tests to
		 * compare the two ways.
		 */
		h->u->lazy = !macro && getenv("RGPP_LEARN_ALL") == NULL;
		diag_mute(1);
		if (unit_parse(h->u) != 0) {
			unit_free(h->u);
			free(h->u);
			h->u = NULL;
		} else {
			(void)structure(h->u);	/* links .macro bodies */
			defs_of(h->u, &h->defs);
		}
		diag_mute(0);
	}
	return (int)cache.nhdrs++;
}

/* The spelling of an #include's file name: "x" or <x>, or NULL. */
static char *
include_name(const struct unit *u, const struct stmt *s)
{
	const char	*b = u->src->buf + s->start, *e = u->src->buf + s->end;
	const char	*p, *q;

	for (p = b; p < e && *p != '"' && *p != '<'; p++)
		;
	if (p == e)
		return NULL;
	for (q = p + 1; q < e && *q != (*p == '"' ? '"' : '>'); q++)
		;
	if (q == e)
		return NULL;
	return xstrndup(p, q - p + 1);
}

/*
 * The header an #include names (looked up next to the including file
 * for "x", then in the -I directories), or -1.
 */
static int
find_header(const struct learner *l, const struct unit *u,
    const struct stmt *s)
{
	char		*spell, *name, *key, *path, *slash;
	const char	*dir;
	size_t		 i;
	int		*hit, id = -1;

	if ((spell = include_name(u, s)) == NULL)
		return -1;
	slash = strrchr(u->src->name, '/');
	dir = *spell == '"' ? u->src->name : "";
	xasprintf(&key, "%s\n%.*s\n%s", u->arch->name, *spell == '"' &&
	    slash ? (int)(slash - dir + 1) : 0, dir, spell);
	if ((hit = strmap_get(&cache.found, key)) != NULL) {
		free(key);
		free(spell);
		return *hit;
	}
	name = xstrndup(spell + 1, strlen(spell) - 2);
	if (*spell == '"') {
		path = join(dir, slash ? (size_t)(slash - dir + 1) : 0, '\0',
		    name);
		id = header_at(path, u->arch);
	}
	for (i = 0; id == -1 && i < l->base->nincdirs; i++) {
		path = join(l->base->incdirs[i], strlen(l->base->incdirs[i]),
		    '/', name);
		id = header_at(path, u->arch);
	}
	strmap_put(&cache.found, cache_key(key), id);
	free(name);
	free(spell);
	return id;
}

/*
 * The headers the #include lines of header id find, in order, looked up
 * once: a batch run reads the same headers from every file.
 */
static void
header_includes(const struct learner *l, int id)
{
	struct header	*h = &cache.hdrs[id];
	struct unit	*u = h->u;
	size_t		 i, cap = 0;
	int		 found, *inc = NULL;

	h->incdone = 1;
	for (i = 0; i < u->nst; i++) {
		if (u->st[i].kind != SK_CPP || u->st[i].cpp != CPP_INCLUDE)
			continue;
		/* find_header may move cache.hdrs */
		if ((found = find_header(l, u, &u->st[i])) == -1)
			continue;
		ARRAY_RESERVE(inc, cache.hdrs[id].ninc, cap);
		inc[cache.hdrs[id].ninc++] = found;
	}
	cache.hdrs[id].inc = inc;
}

/* Take header id, found by an #include, into l and what it includes. */
static void
read_header(struct learner *l, int id, int depth)
{
	size_t	 k;

	/* marks, not searches: a Linux file reaches 170 headers */
	if (cache.hdrs[id].readmark != cache.nresets + 1) {
		cache.hdrs[id].readmark = cache.nresets + 1;
		ARRAY_RESERVE(cache.read, cache.nread, cache.capread);
		cache.read[cache.nread++] = id;
	}
	if (cache.hdrs[id].u == NULL || cache.hdrs[id].unitmark ==
	    cache.nlearns)
		return;
	cache.hdrs[id].unitmark = cache.nlearns;
	l->ids[l->nunits] = id;
	l->defs[l->nunits] = cache.hdrs[id].defs;
	l->units[l->nunits++] = cache.hdrs[id].u;
	if (depth + 1 >= MAX_DEPTH)
		return;
	if (!cache.hdrs[id].incdone)
		header_includes(l, id);
	for (k = 0; k < cache.hdrs[id].ninc && l->nunits < MAX_UNITS; k++)
		read_header(l, cache.hdrs[id].inc[k], depth + 1);
}

/*
 * Gather the headers a file includes, depth first, each once (at most
 * MAX_UNITS, MAX_DEPTH deep).
 */
static void
read_headers(struct learner *l, struct unit *u)
{
	size_t	 i;
	int	 id;

	for (i = 0; i < u->nst && l->nunits < MAX_UNITS; i++) {
		if (u->st[i].kind != SK_CPP || u->st[i].cpp != CPP_INCLUDE)
			continue;
		if ((id = find_header(l, u, &u->st[i])) != -1)
			read_header(l, id, 0);
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

/* out = a copy of in whose lists can grow (the names are borrowed). */
static void
vocab_copy(struct vocab *out, const struct vocab *in)
{
	*out = *in;
	out->entry = copy_list(in->entry, in->nentry);
	out->end = copy_list(in->end, in->nend);
	out->ret = copy_list(in->ret, in->nret);
	out->cfi_entry = copy_list(in->cfi_entry, in->ncfi);
	out->retmac = copy_list(in->retmac, in->nretmac);
	out->annot = copy_list(in->annot, in->nannot);
	out->guarded = copy_list(in->guarded, in->nguarded);
	out->typemac = copy_list(in->typemac, in->ntypemac);
	out->gtail = copy_list(in->gtail, in->ngtail);
	out->jumpmac = copy_list(in->jumpmac, in->njumpmac);
	out->labmac = copy_list(in->labmac, in->nlabmac);
	out->argmac = copy_list(in->argmac, in->nargmac);
	out->globmac = copy_list(in->globmac, in->nglobmac);
	out->owned = NULL;
	out->nowned = 0;
}

/*
 * The offset in x's text of the name an #ifndef NAME or #if
 * !defined(NAME) tests, or -1 for any other conditional.
 */
static int
ifndef_of(const struct unit *x, const struct stmt *s)
{
	const char	*b = x->src->buf, *p = b + s->start, *e = b + s->end;

	while (p < e && *p != '#')
		p++;
	for (p++; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	if (s->cpp == CPP_IFNDEF)
		p += 6;
	else if (s->cpp == CPP_IF && (size_t)(e - p) > 2 && p[0] == 'i' &&
	    p[1] == 'f') {
		for (p += 2; p < e && (*p == ' ' || *p == '\t'); p++)
			;
		if (p >= e || *p != '!')
			return -1;
		for (p++; p < e && (*p == ' ' || *p == '\t'); p++)
			;
		if ((size_t)(e - p) < 7 || strncmp(p, "defined", 7) != 0)
			return -1;
		p += 7;
	} else
		return -1;
	while (p < e && (*p == ' ' || *p == '\t' || *p == '('))
		p++;
	return p < e ? (int)(p - b) : -1;
}

/* Does the name at offset off of x's text read name? */
static int
guarded_by(const struct unit *x, int off, const char *name)
{
	size_t	 n = strlen(name);
	char	 c;

	if ((size_t)off + n > x->src->len ||
	    strncmp(x->src->buf + off, name, n) != 0)
		return 0;
	c = x->src->buf[off + n];
	return !(isalnum((unsigned char)c) || c == '_');
}

/*
 * The name a #define or .macro at s defines, or NULL for other lines
 * and for a .macro that as ignores, named as one of its directives.
 */
static const char *
definition(struct unit *x, const struct stmt *s)
{
	const char	*name;

	if (s->kind == SK_DEFINE)
		return s->name;
	if (s->kind == SK_INSN && s->nops > 0 && (s->flags & SF_MACRO) == 0 &&
	    dir_is(s->name, ".macro") &&
	    !arch_pseudo_op(x->arch, name = macro_name(x, s)))
		return name;
	return NULL;
}

/*
 * The definitions of x, with what learn_rounds needs of each: whether
 * a #define is overridable, under #ifndef NAME (define_effects).
 */
static void
defs_of(struct unit *x, struct defs *out)
{
	int		 guard[64];	/* per open #if: its #ifndef NAME, or -1 */
	int		 ifs[64], brs[64];	/* its statement, branch */
	int		 depth = 0, i;
	size_t		 j, k, cap = 0;
	const char	*name;

	memset(out, 0, sizeof(*out));
	for (j = 0, k = 0; j < x->nst; j++) {
		const struct stmt *s = &x->st[j];
		struct defn *df;

		if (s->kind == SK_CPP) {
			if (s->cpp == CPP_IF || s->cpp == CPP_IFDEF ||
			    s->cpp == CPP_IFNDEF) {
				if (depth < 64) {
					guard[depth] = ifndef_of(x, s);
					ifs[depth] = (int)j;
					brs[depth] = 0;
				}
				depth++;
			} else if (s->cpp == CPP_ELSE || s->cpp == CPP_ELIF) {
				if (depth > 0 && depth <= 64) {
					guard[depth - 1] = -1;
					brs[depth - 1]++;
				}
			} else if (s->cpp == CPP_ENDIF)
				depth -= depth > 0;
			continue;
		}
		if ((name = definition(x, s)) == NULL)
			continue;
		ARRAY_RESERVE(out->d, out->n, cap);
		df = &out->d[out->n++];
		df->name = name;
		df->hash = strmap_hash(name);
		df->x = x;
		df->st = (int)j;
		while (k < x->nskipped && x->skipped[k].st < (int)j)
			k++;
		df->skipped = k < x->nskipped && x->skipped[k].st == (int)j ?
		    (int)k : -1;
		df->macro = s->kind != SK_DEFINE;
		df->overridable = s->kind == SK_DEFINE && depth > 0 &&
		    depth <= 64 && guard[depth - 1] != -1 &&
		    guarded_by(x, guard[depth - 1], s->name);
		df->home = x;
		df->np = depth > HDEF_IFS ? HDEF_IFS + 1 : depth;
		for (i = 0; i < depth && i < HDEF_IFS; i++) {
			df->pg[i] = ifs[i];
			df->pb[i] = (unsigned char)brs[i];
		}
	}
}

/*
 * Learn from the #define bodies of units from..to (then from lastdefs,
 * the file's own, if not NULL) until a round changes nothing another
 * would read (a K_* as well as a list: stale), at most 8 rounds; 1 if
 * a list or a name's plainness changed.  Stopping as soon as no list
 * changed, as it used to, could leave a name's K_* newer than the
 * definitions that read it, so that what was learned depended on what
 * else was read in the same rounds.  settled: the headers' rounds
 * read those of the units before to and they have nothing more to
 * teach; only the definitions a change may concern are read again
 * (stale).  If settles is not NULL, *settles tells whether the
 * same holds at the end of these rounds.
 */
static int
learn_rounds(struct learner *l, size_t from, size_t to,
    const struct defs *lastdefs, int settled, int *settles)
{
	size_t	 i, j, k = 0, nwhen = 0, capwhen = 0;
	int	 changed, any = 0, round, start, *when = NULL;

	for (round = 0; round < 8; round++) {
		changed = 0;
		start = l->clock;
		k = 0;
		for (i = from; i <= to; i++) {
			const struct defs *dx = i < to ? &l->defs[i] :
			    lastdefs;
			if (dx == NULL)
				continue;
			for (j = 0; j < dx->n; j++) {
				if (round == 0) {
					ARRAY_RESERVE(when, nwhen, capwhen);
					when[nwhen++] = i < to && settled ? 0 :
					    -1;
				}
				if (!stale(l, &dx->d[j], when[k])) {
					k++;
					continue;
				}
				when[k++] = l->clock + 1;
				changed |= learn_define(l, &dx->d[j]);
			}
		}
		any |= changed;
		if (l->last_touch <= start)
			break;	/* nothing read again would change */
	}
	if (settles != NULL) {
		/* would another round have read anything? */
		*settles = 1;
		for (k = 0, i = from; i <= to && *settles; i++) {
			const struct defs *dx = i < to ? &l->defs[i] :
			    lastdefs;
			if (dx == NULL)
				continue;
			for (j = 0; j < dx->n && *settles; j++)
				*settles = !stale(l, &dx->d[j], when[k++]);
		}
	}
	free(when);
	return any;
}

/*
 * Where a conditional leaves protection: 1 in the branch for it on
 * (#ifdef _RET_PROTECTOR), 2 in the branch for it off, 0 elsewhere.
 */
static int
guard_state(const struct unit *u, const struct stmt *s)
{
	const char	*b = u->src->buf + s->start;
	size_t		 n = s->end - s->start;
	int		 neg;

	if (memmem(b, n, "_RET_PROTECTOR", 14) == NULL)
		return 0;
	neg = (s->kind == SK_CPP && s->cpp == CPP_IFNDEF) ||
	    (s->kind == SK_INSN && dir_is(s->name, ".ifndef")) ||
	    memchr(b, '!', n) != NULL;
	return neg ? 2 : 1;
}

/*
 * Report, through add, each RETGUARD_START or RETGUARD_END (or their
 * NOCFI forms) that a #define or .macro of u defines empty, either
 * unconditionally or in the branch of a conditional for protection on
 * (#ifdef _RET_PROTECTOR): the protection it stands for would not be
 * there.  Other conditionals (#if __has_include(...) #else) choose a
 * fallback, which is no finding.
 */
static void
empty_guards(struct unit *u, void (*add)(void *, const struct unit *,
    size_t, const char *), void *arg)
{
	static const char *const names[] = { "RETGUARD_START",
	    "RETGUARD_END", "RETGUARD_START_NOCFI", "RETGUARD_END_NOCFI",
	    "RETGUARD_RETS", "RETGUARD_RETS_NOCFI", NULL };
	int	 stack[64], depth = 0, off, on, k;
	size_t	 i;

	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];
		const char *name;

		if ((s->kind == SK_CPP && (s->cpp == CPP_IF ||
		    s->cpp == CPP_IFDEF || s->cpp == CPP_IFNDEF)) ||
		    (s->kind == SK_INSN && s->cond == COND_IF &&
		    s->name[0] == '.')) {
			if (depth < 64)
				stack[depth] = guard_state(u, s);
			depth++;
		} else if ((s->kind == SK_CPP && (s->cpp == CPP_ELSE ||
		    s->cpp == CPP_ELIF)) || (s->kind == SK_INSN &&
		    s->cond == COND_ELSE && s->name[0] == '.')) {
			if (depth > 0 && depth <= 64 && stack[depth - 1] != 0)
				stack[depth - 1] = 3 - stack[depth - 1];
		} else if ((s->kind == SK_CPP && s->cpp == CPP_ENDIF) ||
		    (s->kind == SK_INSN && s->cond == COND_ENDIF &&
		    s->name[0] == '.'))
			depth -= depth > 0;
		name = definition(u, s);
		if (name == NULL || !arch_streq_any(name, names))
			continue;
		/* unconditional, or in the branch for protection on */
		for (on = depth == 0, off = 0, k = 0; k < depth && k < 64; k++) {
			off |= stack[k] == 2;
			on |= stack[k] == 1;
		}
		if (off || !on ||
		    (i + 1 < u->nst && u->st[i + 1].body == (int)i))
			continue;
		add(arg, u, s->start, name);
	}
}

/* Keep an empty definition found in a header, for every file after. */
static void
keep_bad(void *arg, const struct unit *u, size_t off, const char *name)
{
	struct bads	*b = arg;

	ARRAY_RESERVE(b->v, b->n, b->cap);
	b->v[b->n].src = u->src;
	b->v[b->n].off = off;
	b->v[b->n].name = name;
	b->n++;
}

/* The empty definitions of header id, found once for every set. */
static const struct bads *
header_bad(int id)
{
	struct header	*h = &cache.hdrs[id];

	if (h->bad == NULL) {
		h->bad = xcalloc(1, sizeof(*h->bad));
		empty_guards(h->u, keep_bad, h->bad);
	}
	return h->bad;
}

/* Report an empty definition. */
static void
say_bad(void *arg, const struct unit *u, size_t off, const char *name)
{
	(void)arg;
	diag(u->src, off, D_EMPTY_GUARD, name);
}

/* The set of headers gathered in l, indexed once for every file. */
static const struct hset *
header_set(const struct learner *l, const struct unit *u)
{
	struct hset	*ls;
	char		*key;
	size_t		 i, k, len, cap, n = 0, nunits = 0;
	int		*hit, *head, j;

	/*
	 * A header that defines nothing teaches nothing: leaving it out
	 * lets files that include one of their own (glibc's svml_*_core.S
	 * wrappers) share the index of the headers they have in common.
	 */
	for (i = 0; i < l->nunits; i++)
		nunits += l->defs[i].n > 0;
	cap = strlen(u->arch->name) + 12 * nunits + 2;
	key = xmalloc(cap);
	len = (size_t)snprintf(key, cap, "%s", u->arch->name);
	for (i = 0; i < l->nunits; i++)
		if (l->defs[i].n > 0)
			len += (size_t)snprintf(key + len, cap - len, ",%d",
			    l->ids[i]);
	if ((hit = strmap_get(&cache.set_of, key)) != NULL) {
		free(key);
		return cache.sets[*hit];
	}
	ARRAY_RESERVE(cache.sets, cache.nsets, cache.capsets);
	ls = cache.sets[cache.nsets] = xcalloc(1, sizeof(*ls));
	ls->key = key;
	ls->units = xcalloc(nunits + 1, sizeof(*ls->units));
	ls->defs = xcalloc(nunits + 1, sizeof(*ls->defs));
	for (i = 0; i < l->nunits; i++)
		if (l->defs[i].n > 0) {
			const struct bads *b = header_bad(l->ids[i]);

			ls->units[ls->nunits] = l->units[i];
			ls->defs[ls->nunits++] = l->defs[i];
			n += l->defs[i].n;
			for (k = 0; k < b->n; k++) {
				ARRAY_RESERVE(ls->bad.v, ls->bad.n,
				    ls->bad.cap);
				ls->bad.v[ls->bad.n++] = b->v[k];
			}
		}
	ls->refs = xcalloc(n + 1, sizeof(*ls->refs));
	strmap_init(&ls->first);
	strmap_reserve(&ls->first, n);
	/* backwards, so that each chain is in order */
	for (i = ls->nunits; i-- > 0; )
		for (j = (int)ls->defs[i].n; j-- > 0; ) {
			const struct defn *df = &ls->defs[i].d[j];
			struct dref *r = &ls->refs[ls->nrefs];

			head = strmap_put_h(&ls->first, df->name, df->hash, -1);
			r->unit = (int)i;
			r->def = j;
			r->next = *head;
			*head = (int)ls->nrefs++;
			ls->nmacros += df->macro;
		}
	/* the map keeps a pointer to the key, not to the set */
	strmap_put(&cache.set_of, ls->key, (int)cache.nsets);
	cache.nsets++;
	return ls;
}

/*
 * Parse the body of a header's #define that unit_parse skipped: the
 * directive's line on its own, as the header's parse would have read it
 * (from the start of a line, with the same scanner), into a unit of its
 * own that the cache keeps.  df then names the #define in that unit.
 */
static void
resolve(struct defn *df)
{
	const struct unit	*x = df->x;
	const struct skipped	*k;
	struct unit		*m;
	size_t			 n;
	int			 errors;

	if (df->skipped == -1)
		return;
	k = &x->skipped[df->skipped];
	n = k->end - k->start + (k->end < x->src->len);	/* its newline */
	m = xcalloc(1, sizeof(*m));
	m->src = xcalloc(1, sizeof(*m->src));
	m->src->name = xstrdup(x->src->name);
	m->src->buf = xmalloc(n + 2);
	memcpy(m->src->buf, x->src->buf + k->start, n);
	m->src->buf[n] = m->src->buf[n + 1] = '\0';
	m->src->len = n;
	source_index(m->src);
	m->arch = x->arch;
	m->cpp = 1;
	diag_mute(1);
	errors = unit_parse(m);
	if (errors == 0)
		errors = structure(m);
	diag_mute(0);
	ARRAY_RESERVE(cache.minis, cache.nminis, cache.capminis);
	cache.minis[cache.nminis++] = m;
	df->skipped = -1;
	/*
	 * The header's scan of this line found no error, and the grammar
	 * takes any tokens in a body; should that ever not hold, the
	 * #define stays as it is, empty.
	 */
	if (errors != 0 || m->nst == 0 || m->st[0].kind != SK_DEFINE)
		return;
	if (x->st[df->st].flags & SF_INACTIVE) {	/* under #if 0 */
		for (n = 0; n < m->nst; n++)
			m->st[n].flags |= SF_INACTIVE;
	}
	df->x = m;
	df->st = 0;
}

/* Order of indices in a set's refs: the last made first. */
static int
by_ref(const void *a, const void *b)
{
	int	 x = *(const int *)a, y = *(const int *)b;

	return x > y ? -1 : x < y;
}

/*
 * Add name, of hash h, to need and to the work list if it is new and
 * the headers of ls define it: a file's other names (its labels, most
 * of its mnemonics) reach nothing, and need stays small.
 */
static void
need_name(const struct hset *ls, struct strmap *need, struct defn **work,
    size_t *n, size_t *cap, const char *name, uint32_t h)
{
	int	*was;

	if (strmap_get_h(&ls->first, name, h) == NULL)
		return;
	was = strmap_put_h(need, name, h, 0);
	if (*was)
		return;
	*was = 1;
	ARRAY_RESERVE(*work, *n, *cap);
	(*work)[*n].name = name;
	(*work)[(*n)++].hash = h;
}

/*
 * The names whose definitions in the headers of ls can matter to u:
 * every name u's statements and definitions use, each name the body of
 * a header's definition of one of those uses, and so on.  What reading
 * a definition teaches depends only on its body and on what is known of
 * its own name and of the names its body uses (stale()), and what the
 * analysis asks of the vocabulary is asked of the names of u's
 * statements; so learning only the definitions of these names gives
 * each of them what learning every definition would.  The definitions
 * of those names go to *out, as indices in ls->refs, in the order of
 * the units and of the definitions in each; their number is returned.
 */
static size_t
reach(const struct hset *ls, const struct unit *u, const struct defs *own,
    int **out)
{
	struct strmap	 need;
	struct defn	*work = NULL;
	size_t		 i, n = 0, cap = 0, nhits = 0, caphits = 0;
	int		*hit, *hits = NULL, r, j, d;

	*out = NULL;
	if (ls->first.n == 0)
		return 0;		/* no header defines anything */
	strmap_init(&need);
	for (i = 0; i < u->nst; i++)
		if (u->st[i].name != NULL)
			need_name(ls, &need, &work, &n, &cap, u->st[i].name,
			    strmap_hash(u->st[i].name));
	for (i = 0; i < own->n; i++)
		need_name(ls, &need, &work, &n, &cap, own->d[i].name,
		    own->d[i].hash);
	while (n > 0) {
		n--;
		hit = strmap_get_h(&ls->first, work[n].name, work[n].hash);
		for (r = hit != NULL ? *hit : -1; r != -1;
		    r = ls->refs[r].next) {
			struct defn *df =
			    &ls->defs[ls->refs[r].unit].d[ls->refs[r].def];
			const struct unit *x;

			resolve(df);
			ARRAY_RESERVE(hits, nhits, caphits);
			hits[nhits++] = r;
			x = df->x;
			d = df->st;
			for (j = d + 1; j < (int)x->nst && x->st[j].body == d;
			    j++)
				if (x->st[j].name != NULL)
					need_name(ls, &need, &work, &n,
					    &cap, x->st[j].name,
					    strmap_hash(x->st[j].name));
		}
	}
	free(work);
	strmap_free(&need);
	/* header_set numbered the definitions from the last one back */
	if (nhits > 1)
		qsort(hits, nhits, sizeof(*hits), by_ref);
	*out = hits;
	return nhits;
}

/*
 * Fill out with base plus what the #define bodies of u and its headers
 * teach.  Diagnostics about the headers are not shown, but for empty
 * definitions of the RETGUARD macros, in them or in the file.  What the
 * headers teach is learned first, from the definitions the file's names
 * reach (reach; with RGPP_LEARN_ALL set in the environment, from all of
 * them: the same result, slower, for the tests to compare); the file's
 * own #defines then add to it, and if they teach anything, the headers
 * are read again with that knowledge.
 */
void
learn(struct unit *u, const struct vocab *base, struct vocab *out)
{
	struct learner		 l, hl;
	const struct hset	*ls;
	struct defs		 own, *mine;
	struct defn		*picked;
	size_t			 i, j, k = 0, n = 0, nhits = 0;
	int			 settled, all, *hits = NULL;

	memset(&l, 0, sizeof(l));
	l.base = base;
	cache.nlearns++;
	read_headers(&l, u);
	ls = header_set(&l, u);
	defs_of(u, &own);
	all = getenv("RGPP_LEARN_ALL") != NULL;
	if (all) {
		for (i = 0; i < ls->nunits; i++)
			nhits += ls->defs[i].n;
	} else
		nhits = reach(ls, u, &own, &hits);
	memset(&hl, 0, sizeof(hl));
	hl.base = base;
	hl.nunits = ls->nunits;
	mine = xcalloc(ls->nunits + 1, sizeof(*mine));
	picked = xcalloc(nhits + 1, sizeof(*picked));
	for (i = 0; i < ls->nunits; i++) {
		mine[i].d = picked + n;
		if (all) {
			for (j = 0; j < ls->defs[i].n; j++) {
				resolve(&ls->defs[i].d[j]);
				mine[i].d[mine[i].n++] = ls->defs[i].d[j];
			}
		} else {
			for (; k < nhits && ls->refs[hits[k]].unit == (int)i;
			    k++)
				mine[i].d[mine[i].n++] =
				    ls->defs[i].d[ls->refs[hits[k]].def];
		}
		hl.units[i] = ls->units[i];
		hl.defs[i] = mine[i];
		n += mine[i].n;
	}
	free(hits);
	strmap_init(&hl.kinds);
	strmap_reserve(&hl.kinds, n);
	strmap_reserve(&hl.touched, n);
	hl.last_touch = -1;
	vocab_copy(out, base);
	out->hdefs = &ls->first;
	out->hset = ls;
	hl.v = out;
	learn_rounds(&hl, 0, hl.nunits, NULL, 0, &settled);
	strmap_free(&hl.touched);

	/* the file's own definitions, on top of the headers' */
	l.v = out;
	l.inherited = &hl.kinds;
	l.nunits = hl.nunits;
	memcpy(l.units, hl.units, hl.nunits * sizeof(*l.units));
	memcpy(l.defs, hl.defs, hl.nunits * sizeof(*l.defs));
	strmap_init(&l.kinds);
	l.last_touch = -1;
	for (i = 0; i < ls->bad.n; i++)
		diag(ls->bad.v[i].src, ls->bad.v[i].off, D_EMPTY_GUARD,
		    ls->bad.v[i].name);
	empty_guards(u, say_bad, NULL);
	if (learn_rounds(&l, l.nunits, l.nunits, &own, 0, NULL))
		learn_rounds(&l, 0, l.nunits, &own, settled, NULL);
	free(own.d);
	free(picked);
	free(mine);
	strmap_free(&hl.kinds);
	strmap_free(&l.kinds);
	strmap_free(&l.touched);
	/* out keeps the names both learners learned */
	out->owned = xreallocarray(hl.owned, hl.nowned + l.nowned + 1,
	    sizeof(*out->owned));
	if (l.nowned > 0)
		memcpy(out->owned + hl.nowned, l.owned, l.nowned *
		    sizeof(*l.owned));
	out->nowned = hl.nowned + l.nowned;
	free(l.owned);
}

/*
 * The .macro of the headers that v was learned from named name, for
 * flow.c to read at a use: its unit and statement.  0 if the headers
 * define the name more than once (#ifdef branches: rgpp cannot tell
 * which), as a #define, inside one, only under #if 0, or not at all.
 */
int
learn_hmacro(const struct vocab *v, const char *name,
    const struct unit **u, int *st)
{
	const struct hset	*ls = v->hset;
	const struct defn	*df;
	const int		*r;

	if (ls == NULL || (r = strmap_get(&ls->first, name)) == NULL ||
	    ls->refs[*r].next != -1)
		return 0;
	df = &ls->defs[ls->refs[*r].unit].d[ls->refs[*r].def];
	if (!df->macro || (df->x->st[df->st].flags & (SF_INACTIVE |
	    SF_DEFINE)))
		return 0;
	*u = df->x;
	*st = df->st;
	return 1;
}

/*
 * The branch of the #if at g of x that an assembler source takes when
 * the #if tests whether it is one (#ifdef __ASSEMBLER__, which cpp
 * defines for a .S; #ifndef __ASSEMBLY__, which Linux defines; #if
 * !defined(...)): 0 or 1; -1 for any other #if.  Linux's frame.h
 * defines FRAME_BEGIN as a .macro for assembler and as a string for C.
 */
static int
asm_branch(const struct unit *x, int g)
{
	const struct stmt	*s = &x->st[g];
	const char		*p = x->src->buf + s->start;
	const char		*e = x->src->buf + s->end;
	int			 neg = s->cpp == CPP_IFNDEF;
	size_t			 n;

	p += strspn(p, " \t#");
	if (s->cpp == CPP_IFDEF || s->cpp == CPP_IFNDEF)
		p += s->cpp == CPP_IFDEF ? 5 : 6;
	else if (s->cpp == CPP_IF && e - p > 2 && strncmp(p, "if", 2) == 0) {
		p += 2;
		p += strspn(p, " \t");
		if (p < e && *p == '!') {
			neg = 1;
			p++;
			p += strspn(p, " \t");
		}
		if (e - p < 7 || strncmp(p, "defined", 7) != 0)
			return -1;
		p += 7;
		p += strspn(p, " \t(");
	} else
		return -1;
	p += strspn(p, " \t");
	if (e - p >= 13 && strncmp(p, "__ASSEMBLER__", 13) == 0)
		n = 13;
	else if (e - p >= 12 && strncmp(p, "__ASSEMBLY__", 12) == 0)
		n = 12;
	else
		return -1;
	p += n;
	p += strspn(p, " \t)");
	if (p < e && *p != '/' && *p != '\n')
		return -1;	/* && more */
	return neg;
}

/*
 * The definitions of name in the headers that v was learned from, for
 * flow.c to read at a use: up to max of them in out, each with the
 * #if branch it is under; the number there are.  Not those under #if 0
 * or made by another macro's body (asm.h's RETGUARD_RETS has .macro
 * ret).  0 if the name is not a header's.
 */
int
learn_hdefs(const struct vocab *v, const char *name, struct hdef *out,
    int max)
{
	const struct hset	*ls = v->hset;
	struct defn		*df;
	const int		*r;
	int			 i, k, b, n = 0;

	if (ls == NULL || (r = strmap_get(&ls->first, name)) == NULL)
		return 0;
	for (i = *r; i != -1; i = ls->refs[i].next) {
		df = &ls->defs[ls->refs[i].unit].d[ls->refs[i].def];
		for (k = 0; k < df->np && k < HDEF_IFS; k++)
			if ((b = asm_branch(df->home, df->pg[k])) != -1 &&
			    b != df->pb[k])
				break;
		if (k < df->np && k < HDEF_IFS)
			continue;	/* for C only */
		resolve(df);
		if (df->x->st[df->st].flags & (SF_INACTIVE | SF_DEFINE))
			continue;
		if (n < max) {
			out[n].u = df->x;
			out[n].st = df->st;
			out[n].home = df->home;
			out[n].pg = df->pg;
			out[n].pb = df->pb;
			out[n].np = df->np;
		}
		n++;
	}
	return n;
}

/*
 * Does any header that v was learned from define a .macro name that as
 * may see: not inside a #define body (asm.h's RETGUARD_RETS has .macro
 * ret), under #if 0 or for C only?  A use of the name is then the
 * macro's, whatever its case, even one of an instruction's name.
 */
int
learn_hdefines_macro(const struct vocab *v, const char *name)
{
	const struct hset	*ls = v->hset;
	const struct defn	*df;
	const int		*r;
	int			 i, k, b;

	if (ls == NULL || ls->nmacros == 0 ||
	    (r = strmap_get(&ls->first, name)) == NULL)
		return 0;
	for (i = *r; i != -1; i = ls->refs[i].next) {
		df = &ls->defs[ls->refs[i].unit].d[ls->refs[i].def];
		if (!df->macro || (df->x->st[df->st].flags & (SF_DEFINE |
		    SF_INACTIVE)))
			continue;
		for (k = 0; k < df->np && k < HDEF_IFS; k++)
			if ((b = asm_branch(df->home, df->pg[k])) != -1 &&
			    b != df->pb[k])
				break;
		if (k == df->np || k == HDEF_IFS)
			return 1;
	}
	return 0;
}

/* Start a new list of the headers learn() finds (learn_read()). */
void
learn_read_reset(void)
{
	cache.nread = 0;
	cache.nresets++;
}

/*
 * The paths of the headers learn() found since learn_read_reset(),
 * each once, in the order found (also those it could not parse: a
 * change to one may change what rgpp makes of the file).  *n gets
 * their number; the paths live until learn_forget().
 */
const char **
learn_read(size_t *n)
{
	size_t	 i;

	if (cache.nread > cache.cappaths) {
		cache.paths = xreallocarray(cache.paths, cache.nread,
		    sizeof(*cache.paths));
		cache.cappaths = cache.nread;
	}
	for (i = 0; i < cache.nread; i++)
		cache.paths[i] = cache.hdrs[cache.read[i]].path;
	*n = cache.nread;
	return cache.paths;
}

/* Forget the headers and their sets kept across files. */
void
learn_forget(void)
{
	size_t	 i;

	for (i = 0; i < cache.nhdrs; i++) {
		struct header *h = &cache.hdrs[i];
		if (h->u != NULL) {
			unit_free(h->u);
			free(h->u);
		}
		if (h->src != NULL) {
			source_free(h->src);
			free(h->src);
		}
		free(h->path);
		free(h->inc);
		free(h->defs.d);
		if (h->bad != NULL)
			free(h->bad->v);
		free(h->bad);
	}
	for (i = 0; i < cache.nsets; i++) {
		free(cache.sets[i]->units);
		free(cache.sets[i]->defs);
		free(cache.sets[i]->refs);
		strmap_free(&cache.sets[i]->first);
		free(cache.sets[i]->key);
		free(cache.sets[i]->bad.v);
		free(cache.sets[i]);
	}
	for (i = 0; i < cache.nminis; i++) {
		unit_free(cache.minis[i]);
		source_free(cache.minis[i]->src);
		free(cache.minis[i]->src);
		free(cache.minis[i]);
	}
	free(cache.minis);
	for (i = 0; i < cache.nkeys; i++)
		free(cache.keys[i]);
	free(cache.hdrs);
	free(cache.sets);
	free(cache.keys);
	free(cache.read);
	free(cache.paths);
	strmap_free(&cache.hdr_of);
	strmap_free(&cache.found);
	strmap_free(&cache.set_of);
	memset(&cache, 0, sizeof(cache));
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
	free(v->annot);
	free(v->guarded);
	free(v->typemac);
	free(v->gtail);
	free(v->jumpmac);
	free(v->labmac);
	free(v->argmac);
	free(v->globmac);
}
