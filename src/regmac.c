/*
 * regmac.c: registers named by macros.  An x86 operand may name its
 * register through cpp (%RSP_LP, %_ASM_SP, %VEC(1)); the analysis
 * reads it as the register the macro expands to, by a small expander
 * of the #define bodies of the file and of the headers it reads.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "source.h"
#include "unit.h"
#include "arch.h"
#include "analysis.h"

/*
 * What a register named by a macro can be, as cpp would expand it:
 * each definition that rgpp reads is taken (each branch of an #if),
 * so the result is a set (Linux's _ASM_SP is __ASM_REG(sp), which is
 * __ASM_SEL_RAW(esp, rsp), which is esp or rsp).  Only what such names
 * need: parameters, ## and GNU's , ## __VA_ARGS__; a body of one line
 * without comments.
 */
#define EX_MAX		8	/* results of one expansion */
#define EX_LEN		160	/* bytes of each: a statement or two */
/*
 * In depth, the expansion of a use as an instruction (def_stmts): ';'
 * separates statements and one blank is kept where the text has
 * blanks, instead of a register's name alone.
 */
#define EX_STMTS	0x100
#define EX_DEPTH	0xff

struct exset {
	int	 n;
	char	 s[EX_MAX][EX_LEN];
};

static int	 ex_text(const struct analysis *, const char *, size_t,
		    struct exset *, int *, int);

/* Is t (n bytes) a name: a letter or _, then letters, digits and _? */
static size_t
ex_name(const char *t, size_t n)
{
	size_t	 k = 0;

	if (n == 0 || (!isalpha((unsigned char)t[0]) && t[0] != '_'))
		return 0;
	while (k < n && (isalnum((unsigned char)t[k]) || t[k] == '_'))
		k++;
	return k;
}

/*
 * The parameters of the #define at h of x (its text after the name, up
 * to ')') in p, p[i] of pn[i] bytes; the number, -1 if object-like, -2
 * if more than max.
 */
static int
ex_params(const struct unit *x, int h, const char **p, size_t *pn, int max)
{
	const struct stmt	*d = &x->st[h];
	const char		*t = x->src->buf + d->start + strlen(d->name);
	const char		*e = x->src->buf + d->end;
	int			 n = 0;

	if (t >= e || *t != '(')
		return -1;
	for (t++; t < e && *t != ')'; ) {
		while (t < e && (*t == ' ' || *t == '\t' || *t == ','))
			t++;
		if (t < e && *t == ')')
			break;
		if (n == max)
			return -2;
		p[n] = t;
		while (t < e && *t != ',' && *t != ')' && *t != ' ' &&
		    *t != '\t')
			t++;
		pn[n] = (size_t)(t - p[n]);
		n++;
	}
	return n;
}

/*
 * What __VA_ARGS__ stands for in a use of a #define whose last of its
 * np parameters p is "...": the arguments (na of them, av) from that
 * one on, commas and all, trimmed; none (*vn 0) where it takes none.
 */
