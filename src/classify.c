/*
 * classify.c: give every statement its class (from our vocabulary,
 * then the architecture's tables), build the label and symbol tables,
 * and find the functions: their entries, where RETGUARD_START runs,
 * and whether they have CFI.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "source.h"
#include "unit.h"
#include "arch.h"
#include "analysis.h"

static const char *const entry_macros[] = {
	"ENTRY", "NENTRY", "ASENTRY", "ENTRY_NP", "ENTRY_NB", "ALTENTRY",
	"SYSENTRY", "SYSENTRY_HIDDEN", "ENTRY_P2ALIGN", "ENTRY_CHK",
	"ENTRY_ALIGN", "SYM_FUNC_START", "SYM_FUNC_START_LOCAL",
	"SYM_FUNC_START_NOALIGN", "SYM_FUNC_START_LOCAL_NOALIGN",
	"SYM_FUNC_START_WEAK", "SYM_FUNC_START_WEAK_NOALIGN",
	"SYM_TYPED_FUNC_START", "SYM_FUNC_START_ALIAS",
	"SYM_FUNC_START_LOCAL_ALIAS", NULL
};
/*
 * Macros that define the label their first argument names, global by
 * the linkage macro of their second (SYM_L_GLOBAL) or always (GLOBAL).
 * Linux's bodies use ASM_NL, which rgpp does not expand.
 */
static const char *const label_macros[] = {
	"SYM_INNER_LABEL", "SYM_INNER_LABEL_ALIGN", "SYM_ENTRY", "SYM_START",
	"GLOBAL", NULL
};
static const char *const linkage_macros[] = {
	"SYM_L_GLOBAL", "SYM_L_WEAK", NULL
};
static const char *const end_macros[] = {
	"END", "END_STRONG", "END_WEAK", "SYSCALL_END", "SYSCALL_END_HIDDEN",
	"PSEUDO_END", "PSEUDO_END_NOERRNO", "PSEUDO_END_ERRVAL", "END_CHK",
	"SYM_FUNC_END", "SYM_FUNC_END_ALIAS", NULL
};
static int	 ident_char(char);
static void	 rets_regions(struct analysis *);

/* What a->labmacs says of a macro name: LAB_* bits, or 0. */
#define LAB_NAMED	1	/* "NAME LABEL" entries */
#define LAB_ARGS	2	/* "NAME *" */

static int
lab_bits(const struct analysis *a, const char *name)
{
	const int	*b;

	if (a->labmacs.n == 0 || (b = strmap_get(&a->labmacs, name)) == NULL)
		return 0;
	return *b;
}

static const char *const data_directives[] = {
	".byte", ".2byte", ".4byte", ".8byte", ".short", ".hword", ".word",
	".long", ".int", ".quad", ".octa", ".value", ".ascii", ".asciz",
	".string", ".fill", ".skip", ".space", ".zero", ".inst", ".insn",
	".float", ".double", ".single", ".dc", ".dc.b", ".dc.w", ".dc.l",
	".dc.a", ".half", ".dword", ".xword", NULL
};

/*
 * A value of data: what arch_number reads, or a plain number up to
 * 64 bits (.quad 0xd65f03c0d503201f, which no long holds).
 */
static int
data_value(const char *t, unsigned long *v)
{
	char	*end;
	long	 l;

	if (arch_number(t, &l)) {
		*v = (unsigned long)l;
		return 1;
	}
	if (!isdigit((unsigned char)t[0]))
		return 0;
	errno = 0;
	*v = strtoul(t, &end, 0);
	return errno == 0 && end != t && *end == '\0';
}

/*
 * The bytes of a raw .insn (riscv64's): its value alone, 4 bytes if its
 * low bits are 11 else 2 (.insn 0x00008067), or its length and value
 * (.insn 4, 0x00008067); 0 for a format and its fields.
 */
static int
insn_bytes(const struct stmt *s, unsigned char *b, int max, int *whole)
{
	unsigned long	 v, len;
	int		 k;

	if (!dir_is(s->name, ".insn") || s->nops == 0 || s->nops > 2 ||
	    !data_value(s->ops[0].text, &v))
		return 0;
	len = (v & 3) == 3 ? 4 : 2;
	if (s->nops == 2) {
		len = v;
		if ((len != 2 && len != 4) ||
		    !data_value(s->ops[1].text, &v))
			return 0;
	}
	if ((int)len > max)
		return 0;
	for (k = 0; k < (int)len; k++)
		b[k] = (unsigned char)(v >> (8 * k));
	if (whole != NULL)
		*whole = 1;
	return (int)len;
}

/*
 * The bytes of a data statement (.byte, .inst, .long, .quad),
 * little-endian, at most max; *whole (if not NULL) is set when every
 * operand is read and fits.  x86's .word is 2 bytes, read as 4: no
 * return, jump or landing pad is then found in it.  .fill and the
 * strings are not read.
 */
int
data_bytes(const struct stmt *s, unsigned char *b, int max, int *whole)
{
	static const struct {
		const char	*name;
		int		 size;
	} sizes[] = {
		{ ".byte", 1 }, { ".dc.b", 1 }, { ".2byte", 2 },
		{ ".hword", 2 }, { ".short", 2 }, { ".half", 2 },
		{ ".dc.w", 2 }, { ".inst", 4 }, { ".4byte", 4 },
		{ ".long", 4 }, { ".word", 4 }, { ".int", 4 }, { ".dc.l", 4 },
		{ ".quad", 8 }, { ".8byte", 8 }, { ".xword", 8 },
		{ ".dword", 8 }
	};
	unsigned long	 v;
	size_t		 j;
	int		 i, n = 0, size, k;

	if (whole != NULL)
		*whole = 0;
	for (j = 0; j < sizeof(sizes) / sizeof(sizes[0]) &&
	    !dir_is(s->name, sizes[j].name); j++)
		;
	if (j == sizeof(sizes) / sizeof(sizes[0]))
		return insn_bytes(s, b, max, whole);
	size = sizes[j].size;
	for (i = 0; i < s->nops && n + size <= max; i++)
		if (data_value(s->ops[i].text, &v))
			for (k = 0; k < size; k++)	/* little-endian */
				b[n++] = (unsigned char)(v >> (8 * k));
	if (whole != NULL)
		*whole = n == s->nops * size;
	return n;
}

/*
 * Is s data whose bytes spell a return or a jump (data_bytes; a raw
 * .insn as arch->insn_jump reads it), which leaves the code it is in?
 */
int
data_leaves(const struct unit *u, const struct stmt *s)
{
	unsigned char	 b[64];
	char		 buf[256];
	size_t		 k;
	int		 n;

	if ((n = data_bytes(s, b, sizeof(b), NULL)) > 0)
		return u->arch->hidden_ret(b, n) ||
		    u->arch->hidden_jump(b, n) != 0;
	if (u->arch->insn_jump == NULL || s->nops == 0 ||
	    !dir_is(s->name, ".insn") ||
	    (k = s->end - s->ops[0].start) >= sizeof(buf))
		return 0;
	memcpy(buf, u->src->buf + s->ops[0].start, k);
	buf[k] = '\0';
	return u->arch->insn_jump(buf);
}

/*
 * Is name in the list or in the extra names (from the command line, or
 * learned)?  The lists hold upper-case names only: most statements, in
 * the headers' macros as in the file, are lower-case instructions and
 * directives, and skip them.
 */
static int
named(const char *name, const char *const *list, const char **extra,
    size_t nextra)
{
	size_t	 i;

	if (isupper((unsigned char)name[0]) && arch_streq_any(name, list))
		return 1;
	for (i = 0; i < nextra; i++)
		if (name[0] == extra[i][0] && strcmp(name, extra[i]) == 0)
			return 1;
	return 0;
}

/* Class of an instruction statement from our vocabulary, or IC_NONE. */
static enum insn_class
vocab_class(const struct vocab *v, const struct stmt *s)
{
	const char	*n = s->name;

	if (strncmp(n, "RETGUARD_", 9) == 0) {
		if (strcmp(n + 9, "START") == 0 ||
		    strcmp(n + 9, "START_NOCFI") == 0)
			return IC_RG_START;
		if (strcmp(n + 9, "END") == 0 ||
		    strcmp(n + 9, "END_NOCFI") == 0)
			return IC_RG_END;
		if (strcmp(n + 9, "RESUME") == 0)
			return IC_RG_RESUME;
		if (strcmp(n + 9, "SKIP") == 0)
			return IC_RG_SKIP;
		if (strcmp(n + 9, "SPILLED") == 0)
			return IC_RG_SPILLED;
		if (strcmp(n + 9, "RELOADED") == 0)
			return IC_RG_RELOADED;
		if (strcmp(n + 9, "RETS") == 0 ||
		    strcmp(n + 9, "RETS_NOCFI") == 0)
			return IC_RG_RETS;
		if (strcmp(n + 9, "RETS_END") == 0)
			return IC_RG_RETS_END;
	}
	if (s->nops > 0 && named(n, entry_macros, v->entry, v->nentry))
		return IC_ENTRY;
	if (s->nops > 0 && named(n, end_macros, v->end, v->nend))
		return IC_END;
	if (named(n, (const char *const[]){ NULL }, v->ret, v->nret))
		return IC_RET;
	if (n[0] == '.') {
		if (strncasecmp(n, ".cfi_", 5) == 0)
			return IC_CFI;
		if (dir_is(n, ".size"))
			return IC_END;
		return arch_streq_any(n, data_directives) ? IC_DATA : IC_NONE;
	}
	if (strncmp(n, "cfi_", 4) == 0 || strncmp(n, "CFI_", 4) == 0)
		return IC_CFI;
	return IC_NONE;
}

/* Class of any instruction statement: our vocabulary, then the arch. */
enum insn_class
classify_stmt(const struct vocab *v, const struct arch *arch,
    const struct stmt *s)
{
	enum insn_class	 c;

	if ((c = vocab_class(v, s)) == IC_NONE && s->name[0] != '.')
		c = s->acls != 0 ? (enum insn_class)(s->acls - 1) :
		    arch->classify(s);
	return c;
}

/*
 * Is the operand from p (to e, or a quote or ';') a label named with
 * \@: one of the expansion of the .macro whose body holds the use?
 */
static int
own_label(const char *p, const char *e)
{
	for (; p + 1 < e && *p != '"' && *p != ';'; p++)
		if (p[0] == '\\' && p[1] == '@')
			return 1;
	return 0;
}

/*
 * Do the arguments of the macro use s name a jump or a return where an
 * instruction may start in them (at the start, or after a quote, '(',
 * ';' or ','), as the arguments of a macro with an instruction named by
 * a parameter do: Linux's ALTERNATIVE "jmp memcpy_orig", "", X86_...?
 */
int
args_jump(const struct vocab *v, const struct arch *arch,
    const struct unit *u, const struct stmt *s)
{
	const char	*p, *e = u->src->buf + s->end;
	struct stmt	 w;
	char		 word[32];
	size_t		 n;
	int		 start = 1;
	enum insn_class	 c;

	if (s->nops == 0)
		return 0;
	memset(&w, 0, sizeof(w));
	w.name = word;
	w.body = -1;
	for (p = u->src->buf + s->ops[0].start; p < e; p++) {
		if (strchr("\"(;,", *p) != NULL) {
			start = 1;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\\' || *p == '\n')
			continue;
		if (start && (isalpha((unsigned char)*p) || *p == '_')) {
			for (n = 1; p + n < e && (ident_char(p[n]) ||
			    p[n] == '.'); n++)
				;
			if (n < sizeof(word)) {
				memcpy(word, p, n);
				word[n] = '\0';
				c = arch->classify(&w);
				if ((c == IC_JMP || c == IC_JCC ||
				    c == IC_RET || c == IC_FARRET ||
				    (c != IC_CODE && listed(v->ret, v->nret,
				    word))) && !own_label(p + n, e))
					return 1;
			}
			p += n - 1;
		}
		start = 0;
	}
	return 0;
}

/* Is name in a list of the vocab? */
int
listed(const char **list, size_t n, const char *name)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (list[i][0] == name[0] && strcmp(list[i], name) == 0)
			return 1;
	return 0;
}

/*
 * May the macro use s jump where the walk does not follow?  A macro
 * with a jump out of its body (vocab jumpmac), unless a .macro or a
 * #define of the file whose body flow.c reads at the use (file_body);
 * one with an instruction its arguments name (vocab argmac), whose
 * arguments here hold a jump or a return; any other but a .macro of
 * the file whose arguments do, as
 * "_CET_NOTRACK jmp *%ecx" with a prefix #define, or a macro rgpp has
 * no definition of.
 */
static int
macro_jumps(const struct analysis *a, const struct stmt *s)
{
	const struct vocab	*v = a->vocab;

	if (listed(v->argmac, v->nargmac, s->name))
		return args_jump(v, a->u->arch, a->u, s);
	if (file_body(a, s->name) != -1)
		return 0;	/* flow.c reads it, and follows its jumps */
	if (listed(v->jumpmac, v->njumpmac, s->name))
		return 1;
	/* a defined macro's call, NAME(...): its arguments are no code */
	if (s->nops > 0 && s->ops[0].text[0] == '(' &&
	    (strmap_get(&a->defines, s->name) != NULL ||
	    (v->hdefs != NULL && strmap_get(v->hdefs, s->name) != NULL)))
		return 0;
	return args_jump(v, a->u->arch, a->u, s);
}

