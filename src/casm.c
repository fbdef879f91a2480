/*
 * casm.c: assembly written as C string literals.  A C runtime's
 * headers define functions in top-level __asm() blocks, often inside
 * #define bodies (OpenBSD's md_init.h).  The literals of every
 * top-level block are decoded, in order, into one virtual assembly
 * source that the usual analysis reads; each of its bytes maps back to
 * the C bytes it came from, so diagnostics name the C file, and each
 * planned macro is written back as a string macro of <machine/asm.h>
 * (RETGUARD_START_ASM, ...) in the block's own layout.
 *
 * asm statements inside C functions, and extended asm (with operands),
 * are not functions: a return inside one is reported, never edited.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "unit.h"
#include "analysis.h"
#include "emit.h"
#include "casm.h"

struct lexer {
	const struct source	*src;
	const char		*b;
	size_t			 n;
	struct casm		*x;
	char			*vt;		/* virtual text being built */
	size_t			 vlen, vcap;
	size_t			*map;
	size_t			 mapcap;
	int			 errors;
};

static int	 is_ident(int c) { return isalnum(c) || c == '_'; }

/* Skip a line splice (backslash, newline) at i; the new offset. */
static size_t
splice(const struct lexer *l, size_t i)
{
	while (i < l->n && l->b[i] == '\\') {
		if (i + 1 < l->n && l->b[i + 1] == '\n')
			i += 2;
		else if (i + 2 < l->n && l->b[i + 1] == '\r' &&
		    l->b[i + 2] == '\n')
			i += 3;
		else
			break;
	}
	return i;
}

/*
 * Skip blanks, comments and splices from i; in a #define (def set)
 * stop at a newline, which ends it.  The new offset, or n on an
 * unterminated comment (reported).
 */
static size_t
skip_space(struct lexer *l, size_t i, int def)
{
	for (;;) {
		i = splice(l, i);
		if (i >= l->n)
			return i;
		if (l->b[i] == ' ' || l->b[i] == '\t' || l->b[i] == '\r' ||
		    l->b[i] == '\f' || l->b[i] == '\v' ||
		    (l->b[i] == '\n' && !def))
			i++;
		else if (l->b[i] == '/' && i + 1 < l->n && l->b[i + 1] == '*') {
			const char *e = memmem(l->b + i + 2, l->n - i - 2,
			    "*/", 2);
			if (e == NULL) {
				diag(l->src, i, D_UNTERM_COMMENT);
				l->errors++;
				return l->n;
			}
			i = e - l->b + 2;
		} else if (l->b[i] == '/' && i + 1 < l->n &&
		    l->b[i + 1] == '/') {
			while (i < l->n && l->b[i] != '\n')
				i = l->b[i] == '\\' && splice(l, i) != i ?
				    splice(l, i) : i + 1;
		} else
			return i;
	}
}

/* Is only blank space before offset i on its line? */
static int
line_start(const struct lexer *l, size_t i)
{
	while (i > 0 && (l->b[i - 1] == ' ' || l->b[i - 1] == '\t'))
		i--;
	return i == 0 || l->b[i - 1] == '\n';
}

/* Append one virtual byte made from C offset from. */
static void
vput(struct lexer *l, char c, size_t from)
{
	if (l->vlen + 3 > l->vcap) {
		l->vcap = l->vcap ? l->vcap * 2 : 4096;
		l->vt = xreallocarray(l->vt, l->vcap, 1);
		l->map = xreallocarray(l->map, l->vcap, sizeof(size_t));
	}
	l->map[l->vlen] = from;
	l->vt[l->vlen++] = c;
}

/* Start a piece of the block being read. */
static struct casm_piece *
piece(struct lexer *l, size_t sstart, int literal)
{
	struct casm		*x = l->x;
	struct casm_piece	*p;

	ARRAY_RESERVE(x->pieces, x->npieces, x->cappieces);
	p = &x->pieces[x->npieces++];
	p->vstart = p->vend = l->vlen;
	p->sstart = p->send = sstart;
	p->literal = literal;
	return p;
}

