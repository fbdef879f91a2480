/*
 * analysis.h: what the analysis finds in a unit (functions, labels,
 * paths) and the edits it plans.  Shared by the converter and the
 * checker; included by struct.c, classify.c, flow.c, plan.c, emit.c
 * and the mains.
 */
#ifndef RG_ANALYSIS_H
#define RG_ANALYSIS_H

#include "strmap.h"
#include "arch.h"
#include "unit.h"

struct unit;

/* Extra vocabulary from the command line. */
struct vocab {
	const char	**entry;	/* --entry-macro */
	size_t		  nentry;
	const char	**end;		/* --end-macro */
	size_t		  nend;
	const char	**ret;		/* --return-macro */
	size_t		  nret;
	int		  cfi;		/* --cfi: -1 auto, 0 no, 1 yes */
	const char	**cfi_entry;	/* entry macros that open CFI */
	size_t		  ncfi;
	const char	**retmac;	/* macros with a return inside */
	size_t		  nretmac;
	const char	**annot;	/* macros that only mark the next
					   instruction (objtool's ANNOTATE_*) */
	size_t		  nannot;
	const char	**guarded;	/* macros whose every return has
					   RETGUARD_END right before it */
	size_t		  nguarded;
	const char	**gtail;	/* macros that return, protected
					   inside: every path of the body
					   ends in RETGUARD_END; ret */
	size_t		  ngtail;
	const char	**jumpmac;	/* macros with a jump out of their
					   body inside */
	size_t		  njumpmac;
	const char	**labmac;	/* "NAME LABEL": a use of NAME
					   defines LABEL ("*": labels its
					   arguments name) */
	size_t		  nlabmac;
	const char	**argmac;	/* macros with an instruction that
					   their arguments name */
	size_t		  nargmac;
	const char	**globmac;	/* macros that make the symbol
					   their argument names global:
					   SYM_L_GLOBAL(name) */
	size_t		  nglobmac;
	const char	**typemac;	/* macros that type a function:
					   "NAME PARAM TEMPLATE", as newlib's
					   SOTYPE_FUNCTION(sym) is .type
					   SYM(sym),@function */
	size_t		  ntypemac;
	const char	**incdirs;	/* -I */
	size_t		  nincdirs;
	const struct strmap *hdefs;	/* macros the headers define */
	const void	*hset;		/* learn.c's set of those headers */
	char		**owned;	/* learned names, freed with it */
	size_t		  nowned;
};

/*
 * A definition of a macro in a header, as flow.c reads it at a use
 * (learn_hdefs): the #define or .macro statement in its unit, and the
 * #if lines of the header (home) it is under, outermost first: their
 * statements and which branch of each (np of them; HDEF_IFS + 1 if
 * more).
 */
#define HDEF_IFS	4
struct hdef {
	const struct unit	*u;
	int			 st;
	const struct unit	*home;
	const int		*pg;
	const unsigned char	*pb;
	int			 np;
};

enum func_state {
	FS_NONE,	/* not decided yet */
	FS_PROTECT,	/* rgpp protects it (or it already is) */
	FS_NORETURN,	/* no function return: nothing to protect */
	FS_BLOCKED	/* left alone, a warning says why */
};

struct func {
	int		 entry;		/* statement of the entry site */
	const char	*name;
	int		 sp;		/* RETGUARD_START runs before this */
	int		 has_start;	/* a RETGUARD_START is already there */
	int		 pad_after;	/* the landing pad that comes after
					   it, or -1 (rgcheck) */
	int		 pad_in;	/* a landing pad first in a branch of
					   the #if group sp heads, with
					   other code: -1 if none */
	int		 cfi;		/* the function has CFI (with
					   RETGUARD_START: its form has) */
	int		 own_cfi;	/* CFI is open at its RETGUARD_START */
	int		 nocfi_in_cfi;	/* its RETGUARD_START is _NOCFI, but it
					   has CFI */
	int		 callee_pop;	/* ret $N: N */
	enum func_state	 state;
	const struct arch *arch;	/* whose registers its code uses */
	int		 foreign;	/* 1 + the .code directive that makes
					   it another mode's code, or 0 */
	int		 late_cfi;	/* 1 + its .cfi_startproc that comes
					   after where RETGUARD_START goes,
					   or 0 */
};

