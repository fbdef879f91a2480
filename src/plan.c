/*
 * plan.c: decide which functions to protect and where each macro
 * goes, then check the plan path by path and give up on the functions
 * where it would not balance.  Every function left alone gets a
 * warning that says why.
 */
#include "config.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "unit.h"
#include "arch.h"
#include "analysis.h"
#include "flow.h"

/* The line of a statement, for messages. */
static int
line_of(const struct analysis *a, int stmt)
{
	int	 line, col;

	source_pos(a->u->src, a->u->st[stmt].start, &line, &col);
	return line;
}

/* The previous top-level active statement before i, or -1. */
static int
prev_stmt(const struct unit *u, int i)
{
	for (i--; i >= 0; i--)
		if ((u->st[i].flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) ==
		    0 && u->st[i].kind != SK_DEFINE)
			return i;
	return -1;
}

/* Add an edit unless the same one is planned already. */
static struct edit *
add_edit(struct analysis *a, enum edit_kind kind, int stmt, int owner,
    int cfi)
{
	struct edit	*e;

	assert(stmt >= 0 && (size_t)stmt <= a->u->nst);
	if (a->ed_kinds[stmt] & (1u << kind))
		return NULL;
	a->ed_kinds[stmt] |= 1u << kind;
	ARRAY_RESERVE(a->edits, a->nedits, a->capedits);
	e = &a->edits[a->nedits++];
	memset(e, 0, sizeof(*e));
	e->kind = kind;
	e->stmt = stmt;
	e->owner = owner;
	e->cfi = cfi;
	e->target = e->tstmt = -1;
	return e;
}

/*
 * Does code of the same function follow the return at r?  A
 * RETGUARD_SKIP right after it does not count: it is the jump into the
 * next function that rgpp plans before that function's entry, and the
 * first conversion, planning it, saw the entry there.  Nor does code
 * after a RETGUARD_RESUME, or after the use of a macro whose body runs
 * one first (body_resumes).
 */
static int
needs_resume(const struct analysis *a, int r)
{
	const struct unit	*u = a->u;
	int			 i;

	for (i = next_stmt(u, r); i != -1; i = next_stmt(u, i)) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_CPP || s->kind == SK_DEFINE)
			continue;
		if (ix_get(a->func_at, i) != -1 || s->cls == IC_END ||
		    s->cls == IC_RG_RESUME || (s->kind == SK_INSN &&
		    s->cls == IC_RG_SKIP) || body_resumes(a, s))
			return 0;
		if (s->cls == IC_CFI) {
			if (dir_is(s->name, ".cfi_endproc") ||
			    strcmp(s->name, "cfi_endproc") == 0)
				return 0;
			continue;
		}
		if (s->kind == SK_INSN && s->cls == IC_NONE)
			continue;	/* .p2align, .type ... */
		return 1;
	}
	return 0;
}

/* Does this statement switch sections? */
static int
switches_section(const struct stmt *s)
{
	static const char *const dirs[] = {
		".section", ".text", ".data", ".bss", ".previous",
		".pushsection", ".popsection", ".subsection", NULL
	};
	size_t	 i;

	for (i = 0; dirs[i] != NULL; i++)
		if (strcasecmp(s->name, dirs[i]) == 0)
			return 1;
	return 0;
}

/*
 * Where the jump over a second entry's RETGUARD_START goes: right
 * after the last instruction before the entry, so that it stays inside
 * the first function (before its END and .cfi_endproc).
 */
static int
skip_point(const struct analysis *a, int entry)
{
	const struct unit	*u = a->u;
	int			 x = entry, p;

	for (p = prev_stmt(u, entry); p != -1; p = prev_stmt(u, p)) {
		const struct stmt *s = &u->st[p];

		if (s->kind == SK_CPP && s->cond == COND_NONE)
			;
		else if (s->kind == SK_INSN && (s->cls == IC_NONE ||
		    s->cls == IC_CFI || s->cls == IC_END) &&
		    ix_get(a->func_at, p) == -1 && !switches_section(s))
			;
		else
			break;
		x = p;
	}
	return x;
}

/*
 * Is the entry an alias of the entry right before it, with no code in
 * between?  A path that falls into it fell into that one first, and
 * the jump planned for that fall goes past both STARTs' place.
 */
static int
alias_entry(const struct analysis *a, int entry)
{
	int	 p = prev_stmt(a->u, skip_point(a, entry));

	return p != -1 && ix_get(a->func_at, p) != -1;
}

/*
 * Is s the CFI directive dir (named without its dot), or a macro of
 * that name in any case (glibc's cfi_remember_state)?
 */
static int
cfi_is(const struct stmt *s, const char *dir)
{
	if (s->kind != SK_INSN || s->cls != IC_CFI)
		return 0;
	return strcasecmp(s->name + (s->name[0] == '.'), dir) == 0;
}

/*
 * The last of the CFI directives right after statement i (or i), up to
 * a .cfi_remember_state: the state that it saves, and that the
 * function's .cfi_restore_state brings back on another path, must
 * have the rule of SPILLED or RELOADED.
 */
static int
after_cfi(const struct analysis *a, int i)
{
	const struct stmt	*s;
	int			 n;

	while ((n = next_stmt(a->u, i)) != -1) {
		s = &a->u->st[n];
		if (s->kind != SK_INSN || (s->cls != IC_CFI &&
		    s->cls != IC_RG_SKIP) || cfi_is(s, "cfi_remember_state"))
			break;
		i = n;
	}
	return i;
}

/*
 * Is s of class c (a SPILLED or RELOADED), or a use of a macro whose
 * body has one (body_has: the file's, or a header's defined once)?
 * flow.c reads the body at the use and checks the rule it gives there.
 */
static int
is_rule(const struct analysis *a, const struct stmt *s, enum insn_class c)
{
	return s->kind == SK_INSN && (s->cls == (int)c ||
	    (s->cls == IC_MACRO && body_has(a, s, c)));
}

/*
 * Is the statement at i followed, before the next label, control flow
 * or .cfi_remember_state, by one of class c (a SPILLED or RELOADED
 * already there, is_rule)?
 */
static int
followed_by(const struct analysis *a, int i, enum insn_class c)
{
	const struct unit	*u = a->u;
	int			 n, k = 0;

	for (n = next_stmt(u, i); n != -1 && k < 24; n = next_stmt(u, n), k++) {
		const struct stmt *s = &u->st[n];

		if (is_rule(a, s, c))
			return 1;
		if (s->kind != SK_INSN || (s->cls != IC_CFI &&
		    s->cls != IC_CODE && s->cls != IC_RG_SKIP) ||
		    cfi_is(s, "cfi_remember_state"))
			return 0;
	}
	return 0;
}

/*
 * Is the statement right after t (where an edit would go) of class c
 * already (is_rule)?  followed_by looks a bounded way from the spill; the place
 * after_ra_rule finds may be further.
 */
static int
next_is(const struct analysis *a, int t, enum insn_class c)
{
	int	 n = next_stmt(a->u, t);

	return n != -1 && is_rule(a, &a->u->st[n], c);
}

/* Does a CFI directive give a rule for the return-address column? */
static int
ra_rule(const struct stmt *s)
{
	static const char *const cols[] = {
		"30", "x30", "lr", "1", "ra", "x1", "%ra", NULL
	};

	if (s->kind != SK_INSN || s->cls != IC_CFI || s->nops < 1)
		return 0;
	if (!dir_is(s->name, ".cfi_offset") &&
	    !dir_is(s->name, ".cfi_rel_offset") &&
	    !dir_is(s->name, ".cfi_restore") &&
	    !dir_is(s->name, ".cfi_register"))
		return 0;
	return arch_streq_any(s->ops[0].text, cols);
}

/* Is statement n a spill or a reload of the return address? */
static int
spill_or_reload(const struct facts *fa, int n)
{
	size_t	 j;

	for (j = 0; j < fa->reloads.n; j++)
		if (fa->reloads.v[j] == n)
			return 1;
	for (j = 0; j < fa->spills.n; j += 2)
		if (fa->spills.v[j] == n)
			return 1;
	return 0;
}

/* own_ra_rule, and where that rule is when it is -1 (in *late). */
static int
ra_rule_at(const struct analysis *a, int i, const struct facts *fa,
    int *late)
{
	const struct unit	*u = a->u;
	int			 n, straight = 1;

	for (n = next_stmt(u, i); n != -1; n = next_stmt(u, n)) {
		const struct stmt *s = &u->st[n];

		/* not past the next spill or reload: its rule is its own */
		if (spill_or_reload(fa, n) || ix_get(a->func_at, n) != -1 ||
		    (s->kind == SK_INSN && s->cls == IC_END) ||
		    cfi_is(s, "cfi_endproc"))
			break;
		if (ra_rule(s)) {
			if (straight)
				return n;
			if (late != NULL)
				*late = n;
			return -1;
		}
		if (s->kind != SK_INSN || (s->cls != IC_CFI &&
		    s->cls != IC_CODE && s->cls != IC_RG_SKIP &&
		    s->cls != IC_RG_SPILLED && s->cls != IC_RG_RELOADED))
			straight = 0;
	}
	return i;
}

/*
 * The function's own rule for the return-address column after the
 * spill or reload at i, before the next spill or reload, in the order
 * of the text (gcc stores several registers, then writes their CFI):
 * SPILLED or RELOADED goes after it, which would otherwise override
 * ours; i if there is none.  -1 if it comes after a label or control
 * flow, where no place after it is on every path from i.
 */
static int
own_ra_rule(const struct analysis *a, int i, const struct facts *fa)
{
	return ra_rule_at(a, i, fa, NULL);
}

/*
 * The number of the label that a jump over a RETGUARD_START lands on,
 * before statement t: made once, shared by every jump to it.
 */
static int
skip_label(struct analysis *a, int t, int owner, int cfi)
{
	struct edit	*e;
	size_t		 i;

	if (a->ed_kinds[t] & (1u << ED_SKIP_LABEL))
		for (i = 0; i < a->nedits; i++)
			if (a->edits[i].kind == ED_SKIP_LABEL &&
			    a->edits[i].stmt == t)
				return a->edits[i].label;
	e = add_edit(a, ED_SKIP_LABEL, t, owner, cfi);
	e->label = ++a->nskip;
	return e->label;
}

/*
 * The first of the prefix statements before the instruction i (rep;
 * ret, bnd; notrack; jmp *%rax), where RETGUARD_END goes; i if none.
 */
static int
first_prefix(const struct analysis *a, int i)
{
	int	 p;

	while ((p = ix_get(a->prefix_of, i)) != -1)
		i = p;
	return i;
}

/*
 * Is a RETGUARD_START or RETGUARD_END of the file between statements i
 * and j?  block_short then checks the reach with the bytes it has.
 */
static int
marks_between(const struct analysis *a, int i, int j)
{
	int	 r;

	for (r = (i < j ? i : j) + 1; r < (i < j ? j : i); r++)
		if ((a->u->st[r].cls == IC_RG_START ||
		    a->u->st[r].cls == IC_RG_END) && !(a->u->st[r].flags &
		    (SF_DEFINE | SF_MACRO | SF_INACTIVE)))
			return 1;
	return 0;
}

/*
 * Is a RETGUARD_END of the file right before the return or tail jump
 * i (rgcheck, on rgpp's output)?  block_short counts its bytes there,
 * not again as a place for one.
 */
static int
end_before(const struct analysis *a, int i)
{
	int	 p = prev_stmt(a->u, first_prefix(a, i));

	return p != -1 && a->u->st[p].cls == IC_RG_END;
}

/* The instruction that the prefix statement i is for; i if none. */
static int
prefixed(const struct analysis *a, int i)
{
	int	 n;

	while (a->u->st[i].cls == IC_PREFIX &&
	    (n = next_stmt(a->u, i)) != -1 && ix_get(a->prefix_of, n) == i)
		i = n;
	return i;
}