/*
 * Does s define a global label: a label the file makes global (.globl,
 * .weak), or a use of a macro that defines the label its arguments name
 * ("NAME *" in vocab labmac) and makes it global, by a linkage macro
 * in its arguments (Linux's SYM_INNER_LABEL(name, SYM_L_GLOBAL)) or a
 * .globl of the name in the file?  Inside a function, code elsewhere
 * may enter there.
 */
static int
global_label(const struct analysis *a, const struct stmt *s)
{
	const struct vocab	*v = a->vocab;
	char			 word[64];
	const char		*p;
	size_t			 n;
	int			 i, first = 1;

	if (s->kind == SK_LABEL)
		return strmap_get(&a->globals, s->name) != NULL;
	if (s->kind != SK_INSN || s->cls != IC_MACRO || s->nops == 0)
		return 0;	/* no argument: no label named */
	if (strcmp(s->name, "GLOBAL") == 0)
		return 1;
	if (!arch_streq_any(s->name, label_macros) &&
	    !(lab_bits(a, s->name) & LAB_ARGS))
		return 0;
	for (i = 0; i < s->nops; i++)
		for (p = s->ops[i].text; *p != '\0'; p += n > 0 ? n : 1) {
			for (n = 0; ident_char(p[n]) || p[n] == '.' ||
			    p[n] == '$'; n++)
				;
			if (n == 0 || n >= sizeof(word))
				continue;
			memcpy(word, p, n);
			word[n] = '\0';
			if ((first && strmap_get(&a->globals, word) != NULL) ||
			    arch_streq_any(word, linkage_macros) ||
			    listed(v->globmac, v->nglobmac, word))
				return 1;
			first = 0;
		}
	return 0;
}

/* Does the entry macro called at s open CFI (a learned definition)? */
static int
entry_has_cfi(const struct vocab *v, const struct stmt *s)
{
	size_t	 i;

	for (i = 0; i < v->ncfi; i++)
		if (strcmp(s->name, v->cfi_entry[i]) == 0)
			return 1;
	return 0;
}

/*
 * The function name an entry or end macro names: ENTRY(x), ENTRY (x, 4),
 * and a .macro's first argument, "def_fn x p2align=6", which only the
 * blank in the source (not in the operand's text) ends.
 */
static const char *
macro_arg(struct unit *u, const struct stmt *s)
{
	const char	*t = s->ops[0].text;
	const char	*r = u->src->buf + s->ops[0].start;
	const char	*re = u->src->buf + s->ops[0].end;
	size_t		 n, m;
	int		 depth = 0;

	if (*t == '(')
		t++;
	for (n = 0; t[n] != '\0'; n++) {
		if (t[n] == '(')
			depth++;
		else if (t[n] == ')' && depth-- == 0)
			break;
		else if (t[n] == ',' && depth == 0)
			break;
	}
	/* the same name in the source: a blank, then another word, ends it */
	if (r < re && *r == '(')
		r++;
	while (r < re && (*r == ' ' || *r == '\t'))
		r++;
	for (m = 0; r + m < re && m < n && r[m] == t[m]; m++)
		;
	if (m < n && r + m < re && (r[m] == ' ' || r[m] == '\t')) {
		const char *w = r + m;

		while (w < re && (*w == ' ' || *w == '\t'))
			w++;
		if (w < re && (isalnum((unsigned char)*w) || *w == '_' ||
		    *w == '.'))
			n = m;
	}
	return unit_str(u, t, n);
}

/* Set statement i's value in index *v (see ix_get), made if need be. */
void
ix_set(const struct analysis *a, int **v, int i, int x)
{
	if (*v == NULL)
		*v = xcalloc(a->u->nst + 1, sizeof(**v));
	(*v)[i] = x + 1;
}

/* Set up an analysis of a parsed and structured unit. */
void
analysis_init(struct analysis *a, struct unit *u, const struct vocab *v)
{
	memset(a, 0, sizeof(*a));
	a->u = u;
	a->vocab = v;
	a->fall = xcalloc(u->nst + 1, sizeof(int));
	a->ed_kinds = xcalloc(u->nst + 1, 1);
	a->visits = xcalloc(u->nst + 1, 1);
	strmap_init(&a->labels);
	strmap_init(&a->globals);
	strmap_init(&a->addr_taken);
	strmap_init(&a->funcnames);
	strmap_init(&a->retmacs);
	strmap_init(&a->macheads);
	strmap_init(&a->defines);
	strmap_init(&a->redefs);
	strmap_init(&a->defmoves);
	strmap_init(&a->defcode);
	strmap_init(&a->remacs);
	strmap_init(&a->bodylabels);
	strmap_init(&a->arglabels);
	strmap_init(&a->deflabels);
	strmap_init(&a->labkeys);
	strmap_init(&a->labmacs);
	strmap_init(&a->setsyms);
	strmap_init(&a->bodysets);
	strmap_init(&a->defsets);
	strmap_init(&a->svever);
	strmap_init(&a->svwant);
	a->regs = regs_new();
}

/* Free what the analysis holds. */
void
analysis_free(struct analysis *a)
{
	free(a->funcs);
	free(a->func_at);
	free(a->next_label);
	free(a->prefix_of);
	free(a->fall);
	free(a->edits);
	free(a->ed_kinds);
	free(a->ed_start);
	free(a->ed_end);
	free(a->rets_on);
	free(a->ed_skip);
	free(a->visits);
	flow_free(a);
	strmap_free(&a->labels);
	strmap_free(&a->globals);
	strmap_free(&a->addr_taken);
	strmap_free(&a->funcnames);
	strmap_free(&a->retmacs);
	strmap_free(&a->macheads);
	strmap_free(&a->defines);
	strmap_free(&a->redefs);
	strmap_free(&a->defmoves);
	strmap_free(&a->defcode);
	strmap_free(&a->remacs);
	free(a->mdefs);
	free(a->mscope);
	free(a->rep_end);
	free(a->rep_in);
	free(a->rep_leave);
	strmap_free(&a->bodylabels);
	strmap_free(&a->arglabels);
	strmap_free(&a->deflabels);
	strmap_free(&a->labkeys);
	strmap_free(&a->labmacs);
	strmap_free(&a->setsyms);
	strmap_free(&a->bodysets);
	strmap_free(&a->defsets);
	strmap_free(&a->svever);
	strmap_free(&a->svwant);
	free(a->svlog);
	if (a->symsset)
		arch_symbols(&a->symswas, NULL);
	regs_free(a->regs);
	free(a->bodypfx);
}

/*
 * A label of a .macro body: a jump to it from the file's lines goes
 * into a use of the macro, which rgpp does not follow.  Numeric labels
 * are found by resolve_label itself; a name that starts with a
 * parameter (\name:, an entry a macro makes) names anything.
 */
static void
note_body_label(struct analysis *a, const struct stmt *s)
{
	const char	*b = strchr(s->name, '\\');

	if (b == NULL) {
		if (strspn(s->name, "0123456789") != strlen(s->name))
			strmap_put(&a->bodylabels, s->name, 1);
	} else if (b - s->name >= 2) {
		ARRAY_RESERVE(a->bodypfx, a->nbodypfx, a->capbodypfx);
		a->bodypfx[a->nbodypfx++] = s;
	}
}

/*
 * The labels that the arguments of a call of a function-like macro
 * define, as Linux's EXC(1: movw (%esi), %bx) does: a name or number
 * right after '(', ',', ';' or a blank, then ':' (not '::', and not a
 * segment register's %fs: or a relocation's :lo12:).  Each is passed
 * to f with its length; stop and return 1 when f does.
 */
static int
arg_labels(const struct unit *u, const struct stmt *s,
    int (*f)(void *, const char *, size_t), void *arg)
{
	const char	*p, *e = u->src->buf + s->end;
	const char	*t;

	if (s->nops == 0)
		return 0;
	p = u->src->buf + s->ops[0].start;	/* after the name, blanks */
	if (*p != '(' || memchr(p, ':', (size_t)(e - p)) == NULL)
		return 0;
	for (; p < e; p++) {
		const char *n = p + 1, *ne;

		if (strchr("(,; \t", *p) == NULL)
			continue;
		for (ne = n; ne < e && (isalnum((unsigned char)*ne) ||
		    *ne == '_' || *ne == '.' || *ne == '$'); ne++)
			;
		if (ne == n)
			continue;
		/* a number, or a name that does not start with a digit */
		if (isdigit((unsigned char)*n) &&
		    strspn(n, "0123456789") < (size_t)(ne - n))
			continue;
		for (t = ne; t < e && (*t == ' ' || *t == '\t'); t++)
			;
		if (t < e && *t == ':' && (t + 1 == e || t[1] != ':') &&
		    f(arg, n, (size_t)(ne - n)))
			return 1;
	}
	return 0;
}

static int
note_arg_label(void *arg, const char *name, size_t n)
{
	struct analysis	*a = arg;

	strmap_put(&a->arglabels, unit_str(a->u, name, n), 1);
	return 0;
}

static int
is_arg_label(void *arg, const char *name, size_t n)
{
	const char	*want = arg;

	return strlen(want) == n && strncmp(want, name, n) == 0;
}

/* Might t be a label that a use of a .macro of the file defines? */
static int
body_label_name(const struct analysis *a, const char *t)
{
	size_t	 i, n;

	if (strmap_get(&a->bodylabels, t) != NULL)
		return 1;
	for (i = 0; i < a->nbodypfx; i++) {
		const char *l = a->bodypfx[i]->name;

		n = (size_t)(strchr(l, '\\') - l);
		if (strncmp(l, t, n) == 0 && t[n] != '\0')
			return 1;
	}
	return 0;
}

/*
 * Does a use of the macro the statement names define the label lab, by
 * what learn.c learned of the macro (vocab labmac: "NAME LABEL", or
 * "NAME *" when its arguments name a label, as lab is here)?
 */
static int
macro_defines(const struct analysis *a, const struct stmt *s,
    const char *lab)
{
	char			 key[256];
	size_t			 n = strlen(lab), k;
	const char		*p, *t;
	int			 i, bits;

	if (a->labmacs.n == 0 || s->kind != SK_INSN || s->name[0] == '.' ||
	    (bits = lab_bits(a, s->name)) == 0)
		return 0;
	k = strlen(s->name);
	if ((bits & LAB_NAMED) && k + n + 2 <= sizeof(key)) {
		memcpy(key, s->name, k);
		key[k] = ' ';
		memcpy(key + k + 1, lab, n + 1);
		if (strmap_get(&a->labkeys, key) != NULL)
			return 1;
	}
	if (!(bits & LAB_ARGS))
		return 0;
	for (i = 0; i < s->nops; i++)
		for (t = s->ops[i].text, p = t; (p = strstr(p, lab)) != NULL;
		    p++)
			if ((p == t || !ident_char(p[-1])) &&
			    !ident_char(p[n]))
				return 1;
	return 0;
}

/*
 * The labels the macros of vocab labmac define: each entry, and each
 * named label into deflabels, for resolve_label.  Where a macro's
 * arguments name its labels, each name in the arguments of each use.
 */
static void
note_macro_labels(struct analysis *a)
{
	const struct vocab	*v = a->vocab;
	const struct unit	*u = a->u;
	const char		*lab, *p, *q;
	size_t			 i;
	int			 j, star = 0, *bits;

	for (i = 0; i < v->nlabmac; i++) {
		strmap_put(&a->labkeys, v->labmac[i], 1);
		lab = strchr(v->labmac[i], ' ') + 1;
		bits = strmap_put(&a->labmacs, unit_str(a->u, v->labmac[i],
		    (size_t)(lab - 1 - v->labmac[i])), 0);
		if (strcmp(lab, "*") == 0) {
			star = 1;
			*bits |= LAB_ARGS;
		} else {
			*bits |= LAB_NAMED;
			if (strspn(lab, "0123456789") != strlen(lab))
				strmap_put(&a->deflabels, lab, 1);
		}
	}
	for (i = 0; star && i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind != SK_INSN || s->name[0] == '.' ||
		    !(lab_bits(a, s->name) & LAB_ARGS))
			continue;
		for (j = 0; j < s->nops; j++)
			for (p = s->ops[j].text; *p != '\0'; p = q) {
				for (q = p; ident_char(*q) || *q == '.' ||
				    *q == '$'; q++)
					;
				if (q == p)
					q++;
				else if (!isdigit((unsigned char)*p))
					strmap_put(&a->deflabels, unit_str(
					    a->u, p, (size_t)(q - p)), 1);
			}
	}
}

/*
 * The value a symbol assignment gives its symbol: ".set x, v" (.equ,
 * .equiv, .eqv) or "x = v"; NULL for other statements.
 */
const char *
set_value(const struct stmt *s)
{
	if ((dir_is(s->name, ".set") || dir_is(s->name, ".equ") ||
	    dir_is(s->name, ".equiv") || dir_is(s->name, ".eqv")) &&
	    s->nops >= 2)
		return s->ops[1].text;
	if (s->nops == 1 && s->ops[0].text[0] == '=' &&
	    s->ops[0].text[1] != '=')
		return s->ops[0].text + 1;
	return NULL;
}

/* The symbol an assignment (set_value's) assigns. */
const char *
set_name(const struct stmt *s)
{
	return set_value(s) == s->ops[0].text + 1 ? s->name :
	    s->ops[0].text;
}

/* Note the symbol statement i assigns; -2 for one assigned twice. */
static void
note_set(struct analysis *a, const struct stmt *s, int i)
{
	const char	*name = set_name(s);
	int		*p = strmap_put(&a->setsyms, name, i);

	if (*p != i)
		*p = -2;
}