/* The value of the escape at i (after the backslash); *next past it. */
static int
escape(const struct lexer *l, size_t i, size_t *next)
{
	static const char from[] = "ntrabfve", to[] = "\n\t\r\a\b\f\v\033";
	const char	*c;
	int		 v = 0, k;

	if (i >= l->n) {
		*next = i;
		return '\\';
	}
	if ((c = strchr(from, l->b[i])) != NULL && *c != '\0') {
		*next = i + 1;
		return to[c - from];
	}
	if (l->b[i] >= '0' && l->b[i] <= '7') {
		for (k = 0; k < 3 && i < l->n && l->b[i] >= '0' &&
		    l->b[i] <= '7'; k++, i++)
			v = v * 8 + (l->b[i] - '0');
		*next = i;
		return v & 0xff;
	}
	if (l->b[i] == 'x') {
		/* any number of digits: C keeps the low byte, and so do we */
		for (i++; i < l->n && isxdigit((unsigned char)l->b[i]); i++)
			v = (v * 16 + (isdigit((unsigned char)l->b[i]) ?
			    l->b[i] - '0' : tolower((unsigned char)l->b[i]) -
			    'a' + 10)) & 0xff;
		*next = i;
		return v;
	}
	*next = i + 1;
	return (unsigned char)l->b[i];
}

/*
 * Read the string literal whose quote is at q; with keep, decode it
 * into the virtual text.  The offset past its closing quote, or n
 * after reporting an unterminated one.
 */
static size_t
literal(struct lexer *l, size_t q, int keep)
{
	size_t	 i = q + 1, at, next;
	int	 c;

	for (;;) {
		i = splice(l, i);
		if (i >= l->n || l->b[i] == '\n' || (l->b[i] == '\r' &&
		    i + 1 < l->n && l->b[i + 1] == '\n')) {
			diag(l->src, q, D_UNTERM_STRING);
			l->errors++;
			return l->n;
		}
		if (l->b[i] == '"')
			return i + 1;
		at = i;
		if (l->b[i] == '\\') {
			c = escape(l, i + 1, &next);
			i = next;
		} else
			c = (unsigned char)l->b[i++];
		if (keep)
			vput(l, (char)c, at);
	}
}

/* Skip a character constant at q (an unterminated one ends the line). */
static size_t
charconst(const struct lexer *l, size_t q)
{
	size_t	 i = q + 1;

	while (i < l->n && l->b[i] != '\'' && l->b[i] != '\n')
		i += l->b[i] == '\\' ? 2 : 1;
	return i < l->n && l->b[i] == '\'' ? i + 1 : i;
}

/* The end of the identifier at i. */
static size_t
ident_end(const struct lexer *l, size_t i)
{
	while (i < l->n && is_ident((unsigned char)l->b[i]))
		i++;
	return i;
}

/* Does the identifier at i..e spell w? */
static int
is_word(const struct lexer *l, size_t i, size_t e, const char *w)
{
	return e - i == strlen(w) && strncmp(l->b + i, w, e - i) == 0;
}

static int
is_asm_keyword(const struct lexer *l, size_t i, size_t e)
{
	return is_word(l, i, e, "asm") || is_word(l, i, e, "__asm") ||
	    is_word(l, i, e, "__asm__");
}

static int
is_qualifier(const struct lexer *l, size_t i, size_t e)
{
	static const char *const q[] = { "volatile", "__volatile",
	    "__volatile__", "inline", "__inline", "__inline__", "goto",
	    NULL };
	size_t	 k;

	for (k = 0; q[k] != NULL; k++)
		if (is_word(l, i, e, q[k]))
			return 1;
	return 0;
}

/*
 * The span of a parenthesised list at i (which holds the '('), or 0 if
 * it is not closed.
 */
static size_t
parens_end(struct lexer *l, size_t i, int def)
{
	int	 depth = 0;

	while (i < l->n) {
		i = skip_space(l, i, def);
		if (i >= l->n || (def && l->b[i] == '\n'))
			return 0;
		if (l->b[i] == '"')
			i = literal(l, i, 0);
		else if (l->b[i] == '\'')
			i = charconst(l, i);
		else if (l->b[i] == '(') {
			depth++;
			i++;
		} else if (l->b[i] == ')') {
			i++;
			if (--depth == 0)
				return i;
		} else
			i++;
	}
	return 0;
}

/*
 * Note the returns in the decoded text of an asm statement (from..to
 * of the virtual text, which is then dropped), to report.
 */