/*
 * Where RETGUARD_END goes for the return or jump at i: before the
 * annotations that mark it (ANNOTATE_UNRET_SAFE labels the instruction
 * after it for objtool, which must stay the return).
 */
static int
before_marks(const struct analysis *a, int i)
{
	const struct vocab	*v = a->vocab;
	int			 p;
	size_t			 k;

	while ((p = prev_stmt(a->u, i)) != -1 &&
	    a->u->st[p].kind == SK_INSN) {
		for (k = 0; k < v->nannot; k++)
			if (strcmp(v->annot[k], a->u->st[p].name) == 0)
				break;
		if (k == v->nannot)
			break;
		i = p;
	}
	return i;
}

/*
 * Does the return at i end the body at h: nothing after it there but
 * labels and directives that are neither code nor CFI?
 */
static int
ends_body(const struct unit *u, int h, int i)
{
	size_t	 j;

	for (j = i + 1; j < u->nst && u->st[j].body == h; j++)
		if (u->st[j].kind == SK_INSN && u->st[j].cls != IC_NONE)
			return 0;
	return 1;
}

/*
 * Does a return end the body at h (ends_body), so that the rule is put
 * back after the use, not in the body?
 */
static int
tail_return(const struct unit *u, int h)
{
	size_t	 i;

	for (i = h + 1; i < u->nst && u->st[i].body == h; i++)
		if (u->st[i].kind == SK_INSN && u->st[i].cls == IC_RET &&
		    ends_body(u, h, (int)i))
			return 1;
	return 0;
}

/*
 * A body of the file protected inside (RETGUARD_END before its
 * returns), in a function with CFI: RETGUARD_RESUME right after each
 * return that more of the body follows, as plan_body puts it.
 */
static void
resume_body(struct analysis *a, int fi, int h)
{
	const struct unit	*u = a->u;
	size_t			 i, j;

	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		if (u->st[i].kind != SK_INSN || u->st[i].cls != IC_RET ||
		    ends_body(u, h, (int)i))
			continue;
		for (j = i + 1; u->st[j].kind != SK_INSN ||
		    u->st[j].cls == IC_NONE; j++)
			;
		if (u->st[j].cls != IC_RG_RESUME &&
		    !body_resumes(a, &u->st[j]))
			add_edit(a, ED_RESUME, (int)i, fi, 1);
	}
}

/*
 * A use of a .macro or #define of the file whose body returns (flow.c's
 * mrets): RETGUARD_END before each return of the body, and, with CFI,
 * the rule put back after a return: in the body when anything follows
 * it there, else after the use when code follows that.  A CFI directive
 * after the return counts: RETGUARD_END's .cfi_remember_state must be
 * restored before the body's own .cfi_restore_state (glibc's i686
 * RETURN is "POP (%edi); ret; cfi_restore_state; cfi_remember_state").
 */
static void
plan_body(struct analysis *a, int fi, int use)
{
	const struct unit	*u = a->u;
	const struct func	*f = &a->funcs[fi];
	int			 h = file_body(a, u->st[use].name);
	size_t			 i;

	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		if (u->st[i].kind != SK_INSN || u->st[i].cls != IC_RET)
			continue;
		add_edit(a, ED_END, (int)i, fi, f->cfi);
		if (f->cfi && !ends_body(u, h, (int)i))
			add_edit(a, ED_RESUME, (int)i, fi, 1);
	}
	if (f->cfi && tail_return(u, h) && needs_resume(a, use))
		add_edit(a, ED_RESUME, use, fi, 1);
}

/* Plan the edits of one function to be protected. */
static void
plan_func(struct analysis *a, int fi, const struct facts *fa)
{
	const struct func	*f = &a->funcs[fi];
	const struct unit	*u = a->u;
	size_t			 i;
	int			 t, p, rule;

	if (!f->has_start && f->sp != -1)
		add_edit(a, ED_START, f->sp, fi, f->cfi);
	for (i = 0; i < fa->rets.n; i++) {
		int r = fa->rets.v[i];

		t = before_marks(a, first_prefix(a, r));
		p = prev_stmt(u, t);
		while (p != -1 && u->st[p].kind == SK_LABEL)
			p = prev_stmt(u, p);	/* RETGUARD_END; L: ret */
		if (p == -1 || (u->st[p].cls != IC_RG_END &&
		    body_mark(a, &u->st[p], 1) == NULL))
			add_edit(a, ED_END, t, fi, f->cfi);
		if (f->cfi && needs_resume(a, r))
			add_edit(a, ED_RESUME, r, fi, f->cfi);
	}
	for (i = 0; i < fa->mrets.n; i++)
		plan_body(a, fi, fa->mrets.v[i]);
	/* a header's .macro: ret is made protected around the use */
	for (i = 0; i < fa->wrets.n; i++)
		if (ix_get(a->rets_on, fa->wrets.v[i]) == -1)
			add_edit(a, ED_RETS, fa->wrets.v[i], fi, f->cfi);
	/*
	 * RETGUARD_END is inside: code after it is mangled again, unless
	 * the body of the file's own puts the rule back after each return
	 */
	for (i = 0; f->cfi && i < fa->prets.n; i++) {
		if ((t = file_body(a, u->st[fa->prets.v[i]].name)) != -1)
			resume_body(a, fi, t);
		if (needs_resume(a, fa->prets.v[i]) &&
		    (t == -1 || tail_return(u, t)))
			add_edit(a, ED_RESUME, fa->prets.v[i], fi, f->cfi);
	}
	for (i = 0; i < fa->tails.n; i++) {
		t = before_marks(a, first_prefix(a, fa->tails.v[i]));
		p = prev_stmt(u, t);
		if (p == -1 || (u->st[p].cls != IC_RG_END &&
		    body_mark(a, &u->st[p], 1) == NULL))
			add_edit(a, ED_END, t, fi, f->cfi);
		/* code after the jump is the function's, mangled again */
		if (f->cfi && needs_resume(a, fa->tails.v[i]))
			add_edit(a, ED_RESUME, fa->tails.v[i], fi, f->cfi);
	}
	for (i = 0; f->cfi && i + 1 < fa->spills.n; i += 2) {
		struct edit *e;

		if ((rule = own_ra_rule(a, fa->spills.v[i], fa)) == -1)
			continue;	/* decide() left it alone */
		t = after_cfi(a, rule);
		if (followed_by(a, rule, IC_RG_SPILLED) ||
		    next_is(a, t, IC_RG_SPILLED) || body_has(a,
		    &u->st[fa->spills.v[i]], IC_RG_SPILLED))
			continue;
		if ((e = add_edit(a, ED_SPILLED, t, fi, 1)) != NULL)
			e->value = fa->spills.v[i + 1];
	}
	for (i = 0; f->cfi && i < fa->reloads.n; i++) {
		if ((rule = own_ra_rule(a, fa->reloads.v[i], fa)) == -1)
			continue;
		t = after_cfi(a, rule);
		if (followed_by(a, rule, IC_RG_RELOADED) ||
		    next_is(a, t, IC_RG_RELOADED) || body_has(a,
		    &u->st[fa->reloads.v[i]], IC_RG_RELOADED))
			continue;
		add_edit(a, ED_RELOADED, t, fi, 1);
	}
	for (i = 0; i + 1 < fa->falls.n; i += 2) {
		const struct func *g = &a->funcs[fa->falls.v[i]];
		struct edit *e;

		/* no label in a #define body: one per use of the macro */
		if (g->state != FS_PROTECT || alias_entry(a, g->entry) ||
		    a->in_body)
			continue;
		e = add_edit(a, ED_SKIP, skip_point(a, g->entry), fi, f->cfi);
		if (e == NULL)
			continue;
		{
			size_t	 k = e - a->edits;
			int	 t2 = g->has_start ? next_stmt(u, g->sp) :
			    g->sp, label;

			/* skip_label may move the edits: index, not pointer */
			label = skip_label(a, t2, fi, f->cfi);
			a->edits[k].target = fa->falls.v[i];
			a->edits[k].tstmt = t2;
			a->edits[k].label = label;
		}
	}
}

/* Is the macro a use reads a #define of the file, or a .macro? */
static const char *
body_word(const struct analysis *a, const char *name)
{
	return strmap_get(&a->macheads, name) == NULL &&
	    strmap_get(&a->defines, name) != NULL ? "#define" : ".macro";
}

/*
 * Why a .macro or #define of the file that returns is not read at its
 * uses.
 */
static const char *
mr_why(int kind)
{
	switch (kind) {
	case MR_FALLS:
		return "a path may leave the body other than by a return";
	case MR_CPP:
		return "the body holds #if lines or another .macro";
	case MR_TWICE:
		return "the macro is defined twice";
	case MR_NESTED:
		return "the macro is also used inside a #define or another "
		    ".macro, or in an operand";
	case MR_DEFAULT:
		return "it is defined under an #if that names it, a default "
		    "that a file which includes this one may replace";
	case MR_UNDEF:
		return "an #undef of it makes what a use is depend on where "
		    "it is";
	case MR_PARAMS:
		return "the #define has parameters";
	case MR_INCLUDE:
		return "a file #included after it may use it where rgpp does "
		    "not see";
	case MR_ENTRY:
		return "a function of its own starts in the body";
	case MR_QUOTE:
		return "a ' in it starts what cpp reads as a character "
		    "constant, in which it expands no macro";
	default:
		return "rgpp cannot read the body";
	}
}

/*
 * The index in fa->spills of a spill of the return address, in a
 * function with CFI, to a slot that RETGUARD_SPILLED cannot describe:
 * not a negative multiple of 8 from the CFA; -1 if none.
 */
static int
odd_spill(const struct analysis *a, int fi, const struct facts *fa)
{
	size_t	 i;

	if (!a->funcs[fi].cfi)
		return -1;
	for (i = 0; i + 1 < fa->spills.n; i += 2)
		if (fa->spills.v[i + 1] > -8 || (fa->spills.v[i + 1] & 7))
			return (int)i;
	return -1;
}

/*
 * A reload of the return address, in a function with CFI, whose own
 * rule for it comes after a label or a jump (own_ra_rule), or -2 - a
 * spill of it with such a rule (the rule in *rule); -1 if none.
 */
static int
late_rule(const struct analysis *a, int fi, const struct facts *fa,
    int *rule)
{
	size_t	 i;

	if (!a->funcs[fi].cfi)
		return -1;
	for (i = 0; i + 1 < fa->spills.n; i += 2)
		if (ra_rule_at(a, fa->spills.v[i], fa, rule) == -1)
			return -2 - fa->spills.v[i];
	for (i = 0; i < fa->reloads.n; i++)
		if (ra_rule_at(a, fa->reloads.v[i], fa, rule) == -1)
			return fa->reloads.v[i];
	return -1;
}

/*
 * A rule for the return-address column in a function with CFI, after
 * its first spill or reload, that is no spill's or reload's own (as
 * own_ra_rule finds them): one restated after a return for the code
 * after it (".cfi_offset 30, -8" where gcc would restore a remembered
 * state).  It would override the rule RETGUARD's macros give; the
 * statement, or -1.
 */
static int
restated_rule(const struct analysis *a, int fi, const struct facts *fa)
{
	const struct unit	*u = a->u;
	const struct stmt	*s;
	size_t			 j;
	int			 n, seen = 0, own;

	if (!a->funcs[fi].cfi || (fa->spills.n == 0 && fa->reloads.n == 0))
		return -1;
	for (n = next_stmt(u, a->funcs[fi].entry); n != -1;
	    n = next_stmt(u, n)) {
		s = &u->st[n];
		if (ix_get(a->func_at, n) != -1 || (s->kind == SK_INSN &&
		    s->cls == IC_END) || cfi_is(s, "cfi_endproc"))
			break;
		if (spill_or_reload(fa, n))
			seen = 1;
		if (!seen || !ra_rule(s))
			continue;
		own = 0;
		for (j = 0; !own && j + 1 < fa->spills.n; j += 2)
			own = own_ra_rule(a, fa->spills.v[j], fa) == n;
		for (j = 0; !own && j < fa->reloads.n; j++)
			own = own_ra_rule(a, fa->reloads.v[j], fa) == n;
		if (!own)
			return n;
	}
	return -1;
}

