/*
 * parse.y: statements of GNU as sources (after or without cpp), each
 * with its exact span.  The grammar is deliberately loose: anything
 * after a statement's first name is its operands, to be read by the
 * architecture; #define bodies are parsed as statement lists too.
 */
%code requires {
#include <stddef.h>

struct rg_loc {
	size_t	 start, end;
};
#define YYLTYPE struct rg_loc
#define YYLLOC_DEFAULT(Cur, Rhs, N) do {				\
	if (N) {							\
		(Cur).start = YYRHSLOC(Rhs, 1).start;			\
		(Cur).end = YYRHSLOC(Rhs, N).end;			\
	} else {							\
		(Cur).start = (Cur).end = YYRHSLOC(Rhs, 0).end;		\
	}								\
} while (0)

typedef void *yyscan_t;
struct parse_state;
}

%code {
#include "config.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "unit.h"
#include "arch.h"

/* A token read ahead by ps_line, for the parser if it gives the line up. */
struct ps_token {
	int		 t, v;
	YYLTYPE		 l;
};

struct parse_state {
	struct unit		*unit;
	struct scan_state	*ss;
	int			 bol;		/* next statement starts a line */
	int			 body;		/* enclosing #define, or -1 */
	int			 cur;		/* statement being built, or -1 */
	size_t			 op0;		/* its first operand in unit */
	int			 depth;		/* bracket depth in operands */
	int			 optail;	/* in the tail of operands */
	int			 linestart;	/* parser at a line's start */
	struct ps_token		*buf;		/* ps_line's tokens */
	size_t			 nbuf, capbuf;
	size_t			 rpos;		/* the next for the parser */
	int			 skip;		/* the #define's body skipped */
	size_t			 defstart;	/* where its directive starts */
	int			 errors;
	char			*same[UNIT_SAME];	/* names made */
};

int	rg_yylex(YYSTYPE *, YYLTYPE *, yyscan_t);
int	scan_begin(struct scan_state *, yyscan_t *);
void	scan_end(yyscan_t);

static void	yyerror(YYLTYPE *, yyscan_t, struct parse_state *,
		    const char *);
static struct stmt *ps_add(struct parse_state *, enum stmt_kind,
		    const YYLTYPE *);
static void	ps_label(struct parse_state *, const YYLTYPE *);
static void	ps_head(struct parse_state *, enum stmt_kind,
		    const YYLTYPE *);
static void	ps_tok(struct parse_state *, int, const YYLTYPE *);
static void	ps_define(struct parse_state *, const YYLTYPE *,
		    const YYLTYPE *);
static void	ps_define_end(struct parse_state *, const YYLTYPE *);
static int	ps_lex(YYSTYPE *, YYLTYPE *, yyscan_t,
		    struct parse_state *);

#define yylex ps_lex
}

%define api.pure full
%define api.value.type {int}
%define parse.error detailed
%locations
%expect 0
%lex-param {yyscan_t scanner} {struct parse_state *ps}
%parse-param {yyscan_t scanner} {struct parse_state *ps}

%token NAME "name" NUM "number" STRING "string" CHARC "character"
%token MLABEL "macro label" COLON ":" COMMA "," LPAREN "(" RPAREN ")"
%token SEP ";" NL "end of line" PUNCT "punctuation"
%token CPPDIR "preprocessor directive" DEFINE "#define"
%token DEFNAME "macro name" DEFINE_END "end of #define"

%%

input	: %empty
	| input line
	;

/*
 * Each line's action runs before the parser reads the next token (the
 * state after NL has one reduction and no shift): linestart tells
 * ps_lex that the parser is where input: input . line is.
 */
line	: stmts NL		{ ps->bol = 1; ps->linestart = 1; }
	| CPPDIR NL		{
		struct stmt *s = ps_add(ps, SK_CPP, &@1);
		s->cpp = $1;
		ps->bol = 1;
		ps->linestart = 1;
	}
	| define NL		{ ps->bol = 1; ps->linestart = 1; }
	| error NL		{ ps->errors++; ps->bol = 1; ps->cur = -1;
				  ps->body = -1; ps->linestart = 1; yyerrok; }
	;

define	: DEFINE DEFNAME	{ ps_define(ps, &@1, &@2); }
	  dbody DEFINE_END	{ ps_define_end(ps, &@5); }
	;

dbody	: stmt
	| dbody SEP { ps->cur = -1; } stmt
	;