/* Put a name in a set of names (symvals' reads and sets). */
void
svset_add(struct svset *set, const char *name)
{
	unsigned	 h = 2166136261u;

	while (*name != '\0')
		h = (h ^ (unsigned char)*name++) * 16777619u;
	h ^= h >> 16;
	set->w[(h >> 6) & 3] |= (uint64_t)1 << (h & 63);
}

/*
 * A name that flow.c's reading in order has seen assigned (a->sv), read
 * where it is used in the statement read: 1 and its value in *v, or 0
 * (unknown there), or -1 if the reading has not seen it.  A value set
 * before the innermost reading began makes that reading depend on
 * where it is (sv.outside).
 */
static int
sv_number(struct analysis *a, const char *name, long *v)
{
	struct symvals	*sv = &a->sv;
	int		 k;

	svset_add(sv->setting ? &sv->sets : &sv->reads, name);
	for (k = 0; k < sv->n; k++) {
		if (strcmp(sv->e[k].name, name) != 0)
			continue;
		if (!sv->e[k].known)
			return 0;
		if (sv->e[k].stamp < sv->from)
			sv->outside = 1;
		*v = sv->e[k].v;
		return 1;
	}
	return -1;
}

/*
 * arch_number's reader of names while the file is analysed: the value
 * of a symbol the file assigns once, at its top level, an expression
 * of numbers and such symbols (up to eight steps: frame_INP =
 * frame_SRND + SRND_SIZE), wherever it is used, as as gives it (a use
 * before the assignment too).  Not one assigned twice, or in a .macro
 * or #define body, whose value depends on where it is read; but where
 * flow.c reads statements in as's order and has seen the name assigned
 * (sv_number), the value it has there.  Only in the statement's own
 * text: a top-level symbol's expression is read as the file's.
 */
static int
set_number(void *ctx, const char *name, long *v)
{
	struct analysis	*a = ctx;
	const int	*p;
	int		 ok;

	if (a->sv.on && a->setdepth == 0 && a->sv.nest > 0 &&
	    (ok = sv_number(a, name, v)) != -1)
		return ok;
	if (a->setdepth >= 8 || (p = strmap_get(&a->setsyms, name)) == NULL ||
	    *p < 0 || (a->bodysets.n > 0 &&
	    strmap_get(&a->bodysets, name) != NULL))
		return 0;
	a->setdepth++;
	ok = arch_number(set_value(&a->u->st[*p]), v);
	a->setdepth--;
	return ok;
}

/* Does the body of the .macro at h define the numeric label num? */
static int
body_defines(const struct unit *u, int h, const char *num)
{
	size_t	 i;

	for (i = h + 1; i < u->nst && u->st[i].body == h; i++)
		if (u->st[i].kind == SK_LABEL &&
		    strcmp(u->st[i].name, num) == 0)
			return 1;
	return 0;
}

/* Is the statement part of the top-level, active code? */
static int
top(const struct stmt *s)
{
	return (s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) == 0 &&
	    s->kind != SK_DEFINE;
}

/* The next top-level active statement after i, or -1. */
int
next_stmt(const struct unit *u, int i)
{
	for (i++; i < (int)u->nst; i++)
		if (top(&u->st[i]))
			return i;
	return -1;
}

/* Record symbol names: .globl, .weak, and .type x,@function. */
static void
note_symbols(struct analysis *a, const struct stmt *s, struct strmap *typed)
{
	int	 i;

	if (dir_is(s->name, ".globl") ||
	    dir_is(s->name, ".global") ||
	    dir_is(s->name, ".weak"))
		for (i = 0; i < s->nops; i++)
			strmap_put(&a->globals, s->ops[i].text, 1);
	if (dir_is(s->name, ".type") && s->nops == 2) {
		const char *t = s->ops[1].text;

		if (*t == '@' || *t == '%' || *t == '#' || *t == '"')
			t++;
		if (strncmp(t, "function", 8) == 0 ||
		    strcmp(t, "STT_FUNC") == 0 ||
		    strncmp(t, "gnu_indirect_function", 21) == 0) {
			strmap_put(typed, s->ops[0].text, 1);
			strmap_put(&a->globals, s->ops[0].text, 1);
		}
	}
}

/* Can c be part of a C identifier? */
static int
ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/*
 * A use of a learned type macro, SOTYPE_FUNCTION(memcpy): the label its
 * template names, SYM(memcpy), is a function's.
 */
static void
note_typemac(struct analysis *a, const struct stmt *s, struct strmap *typed)
{
	const struct vocab	*v = a->vocab;
	size_t			 i, n = strlen(s->name), k, pl, al;
	const char		*arg = NULL, *t, *param, *q;
	char			*buf;

	for (i = 0; i < v->ntypemac; i++) {
		t = v->typemac[i];
		if (t[0] != s->name[0] || strncmp(t, s->name, n) != 0 ||
		    t[n] != ' ')
			continue;
		if (s->nops != 1)
			return;
		if (arg == NULL)
			arg = macro_arg(a->u, s);
		param = t + n + 1;
		pl = strcspn(param, " ");
		al = strlen(arg);
		/* the template with each whole word PARAM made the argument */
		buf = xmalloc(strlen(param) * (al + 1) + 1);
		for (k = 0, q = param + pl + 1; *q != '\0'; ) {
			if (strncmp(q, param, pl) == 0 &&
			    !ident_char(q[pl]) && (q == param + pl + 1 ||
			    !ident_char(q[-1]))) {
				memcpy(buf + k, arg, al);
				k += al;
				q += pl;
			} else
				buf[k++] = *q++;
		}
		strmap_put(typed, unit_str(a->u, buf, k), 1);
		free(buf);
	}
}

/* Record the label names an operand uses as data (jump tables). */
static void
note_addr_taken(struct analysis *a, const char *t)
{
	char	 w[256];
	size_t	 n;

	while (*t != '\0') {
		if (!(isalnum((unsigned char)*t) || *t == '_' || *t == '.')) {
			t++;
			continue;
		}
		for (n = 0; isalnum((unsigned char)t[n]) || t[n] == '_' ||
		    t[n] == '.' || t[n] == '$'; n++)
			;	/* strspn with a set this long is slow */
		if (isdigit((unsigned char)*t)) {
			/* 1f or 2b: a numeric label used as data */
			if (n >= 2 && (t[n - 1] == 'f' || t[n - 1] == 'b') &&
			    strspn(t, "0123456789") == n - 1)
				a->numeric_taken = 1;
			t += n;
			continue;
		}
		if (t[n] == '(' && strchr(t + n, ')') != NULL)
			n = strchr(t + n, ')') - t + 1;	/* L(name) */
		if (n < sizeof(w)) {
			memcpy(w, t, n);
			w[n] = '\0';
			if (strmap_get(&a->labels, w) == NULL && t[n - 1] == ')')
				/* not L(name): .Ltab(%rip) */
				n = strcspn(t, "(");
			w[n] = '\0';
			if (strmap_get(&a->labels, w) != NULL)
				strmap_put(&a->addr_taken,
				    unit_str(a->u, w, n), 1);
		}
		t += n;
	}
}

/* The operands of statements that are not branches: label uses as data. */
static void
find_addr_taken(struct analysis *a)
{
	size_t	 i;
	int	 j;

	for (i = 0; i < a->u->nst; i++) {
		const struct stmt *s = &a->u->st[i];

		if (s->kind != SK_INSN || s->cls == IC_JMP || s->cls == IC_JCC ||
		    s->cls == IC_CALL || s->cls == IC_RG_SKIP ||
		    s->cls == IC_ENTRY || s->cls == IC_END)
			continue;
		if (dir_is(s->name, ".type") ||
		    dir_is(s->name, ".globl") ||
		    dir_is(s->name, ".global") ||
		    dir_is(s->name, ".weak") ||
		    dir_is(s->name, ".hidden") ||
		    dir_is(s->name, ".size"))
			continue;
		for (j = 0; j < s->nops; j++)
			note_addr_taken(a, s->ops[j].text);
	}
}

/* Add a function entered at statement i. */
static void
add_func(struct analysis *a, int i, const char *name)
{
	struct func	*f;

	ARRAY_RESERVE(a->funcs, a->nfuncs, a->capfuncs);
	f = &a->funcs[a->nfuncs];
	memset(f, 0, sizeof(*f));
	f->entry = i;
	f->name = name;
	f->sp = -1;
	f->arch = a->u->arch;
	ix_set(a, &a->func_at, i, (int)a->nfuncs++);
}

/*
 * A global symbol set to a place in the code: ".globl f_alt" with
 * ".set f_alt, ." or "f_alt = .Lmid" is another entry there, as a
 * global label is (SF_ALTENTRY), at the statement or at the label.
 */
static void
global_set(struct analysis *a, int i)
{
	struct unit	*u = a->u;
	struct stmt	*s = &u->st[i];
	const char	*v, *name;
	const int	*p;

	if (s->kind != SK_INSN || (v = set_value(s)) == NULL)
		return;
	name = v == s->ops[0].text + 1 ? s->name : s->ops[0].text;
	if (strmap_get(&a->globals, name) == NULL)
		return;
	if (strcmp(v, ".") == 0)
		s->flags |= SF_ALTENTRY;
	else if ((p = strmap_get(&a->labels, v)) != NULL &&
	    ix_get(a->func_at, *p) == -1)
		u->st[*p].flags |= SF_ALTENTRY;
}

/*
 * The mode of each function's code (struct arch's mode): what its
 * statements, up to its end or the next entry, say surely; else the
 * .code directive before it; else what they hint; else the source's.
 * Statements that say both modes surely (two #if branches) leave it
 * the source's.  Code under #ifdef __x86_64__ in a source converted
 * for i386 is assembled only for amd64, with amd64's macros: it is
 * walked as amd64 code and protected as such.
 */
static void
func_modes(struct analysis *a)
{
	const struct unit	*u = a->u;
	const struct arch	*dir = NULL, *m, *sure, *hint;
	int			 i, j, fi, how, clash, dirst = -1, open = -1;

	for (i = 0; i < (int)u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_INSN && s->name[0] == '.' && top(s) &&
		    (m = u->arch->mode(s, &how)) != NULL) {
			dir = m;
			dirst = i;
			/* a switch inside a function, to run the other mode */
			if (open != -1 && m != u->arch &&
			    !a->funcs[open].foreign)
				a->funcs[open].foreign = i + 1;
		}
		if (s->kind == SK_INSN && s->cls == IC_END)
			open = -1;
		if ((fi = ix_get(a->func_at, i)) == -1)
			continue;
		open = fi;
		/*
		 * Code after .code32 in a source for amd64 is assembled
		 * with amd64's macros (asm.h chooses by __x86_64__), which
		 * as refuses there: plan.c leaves the function alone.
		 */
		if (dir != NULL && dir != u->arch)
			a->funcs[fi].foreign = dirst + 1;
		sure = hint = NULL;
		clash = 0;
		for (j = i + 1; j < (int)u->nst; j++) {
			s = &u->st[j];
			if (ix_get(a->func_at, j) != -1 || s->cls == IC_END)
				break;
			if (s->kind != SK_INSN || !top(s) ||
			    s->name[0] == '.' ||
			    (m = u->arch->mode(s, &how)) == NULL)
				continue;
			if (how == MODE_ONLY) {
				clash |= sure != NULL && sure != m;
				sure = m;
				/* the source's own: so it is, clash or not */
				if (m == u->arch)
					break;
			} else
				hint = m;
		}
		if (clash)
			continue;
		m = sure != NULL ? sure : dir != NULL ? dir : hint;
		if (m != NULL)
			a->funcs[fi].arch = m;
	}
}

/*
 * An indirect-branch landing pad, which must stay first (IBT, BTI):
 * endbr64, bti, their macros, and aarch64's hints bti c, j and jc (34,
 * 36, 38) and paciasp and pacibsp (25, 27), which BTI takes as bti c;
 * those two sign the return address, and their function is left alone.
 */
int
landing(const struct stmt *s)
{
	static const char *const pads[] = {
		"endbr64", "endbr32", "_CET_ENDBR", "ENDBR", "ENDBR64",
		"ENDBR32", "bti", "BTI_C", "BTI_J", "BTI_JC", "paciasp",
		"pacibsp", NULL
	};
	const char	*t;
	long		 n;

	if (arch_streq_any(s->name, pads))
		return 1;
	if (strcasecmp(s->name, "hint") != 0 || s->nops != 1)
		return 0;
	t = s->ops[0].text;
	return arch_number(t + (*t == '#'), &n) && (n == 34 || n == 36 ||
	    n == 38 || n == 25 || n == 27);
}

/*
 * Is s data that spells a landing pad and nothing else, as OpenSSL's
 * perlasm writes endbr64 (.byte 243,15,30,250), or bti c as .inst
 * 0xd503245f?
 */
static int
data_landing(const struct analysis *a, const struct stmt *s)
{
	unsigned char	 b[16];
	int		 n, whole;

	if (a->u->arch->hidden_pad == NULL || s->kind != SK_INSN ||
	    s->name[0] != '.')
		return 0;
	n = data_bytes(s, b, sizeof(b), &whole);
	return n > 0 && whole && a->u->arch->hidden_pad(b, n) == n;
}

/*
 * Is s data that starts with a landing pad and goes on (.byte 0xf3,
 * 0x0f, 0x1e, 0xfa, 0x90)?  RETGUARD_START can go neither before the
 * pad nor inside the statement.
 */
static int
data_pad_more(const struct analysis *a, const struct stmt *s)
{
	unsigned char	 b[16];
	int		 n, whole, p;

	if (a->u->arch->hidden_pad == NULL || s->kind != SK_INSN ||
	    s->name[0] != '.')
		return 0;
	n = data_bytes(s, b, sizeof(b), &whole);
	return n > 0 && (p = a->u->arch->hidden_pad(b, n)) > 0 &&
	    (p < n || !whole);
}