static void
va_args(const char **p, const size_t *pn, int np, const char **av,
    const size_t *avn, int na, const char **v, size_t *vn)
{
	const char	*e;

	*v = "";
	*vn = 0;
	if (np < 1 || pn[np - 1] != 3 || memcmp(p[np - 1], "...", 3) != 0 ||
	    na < np)
		return;
	*v = av[np - 1];
	e = av[na - 1] + avn[na - 1];
	while (*v < e && (**v == ' ' || **v == '\t'))
		(*v)++;
	while (e > *v && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	*vn = (size_t)(e - *v);
}

/*
 * The file's #define statements of name in d (at most max): the one,
 * or each if it is defined again or #undef'd.  How many; -1 if more.
 */
int
file_defs(const struct analysis *a, const char *name, struct hdef *d,
    int max)
{
	const int	*fh;
	int		 k, nd = 0;

	if ((fh = strmap_get(&a->defines, name)) == NULL)
		return 0;
	if (strmap_get(&a->redefs, name) == NULL) {
		d[0].u = a->u;
		d[0].st = *fh;
		return 1;
	}
	/* each of the file's (#undef size after the function) */
	for (k = 0; k < (int)a->u->nst; k++)
		if (a->u->st[k].kind == SK_DEFINE &&
		    strcmp(a->u->st[k].name, name) == 0) {
			if (nd == max)
				return -1;
			d[nd].u = a->u;
			d[nd++].st = k;
		}
	return nd;
}

/*
 * Expand the use of name (args, a parenthesised list, or NULL) by each
 * definition: results added to out.  0, or -1 if rgpp cannot tell.
 */
static int
ex_name_use(const struct analysis *a, const char *name, const char *args,
    size_t an, struct exset *out, int *budget, int depth)
{
	struct hdef		 d[8];
	const struct unit	*x;
	const char		*p[8], *av[8], *b, *be, *t, *va;
	size_t			 pn[8], avn[8], o, van;
	char			 buf[2 * EX_LEN];
	int			 nd = 0, i, k, np, na = 0, lvl, h;

	if (--*budget <= 0 || (depth & EX_DEPTH) > 8)
		return -1;
	/* the arguments, split at the commas outside parentheses */
	if (args != NULL) {
		for (t = args + 1, lvl = 0, av[0] = t; t < args + an; t++) {
			if (*t == '(')
				lvl++;
			else if ((*t == ')' && lvl-- == 0) ||
			    (*t == ',' && lvl == 0)) {
				avn[na] = (size_t)(t - av[na]);
				na++;
				if (*t == ')')
					break;
				if (na == 8) {
					na = 9;	/* more than rgpp reads */
					break;
				}
				av[na] = t + 1;
			}
		}
	}
	if ((nd = file_defs(a, name, d, 8)) == -1 ||
	    (k = learn_hdefs(a->vocab, name, d + nd, 8 - nd)) > 8 - nd)
		return -1;
	nd += k;
	if (nd == 0)
		return -1;
	for (i = 0; i < nd; i++) {
		x = d[i].u;
		h = d[i].st;
		np = ex_params(x, h, p, pn, 8);
		if (np == -2 || (np >= 0 && args == NULL))
			return -1;
		va_args(p, pn, np, av, avn, na, &va, &van);
		if (h + 1 >= (int)x->nst || x->st[h + 1].body != h) {
			b = be = "";		/* defined empty */
		} else {
			b = x->src->buf + x->st[h + 1].start;
			for (k = h + 1; k + 1 < (int)x->nst &&
			    x->st[k + 1].body == h; k++)
				;
			be = x->src->buf + x->st[k].end;
		}
		/* a body far too long for a statement's result: fail now */
		for (o = 0, t = b; (depth & EX_STMTS) && t < be; t++)
			if (*t != ' ' && *t != '\t' && *t != '\\' &&
			    *t != '\n' && ++o >= 2 * EX_LEN)
				return -1;
		/* the body with each parameter replaced, ## pasted */
		for (o = 0, t = b; t < be; ) {
			size_t	 w = ex_name(t, (size_t)(be - t)), m;
			int	 j;

			if (*t == '\\' && t + 1 < be && (t[1] == '\n' ||
			    t[1] == '\r')) {
				t += 2;		/* a line joined: a blank */
				continue;
			}
			if ((*t == '/' && t + 1 < be && (t[1] == '*' ||
			    t[1] == '/')) || (*t == ';' &&
			    !(depth & EX_STMTS)) || *t == '\\' ||
			    *t == '\n')
				return -1;	/* more than rgpp reads */
			if (t + 1 < be && t[0] == '#' && t[1] == '#') {
				while (o > 0 && (buf[o - 1] == ' ' ||
				    buf[o - 1] == '\t'))
					o--;
				for (t += 2; t < be && (*t == ' ' ||
				    *t == '\t'); t++)
					;
				/* , ## __VA_ARGS__ with none: no comma */
				if (o > 0 && buf[o - 1] == ',' &&
				    (size_t)(be - t) >= 11 &&
				    memcmp(t, "__VA_ARGS__", 11) == 0 &&
				    van == 0) {
					o--;
					t += 11;
				}
				continue;
			}
			if (w == 0) {
				if (o + 1 >= sizeof(buf))
					return -1;
				buf[o++] = *t++;
				continue;
			}
			for (j = 0; j < np; j++)
				if (pn[j] == w && memcmp(p[j], t, w) == 0)
					break;
			if (j < np && j < na) {
				/* the argument, its blanks trimmed */
				const char *v = av[j];

				m = avn[j];
				while (m > 0 && (*v == ' ' || *v == '\t'))
					v++, m--;
				while (m > 0 && (v[m - 1] == ' ' ||
				    v[m - 1] == '\t'))
					m--;
				if (o + m >= sizeof(buf))
					return -1;
				memcpy(buf + o, v, m);
				o += m;
			} else if (w == 11 && memcmp(t, "__VA_ARGS__", 11) ==
			    0) {
				if (o + van >= sizeof(buf))
					return -1;
				memcpy(buf + o, va, van);
				o += van;
			} else if (j < np) {
				return -1;
			} else {
				if (o + w >= sizeof(buf))
					return -1;
				memcpy(buf + o, t, w);
				o += w;
			}
			t += w;
		}
		if (np == -1 && args != NULL) {
			/* VEC (2), VEC object-like: VEC_ymm (2) */
			if (o + an >= sizeof(buf))
				return -1;
			memcpy(buf + o, args, an);
			o += an;
		}
		if (ex_text(a, buf, o, out, budget, depth + 1) == -1)
			return -1;
	}
	return 0;
}

/*
 * Expand the text t (n bytes) with the macros in it: each result added
 * to out.  0, or -1 if rgpp cannot tell.
 */
static int
ex_text(const struct analysis *a, const char *t, size_t n, struct exset *out,
    int *budget, int depth)
{
	struct exset	 acc, part;
	char		 name[64];
	const char	*e = t + n, *args, *q;
	size_t		 w, an, k, m, len[EX_MAX];
	int		 i, j, lvl;

	/* a statement too long for a result: fail before expanding it */
	for (k = 0, q = t; (depth & EX_STMTS) && q < e; q++)
		if (*q != ' ' && *q != '\t' && *q != '\\' && *q != '\n' &&
		    ++k >= EX_LEN)
			return -1;
	acc.n = 1;
	acc.s[0][0] = '\0';
	len[0] = 0;
	while (t < e) {
		w = ex_name(t, (size_t)(e - t));
		if (w == 0 || w >= sizeof(name)) {
			if (w == 0)
				w = 1;
			if ((*t == ' ' || *t == '\t') && (!(depth & EX_STMTS) ||
			    (t + 1 < e && (t[1] == ' ' || t[1] == '\t')))) {
				t += w;
				continue;
			}
			for (i = 0; i < acc.n; i++) {
				if ((k = len[i]) + w >= EX_LEN)
					return -1;
				memcpy(acc.s[i] + k, t, w);
				acc.s[i][k + w] = '\0';
				len[i] = k + w;
			}
			t += w;
			continue;
		}
		memcpy(name, t, w);
		name[w] = '\0';
		t += w;
		if (strmap_get(&a->defines, name) == NULL &&
		    learn_hdefs(a->vocab, name, NULL, 0) == 0) {
			part.n = 1;
			memcpy(part.s[0], name, w + 1);
		} else {
			args = NULL;
			an = 0;
			for (q = t; q < e && (*q == ' ' || *q == '\t'); q++)
				;	/* F (x): cpp allows blanks there */
			if (q < e && *q == '(') {
				for (args = t = q, lvl = 0; t < e; t++)
					if (*t == '(')
						lvl++;
					else if (*t == ')' && --lvl == 0)
						break;
				if (t == e)
					return -1;
				t++;
				an = (size_t)(t - args);
			} else if (!(depth & EX_STMTS))
				t = q;
			part.n = 0;
			if (ex_name_use(a, name, args, an, &part, budget,
			    depth) == -1)
				return -1;
		}
		if (acc.n * part.n > EX_MAX)
			return -1;
		for (i = acc.n - 1; i >= 0; i--)
			for (j = part.n - 1; j >= 0; j--) {
				k = len[i];
				m = strlen(part.s[j]);
				if (k + m >= EX_LEN)
					return -1;
				memmove(acc.s[i * part.n + j], acc.s[i], k);
				memcpy(acc.s[i * part.n + j] + k, part.s[j],
				    m + 1);
				len[i * part.n + j] = k + m;
			}
		acc.n *= part.n;
	}
	for (i = 0; i < acc.n; i++) {
		if (out->n == EX_MAX)
			return -1;
		memcpy(out->s[out->n++], acc.s[i], strlen(acc.s[i]) + 1);
	}
	return 0;
}

/*
 * Registers named by macros (arch->macro_reg).  glibc writes %RSP_LP
 * for the stack pointer of either ABI (sysdep.h: #define RSP_LP rsp),
 * Linux %_ASM_SP (__ASM_REG(sp): esp or rsp), its crypto code %KEYP
 * and the like.  What the analysis makes of such a name, with its
 * arguments (%VEC(1)), kept in a->regs:
 */
struct regcache {
	struct strmap	 names;		/* name and arguments -> RN_* */
	struct strmap	 bnames;	/* the same of bare names: BN_* */
	int		*slot;		/* file statement -> 1 + its copy in
					   st, -1 if it may be either, -2 if
					   it reads as it is */
	struct stmt	*st;		/* the copies, read once */
	size_t		 n, cap;
	const char	**subs;		/* bare registers: what names read
					   as (BN_SUB) */
	unsigned char	*subsp;		/* each says_special */
	size_t		 nsubs, capsubs;
	struct strmap	 reqs;		/* name -> its .req statement in the
					   file, -1 or -2 if given two */
	int		 reqs_made;
	struct strmap	 setsp;		/* symbol -> 1 if a value the file
					   assigns it may be the stack or
					   frame pointer, else 0 (set_reg) */
	int		 setsp_made;
	struct strmap	 mentions;	/* bare_mentions' answers */
	int		*dslot;		/* file statement -> 1 + its first
					   statement in dst, -1 if def_stmts
					   cannot read it */
	int		*dways;		/* file statement -> 2 + def_ways',
					   1 if ex_text cannot tell, 0
					   not read yet */
	struct stmt	*dst;		/* what uses expand to, each use's
					   ended by one named NULL */
	size_t		 dn, dcap;
};

/* An empty cache, for analysis_init. */
struct regcache *
regs_new(void)
{
	struct regcache	*c = xcalloc(1, sizeof(*c));

	strmap_init(&c->names);
	strmap_init(&c->bnames);
	strmap_init(&c->reqs);
	strmap_init(&c->setsp);
	strmap_init(&c->mentions);
	return c;
}

/* Free a cache and the statements it holds. */
void
regs_free(struct regcache *c)
{
	size_t	 i;

	if (c == NULL)
		return;
	for (i = 0; i < c->n; i++)
		free(c->st[i].ops);
	free(c->st);
	for (i = 0; i < c->dn; i++)
		free(c->dst[i].ops);
	free(c->dst);
	free(c->dslot);
	free(c->dways);
	free(c->slot);
	free(c->subs);
	free(c->subsp);
	strmap_free(&c->names);
	strmap_free(&c->setsp);
	strmap_free(&c->bnames);
	strmap_free(&c->reqs);
	strmap_free(&c->mentions);
	free(c);
}

#define RN_UNKNOWN	1	/* it may be the stack or frame pointer */
#define RN_OTHER	2	/* it is neither */
#define RN_SP		3	/* it is the stack pointer */
#define RN_FP		4	/* it is the frame pointer */
#define RN_BUDGET	64	/* definitions read for one name */

/* Does the text say sp or bp, in any case, anywhere? */
static int
says_spbp(const char *t, size_t n)
{
	size_t	 i;

	for (i = 0; i + 1 < n; i++)
		if (((t[i] | 0x20) == 's' || (t[i] | 0x20) == 'b') &&
		    (t[i + 1] | 0x20) == 'p')
			return 1;
	return 0;
}

/* What one result of an expansion is (RN_*). */
static int
reg_kind(const struct arch *arch, const char *w)
{
	static const char *const sp[] = { "rsp", "esp", "sp", "spl", NULL };
	static const char *const fp[] = { "rbp", "ebp", "bp", "bpl", NULL };
	char	 r[EX_LEN + 1];
	size_t	 n;

	if (arch_streq_any(w, sp))
		return RN_SP;
	if (arch_streq_any(w, fp))
		return RN_FP;
	r[0] = '%';
	memcpy(r + 1, w, strlen(w) + 1);
	/* a register, and nothing else: as takes nothing else */
	return (n = ex_name(w, strlen(w))) > 0 && w[n] == '\0' &&
	    arch->macro_reg(r, &n) == NULL ? RN_OTHER : RN_UNKNOWN;
}

/*
 * What the analysis makes of the register named by macro (the n bytes
 * at t after its '%', with its arguments): RN_*.
 */
static int
reg_name(const struct analysis *a, const char *t, size_t n)
{
	struct exset	 r;
	char		 key[EX_LEN];
	int		*c, budget = RN_BUDGET, k, i, kind;
	size_t		 w = ex_name(t, n);

	if (n >= sizeof(key) || w == 0)
		return RN_UNKNOWN;
	memcpy(key, t, n);
	key[n] = '\0';
	if ((c = strmap_get(&a->regs->names, key)) != NULL)
		return *c;
	r.n = 0;
	key[w] = '\0';
	k = RN_UNKNOWN;
	if (ex_name_use(a, key, w < n ? t + w : NULL, n - w, &r, &budget,
	    0) == 0 && r.n > 0) {
		for (i = 0; i < r.n; i++) {
			kind = reg_kind(a->u->arch, r.s[i]);
			if (i > 0 && kind != k)
				kind = RN_UNKNOWN;
			if ((k = kind) == RN_UNKNOWN)
				break;
		}
	}
	strmap_put(&a->regs->names, unit_str(a->u, t, n), k);
	return k;
}

/*
 * Are a use's arguments, which build a register in the body of the
 * #define it uses (%r##reg, %reg), sure to name neither the stack nor
 * the frame pointer: no sp or bp in them, and no name that a header or
 * the file defines?
 */
static int
args_other(const struct analysis *a, const struct stmt *use)
{
	const char	*t;
	char		 name[64];
	size_t		 n;
	int		 i;

	for (i = 0; i < use->nops; i++) {
		t = use->ops[i].text;
		if (says_spbp(t, strlen(t)))
			return 0;
		for (; *t != '\0'; t += n > 0 ? n : 1) {
			if ((n = ex_name(t, strlen(t))) == 0)
				continue;
			if (n >= sizeof(name))
				return 0;
			memcpy(name, t, n);
			name[n] = '\0';
			if (strmap_get(&a->defines, name) != NULL ||
			    learn_hdefs(a->vocab, name, NULL, 0) > 0)
				return 0;
		}
	}
	return 1;
}

/*
 * What a register that the body of the #define at h of x builds from
 * its parameters is (RN_*): for a use, by its arguments; for the file's
 * own, by those of every use in the file.
 */
static int
reg_param(const struct analysis *a, const struct unit *x, int h,
    const struct stmt *use)
{
	const struct unit	*u = a->u;
	size_t			 i;

	if (use != NULL)
		return args_other(a, use) ? RN_OTHER : RN_UNKNOWN;
	if (x != u)
		return RN_UNKNOWN;
	for (i = 0; i < u->nst; i++)
		if (u->st[i].kind == SK_INSN && u->st[i].body != h &&
		    strcmp(u->st[i].name, x->st[h].name) == 0 &&
		    !args_other(a, &u->st[i]))
			return RN_UNKNOWN;
	return RN_OTHER;
}

/* Is the name at t (n bytes) one of the #define at h's parameters? */
static int
is_param(const struct unit *x, int h, const char *t, size_t n)
{
	const char	*p[8];
	size_t		 pn[8];
	int		 np, j;

	if ((np = ex_params(x, h, p, pn, 8)) == -2)
		return 1;
	for (j = 0; j < np; j++)
		if (pn[j] == n && memcmp(p[j], t, n) == 0)
			return 1;
	return 0;
}

/*
 * The first name in t that a macro may stand for, as a register or a
 * value: arch->macro_reg's where registers are bare names, else
 * arch->bare_name's (x86's STK; its %RSP_LP is reg_name's).
 */
static const char *
bare_find(const struct arch *arch, const char *t, size_t *n)
{
	if (arch->bare_regs)
		return arch->macro_reg(t, n);
	return arch->bare_name != NULL ? arch->bare_name(t, n) : NULL;
}

/*
 * Bare registers (arch->bare_regs): what a name in an operand reads
 * as.  BN_ASIS: the name itself, as nothing rgpp reads defines it (a
 * symbol: bl memcpy; a header not found is not told from one);
 * BN_UNKNOWN: it may be any register; BN_SUB + k: the text subs[k],
 * what every definition of it makes of it (#define LINK x30: x30).
 */
#define BN_UNKNOWN	(-1)
#define BN_ASIS		0
#define BN_SUB		1

/* Does the text name a register that arch->special_reg tells? */
static int
says_special(const struct arch *arch, const char *t)
{
	char	 w[8];
	size_t	 n;

	for (; *t != '\0'; t += n > 0 ? n : 1)
		if ((n = ex_name(t, strlen(t))) > 0 && n < sizeof(w)) {
			memcpy(w, t, n);
			w[n] = '\0';
			if (arch->special_reg(w))
				return 1;
		}
	return 0;
}

/*
 * x86: the register a symbol assignment of the file gives the name
 * (STK = %rsp; SRND = CTX after CTX = %rdi, as Linux's crypto code
 * names its registers), which as reads in its place: as bare_req's.
 * Assigned once at the file's top level, its value; assigned more than
 * once or in a body (Linux's sha256 transforms rotate their registers'
 * names so: h = g, g = f...), "" if one of the values may be the stack
 * or frame pointer, else NULL, a name that is no register: a copy of
 * the stack pointer made into it is not followed (rgpp(1), BUGS).
 */
static const char *
set_reg(const struct analysis *a, const char *name, int depth)
{
	struct regcache		*c = a->regs;
	const struct unit	*u = a->u;
	const char		*v;
	const int		*p = strmap_get(&a->setsyms, name);
	int			*sp;
	size_t			 i;

	if (depth > 4)
		return "";
	if (p != NULL && *p >= 0 && strmap_get(&a->bodysets, name) == NULL) {
		v = set_value(&u->st[*p]);
		if (v[0] == '%')
			return v;
		if (ex_name(v, strlen(v)) == strlen(v))
			return set_reg(a, v, depth + 1);	/* SRND = CTX */
		return NULL;
	}
	if (p == NULL && strmap_get(&a->bodysets, name) == NULL)
		return NULL;
	if (!c->setsp_made) {
		c->setsp_made = 1;
		for (i = 0; i < u->nst; i++) {
			if (u->st[i].kind != SK_INSN ||
			    (v = set_value(&u->st[i])) == NULL)
				continue;
			sp = strmap_put(&c->setsp, set_name(&u->st[i]), 0);
			*sp |= says_special(u->arch, v);
		}
	}
	return (sp = strmap_get(&c->setsp, name)) != NULL && *sp ? "" : NULL;
}

/*
 * The register that the file's .req gives the name; NULL if none does,
 * or if it is not one the analysis follows (arch->special_reg) in any
 * of the ways it is given; "" if it may be one of those.  .unreq is not
 * followed: a name given again to another register is either.  A .req
 * in a .macro body that gives a parameter's register (X .req \X) reads
 * as the parameter does: as itself (macro_ra takes a use of the .macro
 * whose arguments name the return address as reading it).
 */
static const char *
bare_req(const struct analysis *a, const char *name)
{
	struct regcache		*c = a->regs;
	const struct unit	*u = a->u;
	const struct stmt	*s;
	const int		*v;
	size_t			 i;

	if (!c->reqs_made) {
		c->reqs_made = 1;
		for (i = 0; i < u->nst; i++) {
			s = &u->st[i];
			/* LINK .req x30: its operand, blanks dropped */
			if (s->kind != SK_INSN || s->nops != 1 ||
			    strncasecmp(s->ops[0].text, ".req", 4) != 0)
				continue;
			if (strchr(s->ops[0].text, '\\') != NULL)
				continue;
			if ((v = strmap_get(&c->reqs, s->name)) == NULL)
				strmap_put(&c->reqs, s->name, (int)i);
			else if (*v >= 0 && strcmp(u->st[*v].ops[0].text,
			    s->ops[0].text) != 0)
				strmap_put(&c->reqs, s->name,
				    says_special(u->arch, s->ops[0].text + 4) ||
				    says_special(u->arch,
				    u->st[*v].ops[0].text + 4) ? -1 : -2);
			else if (*v == -2 && says_special(u->arch,
			    s->ops[0].text + 4))
				strmap_put(&c->reqs, s->name, -1);
		}
	}
	if ((v = strmap_get(&c->reqs, name)) == NULL)
		return set_reg(a, name, 0);
	if (*v == -2)
		return NULL;
	if (*v < 0)
		return "";
	return u->st[*v].ops[0].text + 4;
}

/* Is the name a .req alias that may be one of arch->special_reg's? */
static int
req_special(const struct analysis *a, const char *name)
{
	const char	*q = bare_req(a, name);

	return q != NULL && (*q == '\0' || says_special(a->u->arch, q));
}

/*
 * A name that ex_name_use cannot expand (a body of several lines, or
 * too long: Linux's INIT_SCTLR_EL1_MMU_OFF): may a definition of it, or
 * of a macro named in one, name a register that arch->special_reg
 * tells?  Each word of each body is looked at, comments included.
 */
static int	 mentions(const struct analysis *, const char *, int *, int);

static int
bare_mentions(const struct analysis *a, const char *name, int *budget,
    int depth)
{
	int			*m, i;

	/* 0: no; 2: being read (a cycle: UL(x) is (_UL(x)), and _UL's
	   body has UL); -1: not known */
	if ((m = strmap_get(&a->regs->mentions, name)) != NULL && *m != -1)
		return 0;
	if (--*budget <= 0 || depth > 16)
		return 1;
	if (m == NULL)
		m = strmap_put(&a->regs->mentions, unit_str(a->u, name,
		    strlen(name)), 2);
	*m = 2;
	i = mentions(a, name, budget, depth);
	/* a yes may be the budget's; a no below the top, the cycle's */
	m = strmap_get(&a->regs->mentions, name);	/* rehashed */
	*m = i != 0 || depth > 0 ? -1 : 0;
	return i;
}

/* bare_mentions' reading of the definitions of name */
static int
mentions(const struct analysis *a, const char *name, int *budget, int depth)
{
	struct hdef		 d[8];
	const struct unit	*x;
	const char		*t, *e, *p[8];
	char			 w[64];
	size_t			 n, pn[8];
	int			 nd = 0, i, j, k, np;

	if ((nd = file_defs(a, name, d, 8)) == -1 ||
	    (k = learn_hdefs(a->vocab, name, d + nd, 8 - nd)) > 8 - nd)
		return 1;
	for (nd += k, i = 0; i < nd; i++) {
		if ((np = ex_params(d[i].u, d[i].st, p, pn, 8)) == -2)
			return 1;
		x = d[i].u;
		if (d[i].st + 1 >= (int)x->nst ||
		    x->st[d[i].st + 1].body != d[i].st)
			continue;
		for (k = d[i].st + 1; k + 1 < (int)x->nst &&
		    x->st[k + 1].body == d[i].st; k++)
			;
		t = x->src->buf + x->st[d[i].st + 1].start;
		e = x->src->buf + x->st[k].end;
		for (; t < e; t += n > 0 ? n : 1) {
			if ((n = ex_name(t, (size_t)(e - t))) == 0)
				continue;
			if (n >= sizeof(w))
				return 1;
			for (j = 0; j < np; j++)
				if (pn[j] == n && memcmp(p[j], t, n) == 0)
					break;
			if (j < np)
				continue;	/* a parameter: its use's */
			memcpy(w, t, n);
			w[n] = '\0';
			if (a->u->arch->special_reg(w) || req_special(a, w))
				return 1;
			if ((strmap_get(&a->defines, w) != NULL ||
			    learn_hdefs(a->vocab, w, NULL, 0) > 0) &&
			    bare_mentions(a, w, budget, depth + 1))
				return 1;
		}
	}
	return 0;
}

static int	 bare_name(const struct analysis *, const char *, size_t,
		    const char **);

/*
 * A name defined several ways, with the parenthesised list after it,
 * args (an bytes; none: SZREG(sp) or PTRS(sp) is an object-like macro
 * before a base register): may it name a register that
 * arch->special_reg tells, as it stands where it reads as itself?  For
 * an object-like macro, its own expansions and the names in the list
 * are looked at; for a function-like one, its expansions with the
 * arguments.
 */
static int
bare_ways(const struct analysis *a, const char *name, const char *args,
    size_t an)
{
	struct exset	 r;
	char		 ab[EX_LEN];
	const char	*p, *by;
	size_t		 n;
	int		 i, budget = RN_BUDGET;

	r.n = 0;
	if (ex_name_use(a, name, NULL, 0, &r, &budget, 0) == 0) {
		if (an >= sizeof(ab))
			return 1;
		memcpy(ab, args, an);
		ab[an] = '\0';
		for (p = ab; (p = bare_find(a->u->arch, p, &n)) != NULL;
		    p += n) {
			by = p;
			if (bare_name(a, p, n, &by) == BN_UNKNOWN ||
			    (by != p && says_special(a->u->arch, by)))
				return 1;
		}
	} else {
		budget = RN_BUDGET;
		r.n = 0;
		if (an == 0 ||
		    ex_name_use(a, name, args, an, &r, &budget, 0) != 0)
			return 1;
	}
	for (i = 0; i < r.n; i++)
		if (says_special(a->u->arch, r.s[i]) ||
		    req_special(a, r.s[i]))
			return 1;
	return 0;
}

/*
 * Does the text t (n bytes) name a register that arch->special_reg
 * tells, itself or through the definitions of a macro it names (which
 * cpp expands before as reads it)?  For the arguments of a .macro use
 * (flow.c's param_effect).
 */
int
reg_mentions(const struct analysis *a, const char *t, size_t n)
{
	const char	*b = t, *e = t + n;
	char		 w[64];
	size_t		 k;
	int		 budget = 4 * RN_BUDGET;

	for (; t < e; t += k > 0 ? k : 1) {
		/* a name, not the tail of one (xmm1's 1 is no name) */
		if ((k = ex_name(t, (size_t)(e - t))) == 0 || (t > b &&
		    (isalnum((unsigned char)t[-1]) || t[-1] == '_')))
			continue;
		if (k >= sizeof(w))
			return 1;
		memcpy(w, t, k);
		w[k] = '\0';
		if (a->u->arch->special_reg(w) || req_special(a, w))
			return 1;
		if ((strmap_get(&a->defines, w) != NULL ||
		    learn_hdefs(a->vocab, w, NULL, 0) > 0) &&
		    bare_mentions(a, w, &budget, 0))
			return 1;
	}
	return 0;
}

/*
 * What the name at t (n bytes, with the parenthesised list after it)
 * reads as, for bare registers: BN_*, the text in *sub.  cpp expands
 * it first, then as reads a .req name.  Defined several ways (each
 * branch of an #if: glibc's MIN_PAGE_SIZE), it reads as itself if
 * none names the stack, frame or return address register: as a value
 * the analysis does not know, or a register it does not follow.
 */
static int
bare_name(const struct analysis *a, const char *t, size_t n,
    const char **sub)
{
	struct regcache	*c = a->regs;
	struct exset	 r;
	char		 key[EX_LEN];
	const char	*q;
	int		*v, budget = RN_BUDGET, k = BN_UNKNOWN, i;
	size_t		 w = ex_name(t, n);

	if (n >= sizeof(key) || w == 0)
		return BN_UNKNOWN;
	memcpy(key, t, n);
	key[n] = '\0';
	if ((v = strmap_get(&c->bnames, key)) != NULL) {
		if (*v >= BN_SUB)
			*sub = c->subs[*v - BN_SUB];
		return *v;
	}
	key[w] = '\0';
	r.n = 0;
	if (strmap_get(&a->defines, key) == NULL &&
	    learn_hdefs(a->vocab, key, NULL, 0) == 0) {
		/* not a macro: a .req name, or a symbol */
		if ((q = bare_req(a, key)) == NULL)
			k = BN_ASIS;
		else if (*q != '\0' && w == n && strlen(q) < EX_LEN) {
			r.n = 1;
			memcpy(r.s[0], q, strlen(q) + 1);
		}
	} else if (ex_name_use(a, key, w < n ? t + w : NULL, n - w, &r,
	    &budget, 0) != 0 || r.n == 0) {
		budget = 4 * RN_BUDGET;
		r.n = 0;
		if (!bare_mentions(a, key, &budget, 0))
			k = BN_ASIS;
	} else {
		for (i = 1; i < r.n; i++)
			if (strcmp(r.s[i], r.s[0]) != 0)
				break;
		if (i < r.n) {
			k = bare_ways(a, key, t + w, n - w) ? BN_UNKNOWN :
			    BN_ASIS;
			r.n = 0;
		}
		/* what is left a .req name: its register */
		if (r.n > 0 && (q = bare_req(a, r.s[0])) != NULL) {
			if (*q == '\0' || strlen(q) >= EX_LEN)
				r.n = 0;
			else
				memcpy(r.s[0], q, strlen(q) + 1);
		}
	}
	if (r.n > 0) {
		if (c->nsubs == c->capsubs) {
			c->capsubs = c->capsubs ? 2 * c->capsubs : 16;
			c->subs = xreallocarray(c->subs, c->capsubs,
			    sizeof(*c->subs));
			c->subsp = xreallocarray(c->subsp, c->capsubs, 1);
		}
		c->subs[c->nsubs] = *sub = unit_str(a->u, r.s[0],
		    strlen(r.s[0]));
		c->subsp[c->nsubs] = (unsigned char)says_special(a->u->arch,
		    r.s[0]);
		k = BN_SUB + (int)c->nsubs++;
	}
	strmap_put(&c->bnames, unit_str(a->u, t, n), k);
	return k;
}

/* Does the name at t (n bytes), read by bare_name, say such a register? */
static int
bare_special(const struct analysis *a, const char *t, size_t n)
{
	char		 key[EX_LEN];
	const int	*v;

	memcpy(key, t, n);
	key[n] = '\0';
	v = strmap_get(&a->regs->bnames, key);
	return v == NULL || *v < BN_SUB || a->regs->subsp[*v - BN_SUB];
}

/*
 * reg_read for bare registers: s with each name that a macro or .req
 * makes a register or value replaced by it (BN_SUB), or s itself if
 * none is; NULL if one may be any register.  A parameter of the #define
 * around it reads as itself: macro_ra takes a use whose arguments name
 * the return address as reading it.  A statement with more operands or
 * longer text than rr holds reads as itself if no replacement names a
 * register that arch->special_reg tells.
 */
static const struct stmt *
bare_read(const struct analysis *a, const struct unit *x,
    const struct stmt *s, struct regread *rr)
{
	const char	*t, *p, *by;
	size_t		 n, o, w, m;
	int		 i, c, h = s->body, subs = 0, special = 0;
	int		 fits = s->nops <= REG_OPS;

	/* most such names are symbols: one pass to see, no copy */
	for (i = 0; i < s->nops && subs == 0; i++)
		for (t = s->ops[i].text; (p = bare_find(a->u->arch, t,
		    &n)) != NULL; t = p + n) {
			w = ex_name(p, n);
			if (h != -1 && x->st[h].kind == SK_DEFINE &&
			    (p[w] == '#' || is_param(x, h, p, w)))
				continue;
			if ((c = bare_name(a, p, n, &by)) == BN_UNKNOWN)
				return NULL;
			if (c != BN_ASIS) {
				subs = 1;
				break;
			}
		}
	if (subs == 0)
		return s;
	subs = 0;
	rr->st = *s;
	rr->st.ops = rr->ops;
	for (i = 0; i < s->nops; i++) {
		if (fits) {
			rr->ops[i] = s->ops[i];
			rr->ops[i].text = rr->text[i];
		}
		for (t = s->ops[i].text, o = 0; ; t = p + n) {
			if ((p = bare_find(a->u->arch, t, &n)) == NULL) {
				p = t + strlen(t);
				n = 0;
			}
			if (o + (size_t)(p - t) + 1 >= REG_TEXT)
				fits = 0;
			if (fits)
				memcpy(rr->text[i] + o, t, (size_t)(p - t));
			o += (size_t)(p - t);
			if (n == 0)
				break;
			w = ex_name(p, n);
			by = p;
			m = n;
			if (h == -1 || x->st[h].kind != SK_DEFINE ||
			    (p[w] != '#' && !is_param(x, h, p, w))) {
				switch (bare_name(a, p, n, &by)) {
				case BN_UNKNOWN:
					return NULL;
				case BN_ASIS:
					break;
				default:
					subs++;
					m = strlen(by);
					special |= bare_special(a, p, n);
					break;
				}
			}
			if (o + m + 1 >= REG_TEXT)
				fits = 0;
			if (fits)
				memcpy(rr->text[i] + o, by, m);
			o += m;
		}
		if (fits)
			rr->text[i][o] = '\0';
	}
	if (subs == 0 || (!fits && !special))
		return s;
	return fits ? &rr->st : NULL;
}

/*
 * The statement s of unit x (in a #define's body: read for use, if not
 * NULL), as the analysis reads it for code of arch: s itself if it
 * names no register by a macro, else a copy in *rr with each such
 * register replaced by the one its macro stands for (%RSP_LP and
 * %_ASM_SP: %rsp) or, where it is neither the stack nor the frame
 * pointer, by %rax.  NULL if it may be either: defined nowhere rgpp
 * reads, or in a way it does not follow.  The caller forgets the depth.
 */
static const struct stmt *
reg_read(const struct analysis *a, const struct arch *arch,
    const struct unit *x, const struct stmt *s, const struct stmt *use,
    struct regread *rr)
{
	const struct stmt	*s0 = s;
	struct regread		 rb;
	const char		*t, *p, *by;
	size_t			 n, o, w;
	int			 i, c, h = s->body, subs = 0;

	if (a->u->arch->bare_regs)
		return bare_read(a, x, s, rr);
	/* STK (#define STK %rsp) first, then %RSP_LP */
	if (a->u->arch->bare_name != NULL && (s->xflags & SX_BARE) &&
	    (s = bare_read(a, x, s, &rb)) == NULL)
		return NULL;
	if (s != s0)
		subs++;
	if (!(s0->xflags & SX_MACREG)) {
		if (s == s0)
			return s0;
		*rr = rb;		/* its own pointers */
		rr->st.ops = rr->ops;
		for (i = 0; i < s->nops; i++)
			rr->ops[i].text = rr->text[i];
		return &rr->st;
	}
	if (s->nops > REG_OPS || a->u->arch->macro_reg == NULL)
		return NULL;
	rr->st = *s;
	rr->st.ops = rr->ops;
	for (i = 0; i < s->nops; i++) {
		rr->ops[i] = s->ops[i];
		rr->ops[i].text = rr->text[i];
		for (t = s->ops[i].text, o = 0; ; t = p + n) {
			if ((p = a->u->arch->macro_reg(t, &n)) == NULL) {
				p = t + strlen(t);
				n = 0;
			}
			if (o + (size_t)(p - t) + 5 >= REG_TEXT)
				return NULL;
			memcpy(rr->text[i] + o, t, (size_t)(p - t));
			o += (size_t)(p - t);
			if (n == 0)
				break;
			w = ex_name(p + 1, n - 1);
			if (h != -1 && x->st[h].kind == SK_DEFINE &&
			    (p[1 + w] == '#' || is_param(x, h, p + 1, w)))
				c = reg_param(a, x, h, use);
			else
				c = reg_name(a, p + 1, n - 1);
			if (c == RN_UNKNOWN)
				return NULL;
			by = c == RN_SP ? (arch->wordsize == 8 ? "rsp" : "esp") :
			    c == RN_FP ? (arch->wordsize == 8 ? "rbp" : "ebp") :
			    (arch->wordsize == 8 ? "rax" : "eax");
			rr->text[i][o++] = '%';
			memcpy(rr->text[i] + o, by, 3);
			o += 3;
			subs++;
		}
		rr->text[i][o] = '\0';
	}
	return subs > 0 ? &rr->st : s0;
}

/*
 * reg_read, kept for the file's own statements read in its own mode
 * with no use (a walk reads a statement once per path).
 */
const struct stmt *
reg_stmt(const struct analysis *a, const struct arch *arch,
    const struct unit *x, const struct stmt *s, const struct stmt *use,
    struct regread *rr)
{
	struct regcache		*c = a->regs;
	const struct stmt	*r;
	struct stmt		*t;
	size_t			 k;
	int			 i;

	if (!(s->xflags & (SX_MACREG | SX_BARE)))
		return s;
	if (x != a->u || use != NULL || arch != a->u->arch || s < x->st ||
	    s >= x->st + x->nst)
		return reg_read(a, arch, x, s, use, rr);
	k = (size_t)(s - x->st);
	if (c->slot == NULL)
		c->slot = xcalloc(x->nst, sizeof(*c->slot));
	if (c->slot[k] != 0)
		return c->slot[k] == -2 ? s : c->slot[k] < 0 ? NULL :
		    &c->st[c->slot[k] - 1];
	if ((r = reg_read(a, arch, x, s, use, rr)) == NULL || r == s) {
		c->slot[k] = r == s ? -2 : -1;
		return r;
	}
	ARRAY_RESERVE(c->st, c->n, c->cap);
	t = &c->st[c->n];
	*t = *r;
	t->ops = xcalloc((size_t)r->nops + 1, sizeof(*t->ops));
	for (i = 0; i < r->nops; i++) {
		t->ops[i] = r->ops[i];
		t->ops[i].text = unit_str(a->u, r->ops[i].text,
		    strlen(r->ops[i].text));
	}
	c->slot[k] = (int)++c->n;
	return t;
}

/*
 * The statement of the text [t, e), one of those a #define use expands
 * to, as an instruction in *rr (its name in name, nsz bytes), its
 * operands read as the parser reads them, placed at the use: 1; 0 if
 * it is empty, a label alone or a directive; -1 if rgpp cannot read it
 * (a .macro parameter, an x86 prefix, too long).
 */
static int
one_stmt(const struct analysis *a, const char *t, const char *e,
    const struct stmt *use, struct regread *rr, char *name, size_t nsz)
{
	const struct arch	*arch = a->u->arch;
	char			 out[3 * REG_TEXT + 3];
	const char		*q, *r;
	size_t			 n, o;
	int			 lvl, mr;

	for (;;) {
		while (t < e && (*t == ' ' || *t == '\t'))
			t++;
		for (q = t; q < e && (isalnum((unsigned char)*q) ||
		    *q == '_' || *q == '.' || *q == '$'); q++)
			;
		if (q == t || q >= e || *q != ':' || (q + 1 < e &&
		    q[1] == ':'))
			break;
		t = q + 1;		/* a label of the body */
	}
	if (t == e || *t == '.' || *t == '#')
		return 0;
	if (memchr(t, '\\', (size_t)(e - t)) != NULL)
		return -1;
	for (q = t; q < e && *q != ' ' && *q != '\t'; q++)
		;
	if ((n = (size_t)(q - t)) >= nsz)
		return -1;
	memcpy(name, t, n);
	name[n] = '\0';
	if (arch->prefix != NULL && arch->prefix(name))
		return -1;
	memset(&rr->st, 0, sizeof(rr->st));
	rr->st.start = use->start;
	rr->st.end = use->end;
	rr->st.name = name;
	rr->st.ops = rr->ops;
	rr->st.body = -1;
	rr->st.kind = SK_INSN;
	for (t = q; t < e; t = q + 1) {
		while (t < e && (*t == ' ' || *t == '\t'))
			t++;
		if (t == e)
			break;
		if (rr->st.nops == REG_OPS)
			return -1;
		/* up to a comma outside parentheses, blanks dropped */
		for (q = t, o = 0, lvl = 0; q < e && (*q != ',' || lvl > 0);
		    q++) {
			if (*q == '(' || *q == '[' || *q == '{')
				lvl++;
			else if ((*q == ')' || *q == ']' || *q == '}') &&
			    lvl > 0)
				lvl--;
			if (*q == ' ' || *q == '\t')
				continue;
			if (o + 1 >= REG_TEXT)
				return -1;
			out[o++] = *q;
		}
		out[o] = '\0';
		mr = 0;
		if (arch->operand != NULL &&
		    (r = arch->operand(out, o, out + o + 1, &mr)) != NULL) {
			if (strlen(r) >= REG_TEXT)
				return -1;
			memmove(out, r, strlen(r) + 1);
		}
		if (mr || (arch->bare_regs ? arch->macro_reg(out, &n) :
		    arch->bare_name != NULL ? arch->bare_name(out, &n) :
		    NULL) != NULL)
			rr->st.xflags |= mr ? SX_MACREG : SX_BARE;
		memcpy(rr->text[rr->st.nops], out, strlen(out) + 1);
		rr->ops[rr->st.nops].start = use->start;
		rr->ops[rr->st.nops].end = use->end;
		rr->ops[rr->st.nops].text = rr->text[rr->st.nops];
		rr->st.nops++;
		if (q >= e)
			break;
	}
	rr->st.cls = classify_stmt(a->vocab, arch, &rr->st);
	if (rr->st.cls == IC_CODE && dot_macro(a, name))
		rr->st.cls = IC_MACRO;	/* as classify.c has it */
	return 1;
}

/* Keep a copy of the statement s in the cache's dst. */
static void
def_keep(const struct analysis *a, const struct stmt *s)
{
	struct regcache	*c = a->regs;
	struct stmt	*t;
	int		 i;

	ARRAY_RESERVE(c->dst, c->dn, c->dcap);
	t = &c->dst[c->dn++];
	*t = *s;
	if (s->name == NULL)
		return;
	t->name = unit_str(a->u, s->name, strlen(s->name));
	t->ops = xcalloc((size_t)s->nops + 1, sizeof(*t->ops));
	for (i = 0; i < s->nops; i++) {
		t->ops[i] = s->ops[i];
		t->ops[i].text = unit_str(a->u, s->ops[i].text,
		    strlen(s->ops[i].text));
	}
}

/*
 * Read the use at statement k of the file once, for def_ways and, with
 * stmts set or where it expands one way (as the callers of def_ways
 * then ask def_stmts), def_stmts: ex_text is most of their cost.
 */
static void
def_fill(const struct analysis *a, size_t k, int stmts)
{
	struct regcache		*c = a->regs;
	const struct unit	*u = a->u;
	const struct stmt	*s = &u->st[k];
	struct exset		 r;
	struct regread		 rr;
	struct stmt		 end;
	char			 name[32];
	const char		*t, *e;
	size_t			 j;
	int			 budget = RN_BUDGET, i, n;

	if (c->dslot == NULL) {
		c->dslot = xcalloc(u->nst, sizeof(*c->dslot));
		c->dways = xcalloc(u->nst, sizeof(*c->dways));
	}
	if (c->dslot[k] != 0 || (!stmts && c->dways[k] != 0))
		return;
	r.n = 0;
	if (ex_text(a, u->src->buf + s->start, s->end - s->start, &r,
	    &budget, EX_STMTS) == -1) {
		c->dways[k] = 1;
		c->dslot[k] = -1;
		return;
	}
	c->dways[k] = r.n + 2;
	if (!stmts && r.n != 1)
		return;
	c->dslot[k] = -1;
	j = c->dn;
	for (i = 0; i < r.n; i++)
		for (t = r.s[i]; *t != '\0'; t = *e != '\0' ? e + 1 : e) {
			e = t + strcspn(t, ";");
			if ((n = one_stmt(a, t, e, s, &rr, name,
			    sizeof(name))) == -1) {
				while (c->dn > j)
					free(c->dst[--c->dn].ops);
				return;
			}
			if (n == 1)
				def_keep(a, &rr.st);
		}
	memset(&end, 0, sizeof(end));
	def_keep(a, &end);
	c->dslot[k] = (int)j + 1;
}

/*
 * How many ways the use s of a #define of the file expands, as cpp
 * would by each definition of the macros in it (ex_text), or -1 if
 * rgpp cannot tell: def_stmts gives the statements of all of them.
 */
int
def_ways(const struct analysis *a, const struct stmt *s)
{
	struct exset	 r;
	int		 budget = RN_BUDGET;

	if (s >= a->u->st && s < a->u->st + a->u->nst) {
		def_fill(a, (size_t)(s - a->u->st), 0);
		return a->regs->dways[s - a->u->st] - 2;
	}
	r.n = 0;
	if (ex_text(a, a->u->src->buf + s->start, s->end - s->start, &r,
	    &budget, EX_STMTS) == -1)
		return -1;
	return r.n;
}

/*
 * The statements that the use s of a #define of the file expand to, as
 * cpp would expand it with its arguments, by every definition
 * (ex_text), each given to f as an instruction (one_stmt) until f
 * returns nonzero: read once for each use, kept in the cache.  0, 1 if
 * f stopped, or -1 if rgpp cannot tell what the use expands to.
 */
int
def_stmts(const struct analysis *a, const struct stmt *s,
    int (*f)(void *, const struct stmt *), void *arg)
{
	struct regcache	*c = a->regs;
	size_t		 k = (size_t)(s - a->u->st), j;

	if (s < a->u->st || s >= a->u->st + a->u->nst)
		return -1;
	def_fill(a, k, 1);
	if (c->dslot[k] == -1)
		return -1;
	for (j = (size_t)c->dslot[k] - 1; c->dst[j].name != NULL; j++)
		if (f(arg, &c->dst[j]))
			return 1;
	return 0;
}

/*
 * Expand the text t (n bytes) of a statement as cpp would, by every
 * definition of each macro in it (def_stmts' reading): f is called with
 * each result until it returns nonzero.  0, 1 if f stopped, or -1 if
 * rgpp cannot tell what the text expands to.
 */
int
ex_each(const struct analysis *a, const char *t, size_t n,
    int (*f)(void *, const char *), void *arg)
{
	struct exset	 r;
	int		 budget = RN_BUDGET, i;

	r.n = 0;
	if (ex_text(a, t, n, &r, &budget, EX_STMTS) == -1)
		return -1;
	for (i = 0; i < r.n; i++)
		if (f(arg, r.s[i]))
			return 1;
	return 0;
}

/*
 * The value of an expression as as computes it after cpp, for the
 * offset of a RETGUARD_SPILLED that is no number (flow.c's rule_mark):
 * "SLOT" after ".set SLOT, -24", "FRAME-8" after "#define FRAME -16".
 */
#define NUM_DEPTH	8	/* symbols defined by symbols, then unread */
#define NUM_LEN		256	/* bytes of an expression read */
#define NUM_BUDGET	16	/* assignments read for one expression */

static int	 num_at(const struct analysis *, const char *, size_t, int,
		    int, int *, long *);

/*
 * Does a #undef of the file name the macro name (n bytes)?  cpp leaves
 * the name there unexpanded, and rgpp does not follow where.
 */
static int
undef_named(const struct analysis *a, const char *name, size_t n)
{
	const struct unit	*u = a->u;
	const char		*p, *e;
	size_t			 i;

	for (i = 0; i < u->nst; i++) {
		if (u->st[i].kind != SK_CPP || u->st[i].cpp != CPP_OTHER)
			continue;
		p = u->src->buf + u->st[i].start;
		e = u->src->buf + u->st[i].end;
		p += strspn(p, "# \t");
		if (e - p < 6 || strncmp(p, "undef", 5) != 0)
			continue;
		for (p += 5; p < e && (*p == ' ' || *p == '\t'); p++)
			;
		if ((size_t)(e - p) >= n && memcmp(p, name, n) == 0 &&
		    ex_name(p, (size_t)(e - p)) == n)
			return 1;
	}
	return 0;
}

/*
 * The value of the symbol name (n bytes) at statement at of the file:
 * that of each of the file's assignments of it before at (.set, .equ,
 * .equiv, .eqv, =), which must agree, as rgpp does not follow the #if
 * and .if lines to tell which one as takes last.  0 where there is
 * none, or one in a .macro or #define body, which may run anywhere.
 * An assignment in a header is not seen.
 */
static int
sym_value(const struct analysis *a, const char *name, size_t n, int at,
    int depth, int *budget, long *v)
{
	const struct unit	*u = a->u;
	const char		*val, *sym;
	char			 key[64];
	long			 x;
	int			 i, found = 0;

	/* none outside the bodies: set in one, or nowhere */
	if (n >= sizeof(key))
		return 0;
	memcpy(key, name, n);
	key[n] = '\0';
	if (strmap_get(&a->setsyms, key) == NULL)
		return 0;
	for (i = 0; i < (int)u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind != SK_INSN || (s->flags & SF_INACTIVE) ||
		    (val = set_value(s)) == NULL)
			continue;
		sym = val == s->ops[0].text + 1 ? s->name : s->ops[0].text;
		if (strlen(sym) != n || memcmp(sym, name, n) != 0)
			continue;
		if (s->flags & (SF_DEFINE | SF_MACRO))
			return 0;
		if (i >= at)
			continue;
		/* .eqv: the expression is read where the symbol is used */
		if (--*budget < 0 || !num_at(a, val, strlen(val),
		    dir_is(s->name, ".eqv") ? at : i, depth + 1, budget, &x) ||
		    (found && x != *v))
			return 0;
		*v = x;
		found = 1;
	}
	return found;
}