stmts	: stmt
	| stmts SEP		{ if (ps->cur != -1)
					ps->unit->st[ps->cur].flags |=
					    SF_PREFIX_SEP;
				  ps->cur = -1; }
	  stmt
	;

stmt	: %empty		{ ps->cur = -1; }
	| labels		{ ps->cur = -1; }
	| labels insn
	| labels junk
	| insn
	| junk
	;

labels	: label
	| labels label
	;

label	: NAME COLON		{ ps_label(ps, &@1); }
	| NUM COLON		{ ps_label(ps, &@1); }
	| MLABEL		{ ps_label(ps, &@1); }
	;

insn	: NAME			{ ps_head(ps, SK_INSN, &@1); }
	| NAME			{ ps_head(ps, SK_INSN, &@1); }
	  optoks
	;

junk	: jstart		{ ps_head(ps, SK_JUNK, &@1); }
	| jstart		{ ps_head(ps, SK_JUNK, &@1); }
	  anytoks
	| NUM			{ ps_head(ps, SK_JUNK, &@1); }
	| NUM			{ ps_head(ps, SK_JUNK, &@1); }
	  optoks
	;

/*
 * After the first operand token the parser is in tail's state, which
 * shifts every token tail takes: ps_lex gives those to ps_tok itself,
 * as tail's actions would, and the parser sees the first token that
 * ends the tail (or is an error there) in the same state.
 */
optoks	: firsttok tail
	;

anytoks	: firsttok tail
	| COLON			{ ps_tok(ps, COLON, &@1); }
	  tail
	;

firsttok: NAME			{ ps_tok(ps, NAME, &@1); }
	| NUM			{ ps_tok(ps, NUM, &@1); }
	| STRING		{ ps_tok(ps, STRING, &@1); }
	| CHARC			{ ps_tok(ps, CHARC, &@1); }
	| MLABEL		{ ps_tok(ps, MLABEL, &@1); }
	| LPAREN		{ ps_tok(ps, LPAREN, &@1); }
	| RPAREN		{ ps_tok(ps, RPAREN, &@1); }
	| COMMA			{ ps_tok(ps, COMMA, &@1); }
	| PUNCT			{ ps_tok(ps, PUNCT, &@1); }
	;

tail	: %empty
	| tail NAME		{ ps_tok(ps, NAME, &@2); }
	| tail NUM		{ ps_tok(ps, NUM, &@2); }
	| tail STRING		{ ps_tok(ps, STRING, &@2); }
	| tail CHARC		{ ps_tok(ps, CHARC, &@2); }
	| tail MLABEL		{ ps_tok(ps, MLABEL, &@2); }
	| tail LPAREN		{ ps_tok(ps, LPAREN, &@2); }
	| tail RPAREN		{ ps_tok(ps, RPAREN, &@2); }
	| tail COMMA		{ ps_tok(ps, COMMA, &@2); }
	| tail PUNCT		{ ps_tok(ps, PUNCT, &@2); }
	| tail COLON		{ ps_tok(ps, COLON, &@2); }
	;

jstart	: STRING | CHARC | LPAREN | RPAREN | COMMA | PUNCT | COLON
	;

%%

/* Report a syntax error at its place. */
static void
yyerror(YYLTYPE *loc, yyscan_t scanner, struct parse_state *ps,
    const char *msg)
{
	diag(ps->unit->src, loc->start, D_SYNTAX, msg);
}

/* Append a statement of the given kind covering loc. */
static struct stmt *
ps_add(struct parse_state *ps, enum stmt_kind kind, const YYLTYPE *loc)
{
	struct stmt	*s;

	s = unit_add(ps->unit, kind, loc->start, loc->end);
	if (ps->bol)
		s->flags |= SF_BOL;
	ps->bol = 0;
	s->body = ps->body;
	if (ps->body != -1)
		s->flags |= SF_DEFINE;
	return s;
}

/* May a word of an instruction's head (jmp, rex.w, {disp32}) hold c? */
static int
ps_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '{' ||
	    c == '}';
}

/* The bytes ps_text_of looks at: any other is copied as it is. */
static const unsigned char ps_stop[256] = {
	['/'] = 1, ['\\'] = 1, [' '] = 1, ['\t'] = 1, ['\n'] = 1,
	['\r'] = 1, ['"'] = 1
};

/*
 * Copy bytes start..end without blanks, comments and line splices; with
 * words set, one blank stays between the words the text starts with
 * (the jmp ext of bnd jmp ext: arch->prefix).
 */