/*
 * A landing pad, in data too, or a use of a macro of the file or its
 * headers whose body, in any definition, starts with one (#define
 * LANDING hint 34, #define ENDBR .byte 0xf3,0x0f,0x1e,0xfa):
 * RETGUARD_START goes after it.
 */
static int
landing_use(const struct analysis *a, const struct stmt *s, int depth)
{
	struct hdef		 d[8];
	const struct unit	*x;
	const struct stmt	*b;
	int			 j, k, nd;

	if (landing(s) || data_landing(a, s))
		return 1;
	/* a .macro of the file: its first instruction, in any branch */
	if (depth < 4 && s->kind == SK_INSN && s->name[0] != '.' &&
	    (k = file_body(a, s->name)) != -1) {
		for (j = k + 1; j < (int)a->u->nst && a->u->st[j].body == k;
		    j++) {
			b = &a->u->st[j];
			if (b->kind != SK_INSN || b->cls == IC_CFI ||
			    (b->name[0] == '.' && !data_landing(a, b)))
				continue;
			if (landing_use(a, b, depth + 1))
				return 1;
			break;
		}
	}
	if (depth >= 4 || s->kind != SK_INSN || s->name[0] == '.' ||
	    ((nd = file_defs(a, s->name, d, 8)) == 0 &&
	    (nd = learn_hdefs(a->vocab, s->name, d, 8)) == 0))
		return 0;
	if (nd < 0 || nd > 8)
		nd = 8;
	for (k = 0; k < nd; k++) {
		x = d[k].u;
		for (j = d[k].st + 1; j < (int)x->nst &&
		    x->st[j].body == d[k].st; j++) {
			b = &x->st[j];
			if (b->kind == SK_INSN && (b->name[0] != '.' ||
			    arch_streq_any(b->name, data_directives)) &&
			    strncmp(b->name, "cfi_", 4) != 0) {
				if (landing_use(a, b, depth + 1))
					return 1;
				break;
			}
		}
	}
	return 0;
}

/*
 * Does the conditional group headed at h hold nothing but landing pads,
 * directives and CFI in each branch, and a pad in one (#ifdef __CET__,
 * endbr64, #endif)?  Its first pad, or -1: RETGUARD_START goes after
 * the group's end.  Not one with anything else: code, a label, data,
 * another group.
 */
static int
pad_group(const struct analysis *a, int h)
{
	const struct unit	*u = a->u;
	const struct stmt	*s;
	int			 i, e = cond_end(u, h), pad = -1;

	if (e == -1)
		return -1;
	for (i = a->fall[h]; i != e; i = a->fall[i]) {
		if (i == -1)
			return -1;	/* another section */
		s = &u->st[i];
		if (s->cond == COND_ELSE)
			continue;	/* the group's next branch */
		if (s->kind != SK_INSN || s->cond != COND_NONE)
			return -1;
		if (landing_use(a, s, 0)) {
			if (pad == -1)
				pad = i;
		} else if (s->cls != IC_NONE && s->cls != IC_CFI)
			return -1;
	}
	return pad;
}

/*
 * The landing pad first in a branch of the conditional group headed at
 * h (#ifdef __CET__, endbr64, movq %rdi, %rax, #endif), or data there
 * that starts with one, or -1.  A group
 * with other code than pads is no pad_group: RETGUARD_START can go
 * neither after the group, past that code, nor before it, where an
 * indirect call lands on it.
 */
static int
branch_pad(const struct analysis *a, int h)
{
	const struct unit	*u = a->u;
	const struct stmt	*s;
	int			 i, e = cond_end(u, h), first = 1;

	if (e == -1)
		return -1;
	for (i = a->fall[h]; i != -1 && i != e; i = a->fall[i]) {
		s = &u->st[i];
		if (s->cond == COND_ELSE) {
			first = 1;	/* the group's next branch */
			continue;
		}
		if (s->cond == COND_IF) {	/* a group inside: skipped */
			first = 0;
			if ((i = cond_end(u, i)) == -1)
				return -1;
			continue;
		}
		if (!first || s->kind == SK_CPP)
			continue;
		if (s->kind == SK_INSN && (landing_use(a, s, 0) ||
		    data_pad_more(a, s)))
			return i;
		if (s->kind == SK_LABEL || (s->kind == SK_INSN &&
		    s->cls != IC_NONE && s->cls != IC_CFI))
			first = 0;
	}
	return -1;
}

/*
 * Does every path through the block of .rept or .irp at h of the
 * file's lines leave it before its .endr: is its last instruction a
 * jump, a return or a stop, with no label, branch of an #if or .if, or
 * block of .rept or .irp after it?  Then no copy that as makes of it
 * runs into the next, as in a table of trampolines (rep_leave, found
 * by leaving_blocks).
 */
int
rep_leaves(const struct analysis *a, int h)
{
	return ix_get(a->rep_leave, h) == 1;
}

/* Find the blocks of .rept or .irp that rep_leaves tells, in one pass. */
static void
leaving_blocks(struct analysis *a)
{
	const struct unit	*u = a->u;
	int			 i, h, dead = 0;

	for (i = 0; i < (int)u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (!top(s))
			continue;
		if (s->kind == SK_INSN && dir_is(s->name, ".endr") &&
		    (h = ix_get(a->rep_in, i)) != -1 &&
		    ix_get(a->rep_end, h) == i && dead)
			ix_set(a, &a->rep_leave, h, 1);
		if (s->kind == SK_LABEL || s->cond != COND_NONE ||
		    (s->kind == SK_INSN && (rep_head(s) ||
		    dir_is(s->name, ".endr"))))
			dead = 0;
		else if (s->kind == SK_INSN && (s->cls == IC_JMP ||
		    s->cls == IC_RET || s->cls == IC_FARRET ||
		    s->cls == IC_STOP))
			dead = 1;
	}
}

/* Is s a .cfi_startproc, or a macro of that name (cfi_startproc)? */
static int
startproc(const struct stmt *s)
{
	return s->kind == SK_INSN && s->cls == IC_CFI &&
	    strcasecmp(s->name + (s->name[0] == '.'), "cfi_startproc") == 0;
}

/*
 * Does a .cfi_startproc come after the label at i, before any code,
 * with only labels, directives and CFI between (gcc -S: f:, .LFB0:,
 * .cfi_startproc)?  RETGUARD_START cannot go before it: its CFI needs
 * the .cfi_startproc.
 */
static int
startproc_after(const struct analysis *a, int i)
{
	const struct stmt	*s;

	for (i = a->fall[i]; i != -1; i = a->fall[i]) {
		s = &a->u->st[i];
		if (startproc(s))
			return 1;
		if (s->cond != COND_NONE || (s->kind != SK_LABEL &&
		    (s->kind != SK_INSN || (s->cls != IC_NONE &&
		    s->cls != IC_CFI))))
			return 0;
	}
	return 0;
}

/*
 * Where RETGUARD_START runs for the function entered at e: before the
 * first statement after the entry that is code, a label, or the head
 * of a conditional, in the entry's section (a .section .rodata table
 * right after the entry is not where the function runs).  Landing pads
 * stay first, and so does a group of them.  Before a block that as
 * repeats (.rept, .irp), not in it, unless each copy of it leaves
 * (rep_leaves): then each copy, a trampoline, has its own.  After a
 * label that a .cfi_startproc follows (startproc_after): a jump to it
 * would run RETGUARD_START again, which the walk finds.
 */
static int
start_point(const struct analysis *a, int e)
{
	const struct unit	*u = a->u;
	int			 i = a->fall[e];

	while (i != -1) {
		const struct stmt *s = &u->st[i];

		if (s->cond == COND_ELSE) {
			i = a->fall[cond_end(u, i)];
			continue;
		}
		if (s->cond == COND_IF) {
			if (pad_group(a, i) == -1)
				return i;
			i = a->fall[cond_end(u, i)];
			continue;
		}
		if (rep_head(s) && !rep_leaves(a, i))
			return i;
		/* a global label there is another name of the entry */
		if (s->kind == SK_LABEL && ix_get(a->func_at, i) == -1 &&
		    !(s->flags & SF_ALTENTRY) && !startproc_after(a, i))
			return i;
		if (s->kind == SK_INSN && s->cls != IC_NONE &&
		    s->cls != IC_CFI && s->cls != IC_ENTRY &&
		    !landing_use(a, s, 0) && !(s->flags & SF_ALTENTRY))
			return i;
		i = a->fall[i];
	}
	return -1;
}

/*
 * The start point i heads an #if group.  If it is "#if 0" and the #else
 * branch, the one as assembles, starts with RETGUARD_START, that START
 * is the function's; else i, where rgpp puts one before the group.
 */
static int
else_start(const struct analysis *a, int i)
{
	const struct unit	*u = a->u;
	int			 j, e = cond_end(u, i);

	if ((j = if0_else(u, i)) == -1)
		return i;
	for (j = next_stmt(u, j); j != -1 && j != e; j = next_stmt(u, j)) {
		const struct stmt *s = &u->st[j];

		if (s->kind == SK_INSN && s->cls == IC_RG_START)
			return j;
		if (s->kind != SK_INSN || (s->cls != IC_NONE &&
		    s->cls != IC_CFI))
			break;
	}
	return i;
}

/*
 * The landing pad, or group of them, right after the RETGUARD_START at
 * i, with only directives and CFI between: an indirect call or jump
 * lands on the START (rgcheck's -Wstart-before-pad); -1 if none.
 */
static int
pad_after(const struct analysis *a, int i)
{
	const struct unit	*u = a->u;
	const struct stmt	*s;

	for (i = a->fall[i]; i != -1; i = a->fall[i]) {
		s = &u->st[i];
		if (s->cond == COND_IF)
			return pad_group(a, i) != -1 ? pad_group(a, i) :
			    branch_pad(a, i);
		if (s->kind == SK_INSN && (landing_use(a, s, 0) ||
		    data_pad_more(a, s)))
			return i;
		if (s->kind == SK_LABEL || s->cond != COND_NONE ||
		    (s->kind == SK_INSN && s->cls != IC_NONE &&
		    s->cls != IC_CFI))
			return -1;
	}
	return -1;
}

/*
 * The .cfi_startproc of the function f that comes after where its
 * RETGUARD_START goes or is, in the CFI form (code before it: f:, nop,
 * .cfi_startproc), where none is open: the CFI of the macro does not
 * assemble there; -1 if none.
 */
static int
startproc_late(const struct analysis *a, const struct func *f,
    const char *open)
{
	const struct unit	*u = a->u;
	int			 i;

	if (!f->cfi || f->sp == -1 || open[f->sp])
		return -1;
	for (i = f->sp; i != -1; i = next_stmt(u, i)) {
		const struct stmt *s = &u->st[i];

		if (startproc(s))
			return i;
		if ((s->kind == SK_INSN && s->cls == IC_END) ||
		    (i != f->sp && ix_get(a->func_at, i) != -1))
			break;
	}
	return -1;
}

/*
 * Does the function entered at e have CFI (open at entry or used)?  The
 * scan ends at its end, or at another function's entry once it has
 * code: without a .size, the CFI that follows is the next function's,
 * and RETGUARD_START's CFI would not assemble where none is open.  An
 * entry before any code is an alias of this one and shares its CFI.
 */
static int
has_cfi(const struct analysis *a, int e, const char *open)
{
	const struct unit	*u = a->u;
	int			 i, code = 0;

	if (a->vocab->cfi != -1)
		return a->vocab->cfi;
	if (open[e])
		return 1;
	if (u->st[e].kind == SK_INSN && entry_has_cfi(a->vocab, &u->st[e]))
		return 1;
	for (i = next_stmt(u, e); i != -1; i = next_stmt(u, i)) {
		const struct stmt *s = &u->st[i];

		if (s->cls == IC_CFI)
			return 1;
		if (s->cls == IC_END || (ix_get(a->func_at, i) != -1 &&
		    (code || u->st[i].kind == SK_INSN)))
			return 0;
		if (s->kind == SK_INSN && s->cls != IC_NONE)
			code = 1;
	}
	return 0;
}

/*
 * The bytes a function pops off its caller's stack: N when every
 * return up to its end is "ret $N" (i386 stdcall), else 0.
 */
static int
callee_pop(const struct analysis *a, int e)
{
	const struct unit	*u = a->u;
	int			 i, n = -1;
	long			 v;

	for (i = next_stmt(u, e); i != -1; i = next_stmt(u, i)) {
		const struct stmt *s = &u->st[i];

		if (s->cls == IC_END || ix_get(a->func_at, i) != -1)
			break;
		if (s->kind != SK_INSN || s->cls != IC_RET)
			continue;
		if (s->nops != 1 || s->ops[0].text[0] != '$' ||
		    !arch_number(s->ops[0].text + 1, &v) ||
		    (n != -1 && n != v))
			return 0;
		n = (int)v;
	}
	return n == -1 ? 0 : n;
}

/* For each statement: is a .cfi_startproc open there? */
static char *
cfi_open(const struct unit *u)
{
	char	*open = xcalloc(u->nst + 1, 1);
	int	 i, o = 0;

	for (i = 0; i < (int)u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_INSN && s->cls == IC_CFI) {
			if (dir_is(s->name, ".cfi_startproc") ||
			    strcmp(s->name, "cfi_startproc") == 0)
				o = 1;
			else if (dir_is(s->name, ".cfi_endproc") ||
			    strcmp(s->name, "cfi_endproc") == 0)
				o = 0;
		}
		open[i] = o;
	}
	return open;
}