/*
 * What struct analysis's retmacs says of a .macro of the file whose
 * body returns: flow.c reads the body at each use (MR_BODY), or why
 * not.
 */
#define MR_BODY		1
#define MR_FALLS	2	/* a path may leave it without returning */
#define MR_CPP		3	/* it holds #if or #define lines */
#define MR_TWICE	4	/* defined twice */
#define MR_NESTED	5	/* used in a #define or another .macro */
#define MR_PARAMS	6	/* a #define with parameters */
#define MR_INCLUDE	7	/* a #define that an #include follows */
#define MR_DEFAULT	8	/* a #define under #ifndef NAME */
#define MR_UNDEF	9	/* a #define that an #undef undoes */
#define MR_ENTRY	10	/* a .macro with a function entry inside */
#define MR_QUOTE	11	/* a #define with a ' in its body */

/* One insertion into the source. */
enum edit_kind {
	ED_START,	/* RETGUARD_START before a statement */
	ED_END,		/* RETGUARD_END before a return or tail jump */
	ED_RESUME,	/* RETGUARD_RESUME after a return */
	ED_SKIP,	/* RETGUARD_SKIP(label) before an entry */
	ED_SKIP_LABEL,	/* the label after RETGUARD_START */
	ED_SPILLED,	/* RETGUARD_SPILLED(off) after a spill of the RA */
	ED_RELOADED,	/* RETGUARD_RELOADED after its reload */
	ED_RETS		/* RETGUARD_RETS before a use of a header's
			   .macro that returns, RETGUARD_RETS_END after */
};
/* A bit per kind in a byte (struct analysis's ed_kinds). */
_Static_assert(ED_RETS < 8, "edit kinds fit in a byte");

struct edit {
	enum edit_kind	 kind;
	int		 stmt;		/* the statement it goes before/after */
	int		 owner;		/* the function that needs it */
	int		 cfi;		/* the CFI form of the macro */
	int		 label;		/* ED_SKIP*: number of the label */
	int		 target;	/* ED_SKIP: the function jumped into */
	int		 tstmt;		/* ED_SKIP: the statement jumped to */
	int		 value;		/* ED_SPILLED: the CFA offset */
};

/*
 * The symbols a reading in order (flow.c: a .macro body at a use, a
 * block of .rept of the file's lines copy by copy) has seen assigned,
 * and their values there as as gives them: the last assignment before
 * the use.  set_number reads them while sv.on; a name not here is read
 * as the file's (today's reading).
 */
#define NSYMV	8
/* A set of names, a bit each: may hold others too (svset_add) */
struct svset {
	uint64_t	 w[4];
};
struct symvals {
	int		 n;
	int		 on;		/* set_number reads them */
	int		 nest;		/* readings in order open */
	unsigned	 clock;		/* a step per assignment and
					   reading begun */
	unsigned	 from;		/* when the innermost began */
	int		 outside;	/* it read a value set before */
	struct svset	 reads;		/* names looked up in the copy
					   of .rept being read */
	struct svset	 sets;		/* those by assignments */
	int		 setting;	/* an assignment's value read */
	struct {
		const char	*name;
		long		 v;
		int		 known;
		unsigned	 stamp;	/* clock at the assignment */
	}		 e[NSYMV];
};

/* An assignment a reading in order noted (name NULL: sv_clear's) */
struct svlog {
	const char	*name;
	long		 v;
	int		 known;
};
void		 svset_add(struct svset *, const char *);