static char *
ps_text_of(struct unit *u, size_t start, size_t end, char *out, int words)
{
	const char	*b = u->src->buf;
	const char	*o = out;
	size_t		 i = start;
	int		 gap = 0;

	while (i < end) {
		if (b[i] == '/' && i + 1 < end && b[i + 1] == '*') {
			const char *e = strstr(b + i + 2, "*/");
			i = e ? (size_t)(e - b) + 2 : end;
			gap = 1;
		} else if (b[i] == '\\' && i + 1 < end &&
		    (b[i + 1] == '\n' || b[i + 1] == '\r')) {
			i += 2;
		} else if (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' ||
		    b[i] == '\r') {
			i++;
			gap = 1;
		} else if (b[i] == '"') {
			/* keep strings whole */
			words = 0;
			*out++ = b[i++];
			while (i < end && b[i] != '"') {
				if (b[i] == '\\' && i + 1 < end)
					*out++ = b[i++];
				*out++ = b[i++];
			}
			if (i < end)
				*out++ = b[i++];
		} else if (!words) {
			/* a run of plain bytes, most of an operand */
			gap = 0;
			do
				*out++ = b[i++];
			while (i < end && !ps_stop[(unsigned char)b[i]]);
		} else {
			if (!ps_word_char(b[i]))
				words = 0;
			else if (gap && out > o)
				*out++ = ' ';
			gap = 0;
			*out++ = b[i++];
		}
	}
	*out = '\0';
	return out;
}

/* Record a label; the name loses its colon and blanks. */
static void
ps_label(struct parse_state *ps, const YYLTYPE *loc)
{
	struct stmt	*s;
	char		*t, *e;

	s = ps_add(ps, SK_LABEL, loc);
	t = xmalloc(loc->end - loc->start + 1);
	e = ps_text_of(ps->unit, loc->start, loc->end, t, 0);
	if (e > t && e[-1] == ':')
		e[-1] = '\0';
	s->name = unit_str(ps->unit, t, strlen(t));
	free(t);
	ps->cur = -1;
}

/* Start an instruction (or junk) statement at its first token. */
static void
ps_head(struct parse_state *ps, enum stmt_kind kind, const YYLTYPE *loc)
{
	struct stmt	*s;

	s = ps_add(ps, kind, loc);
	s->name = unit_str_same(ps->unit, ps->same,
	    ps->unit->src->buf + loc->start, loc->end - loc->start);
	ps->cur = s - ps->unit->st;
	ps->depth = 0;
}

/*
 * One more operand for the statement being built, in the unit's array:
 * the operands of each statement follow those of the one before.
 */
static struct operand *
ps_new_op(struct parse_state *ps, struct stmt *s, uint32_t at)
{
	struct unit	*u = ps->unit;
	struct operand	*o;

	ARRAY_RESERVE(u->ops, u->nops, u->capops);
	o = &u->ops[u->nops++];
	o->start = o->end = at;
	o->text = NULL;
	s->nops++;
	return o;
}

/* Add one token's span to the operands of the statement being built. */
static void
ps_tok(struct parse_state *ps, int tok, const YYLTYPE *loc)
{
	struct unit	*u = ps->unit;
	struct stmt	*s = &u->st[ps->cur];
	struct operand	*o;
	const char	 c = u->src->buf[loc->start];

	s->end = loc->end;
	if (s->nops == 0) {
		ps->op0 = u->nops;
		ps_new_op(ps, s, loc->start);
	}
	ps->optail = 1;
	if (tok == COMMA && ps->depth == 0) {
		ps_new_op(ps, s, loc->end);
		return;
	}
	if (tok == LPAREN || (tok == PUNCT && (c == '[' || c == '{')))
		ps->depth++;
	else if (ps->depth > 0 && (tok == RPAREN ||
	    (tok == PUNCT && (c == ']' || c == '}'))))
		ps->depth--;
	o = &u->ops[ps->op0 + s->nops - 1];
	if (o->start == o->end)
		o->start = loc->start;
	o->end = loc->end;
}

/*
 * The tokens ps_line reads ahead, up to the end of a line: with more,
 * it leaves the line to the parser, so that a line of millions of
 * tokens (tests/badinput.sh's 10 MB line) needs no buffer of its size.
 */
#define PS_LINE_MAX	4096

/* May the token be in a line's statements (stmts: all but the NL)? */
static int
ps_linetok(int t)
{
	switch (t) {
	case NAME: case NUM: case STRING: case CHARC: case MLABEL:
	case LPAREN: case RPAREN: case COMMA: case PUNCT: case COLON:
	case SEP:
		return 1;
	}
	return 0;
}