/*
 * The section a section directive switches to, or NULL.  Directive
 * names are case-blind to as (.TEXT is .text); section names are not,
 * but may be quoted (.section ".text" is .text).
 */
static const char *
section_of(struct unit *u, const struct stmt *s)
{
	const char	*t;
	size_t		 n;

	if (s->kind != SK_INSN || s->name[0] != '.')
		return NULL;
	if (dir_is(s->name, ".text"))
		return ".text";
	if (dir_is(s->name, ".data"))
		return ".data";
	if (dir_is(s->name, ".bss"))
		return ".bss";
	if ((!dir_is(s->name, ".section") &&
	    !dir_is(s->name, ".pushsection")) || s->nops == 0)
		return NULL;
	t = s->ops[0].text;
	n = strlen(t);
	if (n >= 2 && t[0] == '"' && t[n - 1] == '"')
		return unit_str(u, t + 1, n - 2);
	return t;
}

/*
 * Falling through goes to the next statement in the same section:
 * a .section .rodata table between two pieces of code is not on the
 * path.  Track the section of every statement (.section, .pushsection,
 * .popsection, .previous) and link each to its successor.
 */
static void
link_sections(struct analysis *a)
{
	struct unit		*u = a->u;
	struct strmap		 ids;
	int			*last = NULL, stack[64], depth = 0;
	int			 cur = 0, prev = 0, nid = 1, i;
	size_t			 nlast = 0, caplast = 0;
	const char		*name;

	strmap_init(&ids);
	for (i = 0; i < (int)u->nst; i++) {
		const struct stmt *s = &u->st[i];

		a->fall[i] = -1;
		if (!top(s))
			continue;
		if ((name = section_of(u, s)) != NULL) {
			int *p = strmap_put(&ids, name, nid);
			if (*p == nid)
				nid++;
			if (dir_is(s->name, ".pushsection") &&
			    depth < 64)
				stack[depth++] = cur;
			prev = cur;
			cur = *p;
		} else if (s->kind == SK_INSN &&
		    dir_is(s->name, ".popsection") && depth > 0) {
			prev = cur;
			cur = stack[--depth];
		} else if (s->kind == SK_INSN &&
		    dir_is(s->name, ".previous")) {
			int t = cur;
			cur = prev;
			prev = t;
		}
		/* the last statement of section cur falls through to i */
		while (nlast <= (size_t)cur) {
			ARRAY_RESERVE(last, nlast, caplast);
			last[nlast++] = -1;
		}
		if (last[cur] != -1)
			a->fall[last[cur]] = i;
		last[cur] = i;
	}
	free(last);
	strmap_free(&ids);
}

/* The name a .macro statement defines: ".macro name arg, arg". */
const char *
macro_name(struct unit *u, const struct stmt *s)
{
	const char	*p = u->src->buf + s->ops[0].start;
	size_t		 n = strcspn(p, " \t,\r\n;");

	return unit_str(u, p, n);
}

/* Can c be part of a C identifier? */
static int
ident(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/*
 * Does the line of an open #if (its #if or last #elif, conds) name the
 * name?  A #define under #ifndef NAME is a default that a file which
 * includes this one may replace: what a use expands to is not its body.
 */
static int
cond_names(const struct unit *u, int (*conds)[2], int n, const char *name)
{
	const char	*b = u->src->buf, *p, *e;
	size_t		 len = strlen(name);
	int		 k, j;

	for (k = 0; k < n && k < 64; k++)
		for (j = 0; j < 2; j++) {
			p = b + u->st[conds[k][j]].start;
			e = b + u->st[conds[k][j]].end;
			for (; (p = memmem(p, e - p, name, len)) != NULL;
			    p += len)
				if (!ident(p[-1]) && (p + len >= e ||
				    !ident(p[len])))
					return 1;
		}
	return 0;
}

/* "#undef NAME": NAME is defined again, for all rgpp knows. */
static void
note_undef(struct analysis *a, const struct stmt *s)
{
	const char	*p = a->u->src->buf + s->start;
	const char	*e = a->u->src->buf + s->end;
	size_t		 n;

	p += strspn(p, "# \t");
	if (e - p < 6 || strncmp(p, "undef", 5) != 0 ||
	    (p[5] != ' ' && p[5] != '\t'))
		return;
	p += 5;
	p += strspn(p, " \t");
	for (n = 0; p + n < e && ident(p[n]); n++)
		;
	if (n > 0)
		strmap_put(&a->redefs, unit_str(a->u, p, n), 3);
}

/* Is the #define at h function-like, NAME(...)? */
static int
define_params(const struct unit *u, int h)
{
	const struct stmt	*d = &u->st[h];

	return u->src->buf[d->start + strlen(d->name)] == '(';
}

/*
 * Is name a .macro that as expands at a use: the file's, or one a
 * header defines for assembler?  as looks a name up among the macros
 * before the instructions, so a lowercase one (getra, ldr_l, arm64's
 * sb) or one named as an instruction is the macro's all the same.
 */
int
dot_macro(const struct analysis *a, const char *name)
{
	return strmap_get(&a->macheads, name) != NULL ||
	    learn_hdefines_macro(a->vocab, name);
}

/*
 * Is the instruction s a use of a #define of the file, or of a header
 * rgpp read, that cpp expands there: a name without capitals, which
 * the class of a name no table knows (arch_other) takes for an
 * instruction (#define getra movq 8(%rsp), %rax, used as getra)?  One
 * with parameters only where the use gives them; of a header's
 * definitions, one without parameters is enough (flow.c reads each).
 */
static int
cpp_word(const struct analysis *a, const struct stmt *s)
{
	const struct unit	*u = a->u;
	struct hdef		 d[8];
	const char		*p;
	const int		*h;
	int			 n, k;

	/* PUSH (%esi): x86 reads a name in capitals as it spells */
	for (p = s->name; *p != '\0'; p++)
		if (isupper((unsigned char)*p))
			return 0;
	if (!u->cpp || (s->flags & SF_INACTIVE))
		return 0;
	if ((h = strmap_get(&a->defines, s->name)) != NULL) {
		if (!define_params(u, *h))
			return 1;
	} else {
		/* a header's .macro is dot_macro's */
		if ((n = learn_hdefs(a->vocab, s->name, d, 8)) == 0)
			return 0;
		for (k = 0; k < n && k < 8; k++)
			if (d[k].u->st[d[k].st].kind == SK_DEFINE &&
			    !define_params(d[k].u, d[k].st))
				return 1;
	}
	for (p = u->src->buf + s->start + strlen(s->name); *p == ' ' ||
	    *p == '\t'; p++)
		;
	return *p == '(';
}

/*
 * The statement that heads the body that a use of name is read as, as
 * if written at the use (flow.c): a .macro of the file, or a #define
 * of the file without parameters, defined once and never #undef'd,
 * with instructions in it and no function, .macro or #if line.  -1
 * if there is none.
 */
int
file_body(const struct analysis *a, const char *name)
{
	const struct unit	*u = a->u;
	const int		*h;
	size_t			 i;

	if ((h = strmap_get(&a->macheads, name)) != NULL)
		return *h;
	if ((h = strmap_get(&a->defines, name)) == NULL ||
	    (u->st[*h].flags & (SF_INACTIVE | SF_FUNCBODY)) ||
	    strmap_get(&a->redefs, name) != NULL || define_params(u, *h) ||
	    (size_t)*h + 1 >= u->nst || u->st[*h + 1].body != *h)
		return -1;
	for (i = *h + 1; i < u->nst && u->st[i].body == *h; i++)
		if ((u->st[i].flags & SF_MACRO) || u->st[i].kind == SK_CPP ||
		    u->st[i].kind == SK_DEFINE ||
		    (u->st[i].kind == SK_INSN && (u->st[i].cls == IC_ENTRY ||
		    u->st[i].cls == IC_END || dir_is(u->st[i].name,
		    ".macro"))))
			return -1;
	return *h;
}

/*
 * The statement in the body of the file's #define or .macro that the
 * use s names, if the body is that RETGUARD_START or RETGUARD_END and
 * nothing else ("#define MYSTART RETGUARD_START_NOCFI"): the use is
 * that macro, written by another name.  NULL if not.
 */
const struct stmt *
mark_alias(const struct analysis *a, const struct stmt *s)
{
	const struct unit	*u = a->u;
	const struct stmt	*m = NULL, *b;
	int			 h;
	size_t			 i;

	if (s->nops != 0 || (h = file_body(a, s->name)) == -1)
		return NULL;
	for (i = (size_t)h + 1; i < u->nst && u->st[i].body == h; i++) {
		b = &u->st[i];
		if (b->kind == SK_INSN && dir_is(b->name, ".endm"))
			continue;
		if (m != NULL || b->kind != SK_INSN || b->nops != 0 ||
		    (b->cls != IC_RG_START && b->cls != IC_RG_END))
			return NULL;
		m = b;
	}
	return m;
}

/*
 * The statement of class want, without operands, that the body of the
 * file's #define or .macro that the use s names runs first (last 0) or
 * last (last 1), CFI directives aside, or the header's defined once;
 * NULL if it runs another first or last, or if the body has a label,
 * an #if or .if, or a .rept.
 */
static const struct stmt *
body_edge(const struct analysis *a, const struct stmt *s, int last,
    enum insn_class want)
{
	const struct unit	*u = a->u;
	const struct stmt	*m = NULL, *b;
	struct hdef		 d[2];
	enum insn_class		 c, mc = IC_NONE;
	int			 h;
	size_t			 i;

	if (s->kind != SK_INSN || (s->cls != IC_MACRO && s->cls != IC_CODE))
		return NULL;
	/* the file's, else a header's defined once (-I) */
	if ((h = file_body(a, s->name)) == -1) {
		if (strmap_get(&a->defines, s->name) != NULL ||
		    strmap_get(&a->macheads, s->name) != NULL ||
		    a->vocab->hset == NULL ||
		    learn_hdefs(a->vocab, s->name, d, 2) != 1)
			return NULL;
		u = d[0].u;
		h = d[0].st;
	}
	for (i = (size_t)h + 1; i < u->nst && u->st[i].body == h; i++) {
		b = &u->st[i];
		if (b->kind == SK_LABEL || b->cond != COND_NONE ||
		    rep_head(b))
			return NULL;
		if (b->kind != SK_INSN || dir_is(b->name, ".endm"))
			continue;
		/* a header's statements are classified at their uses */
		c = u == a->u ? b->cls : vocab_class(a->vocab, b);
		if (c == IC_CFI)
			continue;
		if (!last && m == NULL)
			return c == want && b->nops == 0 ? b : NULL;
		m = b;
		mc = c;
	}
	return last && m != NULL && mc == want && m->nops == 0 ? m : NULL;
}

/*
 * The RETGUARD_START that the body of the file's #define or .macro that
 * the use s names runs first (last 0), or the RETGUARD_END it runs last
 * (last 1), with more in the body ("PROLOGUE": RETGUARD_START, then the
 * pushes).  The walk reads the macros in the body at the use (expand_at
 * in flow.c); this tells the plan that the use is the function's
 * RETGUARD_START, or the one right before its return.  NULL if not.
 */
const struct stmt *
body_mark(const struct analysis *a, const struct stmt *s, int last)
{
	return body_edge(a, s, last, last ? IC_RG_END : IC_RG_START);
}

/*
 * Does the body of the macro the use s names run RETGUARD_RESUME first
 * (body_edge)?  It is then the RETGUARD_RESUME of a return right before
 * the use: another would restore a state no RETGUARD_END remembered.
 */
int
body_resumes(const struct analysis *a, const struct stmt *s)
{
	return body_edge(a, s, 0, IC_RG_RESUME) != NULL;
}

/*
 * Does the body of the file's #define or .macro, or of the header's
 * defined once, that the use s names hold a statement of class c
 * (RETGUARD_SPILLED, RETGUARD_RELOADED)?  The spill or reload the walk
 * found at the use is then described there.
 */
int
body_has(const struct analysis *a, const struct stmt *s, enum insn_class c)
{
	const struct unit	*u = a->u;
	struct hdef		 d[2];
	int			 h;
	size_t			 i;

	if (s->kind != SK_INSN || (s->cls != IC_MACRO && s->cls != IC_CODE))
		return 0;
	if ((h = file_body(a, s->name)) == -1) {
		if (strmap_get(&a->defines, s->name) != NULL ||
		    strmap_get(&a->macheads, s->name) != NULL ||
		    a->vocab->hset == NULL ||
		    learn_hdefs(a->vocab, s->name, d, 2) != 1)
			return 0;
		u = d[0].u;
		h = d[0].st;
	}
	for (i = (size_t)h + 1; i < u->nst && u->st[i].body == h; i++)
		if (u->st[i].kind == SK_INSN && (u == a->u ? u->st[i].cls :
		    vocab_class(a->vocab, &u->st[i])) == c)
			return 1;
	return 0;
}

/*
 * The name of a RETGUARD_START or _END, through an alias (mark_alias),
 * or of the START a body runs first (body_mark).
 */
const char *
mark_name(const struct analysis *a, const struct stmt *s)
{
	const struct stmt	*m = mark_alias(a, s);

	if (m == NULL && s->cls != IC_RG_START && s->cls != IC_RG_END)
		m = body_mark(a, s, 0);
	return m != NULL ? m->name : s->name;
}

/*
 * Can the returns in the body of the .macro at h take RETGUARD_END
 * there?  MR_BODY if the body is plain statements up to its .endm (no
 * #if, no .macro inside) and ends in a return, a jump or a stop (ud2)
 * with no label after it, so that no path leaves it but by a return:
 * flow.c then reads the body at each use.
 */
static int
body_kind(const struct unit *u, int h)
{
	size_t	 i;
	int	 last = IC_NONE;

	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_CPP || s->kind == SK_DEFINE)
			return MR_CPP;
		/* a function of the body's own: its returns are its */
		if (s->kind == SK_INSN && (s->cls == IC_ENTRY ||
		    (dir_is(s->name, ".type") && s->nops == 2 &&
		    strstr(s->ops[1].text, "function") != NULL)))
			return MR_ENTRY;
		if (s->kind == SK_LABEL)
			last = IC_NONE;		/* a jump there falls out */
		else if (s->kind == SK_INSN && s->cls != IC_CFI &&
		    s->cls != IC_NONE && s->cls != IC_RG_RESUME)
			last = s->cls;	/* RESUME: CFI only */
	}
	if (i >= u->nst || u->st[i].kind != SK_INSN ||
	    !dir_is(u->st[i].name, ".endm"))
		return MR_CPP;		/* a .macro inside */
	return last == IC_RET || last == IC_JMP || last == IC_STOP ?
	    MR_BODY : MR_FALLS;
}