/* An expression of one cpp expansion, read by num_exp. */
struct numex {
	const struct analysis	*a;
	int			 at, depth, n;
	int			*budget;	/* NUM_BUDGET's, left */
	long			 v;
};

/*
 * One expansion t of the expression: each symbol in it replaced by its
 * value (sym_value), then read by arch_number.  Nonzero to stop: it
 * cannot be read, or its value is not that of the expansions before.
 */
static int
num_exp(void *arg, const char *t)
{
	struct numex	*x = arg;
	char		 buf[NUM_LEN];
	size_t		 o = 0, k;
	long		 v;
	int		 m;

	while (*t != '\0') {
		for (k = 0; isalnum((unsigned char)t[k]) || t[k] == '_' ||
		    t[k] == '.' || t[k] == '$'; k++)
			;
		if (k == 0)
			k = 1;
		else if (!isdigit((unsigned char)*t)) {
			if (!sym_value(x->a, t, k, x->at, x->depth,
			    x->budget, &v) ||
			    (m = snprintf(buf + o, sizeof(buf) - o, "(%ld)",
			    v)) < 0 || (size_t)m >= sizeof(buf) - o)
				return 1;
			o += (size_t)m;
			t += k;
			continue;
		}
		if (o + k >= sizeof(buf))
			return 1;
		memcpy(buf + o, t, k);
		o += k;
		t += k;
	}
	buf[o] = '\0';
	if (!arch_number(buf, &v) || (x->n > 0 && v != x->v))
		return 1;
	x->v = v;
	x->n++;
	return 0;
}

