/*
 * driver.c: one source through every phase: checks on the bytes,
 * architecture, parse, structure, classification, plan, insertions.
 * Diagnostics are queued; the caller flushes them.
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
#include "arch.h"
#include "analysis.h"
#include "emit.h"
#include "casm.h"
#include "driver.h"

/* Does the file name call for cpp?  .s does not; .S, .sx and stdin do. */
int
driver_cpp_for(const char *name, int forced)
{
	const char	*dot = strrchr(name, '.');

	if (forced != -1)
		return forced;
	return !(dot != NULL && strcmp(dot, ".s") == 0);
}

/* Does the text hold a word any architecture returns with? */
static int
mentions_return(const char *t, size_t n)
{
	static const char *const words[] = { "ret", "RET", "jr", "jalr",
	    NULL };
	size_t	 i, l;
	const char *p;

	for (i = 0; words[i] != NULL; i++) {
		l = strlen(words[i]);
		for (p = t; (p = memmem(p, n - (p - t), words[i], l)) != NULL;
		    p += l) {
			if ((p == t || !(isalnum((unsigned char)p[-1]) ||
			    p[-1] == '_' || p[-1] == '.')) &&
			    !(isalnum((unsigned char)p[l]) || p[l] == '_'))
				return 1;
		}
	}
	return 0;
}

/* Is name typed as a function by a .type in the body at d? */
static int
typed_in(const struct unit *u, size_t d, const char *name)
{
	size_t	 j;

	for (j = d + 1; j < u->nst && u->st[j].body == (int)d; j++) {
		const struct stmt *s = &u->st[j];

		if (s->kind == SK_INSN && s->nops == 2 &&
		    dir_is(s->name, ".type") &&
		    strcmp(s->ops[0].text, name) == 0 &&
		    strstr(s->ops[1].text, "function") != NULL)
			return 1;
	}
	return 0;
}

/*
 * Mark the #define and .macro bodies that hold a whole function: an
 * entry, and a return or an end, as OpenBSD's PSEUDO(x,y) in SYS.h is
 * SYSENTRY(x); SYSTRAP(y); _RSYSCALL_RET; SYSCALL_END(x), or Linux's
 * .macro op_safe_regs op is SYM_FUNC_START(\op\()_safe_regs) ... RET;
 * SYM_FUNC_END(...).  Whatever the uses of such a macro, its function
 * starts and returns inside it, and it can be converted on its own.
 * Not a body with conditionals, loops (.rept, .irp), a .macro inside or
 * a use of one of the file's.
 * Return how many.
 */
static int
mark_func_bodies(struct unit *u, const struct analysis *a)
{
	size_t	 d, j;
	int	 n = 0, entry, leaves, other;

	for (d = 0; d < u->nst; d++) {
		struct stmt *h = &u->st[d];

		if (h->flags & (SF_INACTIVE | SF_MACRO | SF_DEFINE))
			continue;
		if (h->kind != SK_DEFINE && !(h->kind == SK_INSN &&
		    dir_is(h->name, ".macro")))
			continue;
		entry = leaves = other = 0;
		for (j = d + 1; j < u->nst && u->st[j].body == (int)d; j++) {
			const struct stmt *s = &u->st[j];

			if (s->cond != COND_NONE || s->kind == SK_CPP)
				other = 1;	/* #if, .if: not followed */
			if (s->kind == SK_LABEL && typed_in(u, d, s->name))
				entry = 1;	/* .type \name,@function; \name: */
			if (s->kind != SK_INSN)
				continue;
			if (strcasecmp(s->name,
			    ".macro") == 0 || strncasecmp(s->name, ".rept",
			    5) == 0 || strncasecmp(s->name, ".irp", 4) == 0)
				other = 1;
			/*
			 * A use of the file's own .macro, which the unit of
			 * the body alone does not define: its pushes would
			 * go unseen there.
			 */
			else if (s->cls == IC_MACRO && dot_macro(a, s->name))
				other = 1;
			else if (s->cls == IC_ENTRY)
				entry = 1;
			else if (s->cls == IC_END || s->cls == IC_RET)
				leaves = 1;
		}
		/* cpp expands no RETGUARD macro after a ' in a #define */
		if (entry && leaves && !other && !define_quoted(u, d)) {
			h->flags |= SF_FUNCBODY;
			n++;
		}
	}
	return n;
}

/*
 * Convert (or check) the function of the #define or .macro body at d
 * as a unit of its own: the body's statements, top-level there, with
 * the #define or .macro first.  Its insertions join ins.
 */