static void
stmt_returns(struct lexer *l, size_t from, size_t to)
{
	static const char *const rets[] = { "ret", "retq", "retl", "retw",
	    "retn", NULL };
	size_t	 i = from, w, k;

	while (i < to) {
		/* one statement: blanks, labels, then a word */
		while (i < to && (l->vt[i] == ' ' || l->vt[i] == '\t'))
			i++;
		for (w = i; w < to && (is_ident((unsigned char)l->vt[w]) ||
		    l->vt[w] == '.'); w++)
			;
		if (w < to && l->vt[w] == ':' && w > i) {
			i = w + 1;
			continue;
		}
		for (k = 0; rets[k] != NULL && w > i; k++)
			if (w - i == strlen(rets[k]) &&
			    strncasecmp(l->vt + i, rets[k], w - i) == 0) {
				ARRAY_RESERVE(l->x->rets, l->x->nrets,
				    l->x->caprets);
				l->x->rets[l->x->nrets++] = l->map[i];
				break;
			}
		while (i < to && l->vt[i] != '\n' && l->vt[i] != ';' &&
		    l->vt[i] != '#')
			i++;
		while (i < to && l->vt[i] == '#' && l->vt[i] != '\n')
			i++;	/* a comment to the end of the line */
		if (i < to)
			i++;
	}
}

/*
 * An asm block whose keyword ends at i, in a C function (infunc) or at
 * the top level, inside a #define (def) or not.  The offset after it.
 */
static size_t
asm_block(struct lexer *l, size_t kw, size_t i, int infunc, int def)
{
	struct casm		*x = l->x;
	struct casm_piece	*p;
	size_t			 e, first = x->npieces, vfrom = l->vlen;
	int			 depth = 0, ext = 0;

	for (;;) {
		i = skip_space(l, i, def);
		e = ident_end(l, i);
		if (e == i || !is_qualifier(l, i, e))
			break;
		i = e;
	}
	if (i >= l->n || l->b[i] != '(')
		return i;		/* not an asm block after all */
	i++;
	for (;;) {
		i = skip_space(l, i, def);
		if (i >= l->n || (def && l->b[i] == '\n')) {
			if (l->errors == 0)	/* else said already */
				diag(l->src, kw, D_SYNTAX, def ? "asm block "
				    "runs past the end of its #define" :
				    "asm block without its closing "
				    "parenthesis");
			l->errors++;
			return l->n;
		}
		if (l->b[i] == ')' && depth == 0)
			break;
		if (!def && l->b[i] == '#' && line_start(l, i)) {
			/* a directive inside the block: both branches count */
			while (i < l->n && l->b[i] != '\n')
				i = splice(l, i) != i ? splice(l, i) : i + 1;
			continue;
		}
		if (ext) {		/* operands of extended asm: skip */
			if (l->b[i] == '"')
				i = literal(l, i, 0);
			else if (l->b[i] == '\'')
				i = charconst(l, i);
			else {
				depth += l->b[i] == '(';
				depth -= l->b[i] == ')';
				i++;
			}
			continue;
		}
		if (l->b[i] == '"') {
			p = piece(l, i, 1);
			i = literal(l, i, 1);
			p = &x->pieces[x->npieces - 1];
			p->send = i;
			p->vend = l->vlen;
		} else if (l->b[i] == ':' && depth == 0) {
			ext = 1;
			i++;
		} else if (l->b[i] == '#' && def) {
			/* #param: the parameter's name stands for it */
			size_t n = skip_space(l, i + 1, def);
			e = ident_end(l, n);
			/*
			 * Nothing else may follow a # (but the ## of a
			 * paste): "x:\n" # "ret\n" is no C, and a
			 * RETGUARD line put after the # would be taken for
			 * its operand.
			 */
			if (e == n && (n >= l->n || l->b[n] != '#') &&
			    (i == 0 || l->b[i - 1] != '#')) {
				diag(l->src, i, D_SYNTAX, "'#' in an asm "
				    "block of a #define is not followed by a "
				    "parameter name");
				l->errors++;
				return l->n;
			}
			p = piece(l, i, 0);
			for (; n < e; n++)
				vput(l, l->b[n], n);
			p = &x->pieces[x->npieces - 1];
			p->send = e > i + 1 ? e : i + 1;
			p->vend = l->vlen;
			i = p->send;
		} else if (is_ident((unsigned char)l->b[i])) {
			/* a macro: RETGUARD_X_ASM is read as RETGUARD_X */
			size_t a, s = i, n;
			e = ident_end(l, i);
			a = skip_space(l, e, def);
			n = a < l->n && l->b[a] == '(' ? parens_end(l, a, def) :
			    0;
			p = piece(l, s, 0);
			if (e - s > 13 && strncmp(l->b + s, "RETGUARD_", 9) == 0 &&
			    strncmp(l->b + e - 4, "_ASM", 4) == 0) {
				size_t k;
				for (k = s; k < e - 4; k++)
					vput(l, l->b[k], k);
				for (k = a; n != 0 && k < n; k++)
					if (l->b[k] != '"' && l->b[k] != ' ')
						vput(l, l->b[k], k);
				vput(l, '\n', n != 0 ? n - 1 : e - 1);
			} else {
				size_t k;
				for (k = s; k < (n != 0 ? n : e); k++)
					vput(l, l->b[k], k);
			}
			p = &x->pieces[x->npieces - 1];
			p->send = n != 0 ? n : e;
			p->vend = l->vlen;
			i = p->send;
		} else {
			depth += l->b[i] == '(';
			depth -= l->b[i] == ')';
			p = piece(l, i, 0);
			vput(l, l->b[i], i);
			p = &x->pieces[x->npieces - 1];
			p->send = ++i;
			p->vend = l->vlen;
		}
	}
	if (infunc || ext) {
		/* not a function: look for returns, then forget it */
		x->nstmts++;
		stmt_returns(l, vfrom, l->vlen);
		l->vlen = vfrom;
		x->npieces = first;
		return i + 1;
	}
	x->nblocks++;
	/* end the block's last line: a virtual newline at the ')' */
	p = piece(l, i, 2);
	if (l->vlen == vfrom || l->vt[l->vlen - 1] != '\n')
		vput(l, '\n', i);
	p = &x->pieces[x->npieces - 1];
	p->vend = l->vlen;
	p->send = i;
	return i + 1;
}