/*
 * Is a use of the #define name a return that rgpp knows how to treat
 * without reading its body: a return macro (RETGUARD_END goes before
 * the use), or one that returns protected inside from the entry depth
 * (vocab gtail, flow.c's on_protected_ret)?  A body protected inside
 * that moves the stack first is read at its uses like any other.
 */
static int
own_return(const struct analysis *a, const char *name)
{
	const struct vocab	*v = a->vocab;

	return listed(v->ret, v->nret, name) ||
	    listed(v->gtail, v->ngtail, name);
}

/*
 * Is name a #define of the file whose body is only CFI directives
 * (glibc i386's CFI_PUSH (REG)), which no path needs to pass?
 */
static int
cfi_only(const struct analysis *a, const char *name)
{
	const struct unit	*u = a->u;
	const int		*h = strmap_get(&a->defines, name);
	size_t			 i;

	if (h == NULL || strmap_get(&a->redefs, name) != NULL)
		return 0;
	for (i = *h + 1; i < u->nst && u->st[i].body == *h; i++)
		if (u->st[i].kind != SK_INSN || (u->st[i].cls != IC_CFI &&
		    u->st[i].cls != IC_NONE))
			return 0;
	return 1;
}

/* The index of the statement that closes the section part at i, or -1. */
static int
section_end(const struct unit *u, size_t i)
{
	const struct stmt	*t;
	int			 h = u->st[i].body, depth = 0;
	int			 push = dir_is(u->st[i].name, ".pushsection");
	size_t			 j;

	for (j = i + 1; j < u->nst && u->st[j].body == h; j++) {
		t = &u->st[j];
		if (t->kind != SK_INSN)
			continue;
		if (push && dir_is(t->name, ".pushsection"))
			depth++;
		else if (push && dir_is(t->name, ".popsection") &&
		    depth-- == 0)
			return (int)j;
		else if (!push && dir_is(t->name, ".previous"))
			return (int)j;
		else if (!push && (dir_is(t->name, ".section") ||
		    dir_is(t->name, ".text") || dir_is(t->name, ".data") ||
		    dir_is(t->name, ".bss") || dir_is(t->name, ".subsection") ||
		    dir_is(t->name, ".pushsection") ||
		    dir_is(t->name, ".popsection")))
			return -1;
	}
	return -1;
}

/*
 * Does statement i of u, in a #define or .macro body, open a function
 * that the body places in another section?  A part from .pushsection
 * to its .popsection, or from .section to a .previous with no other
 * section switch between, that types a label as a function, has no
 * other label and no instruction named by a parameter, and that no
 * jump of the rest of the body goes to: glibc's SETUP_PIC_REG defines
 * its PC thunk, ret included, so, then calls it.  Its code is none of
 * the use's; the index of the closing statement, else -1.  Any other
 * part may be on the use's path: code that a jump reaches (a cold
 * path, an exception fixup) or that is patched in at run time
 * (Linux's .altinstr_replacement).
 */
int
body_elsewhere(const struct unit *u, size_t i)
{
	const struct stmt	*s = &u->st[i], *t;
	const char		*fn = NULL;
	char			 buf[256];
	int			 h = s->body, end, labels = 0;
	size_t			 j;

	if (h == -1 || s->kind != SK_INSN || u->arch == NULL ||
	    (!dir_is(s->name, ".section") &&
	    !dir_is(s->name, ".pushsection")) ||
	    (end = section_end(u, i)) == -1)
		return -1;
	for (j = i + 1; j < (size_t)end; j++) {
		t = &u->st[j];
		if (t->kind == SK_INSN && strchr(t->name, '\\') != NULL)
			return -1;
		if (t->kind == SK_INSN && dir_is(t->name, ".type") &&
		    t->nops == 2 && strstr(t->ops[1].text, "function") !=
		    NULL) {
			if (fn != NULL && strcmp(fn, t->ops[0].text) != 0)
				return -1;
			fn = t->ops[0].text;
		}
	}
	for (j = i + 1; j < (size_t)end; j++)
		if (u->st[j].kind == SK_LABEL && (fn == NULL ||
		    strcmp(u->st[j].name, fn) != 0 || labels++ > 0))
			return -1;
	if (labels == 0)
		return -1;
	for (j = h + 1; j < u->nst && u->st[j].body == h; j++) {
		t = &u->st[j];
		if (t->kind != SK_INSN || (j > i && j < (size_t)end))
			continue;
		switch (u->arch->classify(t)) {
		case IC_JMP:
		case IC_JCC:
			if (u->arch->target(t, buf, sizeof(buf)) == NULL ||
			    strcmp(buf, fn) == 0)
				return -1;
			break;
		default:
			break;
		}
	}
	return end;
}

/*
 * Has the #define at h a ' in its body (source_quote)?  cpp expands no
 * macro after it in the body, which is one logical line: a RETGUARD
 * macro put there would reach as as a word it does not know.
 */
int
define_quoted(const struct unit *u, size_t h)
{
	size_t	 i;

	for (i = h + 1; i < u->nst && u->st[i].body == (int)h; i++)
		;
	return u->st[h].kind == SK_DEFINE && u->cpp && i > h + 1 &&
	    source_quote(u->src, u->st[h].start, u->st[i - 1].end);
}

/*
 * What find_macro_returns says of the #define at h whose body returns:
 * MR_BODY if a use can be read as its body written there (file_body),
 * no #include after it may use it where rgpp does not see, and no path
 * leaves the body but by a return (CFI after it aside).
 */
static int
define_kind(const struct analysis *a, int h)
{
	const struct unit	*u = a->u;
	const char		*name = u->st[h].name;
	const int		*r;
	size_t			 i;

	if (define_params(u, h))
		return MR_PARAMS;
	if ((r = strmap_get(&a->redefs, name)) != NULL)
		return *r == 2 ? MR_DEFAULT : *r == 3 ? MR_UNDEF : MR_TWICE;
	if (file_body(a, name) != h)
		return MR_CPP;
	for (i = h + 1; i < u->nst && u->st[i].body == h; i++)
		;
	if (define_quoted(u, h))
		return MR_QUOTE;
	for (; i < u->nst; i++)
		if (u->st[i].kind == SK_CPP && u->st[i].cpp == CPP_INCLUDE &&
		    !(u->st[i].flags & SF_INACTIVE))
			return MR_INCLUDE;
	return always_leaves(a, h) ? MR_BODY : MR_FALLS;
}

/*
 * Does every path through the body at h (a file_body) leave by a
 * return, a jump or a stop: is its last statement one, CFI aside, with
 * no label after it?
 */
int
always_leaves(const struct analysis *a, int h)
{
	const struct unit	*u = a->u;
	size_t			 i;
	int			 last = IC_NONE;

	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_LABEL)
			last = IC_NONE;
		else if (s->kind == SK_INSN && s->cls != IC_CFI &&
		    s->cls != IC_NONE && s->cls != IC_RG_RESUME &&
		    !(s->cls == IC_MACRO && cfi_only(a, s->name)))
			last = s->cls;
	}
	return last == IC_RET || last == IC_JMP || last == IC_STOP;
}

/*
 * A #define's name in an operand is expanded there by cpp, where no
 * walk reads it: such a #define is not read at its uses (MR_NESTED).
 */
static void
named_in_operands(struct analysis *a)
{
	const struct unit	*u = a->u;
	const char		*t;
	char			 w[64];
	size_t			 i, n;
	int			 j, *v;

	for (i = 0; i < u->nst; i++)
		for (j = 0; j < u->st[i].nops; j++)
			for (t = u->st[i].ops[j].text; *t != '\0'; t += n) {
				for (n = 0; ident(t[n]); n++)
					;
				if (n == 0 || n >= sizeof(w)) {
					n += n == 0;
					continue;
				}
				memcpy(w, t, n);
				w[n] = '\0';
				if ((v = strmap_get(&a->retmacs, w)) != NULL &&
				    *v == MR_BODY &&
				    strmap_get(&a->macheads, w) == NULL)
					*v = MR_NESTED;
			}
}

/*
 * The .macro definitions of the file whose bodies return, each with
 * what body_kind says of it.  Only a macro defined once and used only
 * in the file's own lines may be MR_BODY: a use in another body, or a
 * second definition, is read by no walk, and a RETGUARD_END in the
 * body would run there too.
 */
static void
find_macro_returns(struct analysis *a)
{
	struct unit		*u = a->u;
	size_t			 i;
	const int		*h;
	int			*v;

	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_INSN && (s->flags & SF_MACRO) &&
		    s->body != -1 && s->cls == IC_RET &&
		    u->st[s->body].nops > 0) {
			const char *n = macro_name(u, &u->st[s->body]);

			v = strmap_put(&a->retmacs, n, 0);
			if (*v == 0)
				*v = (h = strmap_get(&a->macheads, n)) ==
				    NULL || *h != s->body ? MR_TWICE :
				    body_kind(u, s->body);
		} else if (s->kind == SK_INSN && (s->flags & SF_DEFINE) &&
		    s->body != -1 && s->cls == IC_RET &&
		    u->st[s->body].kind == SK_DEFINE &&
		    !(u->st[s->body].flags & (SF_FUNCBODY | SF_INACTIVE)) &&
		    !own_return(a, u->st[s->body].name)) {
			v = strmap_put(&a->retmacs, u->st[s->body].name, 0);
			if (*v == 0)
				*v = define_kind(a, s->body);
		}
	}
	if (a->retmacs.n == 0)
		return;
	named_in_operands(a);
	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind != SK_INSN)
			continue;
		if (dir_is(s->name, ".macro") && s->nops > 0) {
			h = strmap_get(&a->macheads, macro_name(u, s));
			v = strmap_get(&a->retmacs, macro_name(u, s));
			if (v != NULL && *v == MR_BODY &&
			    (h == NULL || *h != (int)i))
				*v = MR_TWICE;
		} else if ((s->flags & (SF_DEFINE | SF_MACRO)) &&
		    (v = strmap_get(&a->retmacs, s->name)) != NULL &&
		    *v == MR_BODY)
			*v = MR_NESTED;
	}
}

/* Link a prefix statement (rep;) to the instruction after it. */
static void
link_prefixes(struct analysis *a)
{
	int	 i, n;

	for (i = 0; i < (int)a->u->nst; i++) {
		if (a->u->st[i].cls != IC_PREFIX || !top(&a->u->st[i]))
			continue;
		if ((n = next_stmt(a->u, i)) != -1 &&
		    a->u->st[n].kind == SK_INSN)
			ix_set(a, &a->prefix_of, n, i);
	}
}

/*
 * Does an x86 operand name the stack or frame pointer (movq %rsp, r: a
 * copy made in a register that the use's argument names)?
 */
static int
names_sp(const char *t)
{
	for (; (t = strchr(t, '%')) != NULL; t++) {
		if (t[1] == 'r' || t[1] == 'e' || t[1] == 'R' || t[1] == 'E')
			t++;
		if ((t[1] == 's' || t[1] == 'b' || t[1] == 'S' ||
		    t[1] == 'B') && (t[2] == 'p' || t[2] == 'P'))
			return 1;
	}
	return 0;
}

/*
 * Could statement s of a #define's body read or write the return
 * address, at some frame (define_ra)?  A use of a macro; on x86, an
 * instruction with a memory operand or none (xlat, lodsq: their own),
 * not pushl %ebx or addl $4, %eax; on aarch64 and riscv64, any.
 */
static int
may_reach_ra(const struct unit *u, const struct stmt *s)
{
	int	 k;

	if (s->kind != SK_INSN || (s->cls != IC_CODE && s->cls != IC_MACRO))
		return 0;
	/* RISC: any (hint 25 is paciasp, which signs x30) */
	if (s->cls == IC_MACRO || s->nops == 0 || u->arch->ra_in_reg)
		return 1;
	for (k = 0; k < s->nops; k++)
		if (strchr(s->ops[k].text, '(') != NULL ||
		    names_sp(s->ops[k].text))
			return 1;
	return 0;
}

/*
 * Is statement s of a #define's body a RETGUARD macro but RESUME (CFI
 * only), or a use of a #define of the file before it with one
 * (DEFCODE_MARKS)?  flow.c reads them only where it reads the body at
 * the use (file_body); elsewhere the use loses the depth.
 */
static int
def_mark(const struct analysis *a, const struct stmt *s)
{
	const int	*c;

	if (s->kind != SK_INSN)
		return 0;
	if (s->cls == IC_MACRO)
		return (c = strmap_get(&a->defcode, s->name)) != NULL &&
		    (*c & DEFCODE_MARKS);
	return s->cls >= IC_RG_START && s->cls != IC_RG_RESUME;
}