/*
 * The line read so far is k[0..n-1]: 1 if the grammar takes it and
 * more tokens, 0 if it takes it as a whole line, ended by its NL, -1 if
 * it is no line ps_line makes.  Each is a line the grammar takes, in
 * the parser's state at a line's start: line: stmts NL, CPPDIR NL or
 * define NL, in which any tokens of statements are statements.
 */
static int
ps_line_step(const struct ps_token *k, size_t n)
{
	int	 t = k[n - 1].t;

	switch (k[0].t) {
	case CPPDIR:
		return n == 1 ? 1 : t == NL ? 0 : -1;
	case DEFINE:		/* DEFINE DEFNAME dbody DEFINE_END */
		if (n == 1)
			return 1;
		if (n == 2)
			return t == DEFNAME ? 1 : -1;
		if (k[n - 2].t == DEFINE_END)
			return t == NL ? 0 : -1;
		return ps_linetok(t) || t == DEFINE_END ? 1 : -1;
	default:
		if (t == NL)
			return 0;
		return ps_linetok(t) ? 1 : -1;
	}
}

/*
 * Make the statements of n tokens of statements as the grammar's
 * actions do, in their order: each stmt its labels (NAME or NUM and a
 * COLON, MLABEL), then an instruction at a NAME or junk at any other
 * token, whose following tokens up to a SEP are its operands.  Between
 * a line's statements (stmts, not a #define's dbody: sep), a SEP marks
 * the statement before it.
 */
static void
ps_stmts(struct parse_state *ps, const struct ps_token *k, size_t n,
    int sep)
{
	size_t	 i = 0;

	for (;;) {
		for (;;) {			/* labels */
			if (i < n && k[i].t == MLABEL)
				ps_label(ps, &k[i++].l);
			else if (i + 1 < n && (k[i].t == NAME ||
			    k[i].t == NUM) && k[i + 1].t == COLON) {
				ps_label(ps, &k[i].l);
				i += 2;
			} else
				break;
		}
		if (i == n || k[i].t == SEP)	/* stmt: %empty, labels */
			ps->cur = -1;
		else {				/* insn, junk */
			ps_head(ps, k[i].t == NAME ? SK_INSN : SK_JUNK,
			    &k[i].l);
			for (i++; i < n && k[i].t != SEP; i++)
				ps_tok(ps, k[i].t, &k[i].l);
		}
		if (i == n)
			break;
		if (sep && ps->cur != -1)
			ps->unit->st[ps->cur].flags |= SF_PREFIX_SEP;
		ps->cur = -1;
		i++;
	}
}

/*
 * At a line's start, read the line's tokens and make its statements
 * without the parser, which spends some hundred instructions on each
 * token: 1 if it did.  Anything but a line ps_line_step takes (the end
 * of the input, a #define without a name, a CPPDIR that a line splice
 * put in the middle of a line, which are syntax errors) stops the
 * reading at that token, and the tokens read go to the parser
 * (ps_next), as if the scanner gave them now: the scanner does not
 * depend on what the parser has done, and its diagnostics of the
 * tokens come in the same order before any of the parser's.  0 then.
 */
static int
ps_line(struct parse_state *ps, yyscan_t scanner)
{
	const struct ps_token	*k;
	YYSTYPE			 v = 0;
	YYLTYPE			 l;
	size_t			 n;
	int			 t, r;

	ps->nbuf = ps->rpos = 0;
	do {
		if (ps->nbuf == PS_LINE_MAX)
			return 0;
		t = rg_yylex(&v, &l, scanner);
		ARRAY_RESERVE(ps->buf, ps->nbuf, ps->capbuf);
		ps->buf[ps->nbuf].t = t;
		ps->buf[ps->nbuf].v = v;
		ps->buf[ps->nbuf++].l = l;
	} while ((r = ps_line_step(ps->buf, ps->nbuf)) == 1);
	if (r == -1)
		return 0;
	k = ps->buf;
	n = ps->nbuf - 1;		/* the NL */
	ps->nbuf = 0;
	if (k[0].t == CPPDIR) {
		struct stmt *s = ps_add(ps, SK_CPP, &k[0].l);

		s->cpp = k[0].v;
	} else if (k[0].t == DEFINE) {
		ps_define(ps, &k[0].l, &k[1].l);
		ps_stmts(ps, k + 2, n - 3, 0);
		ps_define_end(ps, &k[n - 1].l);
	} else
		ps_stmts(ps, k, n, 1);
	ps->optail = 0;
	ps->bol = 1;
	return 1;
}