/* First decision for a function from what its paths reach. */
static enum func_state
decide(struct analysis *a, int fi, const struct facts *fa)
{
	const struct func	*f = &a->funcs[fi];
	const struct source	*src = a->u->src;
	size_t			 off = a->u->st[f->entry].start;
	char			*why;
	int			 h, i;

	/*
	 * The user marked it as meant unprotected, for rgcheck (its
	 * callers may rely on more than the procedure call standard):
	 * whatever else it holds, protecting it is not wanted.
	 */
	if (!f->has_start &&
	    (h = diag_annotated(src, off, D_MISSING_START)) != 0) {
		diag(src, off, D_ALLOWED, f->name, h);
		return FS_BLOCKED;
	}
	/*
	 * A TLS descriptor resolver: the compiler's call of it (blr x1 on
	 * aarch64) keeps values in every register but the result's and
	 * the return address's, and nothing in its code tells so.
	 */
	if (a->u->arch->tls_desc != NULL &&
	    strstr(f->name, a->u->arch->tls_desc) != NULL) {
		xasprintf(&why, "its name says it is a TLS descriptor "
		    "resolver, whose callers may keep a value in %s across "
		    "the call, and RETGUARD_START and RETGUARD_END overwrite "
		    "it",
		    a->u->arch->scratch);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	/*
	 * An entry that as makes once for each time it repeats a block:
	 * each copy runs into the next, and RETGUARD_START again.
	 */
	if ((h = ix_get(a->rep_in, f->entry)) != -1) {
		xasprintf(&why, "its entry is inside the %s block at line "
		    "%d, which as repeats: each copy would run "
		    "RETGUARD_START, and again where one runs into the next",
		    a->u->st[h].name, line_of(a, h));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	/* outside a .macro body, only a .irp makes such a name */
	if (!a->in_body && strchr(f->name, '\\') != NULL) {
		diag(src, off, D_CONFLICT, f->name, "its label names a "
		    "parameter of a .irp, whose copies of the entry rgpp "
		    "does not tell apart");
		return FS_BLOCKED;
	}
	/*
	 * After a use of a macro that may return, the walk goes on with
	 * the frame its body leaves (the registers it pops): what it then
	 * finds follows from the return, which is the reason to give.
	 */
	if (fa->ra_access != -1 && (fa->macro_ret == -1 ||
	    file_body(a, a->u->st[fa->macro_ret].name) == -1)) {
		diag(src, off, D_RA_ACCESS, f->name, "reads or writes",
		    line_of(a, fa->ra_access));
		return FS_BLOCKED;
	}
	if (fa->scratch_read != -1) {
		xasprintf(&why, "it reads %s at line %d before it writes it, "
		    "and RETGUARD_START overwrites %s", a->u->arch->scratch,
		    line_of(a, fa->scratch_read), a->u->arch->scratch);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->scratch_jump != -1) {
		xasprintf(&why, "it jumps through %s at line %d, which "
		    "RETGUARD_END would overwrite before a jump out",
		    a->u->arch->scratch, line_of(a, fa->scratch_jump));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->hidden.n > 0) {
		xasprintf(&why, "it returns through data at line %d",
		    line_of(a, fa->hidden.v[0]));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->macro_ret != -1 && (fa->macro_why != NULL ||
	    strmap_get(&a->retmacs, a->u->st[fa->macro_ret].name) != NULL)) {
		xasprintf(&why, fa->macro_hdr ? "%s at line %d returns "
		    "from it, and rgpp cannot protect the returns of that "
		    "header's %s: %s" : "%s at line %d returns from it, "
		    "and its %s body cannot take RETGUARD_END: %s",
		    a->u->st[fa->macro_ret].name, line_of(a, fa->macro_ret),
		    body_word(a, a->u->st[fa->macro_ret].name),
		    fa->macro_why != NULL ? fa->macro_why : mr_why(*strmap_get(
		    &a->retmacs, a->u->st[fa->macro_ret].name)));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->macro_ret != -1) {
		xasprintf(&why, "%s at line %d may return from it (a "
		    "return inside a macro is not converted; name a pure "
		    "return macro with --return-macro)",
		    a->u->st[fa->macro_ret].name, line_of(a, fa->macro_ret));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->macro_jump != -1) {
		xasprintf(&why, "%s at line %d jumps where rgpp cannot "
		    "follow (to a parameter whose argument it cannot read, "
		    "or indirectly); no RETGUARD_END can go before that jump",
		    a->u->st[fa->macro_jump].name,
		    line_of(a, fa->macro_jump));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->macro_label != -1) {
		xasprintf(&why, "its jump at line %d goes to a label that a "
		    ".macro of the file defines where it is used, into code "
		    "rgpp does not follow", line_of(a, fa->macro_label));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->odd_label != -1) {
		xasprintf(&why, "its jump at line %d goes to %s",
		    line_of(a, fa->odd_label), fa->odd_why);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->falls_off != -1) {
		xasprintf(&why, "a path runs past its end at line %d into "
		    "code that is not a function entry",
		    line_of(a, fa->falls_off));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->bad_depth != -1) {
		if (fa->unknown_at != -1)
			diag(src, off, D_DEPTH_UNKNOWN, f->name,
			    line_of(a, fa->unknown_at), fa->unknown_why);
		else
			diag(src, off, D_RET_UNKNOWN_DEPTH, f->name,
			    line_of(a, fa->bad_depth));
		return FS_BLOCKED;
	}
	/* one that never returns has nothing to protect (-Wnoreturn) */
	if (fa->ra_unknown != -1 && (fa->rets.n > 0 || fa->tails.n > 0 ||
	    fa->prets.n > 0 || fa->mrets.n > 0 || fa->wrets.n > 0)) {
		diag(src, off, D_RA_ACCESS, f->name, "may read or write",
		    line_of(a, fa->ra_unknown));
		return FS_BLOCKED;
	}
	if (fa->bad_ra != -1) {
		xasprintf(&why, "the return address is not in its register "
		    "when it leaves at line %d", line_of(a, fa->bad_ra));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if ((i = odd_spill(a, fi, fa)) != -1) {
		xasprintf(&why, "it saves its return address at line %d at "
		    "CFA%+d, which RETGUARD_SPILLED cannot describe: not a "
		    "negative multiple of 8", line_of(a, fa->spills.v[i]),
		    fa->spills.v[i + 1]);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if ((i = late_rule(a, fi, fa, &h)) != -1) {
		int spill = i < 0;

		if (spill)
			i = -i - 2;
		xasprintf(&why, "the CFI rule at line %d for its return "
		    "address, %s at line %d, comes after a label or a jump: "
		    "RETGUARD_%s cannot follow that rule on every path, and "
		    "before it would be overridden", line_of(a, h),
		    spill ? "saved" : "reloaded", line_of(a, i),
		    spill ? "SPILLED" : "RELOADED");
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if ((i = restated_rule(a, fi, fa)) != -1) {
		xasprintf(&why, "the CFI rule at line %d for its return "
		    "address is no save's or load's own: it would override "
		    "the rule RETGUARD's macros give", line_of(a, i));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->bad_tail != -1 || fa->overflow) {
		if (fa->overflow)
			why = xstrdup("too many paths to follow");
		else
			xasprintf(&why, "it jumps out at line %d with the "
			    "stack not at its entry depth",
			    line_of(a, fa->bad_tail));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->rets.n == 0 && fa->tails.n == 0 && fa->prets.n == 0 &&
	    fa->mrets.n == 0 && fa->wrets.n == 0) {
		if (fa->jump_rets.n == 0)
			return FS_NORETURN;
		diag(src, off, D_ONLY_JUMP_RETS, f->name,
		    line_of(a, fa->jump_rets.v[0]), fa->jump_rets.v[1]);
		return FS_BLOCKED;
	}
	/* after that: with no return, nothing is put in to go wrong */
	if (fa->alt_entry != -1) {
		const struct stmt *s = &a->u->st[fa->alt_entry];
		const char *t = s->kind == SK_LABEL || s->nops == 0 ?
		    s->name : s->ops[0].text + (s->ops[0].text[0] == '(');
		int l = line_of(a, fa->alt_entry), n;

		if (s->kind == SK_INSN && set_value(s) != NULL) {
			/* .set f_alt, . or f_alt = . */
			if (set_value(s) == s->ops[0].text + 1)
				t = s->name;
			n = (int)strcspn(t, ",) \t");
			xasprintf(&why, "line %d sets the global symbol %.*s "
			    "to its place inside it, where code elsewhere may "
			    "enter past RETGUARD_START", l, n, t);
		} else if (s->kind == SK_LABEL &&
		    strmap_get(&a->globals, s->name) == NULL)
			xasprintf(&why, "line %d is %s, to which a global "
			    "symbol is set, inside it, where code elsewhere "
			    "may enter past RETGUARD_START", l, s->name);
		else {
			n = (int)strcspn(t, ",) \t");
			xasprintf(&why, "line %d defines the global label "
			    "%.*s inside it, where code elsewhere may enter "
			    "past RETGUARD_START", l, n, t);
		}
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->data_jump != -1) {
		xasprintf(&why, "it jumps through data at line %d (a "
		    "branch written as %s data, which rgpp does not follow)",
		    line_of(a, fa->data_jump), a->u->st[fa->data_jump].name);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->jump_mac != -1) {
		xasprintf(&why, "%s at line %d may jump where rgpp does "
		    "not follow (a jump in the body of a #define or a "
		    "header's .macro, or in a macro's arguments); no "
		    "RETGUARD_END can go before that jump",
		    a->u->st[fa->jump_mac].name, line_of(a, fa->jump_mac));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->cond_tail != -1) {
		diag(src, off, D_COND_TAIL, f->name,
		    line_of(a, fa->cond_tail));
		return FS_BLOCKED;
	}
	if (fa->indirect != -1) {
		diag(src, off, D_INDIRECT_JUMP, f->name,
		    line_of(a, fa->indirect));
		return FS_BLOCKED;
	}
	if (f->late_cfi) {
		xasprintf(&why, "its .cfi_startproc at line %d comes after "
		    "line %d, where RETGUARD_START goes: the macro's CFI does "
		    "not assemble there", line_of(a, f->late_cfi - 1),
		    line_of(a, f->sp));
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	/*
	 * A caller of the file reads x16 as this function left it: its
	 * result, or the caller's own value that it kept, which
	 * RETGUARD_END overwrites.
	 */
	if ((i = flow_scratch_by(a, fi, &h)) != -1) {
		xasprintf(&why, "its caller %s reads at line %d the value "
		    "of %s that it returns with, which RETGUARD_END "
		    "overwrites", a->funcs[h].name, line_of(a, i),
		    a->u->arch->scratch);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (fa->keeps != -1 && a->u->arch->scratch != NULL) {
		xasprintf(&why, "it loads back at line %d a register that "
		    "the procedure call standard lets it overwrite, saved "
		    "with no call since: its callers rely on more than that "
		    "standard, and may keep a value in %s, which "
		    "RETGUARD_START and RETGUARD_END overwrite",
		    line_of(a, fa->keeps), a->u->arch->scratch);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	if (f->foreign) {
		const struct stmt *d = &a->u->st[f->foreign - 1];
		int how;

		xasprintf(&why, "it holds %s code (%s at line %d) in a source "
		    "for %s, whose macros as would refuse there",
		    a->u->arch->mode(d, &how)->name, d->name,
		    line_of(a, f->foreign - 1), a->u->arch->name);
		diag(src, off, D_CONFLICT, f->name, why);
		free(why);
		return FS_BLOCKED;
	}
	return FS_PROTECT;
}

/* Block a function because replaying the plan failed; 1 if it was new. */
static int
block(struct analysis *a, int fi, const struct violation *v)
{
	struct func	*f = &a->funcs[fi];
	char		*why;

	if (f->state != FS_PROTECT)
		return 0;
	f->state = FS_BLOCKED;
	xasprintf(&why, "%s (line %d)", v->what, line_of(a, v->stmt));
	diag(a->u->src, a->u->st[f->entry].start, D_CONFLICT, f->name, why);
	free(why);
	return 1;
}

/* Is name a return macro (learned or given with --return-macro)? */
static int
pure_return(const struct analysis *a, const char *name)
{
	size_t	 i;

	for (i = 0; i < a->vocab->nret; i++)
		if (strcmp(a->vocab->ret[i], name) == 0)
			return 1;
	return 0;
}

/*
 * Does the macro have a return inside (learned, or a .macro here) that
 * is not protected in its body?
 */
static int
returns_inside(const struct analysis *a, const char *name)
{
	const int	*h;
	const char	*n = name;
	size_t		 i;
	int		 k;

	for (i = 0; i < a->vocab->nguarded; i++)
		if (strcmp(a->vocab->guarded[i], name) == 0)
			return 0;	/* protected by hand */
	/*
	 * A whole function in this file's body: converted there; also
	 * through another name for it (Linux's arm64 xen hypercall.S has
	 * #define HYPERCALL2 HYPERCALL_SIMPLE).
	 */
	for (k = 0; k < 4 && n != NULL; k++) {
		const struct stmt *b;

		if (((h = strmap_get(&a->defines, n)) != NULL ||
		    (h = strmap_get(&a->macheads, n)) != NULL) &&
		    (a->u->st[*h].flags & SF_FUNCBODY))
			return 0;
		/* a #define whose body is one name, and nothing else */
		b = h != NULL && a->u->st[*h].kind == SK_DEFINE &&
		    (size_t)*h + 1 < a->u->nst ? &a->u->st[*h + 1] : NULL;
		n = b != NULL && b->body == *h && b->kind == SK_INSN &&
		    b->nops == 0 && ((size_t)*h + 2 >= a->u->nst ||
		    a->u->st[*h + 2].body != *h) ? b->name : NULL;
	}
	for (i = 0; i < a->vocab->nretmac; i++)
		if (strcmp(a->vocab->retmac[i], name) == 0)
			return 1;
	return strmap_get(&a->retmacs, name) != NULL;
}

/* The name an end statement closes: END(x), .size x, ... */
static const char *
end_name(const struct stmt *s, char *buf, size_t sz)
{
	const char	*t;
	size_t		 n;
	int		 depth = 0;

	if (s->nops < 1)
		return "";
	t = s->ops[0].text;
	if (*t == '(')
		t++;
	/* to a comma or the closing parenthesis: ENDF(C(ffi_call)) */
	for (n = 0; t[n] != '\0'; n++)
		if (t[n] == '(')
			depth++;
		else if ((t[n] == ')' && depth-- == 0) ||
		    (t[n] == ',' && depth == 0))
			break;
	if (n >= sz)
		n = sz - 1;
	memcpy(buf, t, n);
	buf[n] = '\0';
	return buf;
}

/*
 * The function in whose lines statement r is: from its entry to the
 * next entry or to the end that names it (END(x), .size x); -1 if
 * none.  Asked only of the rare returns that no path of a protected
 * function reaches, so it walks instead of keeping a table.
 */
static int
span_owner(const struct analysis *a, int r)
{
	const struct unit	*u = a->u;
	const char		*name;
	char			 buf[256];
	int			 e, k;

	for (e = r - 1; e >= 0 && ix_get(a->func_at, e) == -1; e--)
		;
	if (e < 0)
		return -1;
	name = a->funcs[ix_get(a->func_at, e)].name;
	for (k = next_stmt(u, e); k != -1 && k < r; k = next_stmt(u, k))
		if (u->st[k].kind == SK_INSN && u->st[k].cls == IC_END &&
		    strcmp(end_name(&u->st[k], buf, sizeof(buf)), name) == 0)
			return -1;
	return k == r ? ix_get(a->func_at, e) : -1;
}

/*
 * Notes and warnings about returns that no function protects.  A
 * return that only left-alone functions reach is reported by their
 * warning when it is in one's lines; outside them, it gets its own
 * warning, naming the function that reaches it.
 */
static void
report_returns(struct analysis *a, struct facts *fa)
{
	const struct unit	*u = a->u;
	char			*reached = xcalloc(u->nst + 1, 1);
	size_t			 i, j;
	int			 o, by = -1;

	/* 1: protected, or covered by a warning; 4: neither, yet */
	for (i = 0; i < a->nfuncs; i++)
		for (j = 0; j < fa[i].reached.n; j++) {
			int r = fa[i].reached.v[j];

			if (a->funcs[i].state == FS_PROTECT)
				reached[r] = 1;
			else if (reached[r] == 0)
				reached[r] = 4;
		}
	/*
	 * In the lines of a function left alone: its warning covers the
	 * return, reached or not (a jump into a .macro's expansion is not
	 * followed, and what it skips is reached by no path).
	 */
	for (i = 0; i < u->nst; i++)
		if ((reached[i] == 4 || (reached[i] == 0 &&
		    u->st[i].kind == SK_INSN && u->st[i].cls == IC_RET)) &&
		    (o = span_owner(a, (int)i)) != -1 &&
		    a->funcs[o].state == FS_BLOCKED)
			reached[i] = 1;
	for (i = 0; i < a->nfuncs; i++) {
		for (j = 0; j + 1 < fa[i].jump_rets.n; j += 2) {
			int r = fa[i].jump_rets.v[j];
			if (reached[r] == 2)
				continue;
			diag(u->src, u->st[r].start, D_JUMP_RET, u->st[r].name,
			    fa[i].jump_rets.v[j + 1]);
			reached[r] = 2;
		}
		for (j = 0; j < fa[i].hidden.n; j++) {
			int h = fa[i].hidden.v[j];
			if (reached[h] == 3)
				continue;
			diag(u->src, u->st[h].start, D_HIDDEN_RET,
			    u->st[h].name);
			reached[h] = 3;
		}
	}
	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind != SK_INSN || (s->flags & SF_INACTIVE))
			continue;
		if (s->cls == IC_RET && (s->flags & (SF_DEFINE | SF_MACRO))) {
			int p = i - 1;
			if ((s->flags & SF_DEFINE) && s->body != -1 &&
			    pure_return(a, u->st[s->body].name))
				continue;	/* RET: a return site itself */
			if (s->body != -1 &&
			    (u->st[s->body].flags & SF_FUNCBODY))
				continue;	/* converted on its own */
			if (a->ed_kinds[i] & (1u << ED_END))
				continue;	/* converted in the body */
			while (p > s->body && u->st[p].kind == SK_INSN &&
			    u->st[p].cls == IC_CFI)
				p--;
			if (p > s->body && u->st[p].body == s->body &&
			    u->st[p].kind == SK_INSN &&
			    u->st[p].cls == IC_RG_END)
				continue;	/* protected by hand */
			diag(u->src, s->start, D_MACRO_RET,
			    (s->flags & SF_DEFINE) ? "#define" : ".macro");
		}
		else if (s->cls == IC_MACRO && !reached[i] &&
		    !(s->flags & (SF_DEFINE | SF_MACRO)) &&
		    returns_inside(a, s->name)) {
			/* in a function's lines: its warning says why */
			if ((o = span_owner(a, (int)i)) == -1 ||
			    a->funcs[o].state != FS_BLOCKED)
				diag(u->src, s->start, D_MACRO_OUTSIDE,
				    s->name);
		}
		else if (s->cls == IC_RET && reached[i] == 4) {
			for (by = 0; !intvec_has(&fa[by].reached, (int)i);
			    by++)
				;
			diag(u->src, s->start, D_STRAY_REACHED,
			    a->funcs[by].name, line_of(a, a->funcs[by].entry));
		} else if (s->cls == IC_RET && !reached[i])
			diag(u->src, s->start, D_STRAY_RET);
		else if (s->cls == IC_FARRET && !(s->flags &
		    (SF_DEFINE | SF_MACRO)))
			diag(u->src, s->start, D_NOT_A_RETURN, s->name);
	}
	free(reached);
}

/*
 * Does a use of name, a #define of u, hold a whole function: is one of
 * its definitions a function (SF_FUNCBODY), or does one use such a
 * #define, however deep?  glibc's PSEUDO_NOERROR ends in SET_ERRNO,
 * which may be ENTRY(x) and LEAF(y), LEAF's body a whole function.
 */
static int
holds_funcbody(const struct unit *u, const char *name)
{
	struct strmap	 seen;
	const char	**work = NULL;
	size_t		 n = 0, cap = 0, i, j;
	int		*was, found = 0;

	strmap_init(&seen);
	strmap_put(&seen, name, 1);
	ARRAY_RESERVE(work, n, cap);
	work[n++] = name;
	while (n > 0 && !found) {
		name = work[--n];
		for (i = 0; i < u->nst && !found; i++) {
			if (u->st[i].kind != SK_DEFINE ||
			    strcmp(u->st[i].name, name) != 0)
				continue;
			if (u->st[i].flags & SF_FUNCBODY)
				found = 1;
			for (j = i + 1; j < u->nst && u->st[j].body == (int)i;
			    j++) {
				if (u->st[j].kind != SK_INSN ||
				    *(was = strmap_put(&seen, u->st[j].name,
				    0)) != 0)
					continue;
				*was = 1;
				ARRAY_RESERVE(work, n, cap);
				work[n++] = u->st[j].name;
			}
		}
	}
	free(work);
	strmap_free(&seen);
	return found;
}

/*
 * Is s a use of a macro with a return inside that converting the file
 * leaves as it is: a .macro of the file, or a macro of a header?  A
 * #define of the file may return through a function that rgpp
 * converts in a #define body, and be a protected return once converted
 * (it would then be judged differently the second time, and converting
 * twice would not give the same output).
 */
static int
lasting_macro_ret(const struct analysis *a, const struct stmt *s)
{
	if (s->cls != IC_MACRO || (s->flags & (SF_DEFINE | SF_MACRO)))
		return 0;
	/*
	 * In a function of a #define body, a #define of the file that
	 * holds a whole function: converted, its RETGUARD_END answers its
	 * own RETGUARD_START, not this function's; as it is, it returns
	 * unprotected.  A return inside either way.  Asked only of
	 * statements no path reaches.
	 */
	if (a->outer != NULL && holds_funcbody(a->outer->u, s->name))
		return 1;
	return strmap_get(&a->defines, s->name) == NULL &&
	    returns_inside(a, s->name);
}

/*
 * A protected function must reach every return and every jump out
 * between its entry and its end, and every use of a macro with a return
 * inside: one that no path reaches is reached by a jump rgpp cannot
 * follow (inside a macro, an ALTERNATIVE, a table in a #define), or
 * from code rgpp reads wrongly (.subsection), and would leave with the
 * address mangled.  Linux's arm64 crc32_le is "b crc32_le_base" in an
 * alternative_if_not block, which the kernel patches to a nop on CPUs
 * with CRC32 instructions, and then __crc32, a .macro that returns.
 * Leave such functions alone.
 */
static void
block_unreached(struct analysis *a, const struct facts *fa)
{
	const struct unit	*u = a->u;
	char			*reached = xcalloc(u->nst + 1, 1), *why;
	size_t			 i, j;
	int			 o;

	for (i = 0; i < a->nfuncs; i++)
		for (j = 0; j < fa[i].reached.n; j++)
			reached[fa[i].reached.v[j]] = 1;
	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];
		struct func *f;

		if (s->kind != SK_INSN || reached[i] ||
		    (s->cls != IC_RET && !lasting_macro_ret(a, s) &&
		    !jump_leaves(a, (int)i)) ||
		    (o = span_owner(a, (int)i)) == -1)
			continue;
		f = &a->funcs[o];
		if (f->state != FS_PROTECT)
			continue;
		if (s->cls == IC_RET)
			xasprintf(&why, "its return at line %d is reached by "
			    "a jump rgpp cannot follow", line_of(a, (int)i));
		else if (s->cls == IC_JMP || s->cls == IC_JCC)
			xasprintf(&why, "its jump out at line %d is reached "
			    "by a jump rgpp cannot follow, or by code it "
			    "takes for unreached", line_of(a, (int)i));
		else
			xasprintf(&why, "%s at line %d, which has a return "
			    "inside, is reached by a jump rgpp cannot follow",
			    s->name, line_of(a, (int)i));
		diag(u->src, u->st[f->entry].start, D_CONFLICT, f->name, why);
		free(why);
		f->state = FS_BLOCKED;
	}
	free(reached);
}

/*
 * Code at a global label in no function (a .globl label with no .type,
 * as Linux's SYM_CODE is) runs when code elsewhere jumps or calls
 * there.  If it goes on into a protected function past the entry, by a
 * jump or a call to a label there, that function would run RETGUARD_END
 * without RETGUARD_START.  Follow such code, by falling through and
 * jumping to labels of no function, and leave alone each function it
 * enters so.
 */
static void
block_entered(struct analysis *a)
{
	const struct unit	*u = a->u;
	char			*seen = xcalloc(u->nst + 1, 1), *why;
	char			 buf[256];
	int			*todo = xcalloc(u->nst + 1, sizeof(*todo));
	int			 t[64], ntodo = 0, i, j, k, n, o, from;
	size_t			 steps = 0;

	for (i = 0; i < (int)u->nst; i++) {
		if (!(u->st[i].flags & SF_ALTENTRY) ||
		    (u->st[i].flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) ||
		    span_owner(a, i) != -1)
			continue;
		from = i;
		if (seen[i] & 1)
			continue;
		seen[i] |= 2;
		todo[ntodo++] = i;
		while (ntodo > 0 && steps < 100000) {
			/* seen: 1 followed, 2 queued */
			for (j = todo[--ntodo]; j != -1 && !(seen[j] & 1) &&
			    steps < 100000; j = a->fall[j], steps++) {
				const struct stmt *s = &u->st[j];

				seen[j] |= 1;
				if (j != from && ix_get(a->func_at, j) != -1)
					break;
				if (s->kind != SK_INSN)
					continue;
				if (s->cls == IC_RET || s->cls == IC_FARRET ||
				    s->cls == IC_STOP)
					break;
				if ((s->cls != IC_JMP && s->cls != IC_JCC &&
				    s->cls != IC_CALL) ||
				    u->arch->target(s, buf, sizeof(buf)) ==
				    NULL) {
					if (s->cls == IC_JMP)
						break;
					continue;
				}
				n = resolve_label(a, j, buf, t, 64);
				for (k = 0; k < n; k++) {
					if ((o = span_owner(a, t[k])) == -1) {
						if (!seen[t[k]]) {
							seen[t[k]] = 2;
							todo[ntodo++] = t[k];
						}
						continue;
					}
					if (t[k] == a->funcs[o].entry ||
					    a->funcs[o].state != FS_PROTECT)
						continue;
					xasprintf(&why, "code at the global "
					    "label on line %d, in no function, "
					    "enters it at line %d, past "
					    "RETGUARD_START", line_of(a, from),
					    line_of(a, t[k]));
					diag(u->src,
					    u->st[a->funcs[o].entry].start,
					    D_CONFLICT, a->funcs[o].name, why);
					free(why);
					a->funcs[o].state = FS_BLOCKED;
				}
				if (s->cls == IC_JMP)
					break;
			}
		}
	}
	free(seen);
	free(todo);
}

/* A directive, CFI, or one of our macros (in a conversion checked). */
static int
ours_or_none(const struct stmt *s)
{
	return s->cls == IC_NONE || s->cls == IC_CFI ||
	    s->cls == IC_RG_START || s->cls == IC_RG_END ||
	    s->cls == IC_RG_RESUME;
}

/* What flags_scan found. */
#define FS_READ		1	/* a read of the flags as they came */
#define FS_SET		2	/* they are set before any read */
#define FS_OPEN		3	/* neither, to where it was to stop */
#define FS_OUT		4	/* neither, and the reading stops there */

/*
 * The body that a use s of a macro is read as for the flags: the
 * file's (file_body), or a header's .macro that the file does not
 * #define, defined once (learn_hmacro), in *x.  -1 if none.
 */
static int
flags_body(const struct analysis *a, const struct stmt *s,
    const struct unit **x)
{
	int	 h;

	*x = a->u;
	if ((h = file_body(a, s->name)) != -1)
		return h;
	if (strmap_get(&a->defines, s->name) != NULL ||
	    !learn_hmacro(a->vocab, s->name, x, &h))
		return -1;
	return h;
}

/*
 * Statement j of the unit x of such a body, classified: a header's
 * statements are not, and are classified here as flow.c does (a use
 * of a macro in them read as an instruction, as in the file's).
 */
static const struct stmt *
flags_stmt(const struct analysis *a, const struct unit *x, int j,
    struct stmt *t)
{
	if (x == a->u || x->st[j].kind != SK_INSN)
		return &x->st[j];
	*t = x->st[j];
	t->cls = classify_stmt(a->vocab, x->arch, t);
	return t;
}

/*
 * Read statements from i to stop for the flags as they were at i: the
 * first instruction that reads them (*at, FS_READ) or sets them all
 * (FS_SET).  Through each branch of an #if (a read in any counts), a
 * jump to one label of the file, and the body of a .macro of the file
 * or a header used there (flags_body); a call, return or anything rgpp
 * does not follow ends the reading (FS_OUT).
 */
static int
flags_scan(const struct analysis *a, const struct arch *arch, int i,
    int stop, int depth, int *at)
{
	const struct unit	*u = a->u, *x;
	const struct stmt	*s, *bs;
	struct stmt		 t;
	char			 buf[256];
	const char		*tg;
	int			 fl, e, b, nb, r, n, h, j, set, last = -1;
	int			 steps = 0;

	for (; i != -1 && i != stop && steps < 400; steps++) {
		s = &u->st[i];
		if (s->cond == COND_IF) {
			if ((e = cond_end(u, i)) == -1 || depth > 4)
				return FS_OUT;
			for (b = i, set = 1; b != -1 && b != e; b = nb) {
				if ((nb = cond_next(u, b)) == -1)
					nb = e;
				if ((r = flags_scan(a, arch, a->fall[b], nb,
				    depth + 1, at)) == FS_READ)
					return FS_READ;
				set &= r == FS_SET;
				last = b;
			}
			/* each branch sets them, and one is taken */
			if (set && last != i && ((u->st[last].kind == SK_CPP &&
			    u->st[last].cpp == CPP_ELSE) ||
			    dir_is(u->st[last].name, ".else")))
				return FS_SET;
			i = a->fall[e];
			continue;
		}
		if (s->cond != COND_NONE || s->kind != SK_INSN ||
		    ours_or_none(s)) {
			i = a->fall[i];
			continue;
		}
		if (s->cls == IC_JMP) {
			if (depth > 4 || (tg = arch->target(s, buf,
			    sizeof(buf))) == NULL ||
			    resolve_label(a, i, tg, &n, 1) != 1)
				return FS_OUT;
			i = n;
			depth++;
			continue;
		}
		if (s->cls == IC_MACRO && depth <= 4 &&
		    (h = flags_body(a, s, &x)) != -1) {
			for (j = h + 1, r = FS_OPEN; j < (int)x->nst &&
			    x->st[j].body == h && r == FS_OPEN; j++) {
				bs = flags_stmt(a, x, j, &t);
				if (bs->kind != SK_INSN || ours_or_none(bs) ||
				    bs->name[0] == '.')
					continue;
				fl = arch->flags(bs);
				if (fl & FL_READ)
					r = FS_READ;
				else if (fl & FL_WRITE)
					r = FS_SET;
			}
			if (r == FS_READ)
				*at = i;
			if (r != FS_OPEN)
				return r;
			i = a->fall[i];
			continue;
		}
		if (s->cls != IC_CODE && s->cls != IC_JCC)
			return FS_OUT;
		fl = arch->flags(s);
		if (fl & FL_READ) {
			*at = i;
			return FS_READ;
		}
		if (fl & FL_WRITE)
			return FS_SET;
		i = a->fall[i];
	}
	return i == stop ? FS_OPEN : FS_OUT;
}

/*
 * Where a function reads the flags that were set before RETGUARD_START's
 * place at i (by its caller, or by an entry macro's code), before
 * anything after it sets them (flags_scan): the reading statement, or
 * -1.  Also where code after a RETGUARD_END of the file at i reads the
 * flags its xor set (flow.c, step_mark).
 */
int
flags_in(const struct analysis *a, const struct arch *arch, int i)
{
	int	 at = -1;

	return flags_scan(a, arch, i, -2, 0, &at) == FS_READ ? at : -1;
}

/*
 * flags_out's walk: per statement, the states it was reached in (bit
 * 1 << FO_OTHER or 1 << FO_ONLY) and FO_MARK on the function's returns
 * and jumps out; the paths to follow, four ints each (statement,
 * state, the writer, the last jump the path took after it); and the
 * statements whose bits to clear after the function, so that a walk
 * costs what it visits.
 */
#define FO_OTHER	0	/* the caller's flags, or used or by-products */
#define FO_ONLY		1	/* the only result of their writer, unread */
#define FO_MARK		4
#define FO_MUSE		8	/* a use of a .macro whose body returns */
#define FO_HDR		(-2)	/* the writer is in a header's .macro */

struct flagwalk {
	unsigned char	*seen;
	struct intvec	 todo;
	struct intvec	 done;
};

/* Queue the path at statement i, unless it was reached so already. */
static void
fo_go(struct flagwalk *fw, int i, int st, int wr, int via)
{
	if (i < 0 || (fw->seen[i] & (1 << st)))
		return;
	if ((fw->seen[i] & 3) == 0)
		intvec_push(&fw->done, i);
	fw->seen[i] |= (unsigned char)(1 << st);
	intvec_push(&fw->todo, i);
	intvec_push(&fw->todo, st);
	intvec_push(&fw->todo, wr);
	intvec_push(&fw->todo, via);
}

/* The state an instruction whose flags effect is fl leaves; st if none. */
static int
fo_state(int fl, int st)
{
	if ((fl & FL_SET) == FL_SET)
		return FO_ONLY;
	return fl & (FL_READ | FL_WRITE) ? FO_OTHER : st;
}

/*
 * The state that the body of the .macro of the file or a header that
 * s uses (flags_body) leaves, its instructions taken in the order they
 * are written; -1 if it is no such use or they neither read nor set
 * the flags.
 */
static int
fo_body(const struct analysis *a, const struct arch *arch,
    const struct stmt *s)
{
	const struct unit	*x;
	const struct stmt	*bs;
	struct stmt		 t;
	int			 h, j, st = -1;

	if ((h = flags_body(a, s, &x)) == -1)
		return -1;
	for (j = h + 1; j < (int)x->nst && x->st[j].body == h; j++) {
		bs = flags_stmt(a, x, j, &t);
		if (bs->kind == SK_INSN && !ours_or_none(bs) &&
		    bs->name[0] != '.')
			st = fo_state(arch->flags(bs), st);
	}
	return st;
}

/*
 * A return in the body of the .macro that the use s (FO_MUSE: one
 * whose returns are the function's, RETGUARD_END in the body or not,
 * or RETGUARD_RETS around a header's) makes, reached in the order
 * the body is written from the state st with the flags last set by an
 * instruction whose only result they are, and read by nothing since
 * (".macro cmpret a, b; cmpq \a, \b; ret"): that return, *wr the
 * writer (in: the path's); else -1.  In a header's body, whose
 * statements are not the file's, the use s is the return, and a writer
 * there FO_HDR.
 */
static int
fo_body_ret(const struct analysis *a, const struct arch *arch,
    const struct flagwalk *fw, const struct stmt *s, int st, int *wr)
{
	const struct unit	*u = a->u, *x;
	const struct stmt	*bs;
	struct stmt		 t;
	int			 h, j, fl, w = *wr;

	/* a header's: flow.c read it so (hdr_macro), one definition */
	if (!(fw->seen[s - u->st] & FO_MUSE) ||
	    (h = flags_body(a, s, &x)) == -1)
		return -1;
	for (j = h + 1; j < (int)x->nst && x->st[j].body == h; j++) {
		bs = flags_stmt(a, x, j, &t);
		if (st == FO_ONLY && bs->kind == SK_INSN &&
		    bs->cls == IC_RET) {
			*wr = w;
			return x != u ? (int)(s - u->st) : j;
		}
		if (bs->kind != SK_INSN || ours_or_none(bs) ||
		    bs->name[0] == '.')
			continue;
		fl = arch->flags(bs);
		if ((fl & FL_SET) == FL_SET)
			w = x != u ? FO_HDR : j;
		st = fo_state(fl, st);
	}
	return -1;
}

/*
 * Where the function entered at statement e leaves a result in the
 * flags at one of its returns or jumps out (marked FO_MARK in fw): a
 * path from e that reaches it with the flags last set by an instruction
 * whose only result they are (cmp, test, bt, popf, cmpxchg: nothing
 * else would be done so before a return), and read by nothing since.
 * Paths go through jumps to labels of the file, the branches of #if
 * groups and the bodies of the file's .macros.  A read (jcc, setcc,
 * cmov, adc) is the flags' use: "test; jz 1f; movl $2, %eax; 1: ret"
 * gives its result in %eax, as most such code does, though it may give
 * one in the flags too (rgpp(1) BUGS).  A call sets them.  Return the
 * return's statement, with *wr the writer and *via the last jump the
 * path took after it (or -1); or -1.
 */
static int
flags_out(const struct analysis *a, const struct arch *arch,
    struct flagwalk *fw, int e, int *wr, int *via)
{
	const struct unit	*u = a->u;
	const struct stmt	*s;
	const struct condlink	*hc, *c;
	char			 buf[256];
	int			 t[8], i, st, w, v, n, k, b, r = -1;

	fo_go(fw, e, FO_OTHER, -1, -1);
	while (fw->todo.n > 0) {
		fw->todo.n -= 4;
		i = fw->todo.v[fw->todo.n];
		st = fw->todo.v[fw->todo.n + 1];
		w = fw->todo.v[fw->todo.n + 2];
		v = fw->todo.v[fw->todo.n + 3];
		s = &u->st[i];
		if (st == FO_ONLY && (fw->seen[i] & FO_MARK)) {
			*wr = w;
			*via = v;
			r = i;
			break;
		}
		if (s->cond == COND_IF) {
			if ((hc = cond_link(u, i)) == NULL)
				continue;
			if (!has_else(u, hc))
				fo_go(fw, next_stmt(u, hc->end), st, w, v);
			/* the first branch first: the one a reader sees */
			for (n = 0, c = hc; c != NULL && u->st[c->st].cond !=
			    COND_ENDIF; c = cond_link_next(u, c)) {
				b = next_stmt(u, c->st);
				if (b == c->next)
					b = next_stmt(u, hc->end);
				if (n < 8)
					t[n++] = b;
				else
					fo_go(fw, b, st, w, v);
			}
			while (n > 0)
				fo_go(fw, t[--n], st, w, v);
			continue;
		}
		if (s->cond == COND_ELSE) {
			fo_go(fw, next_stmt(u, cond_end(u, i)), st, w, v);
			continue;
		}
		if (s->kind == SK_INSN && s->cond == COND_NONE) {
			switch (s->cls) {
			case IC_RET:
			case IC_FARRET:
			case IC_STOP:
				continue;
			case IC_JMP:
			case IC_JCC:
				st = fo_state(arch->flags(s), st);
				n = arch->target(s, buf, sizeof(buf)) == NULL ?
				    -1 : resolve_label(a, i, buf, t, 8);
				for (k = 0; k < n; k++)
					fo_go(fw, t[k], st, w, i);
				if (s->cls == IC_JMP)
					continue;
				break;
			case IC_CALL:
				/* call 1f; 1: pushes its own address */
				if (arch->target(s, buf, sizeof(buf)) == NULL ||
				    resolve_label(a, i, buf, t, 1) != 1 ||
				    t[0] != a->fall[i])
					st = FO_OTHER;
				break;
			case IC_CODE:
				k = arch->flags(s);
				if ((k & FL_SET) == FL_SET) {
					w = i;
					v = -1;
				}
				st = fo_state(k, st);
				break;
			case IC_MACRO:
				n = w;
				if ((k = fo_body_ret(a, arch, fw, s, st,
				    &n)) != -1) {
					*wr = n;
					*via = -1;
					r = k;
					goto found;
				}
				if ((k = fo_body(a, arch, s)) == FO_ONLY) {
					w = i;
					v = -1;
				}
				if (k != -1)
					st = k;
				break;
			default:
				break;
			}
		}
		fo_go(fw, a->fall[i], st, w, v);
	}
found:
	fw->todo.n = 0;
	for (k = 0; k < (int)fw->done.n; k++)
		fw->seen[fw->done.v[k]] &= FO_MARK | FO_MUSE;
	fw->done.n = 0;
	return r;
}

/*
 * block_flags' k-th list of where a function returns: its returns and
 * jumps out (FO_MARK), then the uses of .macros whose body returns,
 * the file's and a header's (FO_MUSE).
 */
static const struct intvec *
fo_rets(const struct facts *fa, size_t k)
{
	const struct intvec	*v[] = { &fa->rets, &fa->tails, &fa->mrets,
				    &fa->prets, &fa->wrets };

	return v[k];
}

/*
 * x86's RETGUARD_START and RETGUARD_END are an xor, which sets the
 * flags.  A function that reads the flags its caller set (jc at its
 * entry: a convention of its own, as C's has none), or leaves a result
 * in them at a return or jump out (cmpxchg8b's ZF as an emulation
 * gives it, popf restoring the caller's), would read or give the
 * xor's.  Leave it alone.
 */
static void
block_flags(struct analysis *a, const struct facts *fa)
{
	const struct arch	*arch;
	const struct intvec	*v;
	struct flagwalk		 fw;
	char			*why;
	size_t			 i, k, j;
	int			 at, r = -1, via;

	memset(&fw, 0, sizeof(fw));
	for (i = 0; i < a->nfuncs; i++) {
		struct func *f = &a->funcs[i];

		arch = f->arch != NULL ? f->arch : a->u->arch;
		if (arch->flags == NULL || f->state != FS_PROTECT)
			continue;
		why = NULL;
		if (f->sp != -1 && (at = flags_in(a, arch, f->sp)) != -1)
			xasprintf(&why, "line %d reads the flags, which "
			    "RETGUARD_START before it sets", line_of(a, at));
		if (why == NULL && fw.seen == NULL)
			fw.seen = xcalloc(a->u->nst + 1, 1);
		for (k = 0; why == NULL && k < 5; k++) {
			v = fo_rets(&fa[i], k);
			for (j = 0; j < v->n; j++)
				fw.seen[v->v[j]] |= k < 2 ? FO_MARK : FO_MUSE;
		}
		if (why == NULL && (r = flags_out(a, arch, &fw, f->entry,
		    &at, &via)) != -1 && at == FO_HDR)
			xasprintf(&why, "the header's .macro %s used at line "
			    "%d leaves a result in the flags at its return, "
			    "which RETGUARD_END sets", a->u->st[r].name,
			    line_of(a, r));
		else if (why == NULL && r != -1 && via == -1)
			xasprintf(&why, "line %d leaves a result in the flags "
			    "at line %d, which RETGUARD_END sets",
			    line_of(a, at), line_of(a, r));
		else if (why == NULL && r != -1)
			xasprintf(&why, "line %d leaves a result in the flags "
			    "at line %d, on the path through the jump at line "
			    "%d, which RETGUARD_END sets", line_of(a, at),
			    line_of(a, r), line_of(a, via));
		for (k = 0; fw.seen != NULL && k < 5; k++) {
			v = fo_rets(&fa[i], k);
			for (j = 0; j < v->n; j++)
				fw.seen[v->v[j]] = 0;
		}
		if (why == NULL)
			continue;
		diag(a->u->src, a->u->st[f->entry].start, D_CONFLICT,
		    f->name, why);
		free(why);
		f->state = FS_BLOCKED;
	}
	free(fw.seen);
	intvec_free(&fw.todo);
	intvec_free(&fw.done);
}

/* The most bytes RETGUARD_START or RETGUARD_END puts in (the kernel's). */
#define MACRO_BYTES	16
/* A displacement of one byte reaches this far forward. */
#define SHORT_REACH	127

/*
 * Is name a #define of the file or of a header rgpp read: an
 * instruction's name that may stand for anything.
 */
static int
cpp_macro(const struct analysis *a, const char *name)
{
	struct hdef	 h;

	return strmap_get(&a->defines, name) != NULL ||
	    learn_hdefs(a->vocab, name, &h, 1) > 0;
}

/*
 * How many bytes the instruction statement s may assemble to, at most:
 * arch->max_len's bound (15 where there is none), its registers named
 * by #defines read (reg_stmt; not those %RDX_LP names, which may be
 * another size in another configuration); a use of the file's #define
 * that names one instruction (ADCSBB for adc) as that instruction;
 * SHORT_REACH, out of reach, for another macro.
 */
static int
insn_bytes(const struct analysis *a, const struct stmt *s)
{
	const struct unit	*u = a->u;
	const struct stmt	*b;
	struct stmt		 t;
	struct regread		 rr;
	int			 h;

	if (s->cls == IC_MACRO || cpp_macro(a, s->name)) {
		if ((h = file_body(a, s->name)) == -1 || h + 2 >= (int)u->nst ||
		    u->st[h + 2].body == h || (b = &u->st[h + 1])->body != h ||
		    b->kind != SK_INSN || b->nops > 0 || b->cls == IC_MACRO ||
		    cpp_macro(a, b->name))
			return SHORT_REACH;
		t = *s;
		t.name = b->name;
		t.cls = b->cls;
		s = &t;
	}
	if (u->arch->max_len == NULL)
		return 15;
	if ((s->xflags & SX_BARE) && !(s->xflags & SX_MACREG) &&
	    (s = reg_stmt(a, u->arch, u, s, NULL, &rr)) == NULL)
		return 15;
	return u->arch->max_len(s);
}

/*
 * How many bytes statement k may assemble to, at most, for block_short:
 * insn_bytes for an instruction, 0 for a label, CFI and the directives
 * that emit nothing, the padding of an alignment, the bytes of data
 * (.byte, .long, .fill of numbers); SHORT_REACH, out of reach, for a
 * macro or data rgpp does not size.
 */
static int
max_bytes(const struct analysis *a, int k)
{
	static const char *const empty[] = {
		".type", ".size", ".globl", ".global", ".local", ".hidden",
		".weak", ".loc", ".file", ".set", ".equ", NULL
	};
	static const struct {
		const char	*name;
		int		 size;
	} data[] = {
		{ ".byte", 1 }, { ".2byte", 2 }, { ".short", 2 },
		{ ".value", 2 }, { ".word", 2 }, { ".4byte", 4 },
		{ ".long", 4 }, { ".int", 4 }, { ".8byte", 8 },
		{ ".quad", 8 }
	};
	const struct stmt	*s = &a->u->st[k];
	long			 v, w = 1;
	size_t			 i;

	if (s->kind != SK_INSN || (s->flags & (SF_DEFINE | SF_MACRO |
	    SF_INACTIVE)) || s->cls == IC_CFI || s->cls == IC_RG_RESUME)
		return 0;
	if (s->cls == IC_RG_START || s->cls == IC_RG_END)
		return MACRO_BYTES;
	if (s->cls == IC_CODE || s->cls == IC_JMP || s->cls == IC_JCC ||
	    s->cls == IC_CALL || s->cls == IC_RET || s->cls == IC_STOP ||
	    s->cls == IC_PREFIX || s->cls == IC_MACRO)
		return insn_bytes(a, s);
	if ((s->cls == IC_NONE && s->name[0] != '.') ||
	    arch_in(s->name, empty))
		return 0;
	if ((dir_is(s->name, ".p2align") || dir_is(s->name, ".balign") ||
	    dir_is(s->name, ".align")) && s->nops >= 1 &&
	    arch_number(s->ops[0].text, &v) && v >= 0 && v <= 64)
		return dir_is(s->name, ".p2align") ?
		    (v < 7 ? (1 << v) - 1 : SHORT_REACH) : (int)v;
	for (i = 0; i < sizeof(data) / sizeof(data[0]); i++)
		if (dir_is(s->name, data[i].name))
			return s->nops * data[i].size < SHORT_REACH ?
			    s->nops * data[i].size : SHORT_REACH;
	/* .fill n, size; .skip n; .space n: of numbers */
	if ((dir_is(s->name, ".fill") || dir_is(s->name, ".skip") ||
	    dir_is(s->name, ".space") || dir_is(s->name, ".zero")) &&
	    s->nops >= 1 && arch_number(s->ops[0].text, &v) && v >= 0 &&
	    v < SHORT_REACH && (!dir_is(s->name, ".fill") || s->nops < 2 ||
	    (arch_number(s->ops[1].text, &w) && w >= 0 && w <= 8)))
		return (int)(v * (w < 1 ? 1 : w)) < SHORT_REACH ?
		    (int)(v * (w < 1 ? 1 : w)) : SHORT_REACH;
	return SHORT_REACH;
}

/*
 * Is statement r, before which RETGUARD_START or RETGUARD_END goes,
 * between a jump at i and its target j: code put there lengthens it.
 */
static int
between(int i, int j, int r)
{
	return i < j ? i < r && r <= j : j < r && r <= i;
}

/* Does the body of the file's .macro that s uses hold a short_jump? */
static int
short_in_body(const struct analysis *a, const struct stmt *s)
{
	const struct unit	*u = a->u;
	int			 h, j;

	if ((h = file_body(a, s->name)) == -1)
		return 0;
	for (j = h + 1; j < (int)u->nst && u->st[j].body == h; j++)
		if (u->st[j].kind == SK_INSN && u->arch->short_jump(&u->st[j]))
			return 1;
	return 0;
}

/*
 * A jump whose displacement is one byte (x86's jecxz and loop, which as
 * cannot make longer) across RETGUARD_START or RETGUARD_END, which make
 * the code between longer: leave the function alone unless what is
 * between, at most 15 bytes an instruction and MACRO_BYTES a macro of
 * ours, stays within its reach.
 */
static void
block_short(struct analysis *a, const struct facts *fa)
{
	const struct unit	*u = a->u;
	const struct arch	*arch;
	const struct intvec	*v;
	char			 buf[256], *why;
	const char		*t;
	size_t			 i, q;
	int			 o, n, k, j, r, ins, bytes, out[4];

	/* tests/x86-len.sh: each instruction's bound, to compare with as */
	for (i = 0; getenv("RGPP_MAX_LEN") != NULL && i < u->nst; i++)
		if (u->st[i].kind == SK_INSN && !(u->st[i].flags &
		    (SF_DEFINE | SF_MACRO | SF_INACTIVE)) &&
		    u->st[i].cls != IC_NONE && u->st[i].cls != IC_CFI &&
		    u->st[i].cls != IC_DATA)
			fprintf(stderr, "max_len %d %d\n", line_of(a, (int)i),
			    max_bytes(a, (int)i));
	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (u->arch->short_jump == NULL || s->kind != SK_INSN ||
		    (s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)))
			continue;
		if (s->cls == IC_MACRO && (q = short_in_body(a, s)) != 0 &&
		    (o = span_owner(a, (int)i)) != -1 &&
		    a->funcs[o].state == FS_PROTECT) {
			/* where it jumps, rgpp does not tell */
			xasprintf(&why, "the .macro used at line %d holds a "
			    "jump of one byte's displacement, which "
			    "RETGUARD_START or RETGUARD_END may put out of "
			    "reach", line_of(a, (int)i));
			diag(u->src, u->st[a->funcs[o].entry].start,
			    D_CONFLICT, a->funcs[o].name, why);
			free(why);
			a->funcs[o].state = FS_BLOCKED;
			continue;
		}
		if ((s->cls != IC_JCC && s->cls != IC_CODE) ||
		    !u->arch->short_jump(s) ||
		    (o = span_owner(a, (int)i)) == -1 ||
		    a->funcs[o].state != FS_PROTECT)
			continue;
		arch = a->funcs[o].arch != NULL ? a->funcs[o].arch : u->arch;
		if ((t = arch->target(s, buf, sizeof(buf))) == NULL ||
		    (n = resolve_label(a, (int)i, t, out, 4)) < 1)
			continue;
		for (k = 0; k < n; k++) {
			j = out[k];
			ins = a->funcs[o].sp != -1 && !a->funcs[o].has_start &&
			    between((int)i, j, a->funcs[o].sp);
			for (q = 0; q < 2; q++) {
				v = q == 0 ? &fa[o].rets : &fa[o].tails;
				for (r = 0; r < (int)v->n; r++)
					ins += between((int)i, j,
					    first_prefix(a, v->v[r])) &&
					    !end_before(a, v->v[r]);
			}
			if (ins == 0 && !marks_between(a, (int)i, j))
				continue;
			/* back, the displacement counts the jump too */
			bytes = ins * MACRO_BYTES + (j < (int)i ?
			    max_bytes(a, (int)i) - 1 : 0);
			for (r = (i < (size_t)j ? (int)i : j) + 1;
			    r < (i < (size_t)j ? j : (int)i) &&
			    bytes <= SHORT_REACH; r++)
				bytes += max_bytes(a, r);
			if (bytes <= SHORT_REACH)
				continue;
			xasprintf(&why, "the %s at line %d reaches line %d by "
			    "one byte's displacement, which RETGUARD_START "
			    "or RETGUARD_END between may put out of reach",
			    s->name, line_of(a, (int)i), line_of(a, j));
			diag(u->src, u->st[a->funcs[o].entry].start,
			    D_CONFLICT, a->funcs[o].name, why);
			free(why);
			a->funcs[o].state = FS_BLOCKED;
			break;
		}
	}
}

/*
 * A function whose name the file defines twice, where as sees both (in
 * no two branches of one #if): as refuses the file ("symbol is already
 * defined"), and what rgpp tells of one by its name may be the other's.
 * Leave both alone.
 */
static void
twice(struct analysis *a, struct func *f, const struct func *g)
{
	char	*why;

	if (f->state == FS_PROTECT) {
		xasprintf(&why, "its name is defined again at line %d, "
		    "which as refuses", line_of(a, g->entry));
		diag(a->u->src, a->u->st[f->entry].start, D_CONFLICT,
		    f->name, why);
		free(why);
	}
	f->state = FS_BLOCKED;
}

static void
block_twice(struct analysis *a)
{
	const int	*p;
	size_t		 i;

	for (i = 0; i < a->nfuncs; i++) {
		struct func *f = &a->funcs[i];

		if ((p = strmap_get(&a->funcnames, f->name)) == NULL ||
		    *p == (int)i || exclusive(a->u, f->entry,
		    a->funcs[*p].entry))
			continue;
		twice(a, f, &a->funcs[*p]);
		twice(a, &a->funcs[*p], f);
	}
}

/*
 * A landing pad in an #if group at the entry that holds other code too
 * (classify.c's branch_pad), or first in data that goes on: RETGUARD_START
 * before the group is where an indirect call lands when the pad's
 * branch is taken, and after it, past code rgpp does not place it
 * after.  Leave the function alone.
 */
static void
block_pad_in(struct analysis *a)
{
	char	*why;
	size_t	 i;

	for (i = 0; i < a->nfuncs; i++) {
		struct func *f = &a->funcs[i];

		if (f->pad_in == -1 || f->state != FS_PROTECT)
			continue;
		if (f->pad_in == f->sp)
			xasprintf(&why, "its landing pad at line %d is data "
			    "that goes on after it", line_of(a, f->pad_in));
		else
			xasprintf(&why, "its landing pad at line %d is in an "
			    "#if group that holds other code",
			    line_of(a, f->pad_in));
		diag(a->u->src, a->u->st[f->entry].start, D_CONFLICT,
		    f->name, why);
		free(why);
		f->state = FS_BLOCKED;
	}
}

/*
 * An #include or .include between a function's entry and its end may
 * bring in code that rgpp does not read there: Linux's arm64
 * copy_template.S is the body of __arch_copy_to_user and
 * __arch_copy_from_user.  Its returns and jumps out would get no
 * RETGUARD_END, and its pushes would move the depth RETGUARD_START and
 * RETGUARD_END expect.  Leave the function alone, whatever the file
 * holds: none in the corpus includes a header there for its
 * definitions only.
 */
static void
block_included(struct analysis *a)
{
	const struct unit	*u = a->u;
	const char		*b, *e, *p, *q;
	char			*why;
	size_t			 i;
	int			 o;

	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if ((s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) ||
		    !((s->kind == SK_CPP && s->cpp == CPP_INCLUDE) ||
		    (s->kind == SK_INSN && dir_is(s->name, ".include"))) ||
		    (o = span_owner(a, (int)i)) == -1 ||
		    a->funcs[o].state != FS_PROTECT)
			continue;
		b = u->src->buf + s->start;
		e = u->src->buf + s->end;
		for (p = b; p < e && *p != '"' && *p != '<'; p++)
			;
		for (q = p + 1; q < e && *q != '"' && *q != '>'; q++)
			;
		if (p >= e || q >= e)
			xasprintf(&why, "line %d includes a file, whose code "
			    "rgpp does not read into it", line_of(a, (int)i));
		else
			xasprintf(&why, "line %d includes %.*s, whose code "
			    "rgpp does not read into it", line_of(a, (int)i),
			    (int)(q - p + 1), p);
		diag(u->src, u->st[a->funcs[o].entry].start, D_CONFLICT,
		    a->funcs[o].name, why);
		free(why);
		a->funcs[o].state = FS_BLOCKED;
	}
}

/*
 * A RETGUARD_END in a .macro body runs at every use of the macro.  A
 * function that would have one put there is left alone when another
 * use is in a function left alone, or where no function's path goes,
 * or in a function whose CFI differs (a body takes RETGUARD_END or
 * RETGUARD_END_NOCFI, not both).  Again until none is: leaving one
 * function alone may do that to another macro's uses.
 */
static void
block_macro_users(struct analysis *a, const struct facts *fa)
{
	const struct unit	*u = a->u;
	unsigned char		*by = xcalloc(u->nst + 1, 1);
	int			*who = xcalloc(u->nst + 1, sizeof(*who));
	struct strmap		 ix;
	struct {
		int		 bits;		/* of all its uses */
		int		 at[5];		/* first use with bit 1, 2, 4 */
	}			*mac = NULL;
	size_t			 i, j, nmac = 0, cap = 0;
	int			 changed = 1, *k, o, bad;
	char			*why, *how;

	while (changed) {
		changed = 0;
		memset(by, 0, u->nst + 1);
		nmac = 0;
		strmap_init(&ix);
		/* 1, 2: in a protected function with, without CFI; 4: not */
		for (i = 0; i < a->nfuncs; i++)
			for (j = 0; j < fa[i].reached.n; j++) {
				int r = fa[i].reached.v[j];

				if (u->st[r].cls != IC_MACRO)
					continue;
				if (a->funcs[i].state == FS_PROTECT &&
				    intvec_has(&fa[i].mrets, r))
					by[r] |= a->funcs[i].cfi ? 1 : 2;
				else if (!(by[r] & 4)) {
					by[r] |= 4;
					who[r] = (int)i;
				}
			}
		for (i = 0; i < u->nst; i++) {
			const struct stmt *s = &u->st[i];
			int b = by[i] != 0 ? by[i] : 4;

			if (s->kind != SK_INSN || s->cls != IC_MACRO ||
			    (s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) ||
			    (k = strmap_get(&a->retmacs, s->name)) == NULL ||
			    *k != MR_BODY)
				continue;
			k = strmap_put(&ix, s->name, (int)nmac);
			if (*k == (int)nmac) {
				ARRAY_RESERVE(mac, nmac, cap);
				memset(&mac[nmac++], 0, sizeof(*mac));
			}
			for (o = 1; o <= 4; o <<= 1)
				if ((b & o) && !(mac[*k].bits & o))
					mac[*k].at[o] = (int)i;
			mac[*k].bits |= b;
		}
		for (i = 0; i < a->nfuncs; i++) {
			struct func *f = &a->funcs[i];

			for (j = 0; j < fa[i].mrets.n &&
			    f->state == FS_PROTECT; j++) {
				const struct stmt *s =
				    &u->st[fa[i].mrets.v[j]];
				int m = *strmap_get(&ix, s->name);

				bad = mac[m].bits & 4 ? 4 :
				    (mac[m].bits & 3) != 3 ? 0 : f->cfi ? 2 : 1;
				if (bad == 0)
					continue;
				o = mac[m].at[bad];
				if (bad != 4)
					how = xstrdup(f->cfi ? "in a function "
					    "without CFI" : "in a function with "
					    "CFI");
				else if (by[o] == 0)
					how = xstrdup("where no function's "
					    "path reaches it");
				else
					xasprintf(&how, "on a path of %s, "
					    "which is left alone",
					    a->funcs[who[o]].name);
				xasprintf(&why, "%s at line %d returns from "
				    "it, and the RETGUARD_END its %s body "
				    "would take also runs at line %d, %s",
				    s->name, line_of(a, fa[i].mrets.v[j]),
				    body_word(a, s->name),
				    line_of(a, o), how);
				diag(u->src, u->st[f->entry].start,
				    D_CONFLICT, f->name, why);
				free(how);
				free(why);
				f->state = FS_BLOCKED;
				changed = 1;
			}
		}
		strmap_free(&ix);
	}
	free(mac);
	free(by);
	free(who);
}

/*
 * The highest N of the names .Lrg_skip_N already in the file (an
 * earlier conversion's labels, or anything else so named): new skip
 * labels are numbered after it, so that converting a file again, after
 * an edit that makes one more function fall into the next, never
 * defines a label twice.
 */
static int
skip_base(const struct unit *u)
{
	const char	*p = u->src->buf, *e = p + u->src->len;
	int		 n, max = 0;

	while ((p = memmem(p, (size_t)(e - p), ".Lrg_skip_", 10)) != NULL) {
		for (p += 10, n = 0; p < e && *p >= '0' && *p <= '9' &&
		    n < 100000000; p++)
			n = n * 10 + (*p - '0');
		if (n > max)
			max = n;
	}
	return max;
}

/* Plan the edits of every function to be protected; planned[i] says. */
static void
plan_all(struct analysis *a, struct facts *fa, char *planned)
{
	size_t	 i;

	for (i = 0; i < a->nedits; i++)
		a->ed_kinds[a->edits[i].stmt] = 0;
	a->nedits = 0;
	a->nskip = a->skip_base;
	for (i = 0; i < a->nfuncs; i++)
		if ((planned[i] = a->funcs[i].state == FS_PROTECT))
			plan_func(a, i, &fa[i]);
}

/*
 * rgcheck: a function without RETGUARD_START whose -Wmissing-start
 * finding is silenced is meant to stay unprotected.  Its findings are
 * those of the plan that protects it (its returns still lack
 * RETGUARD_END), but it runs as it is: replay it left alone, and
 * report a path of it that runs a RETGUARD_END, its own or one it
 * jumps to past another's RETGUARD_START, which mangles its plain
 * return address.
 */
static void
unwanted(struct analysis *a, struct facts *fa, char *planned,
    const char *reported)
{
	struct violation	 v;
	size_t			 i;
	int			 again = 0;

	for (i = 0; i < a->nfuncs; i++) {
		struct func *f = &a->funcs[i];

		if (f->state != FS_PROTECT || f->has_start || f->sp == -1 ||
		    reported[i] || !diag_silenced(a->u->src,
		    a->u->st[f->entry].start, D_MISSING_START))
			continue;
		f->state = FS_BLOCKED;
		plan_all(a, fa, planned);
		flow_index_edits(a);
		if (flow_verify(a, i, &v) && v.owner == -1 && v.unpaired)
			diag(a->u->src, a->u->st[f->entry].start,
			    D_UNBALANCED, f->name, v.what,
			    line_of(a, v.stmt));
		flow_unindex_edits(a);
		f->state = FS_PROTECT;
		again = 1;
	}
	if (again)
		plan_all(a, fa, planned);
}

/* Decide, plan, verify; repeat until every path balances. */
void
plan(struct analysis *a)
{
	struct facts		*fa;
	struct violation	 v;
	char			*reported, *planned;
	size_t			 i, round;
	int			 bad;

	fa = xcalloc(a->nfuncs + 1, sizeof(*fa));
	reported = xcalloc(a->nfuncs + 1, 1);
	planned = xcalloc(a->nfuncs + 1, 1);
	for (i = 0; i < a->nfuncs; i++)
		flow_facts(a, i, &fa[i]);
	for (i = 0; i < a->nfuncs; i++)
		a->funcs[i].state = decide(a, i, &fa[i]);
	block_unreached(a, fa);
	block_entered(a);
	block_included(a);
	block_pad_in(a);
	block_twice(a);
	block_flags(a, fa);
	block_short(a, fa);
	if (a->retmacs.n > 0)
		block_macro_users(a, fa);
	a->skip_base = skip_base(a->u);
	for (round = 0; round <= a->nfuncs; round++) {
		plan_all(a, fa, planned);
		flow_index_edits(a);
		bad = 0;
		for (i = 0; i < a->nfuncs; i++) {
			struct func *f = &a->funcs[i];

			if (!flow_verify(a, i, &v))
				continue;
			/*
			 * The macros already there do not balance (no
			 * planned edit is on the path): in a function that
			 * has them or gets them, or in one left alone that
			 * runs into another's RETGUARD_END past its
			 * RETGUARD_START (a jump into shared exit code),
			 * which mangles the plain return address there.
			 * Left alone, its other paths through others'
			 * macros may well balance at run time (one START
			 * and one END at the same wrong depth).
			 */
			if (v.owner == -1 && !reported[i] &&
			    (f->state == FS_PROTECT || f->has_start ||
			    v.unpaired)) {
				diag(a->u->src, a->u->st[f->entry].start,
				    D_UNBALANCED, f->name, v.what,
				    line_of(a, v.stmt));
				reported[i] = 1;
				if (f->state == FS_PROTECT) {
					f->state = FS_BLOCKED;
					bad = 1;
				}
				continue;
			}
			/*
			 * A function whose own plan fails is left alone
			 * first (its edits are in this round's plan even if
			 * another's path has just had it left alone).
			 * Another function's edit is blamed only if a path
			 * still fails at it without this function's edits,
			 * in a later round.  Blaming both at once left alone
			 * functions whose edits only the failing plan ran
			 * into, and converting the output again protected
			 * them.
			 */
			if (planned[i])
				bad |= block(a, i, &v);
			else if (v.blame != -1) {
				v.stmt = v.bstmt;
				v.what = v.bwhat;
				bad |= block(a, v.blame, &v);
			}
		}
		flow_unindex_edits(a);
		if (!bad)
			break;
	}
	unwanted(a, fa, planned, reported);
	for (i = 0; i < a->nfuncs; i++) {
		const struct func *f = &a->funcs[i];
		if (f->state == FS_NORETURN)
			diag(a->u->src, a->u->st[f->entry].start, D_NO_RETURN,
			    f->name);
	}
	for (i = 0; i < a->nedits; i++) {
		const struct edit *e = &a->edits[i];
		if (e->kind == ED_SKIP)
			diag(a->u->src, a->u->st[e->stmt].start, D_FALLTHROUGH,
			    a->funcs[e->owner].name,
			    a->funcs[e->target].name);
	}
	report_returns(a, fa);
	for (i = 0; i < a->nfuncs; i++)
		facts_free(&fa[i]);
	free(fa);
	free(reported);
	free(planned);
}

/* rgcheck: every edit rgpp would make is something missing. */
void
plan_findings(const struct analysis *a)
{
	const struct unit	*u = a->u;
	size_t			 i;
	int			 c;

	for (i = 0; i < a->nfuncs; i++) {
		const struct func *f = &a->funcs[i];

		/* left alone by its annotation: the finding it silences */
		if (f->state == FS_BLOCKED && !f->has_start &&
		    diag_annotated(u->src, u->st[f->entry].start,
		    D_MISSING_START))
			diag(u->src, u->st[f->entry].start, D_MISSING_START,
			    f->name);
		if (f->nocfi_in_cfi)
			diag(u->src, u->st[f->entry].start, D_NOCFI_MACROS,
			    f->name);
		if (f->has_start && f->pad_after != -1)
			diag(u->src, u->st[f->sp].start, D_START_BEFORE_PAD,
			    f->name, line_of(a, f->pad_after));
	}
	for (i = 0; i < a->nedits; i++) {
		const struct edit *e = &a->edits[i];
		const struct stmt *s = &u->st[e->stmt];

		switch (e->kind) {
		case ED_START:
			diag(u->src, u->st[a->funcs[e->owner].entry].start,
			    D_MISSING_START, a->funcs[e->owner].name);
			break;
		case ED_END:
			c = u->st[prefixed(a, e->stmt)].cls;
			diag(u->src, s->start, c == IC_RET ||
			    c == IC_PREFIX ? D_MISSING_END :
			    D_MISSING_END_TAIL);
			break;
		case ED_RESUME:
			diag(u->src, s->start, D_MISSING_RESUME);
			break;
		case ED_SKIP:
			diag(u->src, s->start, D_DOUBLE_START,
			    a->funcs[e->owner].name,
			    a->funcs[e->target].name);
			break;
		case ED_SPILLED:
			diag(u->src, s->start, D_MISSING_SPILLED, e->value);
			break;
		case ED_RELOADED:
			diag(u->src, s->start, D_MISSING_RELOADED);
			break;
		case ED_RETS:
			diag(u->src, s->start, D_MISSING_RETS, s->name);
			break;
		case ED_SKIP_LABEL:
			break;
		}
	}
}