/*
 * Read C tokens from i to the end of the file, or with def set to the
 * end of the #define; brace depth tells functions from the top level.
 */
static size_t
c_tokens(struct lexer *l, size_t i, int def)
{
	int	 depth = 0, bol = !def, prev = 0;
	size_t	 e, pw = 0, pwe = 0;		/* the last identifier */

	while (i < l->n && l->errors == 0) {
		char c = l->b[i];

		if (c == '\\' && splice(l, i) != i) {
			i = splice(l, i);
			continue;
		}
		if (c == '\n') {
			if (def)
				return i;	/* the end of the #define */
			bol = 1;
			i++;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' ||
		    c == '\v' || (c == '/' && i + 1 < l->n &&
		    (l->b[i + 1] == '*' || l->b[i + 1] == '/'))) {
			i = skip_space(l, i, 1);
			continue;
		}
		if (c == '#' && bol && !def) {
			i = skip_space(l, i + 1, 1);
			e = ident_end(l, i);
			if (is_word(l, i, e, "define")) {
				i = skip_space(l, e, 1);
				e = ident_end(l, i);	/* the name */
				i = e;
				if (i < l->n && l->b[i] == '(') {
					size_t pe = parens_end(l, i, 1);
					i = pe != 0 ? pe : i + 1;
				}
				i = c_tokens(l, i, 1);
			} else {
				/* any other directive: to its end */
				while (i < l->n && l->b[i] != '\n') {
					if (l->b[i] == '"')
						i = literal(l, i, 0);
					else if (l->b[i] == '/' && i + 1 <
					    l->n && l->b[i + 1] == '*')
						i = skip_space(l, i, 1);
					else
						i = splice(l, i) != i ?
						    splice(l, i) : i + 1;
				}
			}
			continue;
		}
		bol = 0;
		if (c == '"')
			i = literal(l, i, 0);
		else if (c == '\'')
			i = charconst(l, i);
		else if (c == '{') {
			depth++;
			i++;
		} else if (c == '}') {
			depth -= depth > 0;
			i++;
		} else if (is_ident((unsigned char)c)) {
			e = ident_end(l, i);
			/*
			 * After a declarator, asm("name") is a label:
			 * int x asm("y"), int f(void) asm("g") (at the
			 * top level only: in a function, if (x) asm(...)
			 * is a statement).
			 */
			if (is_asm_keyword(l, i, e) && !(prev == 'a' &&
			    !is_word(l, pw, pwe, "else") &&
			    !is_word(l, pw, pwe, "do")) && !(depth == 0 &&
			    (prev == ')' || prev == ']'))) {
				i = asm_block(l, i, e, depth > 0, def);
				c = ')';
			} else {
				pw = i;
				pwe = i = e;
				c = 'a';
			}
		} else
			i++;
		prev = c;
	}
	return i;
}