/* The next token for the parser: those ps_line read first. */
static int
ps_next(struct parse_state *ps, YYSTYPE *v, YYLTYPE *l, yyscan_t scanner)
{
	const struct ps_token	*k;

	if (ps->rpos < ps->nbuf) {
		k = &ps->buf[ps->rpos++];
		*v = k->v;
		*l = k->l;
		return k->t;
	}
	return rg_yylex(v, l, scanner);
}

/*
 * The parser's scanner.  At a line's start, ps_line makes the line's
 * statements itself where it can.  Else, each call of ps_tok leaves
 * the parser in a state of tail (the grammar's every ps_tok is in a
 * reduction that needs no look-ahead, after which tail: %empty or
 * tail X is reduced the same way), where any token tail takes is
 * shifted and reduced with one more ps_tok: here, those tokens go to
 * ps_tok without the parser.  The first other token (;, end of line,
 * end of #define, or one the parser reports) goes to the parser, which
 * is then in the state it would have reached token by token, so that
 * it ends the statement, or reports the error, as it would have.
 */
static int
ps_lex(YYSTYPE *v, YYLTYPE *l, yyscan_t scanner, struct parse_state *ps)
{
	int	 t;

	while (ps->linestart && ps_line(ps, scanner))
		;
	ps->linestart = 0;
	for (;;) {
		t = ps_next(ps, v, l, scanner);
		if (!ps->optail)
			return t;
		switch (t) {
		case NAME: case NUM: case STRING: case CHARC: case MLABEL:
		case LPAREN: case RPAREN: case COMMA: case PUNCT: case COLON:
			ps_tok(ps, t, l);
			break;
		default:
			ps->optail = 0;
			return t;
		}
	}
}

/* Is s an instruction after a prefix of the arch's (bnd jmp ext)? */
static int
ps_prefixed(const struct unit *u, const struct stmt *s)
{
	return s->kind == SK_INSN && u->arch != NULL &&
	    u->arch->prefix != NULL && u->arch->prefix(s->name);
}

/* Give every operand its text, once all spans are known. */
static void
ps_operand_texts(struct unit *u)
{
	size_t	 i, k, max = 0;
	int	 j, mr, bare;
	char	*t, *same[UNIT_SAME] = { NULL };

	for (k = 0; k < u->nops; k++)
		if (u->ops[k].end - u->ops[k].start > max)
			max = u->ops[k].end - u->ops[k].start;
	t = xmalloc(3 * max + 3);	/* the text, then room for arch->operand */
	for (i = 0, k = 0; i < u->nst; i++) {
		/* the array has its final place now */
		u->st[i].ops = u->st[i].nops > 0 ? &u->ops[k] : NULL;
		k += u->st[i].nops;
		for (j = 0; j < u->st[i].nops; j++) {
			struct operand *o = &u->st[i].ops[j];
			char *e = ps_text_of(u, o->start, o->end, t,
			    j == 0 && ps_prefixed(u, &u->st[i]));
			const char *r = NULL;

			mr = bare = 0;
			if (u->arch != NULL && u->arch->operand != NULL)
				r = u->arch->operand(t, e - t, e + 1, &mr);
			if (u->arch != NULL) {
				size_t n;

				/* LINK (x30), STK (%rsp): by #define */
				if (u->arch->bare_regs)
					bare = u->arch->macro_reg(t, &n) !=
					    NULL;
				else if (u->arch->bare_name != NULL)
					bare = u->arch->bare_name(r != NULL ?
					    r : t, &n) != NULL;
			}
			if (r != NULL)
				o->text = unit_str_same(u, same, r, strlen(r));
			else
				o->text = unit_str_same(u, same, t, e - t);
			if (u->st[i].kind == SK_INSN &&
			    u->st[i].name[0] != '.')
				u->st[i].xflags |= (mr ? SX_MACREG : 0) |
				    (bare ? SX_BARE : 0);
		}
	}
	assert(k == u->nops);
	free(t);
}

/*
 * A #define: the statement holds the macro's name, parameters dropped.
 * In a lazy unit the scanner skips its body (DEFSKIP in scan.l), but
 * RETGUARD_*'s: learn.c reports those defined empty.
 */