/* Has the #define at d a statement that def_mark takes in its body? */
int
define_marked(const struct analysis *a, size_t d)
{
	const struct unit	*u = a->u;
	size_t			 j;

	for (j = d + 1; j < u->nst && u->st[j].body == (int)d; j++)
		if (def_mark(a, &u->st[j]))
			return 1;
	return 0;
}

/*
 * The #defines of the file with an instruction that, written alone,
 * moves the stack pointer, touches the return address or loses track
 * of them (pushl REG, popl %ebx; ret): a use that flow.c cannot read
 * as the body (file_body: parameters, two definitions) leaves the
 * depth unknown, where taking it for no instruction would misplace
 * RETGUARD_END.  glibc's memset-sse2.S defines ENTRANCE as PUSH (%ebx)
 * or as nothing.
 */
static void
define_moves(struct analysis *a)
{
	const struct unit	*u = a->u;
	const struct stmt	*r;
	struct regread		 rr;
	struct frame		 f;
	struct effect		 e;
	size_t			 i, j;
	int			 marks = 0, more;

	for (i = 0; i < u->nst; i++) {
		if (u->st[i].kind != SK_DEFINE)
			continue;
		for (j = i + 1; j < u->nst && u->st[j].body == (int)i; j++)
			if (may_reach_ra(u, &u->st[j])) {
				*strmap_put(&a->defcode, u->st[i].name, 0) |= 1;
				break;
			}
		if (u->st[i].flags & SF_INACTIVE)
			continue;
		if (define_marked(a, i)) {
			*strmap_put(&a->defcode, u->st[i].name, 0) |=
			    DEFCODE_MARKS;
			marks = 1;
		}
		for (j = i + 1; j < u->nst && u->st[j].body == (int)i; j++) {
			const struct stmt *s = &u->st[j];

			if (s->kind != SK_INSN || s->cls != IC_CODE)
				continue;
			memset(&f, 0, sizeof(f));
			f.known = FR_DEPTH;
			f.ra_reg = u->arch->ra_in_reg;
			if ((r = reg_stmt(a, u->arch, u, s, NULL, &rr)) !=
			    NULL)
				u->arch->effect(r, &f, &e);
			if (r == NULL || f.depth != 0 ||
			    !(f.known & FR_DEPTH) ||
			    e.unknown != NULL || e.ra_access || e.spill ||
			    e.reload || e.clobber) {
				strmap_put(&a->defmoves, u->st[i].name, 1);
				break;
			}
		}
	}
	/*
	 * cpp expands a body's names at the use, where a #define further
	 * down may be in force (#define PSEUDO after the #define that uses
	 * it): marks reach a name through any other, in any order.
	 */
	for (more = marks; more;) {
		more = 0;
		for (i = 0; i < u->nst; i++) {
			const int *c;

			if (u->st[i].kind != SK_DEFINE ||
			    (u->st[i].flags & SF_INACTIVE) ||
			    ((c = strmap_get(&a->defcode, u->st[i].name)) !=
			    NULL && (*c & DEFCODE_MARKS)) ||
			    !define_marked(a, i))
				continue;
			*strmap_put(&a->defcode, u->st[i].name, 0) |=
			    DEFCODE_MARKS;
			more = 1;
		}
	}
}

/* The name a statement defines as a .macro of the file, or NULL. */
static const char *
macro_head(struct analysis *a, const struct stmt *s)
{
	if (s->kind != SK_INSN || (s->flags & (SF_MACRO | SF_INACTIVE)) ||
	    !dir_is(s->name, ".macro") || s->nops == 0)
		return NULL;
	return macro_name(a->u, s);
}

/*
 * The definitions of each .macro of the file that is defined more than
 * once (.purgem and a new one, or one in each branch of an #if), in
 * order, in mdefs, where remacs says each name's start; and for each,
 * where the branch of the #if or .if that it is in ends (mscope), from
 * which macro_defs tells what may be in force at a use.  Those under
 * #if 0 are none.
 */
static void
macro_index(struct analysis *a)
{
	const struct unit	*u = a->u;
	const char		*name;
	int			*cstk, *gstk, *p, nc = 0, ng = 0, off = 0, e;
	size_t			 i, k, n = 0;

	for (i = 0; i < u->nst; i++)
		if ((name = macro_head(a, &u->st[i])) != NULL &&
		    (p = strmap_get(&a->remacs, name)) != NULL) {
			(*p)++;
			n++;
		}
	a->mdefs = xcalloc(n + a->remacs.n + 1, sizeof(int));
	for (k = 0; k < a->remacs.cap; k++) {
		if (a->remacs.ents[k].key == NULL)
			continue;
		n = (size_t)a->remacs.ents[k].val;
		a->remacs.ents[k].val = off;
		off += (int)n + 1;
	}
	cstk = xcalloc(u->nst + 1, sizeof(int));
	gstk = xcalloc(u->nst + 1, sizeof(int));
	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];
		int *stk = s->kind == SK_CPP ? cstk : gstk;
		int *ns = s->kind == SK_CPP ? &nc : &ng;

		if (s->cond == COND_IF)
			stk[(*ns)++] = (int)i;
		else if (s->cond == COND_ELSE && *ns > 0)
			stk[*ns - 1] = (int)i;
		else if (s->cond == COND_ENDIF && *ns > 0)
			(*ns)--;
		if ((name = macro_head(a, s)) == NULL ||
		    (p = strmap_get(&a->remacs, name)) == NULL)
			continue;
		a->mdefs[*p + 1 + a->mdefs[*p]++] = (int)i;
		e = (int)u->nst;
		if (nc > 0 && cond_next(u, cstk[nc - 1]) != -1)
			e = cond_next(u, cstk[nc - 1]);
		if (ng > 0 && cond_next(u, gstk[ng - 1]) != -1 &&
		    cond_next(u, gstk[ng - 1]) < e)
			e = cond_next(u, gstk[ng - 1]);
		ix_set(a, &a->mscope, (int)i, e);
	}
	free(cstk);
	free(gstk);
}

/*
 * The definitions of the .macro name that may be in force at statement
 * pos, for a name that the file defines more than once (remacs): the
 * last one before pos, and before that each one back to the first that
 * is in force wherever pos is assembled (in no #if or .if branch, or in
 * one that holds pos too), since rgpp does not evaluate #if.  The last
 * first, in out (at most max); their number (max + 1 if there are more;
 * 0 if none is before pos), or -1 if the name is defined once.
 */
int
macro_defs(const struct analysis *a, const char *name, int pos, int *out,
    int max)
{
	const int	*p, *v;
	int		 lo, hi, mid, k = 0;

	if ((p = strmap_get(&a->remacs, name)) == NULL)
		return -1;
	v = a->mdefs + *p + 1;
	for (lo = 0, hi = a->mdefs[*p]; lo < hi; ) {
		mid = lo + (hi - lo) / 2;
		if (v[mid] < pos)
			lo = mid + 1;
		else
			hi = mid;
	}
	while (lo-- > 0) {
		if (k == max)
			return max + 1;
		out[k++] = v[lo];
		if (pos < ix_get(a->mscope, v[lo]))
			break;
	}
	return k;
}

/*
 * Match each .rept, .rep, .irp and .irpc with its .endr (rep_end), in
 * the file's lines and in each #define or .macro body apart.  Each
 * statement of the file's lines inside such a block gets the innermost
 * one (rep_in): as assembles what is there each time it repeats the
 * block.  One that no .endr closes gets none.
 */
static void
rep_blocks(struct analysis *a)
{
	const struct unit	*u = a->u;
	int			*ts = NULL, *bs = NULL, body = -1, r;
	size_t			 i, nt = 0, nb = 0, ct = 0, cb = 0;

	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];
		int end;

		if (s->kind != SK_INSN)
			r = end = 0;
		else {
			r = rep_head(s);
			end = dir_is(s->name, ".endr");
		}
		if (top(s)) {
			if (nt > 0)
				ix_set(a, &a->rep_in, (int)i, ts[nt - 1]);
			if (r) {
				ARRAY_RESERVE(ts, nt, ct);
				ts[nt++] = (int)i;
			} else if (end && nt > 0)
				ix_set(a, &a->rep_end, ts[--nt], (int)i);
			continue;
		}
		if (s->body == -1 || (s->flags & SF_INACTIVE) || (!r && !end))
			continue;
		if (s->body != body) {
			body = s->body;
			nb = 0;
		}
		if (r) {
			ARRAY_RESERVE(bs, nb, cb);
			bs[nb++] = (int)i;
		} else if (nb > 0)
			ix_set(a, &a->rep_end, bs[--nb], (int)i);
	}
	free(ts);
	free(bs);
}

/* Classify every statement and find the functions. */
void
classify(struct analysis *a)
{
	struct unit	*u = a->u;
	struct strmap	 typed;
	char		*open;
	const struct stmt	*m;
	int		 i, *p;
	int		*tail = NULL;	/* ix_: first label of a name ->
					   its last, if there are two */
	int		 conds[64][2];	/* open #if: its line, last #elif */
	int		 ncond = 0;

	strmap_init(&typed);
	for (i = 0; i < (int)u->nst; i++) {
		const struct stmt *s = &u->st[i];

		/* not a .macro named as a directive: as ignores it */
		if (s->kind == SK_INSN && (s->flags & SF_MACRO) == 0 &&
		    dir_is(s->name, ".macro") && s->nops > 0 &&
		    !arch_pseudo_op(u->arch, macro_name(u, s))) {
			if (*strmap_put(&a->macheads, macro_name(u, s), i) != i)
				strmap_put(&a->remacs, macro_name(u, s), 0);
		} else if (s->kind == SK_DEFINE) {
			if (*(p = strmap_put(&a->defines, s->name, i)) != i)
				*strmap_put(&a->redefs, s->name, 1) = 1;
			else if (cond_names(u, conds, ncond, s->name))
				strmap_put(&a->redefs, s->name, 2);
		} else if (s->kind == SK_CPP && s->cpp == CPP_OTHER)
			note_undef(a, s);
		else if (s->kind == SK_CPP && (s->cpp == CPP_IF ||
		    s->cpp == CPP_IFDEF || s->cpp == CPP_IFNDEF)) {
			if (ncond < 64)
				conds[ncond][0] = conds[ncond][1] = i;
			ncond++;
		} else if (s->kind == SK_CPP && s->cpp == CPP_ELIF &&
		    ncond > 0 && ncond <= 64)
			conds[ncond - 1][1] = i;
		else if (s->kind == SK_CPP && s->cpp == CPP_ENDIF)
			ncond -= ncond > 0;
		else if (s->kind == SK_LABEL && (s->flags & SF_MACRO))
			note_body_label(a, s);
		else if (s->kind == SK_INSN && top(s) && set_value(s) != NULL)
			note_set(a, s, i);
		else if (s->kind == SK_INSN && set_value(s) != NULL) {
			strmap_put(&a->bodysets, set_name(s), 1);
			if (s->flags & SF_DEFINE)
				strmap_put(&a->defsets, set_name(s), 1);
		}
		else if (s->kind == SK_LABEL && (s->flags & SF_DEFINE)) {
			if (strspn(s->name, "0123456789") == strlen(s->name))
				a->defnum = 1;
			else
				strmap_put(&a->deflabels, s->name, 1);
		}
	}
	if (a->setsyms.n > 0 || a->bodysets.n > 0) {
		struct arch_syms syms = { set_number, a };

		arch_symbols(&syms, &a->symswas);
		a->symsset = 1;
	}
	if (a->vocab->nlabmac > 0)
		note_macro_labels(a);
	if (a->remacs.n > 0)
		macro_index(a);
	rep_blocks(a);
	for (i = 0; i < (int)u->nst; i++) {
		struct stmt *s = &u->st[i];

		s->cls = IC_NONE;
		if (s->kind == SK_LABEL && top(s)) {
			p = strmap_put(&a->labels, s->name, i);
			if (*p != i) {
				/* chain duplicates (numeric labels, #if) */
				int t = ix_get(tail, *p);
				ix_set(a, &a->next_label, t != -1 ? t : *p, i);
				ix_set(a, &tail, *p, i);
			}
		}
		if (s->kind != SK_INSN)
			continue;
		if (top(s) && s->name[0] != '.')
			arg_labels(u, s, note_arg_label, a);
		s->cls = classify_stmt(a->vocab, u->arch, s);
		if (s->cls == IC_CODE && (dot_macro(a, s->name) ||
		    cpp_word(a, s)))
			s->cls = IC_MACRO;
		/* its body is classified: it comes before its uses */
		if ((s->cls == IC_CODE || s->cls == IC_MACRO) &&
		    (m = mark_alias(a, s)) != NULL)
			s->cls = m->cls;
		s->flags &= ~SF_JUMPMAC;
		if ((s->cls == IC_MACRO || s->cls == IC_ENTRY ||
		    s->cls == IC_END) && macro_jumps(a, s))
			s->flags |= SF_JUMPMAC;
		if (s->name[0] == '.')
			note_symbols(a, s, &typed);
		else if (a->vocab->ntypemac > 0 && top(s))
			note_typemac(a, s, &typed);
	}
	for (i = 0; i < (int)u->nst; i++) {
		struct stmt *s = &u->st[i];

		if (!top(s))
			continue;
		if (s->kind == SK_INSN && s->cls == IC_ENTRY)
			add_func(a, i, macro_arg(u, s));
		else if (s->kind == SK_LABEL &&
		    strmap_get(&typed, s->name) != NULL)
			add_func(a, i, s->name);
	}
	for (i = 0; i < (int)u->nst; i++)
		if (u->st[i].kind == SK_INSN && u->st[i].cls == IC_ENTRY)
			strmap_put(&a->globals, macro_arg(u, &u->st[i]), 1);
	for (i = 0; i < (int)u->nst; i++) {
		u->st[i].flags &= ~SF_ALTENTRY;
		if (top(&u->st[i]) && ix_get(a->func_at, i) == -1 &&
		    global_label(a, &u->st[i]))
			u->st[i].flags |= SF_ALTENTRY;
	}
	for (i = 0; i < (int)u->nst; i++)
		if (top(&u->st[i]))
			global_set(a, i);
	if (u->arch->mode != NULL)
		func_modes(a);
	if (a->rep_end != NULL)
		leaving_blocks(a);
	link_sections(a);
	open = cfi_open(u);
	for (i = 0; i < (int)a->nfuncs; i++) {
		struct func *f = &a->funcs[i];

		f->sp = start_point(a, f->entry);
		if (f->sp != -1 && u->st[f->sp].cond == COND_IF)
			f->sp = else_start(a, f->sp);
		f->has_start = f->sp != -1 &&
		    (u->st[f->sp].cls == IC_RG_START ||
		    body_mark(a, &u->st[f->sp], 0) != NULL);
		f->pad_after = f->has_start ? pad_after(a, f->sp) : -1;
		f->pad_in = f->has_start || f->sp == -1 ? -1 :
		    u->st[f->sp].cond == COND_IF ? branch_pad(a, f->sp) :
		    data_pad_more(a, &u->st[f->sp]) ? f->sp : -1;
		f->callee_pop = callee_pop(a, f->entry);
		strmap_put(&a->funcnames, f->name, i);
		/*
		 * CFI in force where RETGUARD_START is: has_cfi may find
		 * the next function's, where a .size is missing.
		 */
		f->own_cfi = (f->sp != -1 && open[f->sp]) ||
		    (u->st[f->entry].kind == SK_INSN &&
		    entry_has_cfi(a->vocab, &u->st[f->entry]));
		if (f->has_start) {	/* follow what is there */
			f->cfi = strstr(mark_name(a, &u->st[f->sp]),
			    "NOCFI") == NULL;
			f->nocfi_in_cfi = !f->cfi && has_cfi(a, f->entry,
			    open);
		} else
			f->cfi = has_cfi(a, f->entry, open);
		f->late_cfi = 1 + startproc_late(a, f, open);
	}
	free(open);
	find_addr_taken(a);
	link_prefixes(a);
	find_macro_returns(a);
	define_moves(a);
	rets_regions(a);
	strmap_free(&typed);
	free(tail);
}