/* Is this a C source: a .c file, or a .h file with an asm block? */
int
casm_is_c(const struct source *s)
{
	const char	*dot = strrchr(s->name, '.'), *p;
	size_t		 i;

	if (dot == NULL || strchr(dot, '/') != NULL)
		return 0;
	if (strcmp(dot, ".c") == 0)
		return 1;
	if (strcmp(dot, ".h") != 0)
		return 0;
	for (p = s->buf; (p = memmem(p, s->len - (p - s->buf), "asm", 3)) !=
	    NULL; p += 3) {
		i = p - s->buf + 3;
		while (i < s->len && s->buf[i] == '_')
			i++;
		while (i < s->len && (s->buf[i] == ' ' || s->buf[i] == '\t'))
			i++;
		if (i < s->len && (s->buf[i] == '(' ||
		    strncmp(s->buf + i, "volatile", 8) == 0 ||
		    strncmp(s->buf + i, "__volatile", 10) == 0) &&
		    (p == s->buf || !is_ident((unsigned char)p[-1]) ||
		    (p - s->buf >= 2 && p[-1] == '_' && p[-2] == '_')))
			return 1;
	}
	return 0;
}

/*
 * Read the asm blocks of the C source src into x.  Return 0, or -1
 * after reporting an input error.
 */
int
casm_extract(const struct source *src, struct casm *x)
{
	struct lexer	 l;

	memset(x, 0, sizeof(*x));
	memset(&l, 0, sizeof(l));
	l.src = src;
	l.b = src->buf;
	l.n = src->len;
	l.x = x;
	c_tokens(&l, 0, 0);
	if (l.errors != 0) {
		free(l.vt);
		free(l.map);
		casm_free(x);
		return -1;
	}
	vput(&l, '\0', src->len);	/* room for the two NULs, and map[len] */
	l.vlen--;
	l.vt[l.vlen] = l.vt[l.vlen + 1] = '\0';
	l.map[l.vlen] = src->len;
	x->virt.name = xstrdup(src->name);
	x->virt.buf = l.vt;
	x->virt.len = l.vlen;
	x->virt.real = src;
	x->virt.map = l.map;
	x->map = l.map;
	source_index(&x->virt);
	return 0;
}

/* The piece holding virtual offset v (the last one for the end). */
static const struct casm_piece *
piece_at(const struct casm *x, size_t v)
{
	size_t	 lo = 0, hi = x->npieces;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (x->pieces[mid].vstart <= v)
			lo = mid;
		else
			hi = mid;
	}
	return &x->pieces[lo];
}

/*
 * Insert the C string expression t where virtual offset v is: a line
 * of its own before the literal that starts there (with the line's
 * indent and its continuation backslash), in line before it, or by
 * splitting the literal that v falls inside.  0, or -1 if v is inside
 * a macro call, where nothing can go.
 */
static int
put(const struct casm *x, size_t v, int rank, const char *t,
    struct insertions *ins)
{
	const struct source	*src = x->virt.real;
	const struct casm_piece	*p;
	size_t			 ls, le, k;
	char			*s, *ind;
	const char		*eol, *tail;