static void
ps_define(struct parse_state *ps, const YYLTYPE *dir, const YYLTYPE *loc)
{
	struct stmt	*s;
	const char	*b = ps->unit->src->buf;
	size_t		 n = 0;

	s = ps_add(ps, SK_DEFINE, loc);
	while (loc->start + n < loc->end && b[loc->start + n] != '(')
		n++;
	s->name = unit_str(ps->unit, b + loc->start, n);
	ps->body = s - ps->unit->st;
	ps->cur = -1;
	ps->skip = scan_lazy_body(ps->unit, s->name);
	ps->defstart = dir->start;
}

/*
 * The end of a #define, at end: note the line of one whose body the
 * scanner skipped, for learn.c to parse when it needs it.  The grammar
 * accepts any tokens in a body, and no body statement matters to the
 * structure (cond_of), so the rest of the unit is what a full parse
 * makes of it.
 */
static void
ps_define_end(struct parse_state *ps, const YYLTYPE *end)
{
	struct unit	*u = ps->unit;

	if (ps->skip) {
		ARRAY_RESERVE(u->skipped, u->nskipped, u->capskipped);
		u->skipped[u->nskipped].st = ps->body;
		u->skipped[u->nskipped].start = (uint32_t)ps->defstart;
		u->skipped[u->nskipped++].end = (uint32_t)end->start;
		ps->skip = 0;
	}
	ps->body = -1;
}

/*
 * The lines of a lazy unit (a header with all but its directives
 * blanked, learn.c) are nearly always directives and blank lines: their
 * statements are made here, as the grammar's actions make them, without
 * the parser, which takes a hundred instructions a token.  0 at any
 * other token: the caller parses the unit again, from the start.
 */
static int
ps_directives(struct parse_state *ps, yyscan_t scanner)
{
	YYSTYPE		 v;
	YYLTYPE		 l, dir;
	struct stmt	*s;

	for (;;) {
		switch (rg_yylex(&v, &l, scanner)) {
		case YYEOF:
			return 1;
		case NL:
			ps->bol = 1;
			continue;
		case CPPDIR:			/* line: CPPDIR NL */
			s = ps_add(ps, SK_CPP, &l);
			s->cpp = v;
			break;
		case DEFINE:			/* line: define NL */
			dir = l;
			if (rg_yylex(&v, &l, scanner) != DEFNAME)
				return 0;
			ps_define(ps, &dir, &l);
			if (!ps->skip ||	/* a body to parse */
			    rg_yylex(&v, &l, scanner) != DEFINE_END)
				return 0;
			ps_define_end(ps, &l);
			break;
		default:
			return 0;
		}
		if (rg_yylex(&v, &l, scanner) != NL)
			return 0;
		ps->bol = 1;
	}
}

/* Set up a parse of u; -1 if the scanner cannot be made. */
static int
ps_begin(struct unit *u, struct scan_state *ss, struct parse_state *ps,
    yyscan_t *scanner)
{
	memset(ss, 0, sizeof(*ss));
	ss->unit = u;
	ss->hash_comment = u->arch ? u->arch->hash_comment : 1;
	ss->slash_comment = u->cpp || (u->arch && u->arch->slash_comment);
	memset(ps, 0, sizeof(*ps));
	ps->unit = u;
	ps->ss = ss;
	ps->bol = 1;
	ps->body = -1;
	ps->cur = -1;
	ps->linestart = 1;
	return scan_begin(ss, scanner);
}

/* Parse the unit's source into statements; return the number of errors. */
int
unit_parse(struct unit *u)
{
	struct scan_state	 ss;
	struct parse_state	 ps;
	yyscan_t		 scanner;
	size_t			 i;
	int			 rv = 0, done = 0;

	if (u->lazy) {
		if (ps_begin(u, &ss, &ps, &scanner) != 0)
			return 1;
		done = ps_directives(&ps, scanner);
		scan_end(scanner);
		if (!done)
			unit_free(u);	/* and parse it all again */
	}
	if (!done) {
		if (ps_begin(u, &ss, &ps, &scanner) != 0)
			return 1;
		rv = yyparse(scanner, &ps);
		scan_end(scanner);
		free(ps.buf);
	}
	ps_operand_texts(u);
	/* what the arch makes of each instruction, asked once */
	for (i = 0; u->arch != NULL && i < u->nst; i++)
		if (u->st[i].kind == SK_INSN && u->st[i].name[0] != '.')
			u->st[i].acls = 1 + u->arch->classify(&u->st[i]);
	return ps.errors + ss.errors + (rv != 0);
}