/*
 * Where a RETGUARD_RETS (rgpp's, before a use of a header's .macro
 * that returns) has made ret a macro that is RETGUARD_END and a
 * return, up to the RETGUARD_RETS_END after it: each statement of the
 * file's text there (not of a #define or .macro body, which takes
 * effect where it is used) is marked in rets_on.  Most files have
 * none, and no array.
 */
static void
rets_regions(struct analysis *a)
{
	const struct unit	*u = a->u;
	size_t			 i;
	int			 on = 0;

	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind != SK_INSN || (s->flags & (SF_DEFINE |
		    SF_MACRO | SF_INACTIVE)))
			continue;
		if (s->cls == IC_RG_RETS)
			on = 1;
		else if (s->cls == IC_RG_RETS_END)
			on = 0;
		else if (on)
			ix_set(a, &a->rets_on, (int)i, 0);
	}
}

/*
 * Are statements x and y in two branches of one conditional group
 * (#if or .if), so that the assembler never sees both?  The groups
 * between them are read from the unit's list of conditionals.
 */
int
exclusive(const struct unit *u, int x, int y)
{
	const struct condlink	*c, *e;
	int			 lo = x < y ? x : y, hi = x < y ? y : x;
	size_t			 k, l = 0, r = u->nconds;
	int			 depth = 0;

	while (l < r) {			/* the first conditional after lo */
		size_t mid = l + (r - l) / 2;
		if (u->conds[mid].st <= lo)
			l = mid + 1;
		else
			r = mid;
	}
	for (k = l; k < u->nconds && u->conds[k].st < hi; k++) {
		c = &u->conds[k];
		switch (u->st[c->st].cond) {
		case COND_IF:
			depth++;
			break;
		case COND_ENDIF:
			if (depth > 0)
				depth--;
			break;
		case COND_ELSE:
			if (depth > 0)
				break;
			/* another branch of a group around lo */
			if (c->end == -1 || hi < c->end)
				return 1;
			if ((e = cond_link(u, c->end)) == NULL)
				return 1;
			k = (size_t)(e - u->conds);	/* past the group */
			break;
		}
	}
	return 0;
}

/* Is s an #else or .else (not #elif, .elseif)? */
static int
is_else(const struct stmt *s)
{
	return s->kind == SK_CPP ? s->cpp == CPP_ELSE :
	    dir_is(s->name, ".else");
}

/* The #if (or .if) of the group that statement i (#else, #endif) is of. */
static int
group_head(const struct unit *u, int i)
{
	int	 depth = 0;

	while (--i >= 0) {
		const struct stmt *s = &u->st[i];

		if (!top(s))
			continue;
		if (s->cond == COND_ENDIF)
			depth++;
		else if (s->cond == COND_IF && depth-- == 0)
			return i;
	}
	return -1;
}

struct numsearch {
	const struct analysis	*a;
	const char		*num;
	int			 inargs;	/* num is in a->arglabels */
	int			 step;		/* 1 forward, -1 back */
	int			*out, k, max;
	int			 nest;		/* groups entered */
};
#define MAX_NUM_NEST	64

static int	 num_scan(struct numsearch *, int, int, int);

/*
 * A conditional group the search of num_scan enters, at its #if (from
 * the front) or #endif (from the back): each branch is searched on its
 * own.  Return 1 if each branch finds a label and one of them is taken
 * whatever is defined (an #else), 0 if the search may run past the
 * group, -2 or -3 as num_scan.
 */
static int
num_group(struct numsearch *ns, int h, int *past)
{
	const struct unit	*u = ns->a->u;
	int			 small[16], *b = small, nb = 0, i, r = 1, end;

	*past = -1;
	if ((end = cond_end(u, h)) <= h)
		return 0;
	if (ns->nest >= MAX_NUM_NEST)
		return -3;
	ns->nest++;
	for (i = h; i != -1 && i < end; i = cond_next(u, i))
		nb++;
	if (nb >= 16)
		b = xcalloc((size_t)nb + 1, sizeof(*b));
	nb = 0;
	for (i = h; i != -1 && i < end; i = cond_next(u, i))
		b[nb++] = i;
	b[nb] = end;
	for (i = 0; i < nb && r >= 0; i++) {
		int j = ns->step > 0 ? i : nb - 1 - i;
		int f = ns->step > 0 ? num_scan(ns, b[j] + 1, b[j + 1], 0) :
		    num_scan(ns, b[j + 1] - 1, b[j], 0);

		if (f != 1)
			r = f;
	}
	if (r == 1 && !(nb > 1 && is_else(&u->st[b[nb - 1]])))
		r = 0;			/* no #else: the group may be empty */
	if (b != small)
		free(b);
	ns->nest--;
	*past = ns->step > 0 ? end + 1 : h - 1;
	return r;
}

/*
 * Search from statement i towards limit (not included; -1 or nst for
 * the whole file, where the groups around the branch are met) for the
 * numeric label ns->num, as as resolves 1f and 1b: the nearest label
 * of that number it assembles.  A branch of a group around the start
 * other than its own is passed over; a group it enters may assemble
 * any of its branches, and each is searched.  Targets are added to
 * ns->out.  Return 1 if a label is found whatever is defined, 0 if
 * not, -2 at a use of a .macro of the file that defines the number,
 * -3 at groups nested more than MAX_NUM_NEST deep, -4 at a call of a
 * function-like macro whose arguments define it, -5 at a use of a
 * #define of the file whose body defines it.
 */
static int
num_scan(struct numsearch *ns, int i, int limit, int outer)
{
	const struct unit	*u = ns->a->u;
	const int		*h;
	int			 r, past;

	while (i != limit && i >= 0 && i < (int)u->nst) {
		const struct stmt *s = &u->st[i];

		if (!top(s)) {
			i += ns->step;
			continue;
		}
		if (s->cond == (ns->step > 0 ? COND_IF : COND_ENDIF)) {
			r = num_group(ns, ns->step > 0 ? i : group_head(u, i),
			    &past);
			if (r != 0 || past == -1)
				return r;
			i = past;
			continue;
		}
		if (s->cond != COND_NONE) {
			if (!outer)
				return 0;	/* cannot be: a branch's end */
			/* the end or another branch of a group around */
			if (s->cond == COND_ELSE && ns->step > 0)
				i = cond_end(u, i);
			else if (s->cond == COND_ELSE)
				i = group_head(u, i);
			if (i == -1)
				return 0;
			i += ns->step;
			continue;
		}
		if (s->kind == SK_LABEL && strcmp(s->name, ns->num) == 0) {
			if (ns->k < ns->max)
				ns->out[ns->k++] = i;
			return 1;
		}
		if (s->kind == SK_INSN && s->cls == IC_MACRO &&
		    ns->a->macheads.n > 0 && (h = strmap_get(
		    &ns->a->macheads, s->name)) != NULL &&
		    body_defines(u, *h, ns->num))
			return -2;
		if (ns->inargs && s->kind == SK_INSN && s->name[0] != '.' &&
		    arg_labels(u, s, is_arg_label, (void *)ns->num))
			return -4;
		if (ns->a->defnum && s->kind == SK_INSN && (h = strmap_get(
		    &ns->a->defines, s->name)) != NULL &&
		    body_defines(u, *h, ns->num))
			return -5;
		if (macro_defines(ns->a, s, ns->num))
			return -5;
		i += ns->step;
	}
	return 0;
}

/*
 * A jump to a symbol the file assigns (statement i, or -2 if twice):
 * ".set .Lalias, .Ltarget" goes where .Ltarget does, ". " to the
 * assignment itself; anything else is an expression rgpp does not
 * read (-6).  Chains of names end after eight.
 */
static int
set_target(const struct analysis *a, int from, int i, int *out, int max)
{
	static int	 depth;
	const char	*v;
	int		 r;

	if (i < 0 || max < 1)
		return -6;
	v = set_value(&a->u->st[i]);
	if (strcmp(v, ".") == 0) {
		out[0] = i;
		return 1;
	}
	if (!isalpha((unsigned char)v[0]) && v[0] != '_' && v[0] != '.')
		return -6;
	for (r = 1; v[r] != '\0'; r++)
		if (!ident_char(v[r]) && v[r] != '.' && v[r] != '$')
			return -6;
	if (depth >= 8)
		return -6;
	depth++;
	r = resolve_label(a, from, v, out, max);
	depth--;
	return r;
}

/*
 * The label statements a branch at statement from may reach by the
 * name t: numeric labels (1f, 1b) by direction, others by name (every
 * definition of the name the assembler may see with from: #if branches
 * may define one twice).  Return how many were stored in out (at most
 * max), -1 if t is not a local label of this file, -2 if it may be
 * one that a use of a .macro of the file defines (as resolves 1f to
 * the first 1: after the jump, in a macro's expansion too), -3 if it
 * is a numeric label behind #if groups nested too deep to read, -4 if
 * it may be one that the arguments of a macro call define, or -5 one
 * that the body of a #define of the file defines.
 */
int
resolve_label(const struct analysis *a, int from, const char *t, int *out,
    int max)
{
	size_t			 n = strlen(t);
	struct numsearch	 ns;
	int			*p, i, k = 0;

	if (n >= 2 && isdigit((unsigned char)t[0]) &&
	    (t[n - 1] == 'f' || t[n - 1] == 'b') &&
	    strspn(t, "0123456789") == n - 1) {
		char	 num[32];

		if (n - 1 >= sizeof(num))
			return -1;
		memcpy(num, t, n - 1);
		num[n - 1] = '\0';
		ns.a = a;
		ns.num = num;
		ns.step = t[n - 1] == 'f' ? 1 : -1;
		ns.out = out;
		ns.k = 0;
		ns.max = max;
		ns.nest = 0;
		ns.inargs = a->arglabels.n > 0 &&
		    strmap_get(&a->arglabels, num) != NULL;
		if ((i = num_scan(&ns, from + ns.step, -2, 1)) < 0)
			return i;
		return ns.k > 0 ? ns.k : -1;
	}
	if ((p = strmap_get(&a->labels, t)) == NULL) {
		if (a->setsyms.n > 0 && (p = strmap_get(&a->setsyms,
		    t)) != NULL)
			return set_target(a, from, *p, out, max);
		if (body_label_name(a, t))
			return -2;
		if (a->deflabels.n > 0 &&
		    strmap_get(&a->deflabels, t) != NULL)
			return -5;
		return a->arglabels.n > 0 &&
		    strmap_get(&a->arglabels, t) != NULL ? -4 : -1;
	}
	if (strmap_get(&a->globals, t) != NULL ||
	    ix_get(a->func_at, *p) != -1)
		return -1;		/* a function: leaving this one */
	if (ix_get(a->next_label, *p) == -1) {
		out[0] = *p;
		return 1;
	}
	for (i = *p; i != -1 && k < max; i = ix_get(a->next_label, i))
		if (!exclusive(a->u, from, i))
			out[k++] = i;
	return k > 0 ? k : -1;
}