struct analysis {
	struct unit		*u;
	const struct vocab	*vocab;
	int			 in_body;	/* a #define body's function */
	const struct analysis	*outer;		/* then the file's analysis */
	struct func		*funcs;
	size_t			 nfuncs, capfuncs;
	/*
	 * Per statement, as ix_get and ix_set keep them (stmt -> value,
	 * or -1):
	 */
	int			*func_at;	/* func entered there */
	int			*next_label;	/* chain of same-named labels */
	int			*prefix_of;	/* ret -> its prefix stmt */
	int			*fall;		/* next stmt in the section */
	struct strmap		 labels;	/* name -> first label stmt */
	struct strmap		 globals;	/* .globl, .weak, typed funcs */
	struct strmap		 addr_taken;	/* labels used as data */
	struct strmap		 funcnames;	/* name -> function */
	struct strmap		 retmacs;	/* macros that return inside:
						   MR_* */
	struct strmap		 macheads;	/* .macro name -> its stmt */
	struct strmap		 defines;	/* #define name -> its stmt */
	struct strmap		 redefs;	/* #define names defined again
						   or #undef'd */
	struct strmap		 defmoves;	/* #defines with an instruction
						   that moves the stack */
	struct strmap		 defcode;	/* #defines with an instruction
						   or a use of one in a body
						   (flow.c's define_ra): 1;
						   with a RETGUARD macro
						   but RESUME, or a use of
						   one: DEFCODE_MARKS */
#define DEFCODE_MARKS	2
	struct strmap		 remacs;	/* .macro names defined more
						   than once -> their entry in
						   mdefs */
	int			*mdefs;		/* for each of those: how many
						   definitions, then their
						   .macro statements in order */
	int			*mscope;	/* ix_: such a .macro -> where
						   the #if or .if branch that
						   it is in ends */
	int			*rep_end;	/* ix_: a .rept or .irp -> its
						   .endr */
	int			*rep_in;	/* ix_: a statement of the
						   file's lines -> the
						   innermost .rept or .irp
						   block that it is in */
	int			*rep_leave;	/* ix_: such a block of the
						   file's lines -> 1 if each
						   copy of it leaves */
	struct strmap		 bodylabels;	/* labels of .macro bodies */
	struct strmap		 arglabels;	/* labels defined in the
						   arguments of a macro:
						   EXC(1: movl ...) */
	struct strmap		 deflabels;	/* named labels of the
						   file's #define bodies, and
						   of macros vocab labmac has */
	struct strmap		 setsyms;	/* .set, .equ, = : name -> its
						   stmt, or -2 if set twice */
	struct strmap		 bodysets;	/* names a .macro or #define
						   body, or code cpp drops,
						   assigns */
	struct arch_syms	 symswas;	/* arch_number's names before
						   classify's (set_number) */
	int			 symsset;	/* classify put them */
	int			 setdepth;	/* set_number's steps */
	struct strmap		 defsets;	/* names a #define body
						   assigns */
	struct symvals		 sv;		/* flow.c's readings */
	struct svlog		*svlog;		/* what they noted, in order,
						   since the outermost began */
	size_t			 nsvlog, capsvlog;
	struct strmap		 svever;	/* names they ever knew */
	struct strmap		 svwant;	/* names they follow (sv_want);
						   "" once made */
	int			 svwant_grew;
	struct strmap		 labkeys;	/* vocab labmac's entries */
	struct strmap		 labmacs;	/* their names: LAB_* bits */
	int			 defnum;	/* a #define body has a
						   numeric label */
	const struct stmt	**bodypfx;	/* and those named with a
						   parameter (.Lnext_\type):
						   its part before the \ */
	size_t			 nbodypfx, capbodypfx;
	struct edit		*edits;
	size_t			 nedits, capedits;
	unsigned char		*ed_kinds;	/* stmt -> bit per edit kind */
	int			*ed_start;	/* ix_: owner of its START */
	int			*ed_end;	/* ix_: owner of its END */
	int			*rets_on;	/* ix_: 0 where a RETGUARD_RETS
						   makes ret a macro */
	int			*ed_skip;	/* ix_: its SKIP edit */
	unsigned char		*visits;	/* stmt -> states (in a walk) */
	struct walkmem		*walkmem;	/* flow.c's, kept across walks */
	int			 nskip;		/* skip labels made */
	int			 skip_base;	/* highest .Lrg_skip_N here */
	int			 numeric_taken;	/* 1f, 2b used as data */
	struct regcache		*regs;		/* registers named by macros
						   (regmac.c) */
};