static void
run_body(struct unit *u, size_t d, const struct analysis *outer,
    const struct vocab *v, int check, struct insertions *ins)
{
	struct unit		 sub;
	struct analysis		 a;
	struct insertions	 more;
	size_t			 n, j;

	for (n = 1; d + n < u->nst && u->st[d + n].body == (int)d; n++)
		;
	memset(&sub, 0, sizeof(sub));
	sub.src = u->src;
	sub.arch = u->arch;
	sub.cpp = u->cpp;
	sub.st = xreallocarray(NULL, n, sizeof(*sub.st));
	sub.nst = sub.capst = n;
	memcpy(sub.st, &u->st[d], n * sizeof(*sub.st));
	for (j = 1; j < n; j++) {
		sub.st[j].flags &= ~(SF_DEFINE | SF_MACRO);
		sub.st[j].body = -1;
		/* indexes into the file's statements mean nothing here */
		sub.st[j].cond = COND_NONE;
	}
	analysis_init(&a, &sub, v);
	a.in_body = 1;
	a.outer = outer;
	classify(&a);
	plan(&a);
	if (check)
		plan_findings(&a);
	emit_insertions(&a, &more);
	for (j = 0; j < more.n; j++)
		emit_add(ins, more.v[j].off, more.v[j].rank, more.v[j].text);
	free(more.v);
	analysis_free(&a);
	unit_free(&sub);
}

/* Parse and analyse src as architecture arch; 0 on success. */
static int
run(struct source *src, const struct arch *arch, int cpp, int check,
    const struct vocab *v, const struct casm *cx, struct insertions *ins)
{
	struct unit	 u;
	struct analysis	 a;
	struct vocab	 lv;
	size_t		 d;
	int		 errors, bodies;

	memset(&u, 0, sizeof(u));
	u.src = src;
	u.arch = arch;
	u.cpp = cpp;
	errors = unit_parse(&u);
	if (errors == 0)
		errors = structure(&u);
	if (errors != 0 || diag_errors() != 0) {
		unit_free(&u);
		return -1;
	}
	learn(&u, v, &lv);
	analysis_init(&a, &u, &lv);
	classify(&a);
	bodies = cx == NULL ? mark_func_bodies(&u, &a) : 0;
	plan(&a);
	if (check)
		plan_findings(&a);
	if (cx != NULL)
		casm_insertions(&a, cx, ins);
	else
		emit_insertions(&a, ins);
	for (d = 0; bodies > 0 && d < u.nst; d++)
		if (u.st[d].flags & SF_FUNCBODY)
			run_body(&u, d, &a, &lv, check, ins);
	if (bodies > 0)
		emit_sort(ins);
	analysis_free(&a);
	vocab_free(&lv);
	unit_free(&u);
	return 0;
}

/*
 * Convert one assembly source (or the virtual source of a C file's
 * asm blocks, cx set): fill ins with what to insert.  Return 0, or -1
 * after queueing an error (the source must then be left as it was).
 */
static int
convert(struct source *src, const struct options *o, const struct vocab *v,
    const struct casm *cx, struct insertions *ins)
{
	const struct arch	*arch = o->arch, *alt = NULL;
	struct insertions	 other;
	int			 cpp = cx != NULL ? 0 :
				    driver_cpp_for(src->name, o->cpp);

	if (arch == NULL) {
		if (!arch_detect(src->buf, src->len, src->name, &arch, &alt)) {
			if (!mentions_return(src->buf, src->len))
				return 0;	/* nothing to convert */
			diag_plain(src, D_ARCH_UNKNOWN);
			return -1;
		}
		if (alt == NULL)
			diag_plain(src, D_ARCH_DETECTED, arch->name);
	}
	if (run(src, arch, cpp, o->check, v, cx, ins) != 0)
		return -1;
	if (alt == NULL)
		return 0;
	/* fits amd64 and i386 alike: the answer must not depend on it */
	diag_discard();
	if (run(src, alt, cpp, o->check, v, cx, &other) != 0) {
		emit_free(ins);
		return -1;
	}
	diag_discard();
	if (!emit_same(ins, &other)) {
		emit_free(ins);
		emit_free(&other);
		diag_plain(src, D_ARCH_AMBIGUOUS, arch->name, alt->name);
		return -1;
	}
	emit_free(&other);
	/* queue the diagnostics once more, from one of the runs */
	emit_free(ins);
	return run(src, arch, cpp, o->check, v, cx, ins);
}

/*
 * Convert one source: fill ins with what to insert.  Return 0, or -1
 * after queueing an error (the source must then be left as it was).
 * A C source's top-level asm blocks are converted as one assembly
 * source; the insertions land in the C text.
 */
int
driver_convert(struct source *src, const struct options *o,
    const struct vocab *v, struct insertions *ins)
{
	const char	*nul;
	struct casm	 cx;
	size_t		 i;
	int		 rv;

	memset(ins, 0, sizeof(*ins));
	learn_read_reset();
	if ((nul = memchr(src->buf, '\0', src->len)) != NULL) {
		diag(src, nul - src->buf, D_NUL_BYTE);
		return -1;
	}
	if (!casm_is_c(src))
		return convert(src, o, v, NULL, ins);
	if (casm_extract(src, &cx) != 0)
		return -1;
	rv = cx.nblocks == 0 ? 0 : convert(&cx.virt, o, v, &cx, ins);
	for (i = 0; rv == 0 && i < cx.nrets; i++)
		diag(src, cx.rets[i], D_ASM_STMT_RET);
	if (rv == 0 && diag_errors() != 0) {
		emit_free(ins);
		rv = -1;
	}
	casm_free(&cx);
	return rv;
}