/*
 * The value of the expression t (n bytes) at statement at of the file:
 * its macros expanded as cpp would by every definition (ex_each), which
 * must all give the same value, and its symbols by the file's
 * assignments before at (sym_value).  1 with *v; 0 where rgpp cannot
 * tell: a macro with two definitions one of which may not be in force
 * (#undef, an #ifndef default: redefs), or that ex_each cannot expand.
 */
static int
num_at(const struct analysis *a, const char *t, size_t n, int at, int depth,
    int *budget, long *v)
{
	struct numex	 x;
	const int	*r;
	char		 name[64];
	size_t		 i, k;

	if (depth > NUM_DEPTH || n >= NUM_LEN)
		return 0;
	for (i = 0; a->redefs.n > 0 && i < n; i += k) {
		if ((k = ex_name(t + i, n - i)) == 0) {
			k = 1;
			continue;
		}
		if (k >= sizeof(name))
			return 0;
		memcpy(name, t + i, k);
		name[k] = '\0';
		if ((r = strmap_get(&a->redefs, name)) != NULL && (*r != 1 ||
		    undef_named(a, t + i, k)))
			return 0;
	}
	x.a = a;
	x.at = at;
	x.depth = depth;
	x.budget = budget;
	x.n = 0;
	x.v = 0;
	if (ex_each(a, t, n, num_exp, &x) != 0 || x.n == 0)
		return 0;
	*v = x.v;
	return 1;
}

/*
 * The value of the expression t as as computes it at statement at of
 * the file, after cpp (num_at).  1 with *v; 0 where rgpp cannot tell.
 */
int
ex_number(const struct analysis *a, const char *t, int at, long *v)
{
	int	 budget = NUM_BUDGET;

	return num_at(a, t, strlen(t), at, 0, &budget, v);
}