/*
 * A statement with its registers named by macros read (reg_stmt): the
 * copy, its operands and their texts.
 */
#define REG_OPS		8
#define REG_TEXT	160
struct regread {
	struct stmt	 st;
	struct operand	 ops[REG_OPS];
	char		 text[REG_OPS][REG_TEXT];
};

/*
 * A per-statement index that most statements leave empty holds 1 + the
 * value, 0 for none, in a zeroed array made when the first value is
 * set: an index a file never fills costs nothing, and pages of the
 * array that nothing is stored in are never touched (a generated 50 MB
 * file has 3.3 million statements, one function entry in 27).
 */
static inline int
ix_get(const int *v, int i)
{
	return v != NULL ? v[i] - 1 : -1;
}

void	 ix_set(const struct analysis *, int **, int, int);

int	 structure(struct unit *);
void	 flow_free(struct analysis *);
void	 classify(struct analysis *);
int		 landing(const struct stmt *);
int		 data_bytes(const struct stmt *, unsigned char *, int, int *);
int		 data_leaves(const struct unit *, const struct stmt *);
const char	*set_value(const struct stmt *);
const char	*set_name(const struct stmt *);
int	 body_elsewhere(const struct unit *, size_t);
int	 define_marked(const struct analysis *, size_t);
int	 define_quoted(const struct unit *, size_t);
const struct stmt *reg_stmt(const struct analysis *, const struct arch *,
	    const struct unit *, const struct stmt *, const struct stmt *,
	    struct regread *);
int	 reg_mentions(const struct analysis *, const char *, size_t);
int	 def_stmts(const struct analysis *, const struct stmt *,
	    int (*)(void *, const struct stmt *), void *);
int	 def_ways(const struct analysis *, const struct stmt *);
int	 ex_each(const struct analysis *, const char *, size_t,
	    int (*)(void *, const char *), void *);
int	 ex_number(const struct analysis *, const char *, int, long *);
int	 file_defs(const struct analysis *, const char *, struct hdef *,
	    int);
struct regcache *regs_new(void);
void	 regs_free(struct regcache *);
int	 dot_macro(const struct analysis *, const char *);
int	 file_body(const struct analysis *, const char *);
const struct stmt *mark_alias(const struct analysis *, const struct stmt *);
const char *mark_name(const struct analysis *, const struct stmt *);
const struct stmt *body_mark(const struct analysis *, const struct stmt *,
    int);
int	 body_resumes(const struct analysis *, const struct stmt *);
int	 body_has(const struct analysis *, const struct stmt *,
    enum insn_class);
int	 jump_leaves(const struct analysis *, int);
int	 macro_defs(const struct analysis *, const char *, int, int *, int);
int	 rep_leaves(const struct analysis *, int);
int	 always_leaves(const struct analysis *, int);
int	 listed(const char **, size_t, const char *);
int	 args_jump(const struct vocab *, const struct arch *,
	    const struct unit *, const struct stmt *);
enum insn_class classify_stmt(const struct vocab *, const struct arch *,
	    const struct stmt *);
const char *macro_name(struct unit *, const struct stmt *);
void	 learn(struct unit *, const struct vocab *, struct vocab *);
int	 learn_hmacro(const struct vocab *, const char *,
	    const struct unit **, int *);
int	 learn_hdefines_macro(const struct vocab *, const char *);
int	 learn_hdefs(const struct vocab *, const char *, struct hdef *,
	    int);
void	 vocab_free(struct vocab *);
void	 learn_forget(void);
void	 learn_read_reset(void);
const char **learn_read(size_t *);
void	 analysis_init(struct analysis *, struct unit *,
	    const struct vocab *);
void	 analysis_free(struct analysis *);
void	 plan(struct analysis *);
void	 plan_findings(const struct analysis *);
int	 flags_in(const struct analysis *, const struct arch *, int);
int	 next_stmt(const struct unit *, int);
int	 exclusive(const struct unit *, int, int);
int	 resolve_label(const struct analysis *, int, const char *, int *,
	    int);

#endif /* RG_ANALYSIS_H */