	if (x->npieces == 0)
		return -1;
	p = piece_at(x, v);
	/* the macro is a line of its own: the blanks before can go after */
	if (p->literal == 1 && v < p->vend) {
		size_t b = p->vstart;
		while (b < v && (x->virt.buf[b] == ' ' ||
		    x->virt.buf[b] == '\t'))
			b++;
		if (b == v)
			v = p->vstart;
	}
	if (v > p->vstart && v < p->vend && p->literal == 1) {
		xasprintf(&s, "\" %s \"", t);
		emit_add(ins, x->map[v], rank, s);
		return 0;
	}
	if (v >= p->vend || p->literal == 2) {
		/* after the block's last literal, before its ')' */
		xasprintf(&s, " %s", t);
		emit_add(ins, p->literal == 2 ? p->sstart : p->send, rank, s);
		return 0;
	}
	if (v != p->vstart)
		return -1;
	ls = source_line_start(src, p->sstart);
	for (k = ls; k < p->sstart && (src->buf[k] == ' ' ||
	    src->buf[k] == '\t'); k++)
		;
	if (k < p->sstart) {
		xasprintf(&s, "%s ", t);
		emit_add(ins, p->sstart, rank, s);
		return 0;
	}
	le = source_line_end(src, p->sstart);
	eol = le >= 2 && src->buf[le - 1] == '\n' && src->buf[le - 2] ==
	    '\r' ? "\r\n" : "\n";
	/*
	 * In a #define the new line continues the line before it, as the
	 * literal's line did: it ends in a backslash when the line before
	 * does (the literal's own line may be the last of the #define).
	 */
	tail = (ls >= 2 && src->buf[ls - 1] == '\n' && (src->buf[ls - 2] ==
	    '\\' || (ls >= 3 && src->buf[ls - 2] == '\r' &&
	    src->buf[ls - 3] == '\\'))) ? " \\" : "";
	ind = xstrndup(src->buf + ls, p->sstart - ls);
	xasprintf(&s, "%s%s%s%s", ind, t, tail, eol);
	free(ind);
	emit_add(ins, ls, rank, s);
	return 0;
}

/*
 * The analysis's edits as insertions into the C source; a place where
 * no macro can go is an input error.
 */
void
casm_insertions(const struct analysis *a, const struct casm *x,
    struct insertions *ins)
{
	const struct unit	*u = a->u;
	size_t			 i, v;
	char			 w[96];
	int			 after, rank;

	memset(ins, 0, sizeof(*ins));
	for (i = 0; i < a->nedits; i++) {
		const struct edit *e = &a->edits[i];
		const struct stmt *s = &u->st[e->stmt];

		after = 0;
		switch (e->kind) {
		case ED_START:
			snprintf(w, sizeof(w), "%s", e->cfi ?
			    "RETGUARD_START_ASM" : "RETGUARD_START_NOCFI_ASM");
			rank = RANK_START;
			break;
		case ED_END:
			snprintf(w, sizeof(w), "%s", e->cfi ?
			    "RETGUARD_END_ASM" : "RETGUARD_END_NOCFI_ASM");
			rank = RANK_END;
			break;
		case ED_SKIP:
			snprintf(w, sizeof(w), "RETGUARD_SKIP_ASM(.Lrg_skip_%d)",
			    e->label);
			rank = RANK_SKIP;
			break;
		case ED_SKIP_LABEL:
			snprintf(w, sizeof(w), "\".Lrg_skip_%d:\\n\"",
			    e->label);
			rank = emit_label_rank(a, e->stmt);
			break;
		case ED_RESUME:
			snprintf(w, sizeof(w), "RETGUARD_RESUME_ASM");
			rank = RANK_AFTER;
			after = 1;
			break;
		case ED_SPILLED:
			snprintf(w, sizeof(w), "RETGUARD_SPILLED_ASM(%d)",
			    e->value);
			rank = RANK_AFTER;
			after = 1;
			break;
		default:
			snprintf(w, sizeof(w), "RETGUARD_RELOADED_ASM");
			rank = RANK_AFTER;
			after = 1;
			break;
		}
		if (!after)
			v = s->start;
		else if (e->stmt + 1 >= (int)u->nst ||
		    (u->st[e->stmt + 1].flags & SF_BOL))
			v = source_line_end(&x->virt, s->end);
		else {
			/* more on the line: end the statement first */
			char t[sizeof(w)];
			snprintf(t, sizeof(t), "%s", w);
			snprintf(w, sizeof(w), "\"\\n\" %.80s", t);
			v = s->end;
		}
		if (put(x, v, rank, w, ins) == -1)
			diag(&x->virt, v, D_SYNTAX, "cannot put a RETGUARD "
			    "macro inside this macro call of an asm block");
	}
	emit_sort(ins);
}

/* Free what casm_extract made. */
void
casm_free(struct casm *x)
{
	free(x->virt.name);
	free(x->virt.buf);
	free(x->virt.lines);
	free(x->map);
	free(x->pieces);
	free(x->rets);
	memset(x, 0, sizeof(*x));
}
