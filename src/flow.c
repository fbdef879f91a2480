/*
 * flow.c: follow every path from a function entry through the
 * statements, tracking the stack depth, the frame pointer and whether
 * the return address is mangled.  flow_facts() collects what the
 * paths reach (returns, tail jumps, functions fallen into, problems);
 * flow_verify() replays them with the planned edits and finds where
 * the protection would not balance.
 */
#include "config.h"

#include <ctype.h>
#include <err.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "source.h"
#include "unit.h"
#include "arch.h"
#include "analysis.h"
#include "flow.h"

#define MAX_STATES	400000	/* per walk, then give up */
#define MAX_PER_STMT	24	/* states per statement, then widen */
#define MAX_TARGETS	64
#define MACRO_DEEP	16	/* .macro uses in .macro bodies read */

/* How param_text reads an argument */
#define PT_NAME		0	/* a name or a label */
#define PT_OPERAND	1	/* an operand */
#define PT_QUOTES	2	/* one in quotes too */

#define WS_JUMPED	0x01	/* arrived by a jump: edits before skipped */
#define WS_STARTED	0x02	/* the function's own START has run */
#define WS_INITIAL	0x04	/* the entry statement itself */
#define WS_VIASKIP	0x08	/* jumped over a START by RETGUARD_SKIP */
#define WS_BROKEN	0x10	/* the file's own macros fail on this path */

struct wstate {
	int		 stmt;
	struct frame	 f;
	int		 mangle;
	int		 flags;
	int		 owner;		/* last edit's function, or -1 */
	int		 first;		/* first edit's function, or -1 */
	int		 reloaded;	/* checking: the register rule of a
					   RETGUARD_RELOADED of the file is in
					   force (no spill, START or END
					   since) */
	unsigned	 rem;		/* checking: reloaded at each
					   .cfi_remember_state of the path
					   not yet restored, the last in
					   bit 0 */
	int		 nrem;		/* their number; REM_LOST: more
					   than REM_MAX */
	int		 joins;		/* seen: its register values widened */
};

#define REM_MAX		16
#define REM_LOST	(REM_MAX + 1)

/*
 * The memory of the walks, kept in the analysis from one walk to the
 * next: a file has a walk per function and per replay of each planning
 * round, most of them short, and allocating, clearing and growing the
 * set of seen states for each was an eighth of rgpp's time.  The slots
 * a walk filled are listed, and only they are emptied after it.
 */
/* A return in a .macro body, as read_body finds it. */
struct bodyret {
	int		 stmt;
	int		 end;		/* its RETGUARD_END, or -1 */
	struct frame	 f;		/* the frame there */
};
#define MAX_BODY_RETS	16

/*
 * What read_body found at a use, from a frame, for a function's mode
 * and CFI: the facts walk and each replay read the same use the same
 * way, and a body with .rept blocks of macros is long to read.
 */
struct bodyread {
	int			 use;
	struct frame		 in;
	const struct arch	*arch;
	int			 cfi;
	const char		*why;
	int			 nr;
	struct bodyret		 r[MAX_BODY_RETS];
};

/* What nested_body found for a .macro from a frame (its last 16). */
struct nestread {
	int			 h;		/* -1: empty */
	struct frame		 in, out;
	const struct arch	*arch;
	const char		*why;
};

/*
 * What expand_at did to a frame from a .macro whose reading there was
 * plain: no jump out, no fact, nothing that depends on the use's
 * arguments; only the frame moved.  Kept by body and frame.
 */
#define NEXPLOG		8
struct expread {
	int			 h1;		/* 1 + its head; 0: empty */
	int			 depth;
	struct frame		 in, out;
	const struct arch	*arch;
	unsigned		 args;		/* 0, or the reading is for
						   these arguments (args_key) */
	int			 nlog;
	struct svlog		 log[NEXPLOG];	/* the assignments it read,
						   the last of each name,
						   given again (sv_put) */
	size_t			 ever;		/* svever.n then */
};
#define NEXPREADS	256

/*
 * What hdr_read did to a frame at a use whose reading only moved the
 * frame (no fact, no #if branch taken): riscv's Linux code uses its
 * REG_S and REG_L hundreds of times from the same frames.
 */
struct hdrread {
	const struct stmt	*use;		/* NULL: empty */
	int			 depth;
	int			 defined;	/* what hdr_read returned */
	struct frame		 in, out;
	const struct arch	*arch;
};
#define NHDRREADS	512

/*
 * A body statement whose parameters param_effect tried, from a frame,
 * and found that no register of arch->probes in their place changes
 * what it does: Linux's crypto macros read the same bodies from the
 * same frames hundreds of times.
 */
struct probed {
	const struct stmt	*s;		/* NULL: empty */
	struct frame		 in;
	const struct arch	*arch;
	unsigned		 sig;		/* sv_sig's */
};
#define NPROBED		512

/* define_ra's reading of a use from a frame, to give again */
struct defra {
	const struct stmt	*s;		/* NULL: empty */
	struct frame		 in, out;
	const struct arch	*arch;
	int			 depth, spargs;
	int			 r;		/* define_ra_at's */
	int			 ra;		/* it reached the return address */
	const char		*why;		/* the depth lost, why */
};

/* def_probe's answer for a statement of a #define's body, from a frame */
struct dprobed {
	const struct stmt	*s;		/* NULL: empty */
	struct frame		 in;
	const struct arch	*arch;
	int			 spargs;
	int			 r;
};

#define GIVES_UNREAD	0xffffffffu	/* walkmem's gives: not read */
#define GIVES_TWICE	0xfffffffeu	/* two functions of the name */
#define GIVES_LOCAL	0xfffffffdu	/* a local callee, to read */
struct walkmem {
	struct expread		*exps;		/* NEXPREADS, when used */
	struct probed		*probed;	/* NPROBED, when used */
	struct dprobed		*dprobed;	/* NPROBED, when used */
	struct defra		*defras;	/* NPROBED, when used */
	struct hdrread		*hdrs;		/* NHDRREADS, when used */
	struct wstate		*seen;		/* open addressing set */
	size_t			 capseen;
	size_t			*used;		/* the slots filled */
	struct wstate		*work;
	size_t			 capwork;
	struct nestread		 nests[16];	/* nested_body's, recent */
	int			 nnext;
	struct bodyread		*reads;		/* body_ret's, by use */
	size_t			 nreads, capreads;
	int			*readix;	/* stmt -> 1 + its read */
	unsigned char		*hexp;		/* stmt -> hdr_expand's look:
						   1 to read, 2 not */
	long			 reps;		/* statements of blocks of
						   .rept or .irp that the walk
						   may still read (rep_enter) */
	uint32_t		*gives;		/* function -> callee_gives,
						   or GIVES_UNREAD */
	int			*scratch_by;	/* function -> a caller's
						   statement that reads
						   arch->scratch as a call
						   of it left it, and the
						   caller (two each), or -1 */
};

/*
 * An #if of a header whose branches define a macro the function uses
 * differently (FRAME_BEGIN pushes under CONFIG_FRAME_POINTER and is
 * empty otherwise): the branch a walk takes (hdr_read).  A function
 * with such macros is walked once for each set of branches, and it is
 * protected only if every set finds the same (other_cfgs).
 */
#define MAX_CFG_GROUPS	4
#define MAX_CFGS	16
struct hcfg {
	const struct unit	*home;		/* the header */
	int			 group;		/* its #if statement */
	int			 branch;
	int			 nbranch;
	int			 use;		/* the first use met */
};

struct walk {
	struct analysis		*a;
	const struct arch	*arch;		/* the function's (x86 mode) */
	int			 func;
	int			 verify;
	int			 vals_on;	/* reads register values */
	struct wstate		*work;
	size_t			 nwork, capwork;
	struct wstate		*seen;
	size_t			 capseen, nseen;
	size_t			*used;		/* capseen / 2 */
	unsigned char		*per_stmt;	/* the analysis's, kept 0 */
	struct facts		*facts;
	struct violation	*viol;
	const int		*ed_start, *ed_end, *ed_skip;
	struct hcfg		 cfg[MAX_CFG_GROUPS];	/* #if branches of
							   headers taken */
	int			 ncfg;
	int			 fixed;		/* cfg is given: a group
						   not in it is lost */
	int			 impossible;	/* a macro used that no
						   branch taken defines */
	unsigned		 hdr_events;	/* what a reading of a header's
						   macro did other than move
						   the frame (hdr_read) */
	const struct mcall	*hdr_up;	/* the use around the use
						   hdr_read reads (hdr_body) */
	int			 hdr_chained;	/* the reading hdr_read
						   makes took hdr_up's
						   arguments */
	int			 callee;	/* a walk of a callee for
						   callees_read: what its
						   returns give back
						   (callee_walk) */
	uint32_t		 gives;
	struct symvals		 svwas;		/* a dry copy's: the
						   analysis's sv before */
	size_t			 nsvlogwas;	/* and its nsvlog */
};

static int	 call_callee(const struct walk *, int);
static uint32_t	 call_gives(const struct walk *, int);
static void	 walk_run(struct walk *, int);

/*
 * A block of .rept or .irp being read in order (expand_at, rep_read),
 * as many times as as repeats it: a .irp's (.irpc's) each time with
 * the next item in its parameter's place.
 */
#define MAX_REP_READ	20000	/* statements of such blocks a walk reads
				   (its readings of macros, and the dry
				   ones, too), then each is read once */
#define MAX_REP_NEST	8	/* blocks open in one reading */
#define REP_ITEMS	64	/* .irp items read */
struct repblk {
	int			 head, end;	/* its .endr */
	long			 count;		/* -1: rgpp cannot tell */
	long			 left;		/* times to read it again */
	int			 once;		/* read once: count unknown,
						   or too big */
	struct frame		 in;		/* the frame at the head */
	struct frame		 at;		/* and at this copy's */
	int			 mangle_at;	/* st->mangle there */
	size_t			 log_at;	/* a->nsvlog there */
	struct svset		 read_was;	/* a->sv.reads before it */
	struct svset		 set_was;	/* and sets */
	char			 name[32];	/* .irp's parameter, or "" */
	int			 nitems;	/* -1: rgpp cannot read them */
	int			 item;		/* the one being read */
	unsigned short		 off[REP_ITEMS];
	unsigned char		 len[REP_ITEMS];
	char			 text[256];	/* the items, each and a
						   blank */
	size_t			 ntext;
	const struct repblk	*up;		/* the block around it */
};

/*
 * An .if group of a .macro body that expand_at reads: each branch is
 * read from the frame at the .if, and they must leave the same.
 */
#define MAX_IF_NEST	16
struct ifblk {
	struct frame		 in, out;
	int			 have;		/* a branch has ended: out */
	int			 differ;
	int			 other;		/* an .else: no path skips
						   every branch */
};

#define DEFMOVES	"a #define that moves the stack, with parameters " \
			"or two definitions"
#define DEFMARKS	"a #define with RETGUARD macros in it that rgpp " \
			"cannot read at its use"
#define MAX_MDEFS	4	/* definitions of a .macro that may be in
				   force at a use, compared */
#define MDEFS_DIFFER	"a .macro defined more than once, whose " \
	"definitions that may be in force here do different things to " \
	"the stack"

static int	 ra_home(struct walk *, struct wstate *);
static int	 sv_put(struct analysis *, const struct svlog *);
static void	 sv_clear(struct analysis *);
static int	 at_entry_depth(const struct wstate *);
static int	 mangle_by(struct wstate *, int);
static void	 step_mark(struct walk *, struct wstate *, const struct stmt *);
struct mcall;
static void	 rule_mark(struct walk *, struct wstate *, const struct stmt *,
		    const struct mcall *);
static int	 defined(const struct analysis *, const char *);
static int	 noreturn_target(const struct analysis *, const char *);
static void	 ra_effect(struct walk *, struct wstate *,
		    const struct effect *);
static int	 macro_names_ra(const struct analysis *, const struct stmt *,
		    int);
static int	 body_target(const struct unit *, int, int, const char *);
static int	 define_ra(struct walk *, struct wstate *, const struct stmt *,
		    int);
static int	 define_ra_at(struct walk *, struct wstate *,
		    const struct stmt *, int, int);
static int	 define_ra_c(struct walk *, struct wstate *,
		    const struct stmt *, int, int);
static int	 data_step(struct walk *, struct wstate *, const struct stmt *,
		    int, int);
/*
 * A use of a .macro of unit u whose head is at h, for its \\params: the
 * use is a statement of unit uu (NULL if rgpp does not know which),
 * and its arguments may name the parameters of the .macro whose body
 * has it (up).
 */
struct mcall {
	const struct unit	*u;
	int			 h;
	const struct stmt	*use;
	const struct mcall	*up;
	const struct unit	*uu;
	struct pcache		*pc;	/* what param_text found, or NULL */
};

/* param_text's answers for one use, by parameter */
#define PCACHE	16
struct pcache {
	int	 n;
	struct {
		char		 p[32];
		const char	*v, *ve;
		int		 r;
	} e[PCACHE];
};

static int	 expand_at(struct walk *, struct wstate *, int,
		    const struct stmt *, const struct mcall *, int, int *,
		    int *);
static const struct unit *ops_unit(const struct analysis *,
		    const struct unit *, const struct stmt *);
static int	 expand_known(struct walk *, struct wstate *, int,
		    const struct stmt *, const struct mcall *, int, int *,
		    int *);
static int	 frame_moved(const struct frame *, const struct frame *);
static int	 frame_keyed(const struct frame *, const struct frame *);
static const char *subst_target(const struct unit *, int,
		    const struct stmt *, const char *, char *, size_t);
static int	 defines_label(const struct unit *, int, const struct stmt *,
		    const char *);
static const char *body_jump(const struct unit *, const struct stmt *,
		    char *, size_t);

/* Can c be part of a symbol's name? */
static int
sym_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

/*
 * The values of the symbols that the reading in order knows (a->sv),
 * read so while sv.on, that an operand of s (of unit x) names, by name
 * or through a macro (as reg_stmt expands it): a number, 0 for none.
 */
static unsigned
sv_sig(const struct walk *w, const struct unit *x, const struct stmt *s)
{
	const struct analysis	*a = w->a;
	struct regread		 rr;
	const char		*t, *p;
	unsigned		 h = 0;
	size_t			 n;
	int			 i, k;

	if (!a->sv.on || a->sv.n == 0)
		return 0;
	if ((s->xflags & (SX_MACREG | SX_BARE)) &&
	    (s = reg_stmt(a, w->arch, x, s, NULL, &rr)) == NULL)
		return 1;
	for (k = 0; k < a->sv.n; k++) {
		n = strlen(a->sv.e[k].name);
		for (i = 0; i < s->nops; i++)
			for (t = s->ops[i].text; (p = strstr(t,
			    a->sv.e[k].name)) != NULL; t = p + 1)
				if ((p == s->ops[i].text || !sym_char(p[-1])) &&
				    !sym_char(p[n]))
					goto named;
		continue;
named:
		h = (h ^ (unsigned)k) * 16777619u;
		h = (h ^ (unsigned)a->sv.e[k].known) * 16777619u;
		h = (h ^ (unsigned)a->sv.e[k].v) * 16777619u;
		h |= 1;
	}
	return h;
}

/* Append to a vector of ints (most hold a few: room for 4 first). */
void
intvec_push(struct intvec *iv, int x)
{
	if (iv->n == iv->cap) {
		if (iv->cap > UINT32_MAX / 2)
			errx(2, "array too large");
		iv->cap = iv->cap ? iv->cap * 2 : 4;
		iv->v = xreallocarray(iv->v, iv->cap, sizeof(*iv->v));
	}
	iv->v[iv->n++] = x;
}

/* Is x in the vector? */
int
intvec_has(const struct intvec *iv, int x)
{
	size_t	 i;

	for (i = 0; i < iv->n; i++)
		if (iv->v[i] == x)
			return 1;
	return 0;
}

/* Free a vector of ints. */
void
intvec_free(struct intvec *iv)
{
	free(iv->v);
	memset(iv, 0, sizeof(*iv));
}

/* Free what flow_facts collected. */
void
facts_free(struct facts *fa)
{
	intvec_free(&fa->rets);
	intvec_free(&fa->prets);
	intvec_free(&fa->mrets);
	intvec_free(&fa->wrets);
	intvec_free(&fa->jump_rets);
	intvec_free(&fa->tails);
	intvec_free(&fa->falls);
	intvec_free(&fa->hidden);
	intvec_free(&fa->reached);
	intvec_free(&fa->spills);
	intvec_free(&fa->reloads);
}

/* Hash of the parts of a state that matter for revisiting. */
static size_t
state_hash(const struct wstate *s)
{
	uint64_t h = (uint64_t)s->stmt * 1000003u;

	h ^= (uint64_t)(uint32_t)s->f.depth * 7919u;
	h ^= (uint64_t)(uint32_t)s->f.fp * 104729u;
	h ^= (uint64_t)(uint32_t)s->f.slack * 40503u;
	h ^= (uint64_t)(uint32_t)s->f.cmp_reg << 40;
	h ^= (uint64_t)((unsigned)s->f.known | (unsigned)s->flags << 4 |
	    ((unsigned)s->mangle & 0xf) << 8 | (unsigned)s->f.ra_reg << 12 |
	    (unsigned)s->reloaded << 13 | (unsigned)s->nrem << 14);
	h ^= (uint64_t)s->rem * 0x85ebca6bu;
	h ^= (uint64_t)(uint32_t)s->mangle << 32;
	h ^= (uint64_t)(uint32_t)s->f.ra_slot * 31337u;
	h ^= (uint64_t)(uint32_t)(s->f.cp * 16 + s->f.cp_reg) * 65537u;
	h ^= s->f.taint * 0xff51afd7ed558ccdull;
	h ^= (uint64_t)(uint32_t)s->f.scratch << 60;
	h ^= (uint64_t)s->f.saved * 0xc2b2ae3d27d4eb4full;
	h *= 0x9e3779b97f4a7c15ull;
	return (size_t)(h >> 17);
}

/* Same state for the purpose of revisiting? */
static int
state_eq(const struct wstate *x, const struct wstate *y)
{
	return x->stmt == y->stmt && x->f.known == y->f.known &&
	    ((x->f.known & FR_ANYDEPTH) == 0 || x->f.depth == y->f.depth) &&
	    x->f.slack == y->f.slack && x->f.cmp_reg == y->f.cmp_reg &&
	    x->f.cmp_w == y->f.cmp_w && x->f.cmp_imm == y->f.cmp_imm &&
	    ((x->f.known & FR_FP) == 0 || x->f.fp == y->f.fp) &&
	    x->mangle == y->mangle && x->flags == y->flags &&
	    x->f.ra_reg == y->f.ra_reg && x->f.ra_slot == y->f.ra_slot &&
	    x->reloaded == y->reloaded && x->rem == y->rem &&
	    x->nrem == y->nrem && x->f.taint == y->f.taint &&
	    x->f.scratch == y->f.scratch && x->f.saved == y->f.saved &&
	    ((x->f.known & FR_CP) == 0 || (x->f.cp == y->f.cp &&
	    x->f.cp_reg == y->f.cp_reg));
}

/* Normalise unknown parts so equal states compare and hash equal. */
static void
state_norm(struct wstate *s)
{
	if ((s->f.known & FR_ANYDEPTH) == 0)
		s->f.depth = 0;
	if ((s->f.known & FR_RANGE) == 0)
		s->f.slack = 0;
	if (s->f.cmp_reg == 0)
		s->f.cmp_w = 0, s->f.cmp_imm = 0;
	if ((s->f.known & FR_FP) == 0)
		s->f.fp = 0;
	if ((s->f.known & FR_CP) == 0)
		s->f.cp = s->f.cp_reg = 0;
}

/*
 * The highest values a register may take in the walk's loops, as a
 * value grows from path to path: each step up to the next of these
 * (a loop over 2, 4, 8 or 16 lanes gets its bound from its compare).
 */
static const uint32_t val_steps[] = {
	0, 1, 3, 7, 15, 31, 63, 127, 255, 4095, 65535, 0x7fffffff,
	0xffffffff
};

#define MAX_JOINS	8	/* widenings of a state's values, then forgot */

/*
 * A state seen again with other register values (x86): 0 if the
 * values seen take in the new ones, else both made the values either
 * may have (a value that grows goes up to the next step; after
 * MAX_JOINS of the state, a value that changes is forgotten), 1 (walk
 * on with them).
 */
static int
vals_join(struct wstate *ws, struct frame *f)
{
	struct frame	*seen = &ws->f;
	uint32_t	 mask = seen->vals & f->vals, h;
	size_t		 k;
	int		 i, j, id;

	for (i = 0; i < FR_NVALS; i++) {
		if ((id = seen->vid[i] - 1) < 0 || !((seen->vals >> id) & 1))
			continue;
		if ((j = frame_vslot(f, id)) < 0 ||
		    f->vlo[j] < seen->vlo[i] || f->vhi[j] > seen->vhi[i])
			break;
	}
	if (i == FR_NVALS)
		return 0;
	ws->joins++;
	for (i = 0; i < FR_NVALS; i++) {
		if ((id = seen->vid[i] - 1) < 0 || !((mask >> id) & 1))
			continue;
		j = frame_vslot(f, id);
		if (ws->joins > MAX_JOINS && (f->vlo[j] != seen->vlo[i] ||
		    f->vhi[j] != seen->vhi[i])) {
			mask &= ~(1u << id);
			continue;
		}
		if (f->vlo[j] < seen->vlo[i])
			seen->vlo[i] = 0;
		if ((h = f->vhi[j]) > seen->vhi[i]) {
			for (k = 0; val_steps[k] < h; k++)
				continue;
			seen->vhi[i] = val_steps[k];
		}
	}
	seen->vals = mask;
	memcpy(f->vid, seen->vid, sizeof(f->vid));
	memcpy(f->vlo, seen->vlo, sizeof(f->vlo));
	memcpy(f->vhi, seen->vhi, sizeof(f->vhi));
	f->vals = mask;
	return 1;
}

/*
 * Insert into the seen set; return 0 if it was already there, 2 if it
 * was with register values it now widens (vals_join: not a new state
 * of the statement, which MAX_PER_STMT counts).
 */
static int
seen_add(struct walk *w, struct wstate *s)
{
	size_t	 i;

	if (2 * (w->nseen + 1) > w->capseen) {
		struct wstate	*old = w->seen;
		size_t		 oldcap = w->capseen, j, n = w->nseen;
		size_t		*oldused = w->used;

		w->capseen = oldcap ? oldcap * 2 : 1024;
		w->seen = xmalloc(w->capseen * sizeof(*w->seen));
		for (j = 0; j < w->capseen; j++)
			w->seen[j].stmt = -1;
		w->used = xmalloc(w->capseen / 2 * sizeof(*w->used));
		w->nseen = 0;
		for (j = 0; j < n; j++)
			seen_add(w, &old[oldused[j]]);
		free(old);
		free(oldused);
	}
	i = state_hash(s) & (w->capseen - 1);
	while (w->seen[i].stmt != -1) {
		if (state_eq(&w->seen[i], s))
			return w->vals_on && vals_join(&w->seen[i], &s->f) ?
			    2 : 0;
		i = (i + 1) & (w->capseen - 1);
	}
	w->seen[i] = *s;
	w->seen[i].joins = 0;
	w->used[w->nseen++] = i;
	return 1;
}

/*
 * Does the walk forget the register values it reads at the statement:
 * one whose effect on them x86_values or the branch does not tell (a
 * .macro use, a .rept, a prefix alone on its line, data); not a
 * label, a cpp line, an instruction, a jump or call, CFI (glibc's
 * cfi_offset(13, -72) too), alignment, an end.
 */
static int
vals_lost(const struct stmt *s)
{
	static const char *const keep[] = {
		".p2align", ".align", ".balign", ".loc", ".type", ".size",
		".globl", ".global", ".hidden", ".local", ".weak", NULL
	};

	if (s->kind != SK_INSN)
		return s->kind == SK_JUNK;
	switch (s->cls) {
	case IC_CODE:
	case IC_JCC:
	case IC_JMP:
	case IC_CALL:
	case IC_RET:
	case IC_FARRET:
	case IC_STOP:
		return 0;
	case IC_CFI:
	case IC_END:
		return 0;
	default:
		return strncasecmp(s->name, ".cfi_", 5) != 0 &&
		    !arch_in(s->name, keep);
	}
}

/* Queue a state to visit. */
static void
push(struct walk *w, const struct wstate *s)
{
	ARRAY_RESERVE(w->work, w->nwork, w->capwork);
	w->work[w->nwork++] = *s;
}

/* Queue a fall-through or jump to statement to (ignored if -1). */
static void
go(struct walk *w, const struct wstate *from, int to, int jumped)
{
	struct wstate	 n = *from;

	if (to == -1)
		return;
	n.stmt = to;
	n.flags &= ~(WS_JUMPED | WS_INITIAL | WS_VIASKIP);
	if (jumped)
		n.flags |= WS_JUMPED;
	push(w, &n);
}

/*
 * Record a violation: the first one wins.  Apart, the first one at or
 * after a planned edit on a path that the macros already in the file
 * had not broken before, with the function of the first edit on that
 * path, which plan() may have to leave alone: that edit is where the
 * path began to differ from the original (a jump over a START planned
 * for another function that falls through the same code).
 */
static void
violate(struct walk *w, struct wstate *s, const char *what)
{
	if (s->first != -1 && !(s->flags & WS_BROKEN) &&
	    w->viol->blame == -1) {
		w->viol->blame = s->first;
		w->viol->bstmt = s->stmt;
		w->viol->bwhat = what;
	}
	if (s->owner == -1)
		s->flags |= WS_BROKEN;
	if (w->viol->stmt != -1)
		return;
	w->viol->stmt = s->stmt;
	w->viol->what = what;
	w->viol->owner = s->owner;
	w->viol->unpaired = s->mangle < 0;
}

/*
 * Does a conditional group have an unconditional #else/.else?  hc is
 * the links of its head.
 */
int
has_else(const struct unit *u, const struct condlink *hc)
{
	const struct condlink	*c;

	for (c = cond_link_next(u, hc); c != NULL; c = cond_link_next(u, c)) {
		const struct stmt *s = &u->st[c->st];
		if (s->cond != COND_ELSE)
			break;
		if ((s->kind == SK_CPP && s->cpp == CPP_ELSE) ||
		    (s->kind == SK_INSN && dir_is(s->name, ".else")))
			return 1;
	}
	return 0;
}

/* Paths into each branch of a conditional group. */
static void
cond_branches(struct walk *w, const struct wstate *st, int head)
{
	const struct unit	*u = w->a->u;
	const struct condlink	*hc = cond_link(u, head), *c;
	int			 b;

	if (hc == NULL)
		return;		/* structure() links every conditional */
	for (c = hc; c != NULL && u->st[c->st].cond != COND_ENDIF;
	    c = cond_link_next(u, c)) {
		/*
		 * as never reads an "#if 0" branch: its path would run
		 * none of the group's (the one past it, if no #else
		 * covers that), and with an #else it has none.
		 */
		if (c == hc && is_if0(u, &u->st[c->st]))
			continue;
		b = next_stmt(u, c->st);
		if (b == c->next)
			b = next_stmt(u, hc->end);
		go(w, st, b, 0);
	}
	if (!has_else(u, hc))
		go(w, st, next_stmt(u, hc->end), 0);
}

/* Follow a jump by name: local labels, or out of the function. */
static void
jump(struct walk *w, struct wstate *st, const char *t, int cond,
    int depth_add)
{
	struct wstate	 n = *st;
	int		 targets[MAX_TARGETS], k, i;

	k = t != NULL ? resolve_label(w->a, st->stmt, t, targets,
	    MAX_TARGETS) : -1;
	if (k == -2) {
		/* into a macro's expansion: the path is not followed */
		if (!w->verify && w->facts->macro_label == -1)
			w->facts->macro_label = st->stmt;
		return;
	}
	if (k <= -3) {
		/* where rgpp does not look: neither followed nor a tail */
		if (!w->verify && w->facts->odd_label == -1) {
			w->facts->odd_label = st->stmt;
			w->facts->odd_why = k == -3 ? "a numeric label behind "
			    "#if or .if groups nested more than 64 deep, "
			    "where rgpp does not look" : k == -4 ? "a label "
			    "that the arguments of a macro call define, "
			    "which rgpp does not read" : k == -5 ? "a label "
			    "that a #define or a header's .macro defines "
			    "where it is used, into code rgpp does not "
			    "follow" : "a symbol the file sets to an "
			    "expression (.set, .equ or =), which rgpp does "
			    "not read";
		}
		return;
	}
	n.f.depth += depth_add;
	for (i = 0; i < k; i++)
		go(w, &n, targets[i], 1);
	if (k >= 0)
		return;
	/* to a function that never returns: the path ends, unreturned */
	if (t != NULL && noreturn_target(w->a, t))
		return;
	/* out of the function: a tail call */
	if (!w->verify)
		intvec_push(&w->facts->reached, st->stmt);
	if (!ra_home(w, st))
		return;
	if (w->verify) {
		if (st->mangle != 0)
			violate(w, st, "jump out of the function while the "
			    "return address is mangled");
		return;
	}
	if (cond) {
		if (w->facts->cond_tail == -1)
			w->facts->cond_tail = st->stmt;
	} else if (!(st->f.known & FR_DEPTH)) {
		if (w->facts->bad_depth == -1)
			w->facts->bad_depth = st->stmt;
	} else if (st->f.depth != 0) {
		if (w->facts->bad_tail == -1)
			w->facts->bad_tail = st->stmt;
	} else
		intvec_push(&w->facts->tails, st->stmt);
}

/*
 * Does the jump at statement i leave the function, as the walk reads
 * it: an indirect jmp, or a jump to a name that no label of the file
 * has, other than a function that never returns?  For plan.c, of
 * jumps that no path reaches.
 */
int
jump_leaves(const struct analysis *a, int i)
{
	const struct stmt	*s = &a->u->st[i];
	char			 buf[256];
	int			 t[MAX_TARGETS];

	if (s->cls != IC_JMP && s->cls != IC_JCC)
		return 0;
	if (a->u->arch->target(s, buf, sizeof(buf)) == NULL)
		return s->cls == IC_JMP;
	return resolve_label(a, i, buf, t, MAX_TARGETS) == -1 &&
	    !noreturn_target(a, buf);
}

/* An indirect jump: a jump table within the function, or a tail call. */
static void
indirect(struct walk *w, struct wstate *st)
{
	struct strmap	*m = &w->a->addr_taken;
	size_t		 i;
	int		 targets[MAX_TARGETS], k, j;

	if (m->n == 0 && !w->a->numeric_taken) {
		jump(w, st, NULL, 0, 0);
		return;
	}
	if (!w->verify && w->facts->indirect == -1)
		w->facts->indirect = st->stmt;
	for (i = 0; i < m->cap; i++) {
		if (m->ents[i].key == NULL)
			continue;
		k = resolve_label(w->a, st->stmt, m->ents[i].key, targets,
		    MAX_TARGETS);
		for (j = 0; j < k; j++)
			go(w, st, targets[j], 1);
	}
}

/* Is s a .insn whose encoding is a jump or a return? */
static int
insn_jumps(const struct unit *u, const struct stmt *s)
{
	char	 buf[256];
	size_t	 n;

	if (u->arch->insn_jump == NULL || s->nops == 0 ||
	    !dir_is(s->name, ".insn"))
		return 0;
	n = s->end - s->ops[0].start;
	if (n >= sizeof(buf))
		n = sizeof(buf) - 1;
	memcpy(buf, u->src->buf + s->ops[0].start, n);
	buf[n] = '\0';
	return u->arch->insn_jump(buf);
}

/*
 * Would function f's RETGUARD_START, with CFI where CFI is open, and
 * the RETGUARD_END_NOCFI that rgpp puts for function g (one that falls
 * into f's return) meet on a path?  After the xor of RETGUARD_END_NOCFI
 * the CFI of the START still says mangled: an unwinder there takes a
 * wrong caller.  (A START with CFI where no CFI is open does not
 * assemble.)
 */
static int
cfi_mix(const struct analysis *a, int f, int g)
{
	return a->funcs[f].cfi && a->funcs[f].own_cfi && !a->funcs[g].cfi;
}

/* The edits that run before a statement reached by falling through. */
static int
edits_before(struct walk *w, struct wstate *st)
{
	int	 i = st->stmt, e;

	if (!w->verify || (st->flags & WS_INITIAL))
		return 0;
	if ((st->flags & WS_JUMPED) && !(st->flags & WS_VIASKIP))
		return 0;
	if (st->flags & WS_VIASKIP) {
		/*
		 * The skip label sits after a START inserted here, or, over
		 * a START in the file, before everything (enum emit_rank).
		 */
		st->flags &= ~WS_VIASKIP;
		if (ix_get(w->ed_start, i) != -1)
			goto after_start;
	}
	if ((e = ix_get(w->ed_skip, i)) != -1) {
		struct wstate n = *st;

		n.owner = w->a->edits[e].owner;
		if (n.first == -1)
			n.first = n.owner;
		n.stmt = w->a->edits[e].tstmt;
		n.flags = (n.flags & ~WS_INITIAL) | WS_JUMPED | WS_VIASKIP;
		push(w, &n);
		return 1;
	}
	if ((e = ix_get(w->ed_start, i)) != -1) {
		st->owner = e;
		if (st->first == -1)
			st->first = e;
		if (mangle_by(st, 1) > 1)
			violate(w, st, "RETGUARD_START would run twice on a "
			    "path");
		if (!at_entry_depth(st))
			violate(w, st, "RETGUARD_START would run with the "
			    "stack not at its entry depth");
	}
after_start:
	if ((e = ix_get(w->ed_end, i)) != -1) {
		st->owner = e;
		if (st->first == -1)
			st->first = e;
		if (mangle_by(st, -1) < 0)
			violate(w, st, "RETGUARD_END would run without "
			    "RETGUARD_START on a path");
		/* one END for functions of both forms (step_mark) */
		if (cfi_mix(w->a, w->func, e))
			violate(w, st, "RETGUARD_END_NOCFI would run after a "
			    "RETGUARD_START with CFI");
		/* one END for returns at several depths (#if branches) */
		if (!at_entry_depth(st))
			violate(w, st, "RETGUARD_END would run with the "
			    "stack not at its entry depth on a path");
		ra_home(w, st);
	}
	return 0;
}

/*
 * Count a START (+1) or an END (-1) on a path.  Past one too many
 * either way the path is wrong already (the first violation is kept):
 * the count stays at 2 or -1, so that a loop through a START does not
 * make a new state at every turn.
 */
static int
mangle_by(struct wstate *st, int d)
{
	st->mangle += d;
	if (st->mangle > 2)
		st->mangle = 2;
	if (st->mangle < -1)
		st->mangle = -1;
	return st->mangle;
}

/* Is the stack pointer known to be where it was at the entry? */
static int
at_entry_depth(const struct wstate *st)
{
	return (st->f.known & FR_DEPTH) && st->f.depth == 0;
}

/*
 * RISC: at a return or a jump out, the return address must be back in
 * its register.  Record it if not; 0 then.
 */
static int
ra_home(struct walk *w, struct wstate *st)
{
	if (!w->a->u->arch->ra_in_reg || st->f.ra_reg)
		return 1;
	if (w->verify)
		violate(w, st, "leaving the function with the return "
		    "address not in its register");
	else if (w->facts->bad_ra == -1)
		w->facts->bad_ra = st->stmt;
	return 0;
}

/*
 * The result registers (of arch->results) that hold an address in the
 * stack in frame f: marked, or the one copy followed.
 */
static uint32_t
result_stack(const struct arch *arch, const struct frame *f)
{
	uint32_t	 r = (uint32_t)f->taint & arch->results;

	if ((f->known & FR_CP) && f->cp_reg >= 0 && f->cp_reg < 32)
		r |= arch->results & ((uint32_t)1 << f->cp_reg);
	return r;
}

/* A return: at entry depth it is the function's; else a jump. */
static void
on_ret(struct walk *w, struct wstate *st)
{
	if (!ra_home(w, st))
		return;
	if (w->callee == 1)
		w->gives |= result_stack(w->a->u->arch, &st->f);
	else if (w->callee == 2)
		w->gives |= w->a->u->arch->results &
		    ~result_stack(w->a->u->arch, &st->f);
	if (w->verify) {
		if ((st->f.known & FR_DEPTH) && st->f.depth == 0 &&
		    st->mangle != 0)
			violate(w, st, "return with the return address "
			    "mangled");
		return;
	}
	if (!(st->f.known & FR_DEPTH)) {
		if (w->facts->bad_depth == -1)
			w->facts->bad_depth = st->stmt;
	} else if (st->f.depth == 0)
		intvec_push(&w->facts->rets, st->stmt);
	else {
		intvec_push(&w->facts->jump_rets, st->stmt);
		intvec_push(&w->facts->jump_rets, st->f.depth);
	}
}

/*
 * A use of a macro that returns with RETGUARD_END inside on every path
 * (vocab gtail): at the entry depth, with the return address mangled
 * once, it ends the path as a protected return.
 */
static void
on_protected_ret(struct walk *w, struct wstate *st)
{
	if (w->verify) {
		if (mangle_by(st, -1) != 0)
			violate(w, st, "a macro with RETGUARD_END inside "
			    "returns without RETGUARD_START on a path");
		if (!at_entry_depth(st))
			violate(w, st, "a macro with RETGUARD_END inside "
			    "returns with the stack not at its entry depth");
		return;
	}
	intvec_push(&w->facts->reached, st->stmt);
	if (!(st->f.known & FR_DEPTH)) {
		if (w->facts->bad_depth == -1)
			w->facts->bad_depth = st->stmt;
	} else if (st->f.depth == 0)
		intvec_push(&w->facts->prets, st->stmt);
	else if (w->facts->bad_tail == -1)
		w->facts->bad_tail = st->stmt;
}

/* Is the statement a use of a macro in the vocab's gtail list? */
static int
protected_ret(const struct analysis *a, const struct stmt *s)
{
	const struct vocab	*v = a->vocab;
	size_t			 i;

	for (i = 0; i < v->ngtail; i++)
		if (v->gtail[i][0] == s->name[0] &&
		    strcmp(v->gtail[i], s->name) == 0)
			return 1;
	return 0;
}

/*
 * At a use of a macro that may jump where the walk does not follow
 * (SF_JUMPMAC, classify.c's macro_jumps): where it goes is not walked,
 * and no RETGUARD_END can go before a jump inside it.  The function is
 * left alone; the checker reports it in a function already protected.
 */
static void
on_jump_macro(struct walk *w, struct wstate *st)
{
	if (w->verify) {
		if (st->mangle != 0)
			violate(w, st, "a macro that may jump where rgpp "
			    "does not follow runs with the return address "
			    "mangled");
	} else if (w->facts->jump_mac == -1)
		w->facts->jump_mac = st->stmt;
}

/*
 * Functions that never return: a call to one ends the path.  Not one
 * the file defines (a panic of its own may return).
 */
static int
noreturn(const struct analysis *a, const char *name)
{
	static const char *const names[] = {
		"abort", "exit", "_exit", "_Exit", "__stack_chk_fail",
		"__chk_fail", "__fortify_fail", "__assert_fail", "panic",
		"longjmp", "_longjmp", "siglongjmp", "__longjmp_chk",
		"pthread_exit", "__libc_fatal", "__cxa_throw",
		"_Unwind_Resume", NULL
	};

	return arch_streq_any(name, names) &&
	    strmap_get(&a->labels, name) == NULL &&
	    strmap_get(&a->funcnames, name) == NULL;
}

/*
 * Is a jump's target a function that never returns: __chk_fail, or
 * glibc's HIDDEN_JUMPTARGET (__chk_fail)?  A jump there, conditional or
 * not, ends the path without using the return address.
 */
static int
noreturn_target(const struct analysis *a, const char *t)
{
	char		 name[64];
	const char	*p;
	size_t		 n;

	if (strncmp(t, "HIDDEN_JUMPTARGET", 17) == 0)
		t += 17;
	else if (strncmp(t, "JUMPTARGET", 10) == 0)
		t += 10;
	else
		return noreturn(a, t);
	while (*t == ' ' || *t == '\t')
		t++;
	if (*t++ != '(')
		return 0;
	while (*t == ' ' || *t == '\t')
		t++;
	for (p = t; *p == '_' || isalnum((unsigned char)*p); p++)
		;
	n = (size_t)(p - t);
	while (*p == ' ' || *p == '\t')
		p++;
	if (n == 0 || n >= sizeof(name) || strcmp(p, ")") != 0)
		return 0;
	memcpy(name, t, n);
	name[n] = '\0';
	return noreturn(a, name);
}

/*
 * May this macro call return from the function?  Its definition (in
 * the file, its headers, or a .macro) has a return inside; or no
 * definition was seen and its name says RET.
 */
static int
macro_returns(const struct analysis *a, const struct stmt *s)
{
	const struct vocab	*v = a->vocab;
	size_t			 i;

	for (i = 0; i < v->nretmac; i++)
		if (strcmp(v->retmac[i], s->name) == 0)
			return 1;
	if (strmap_get(&a->retmacs, s->name) != NULL)
		return 1;
	return strstr(s->name, "RET") != NULL &&
	    strncmp(s->name, "RETGUARD_", 9) != 0 && !defined(a, s->name);
}

/*
 * A use of a header's .macro whose body returns, which flow.c reads
 * at the use (body_ret): one definition, in the headers alone, used in
 * the file's own lines, and no jump out of it.  Its unit and .macro
 * statement.  Inside a #define body's function (in_body) the use is
 * the #define's, where no RETGUARD_RETS goes; a C file's asm blocks
 * and a .s file include no header.  Where the file or a header has a
 * .macro named ret (Linux's 32-bit arm has), RETGUARD_RETS's would be
 * defined twice.
 */
static int
hdr_macro(const struct analysis *a, const struct stmt *s,
    const struct unit **u, int *h)
{
	const struct vocab	*v = a->vocab;

	return v->hset != NULL && !a->in_body && a->u->cpp &&
	    !(s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE |
	    SF_JUMPMAC)) &&
	    listed(v->retmac, v->nretmac, s->name) &&
	    strmap_get(&a->defines, s->name) == NULL &&
	    strmap_get(&a->macheads, s->name) == NULL &&
	    strmap_get(&a->macheads, "ret") == NULL &&
	    strmap_get(&a->macheads, "RET") == NULL &&
	    !learn_hdefines_macro(v, "ret") &&
	    !learn_hdefines_macro(v, "RET") &&
	    learn_hmacro(v, s->name, u, h);
}

/* Does the file or a header it includes define this macro name? */
static int
defined(const struct analysis *a, const char *name)
{
	return strmap_get(&a->defines, name) != NULL ||
	    strmap_get(&a->macheads, name) != NULL ||
	    (a->vocab->hdefs != NULL &&
	    strmap_get(a->vocab->hdefs, name) != NULL);
}

/* The depth is lost here, for why (the reason -Wdepth gives). */
static void
lose_depth(struct walk *w, struct wstate *st, const char *why)
{
	w->hdr_events++;
	st->f.known &= ~FR_ANYDEPTH;
	if (!w->verify && w->facts->unknown_at == -1) {
		w->facts->unknown_at = st->stmt;
		w->facts->unknown_why = why;
	}
}

/*
 * A use of a macro with RETGUARD macros in it that the walk cannot
 * read there (why): the depth is lost, and when checking, that is the
 * finding, rather than what the lost depth makes of what follows.
 */
static void
marks_lost(struct walk *w, struct wstate *st, const char *why)
{
	lose_depth(w, st, why);
	if (w->verify)
		violate(w, st, why);
}

/* Does the file itself define the name (#define or .macro)? */
static int
file_defines(const struct analysis *a, const char *name)
{
	return strmap_get(&a->defines, name) != NULL ||
	    strmap_get(&a->macheads, name) != NULL;
}

/*
 * Has a #define of the file of this name a RETGUARD macro in its body
 * (DEFCODE_MARKS)?  Read where the body is read at the use (file_body),
 * it runs there; anywhere else the walk would not see it run, and the
 * use loses the depth (DEFMARKS).
 */
static int
name_marked(const struct analysis *a, const char *name, int depth)
{
	const int		*c = strmap_get(&a->defcode, name);
	const struct unit	*u = a->u;
	struct hdef		 d[8];
	size_t			 j;
	int			 k, nd;

	if (c == NULL || !(*c & DEFCODE_MARKS))
		return 0;
	if (depth > 8 || (nd = file_defs(a, name, d, 8)) <= 0)
		return 1;
	/*
	 * Not the marks of a #define whose body is a whole function
	 * (SF_FUNCBODY, as rgpp converts OpenBSD's SYS.h): they are that
	 * function's, which its own analysis reads (driver.c's run_body).
	 * Each definition is looked at (SET_ERRNO defined empty, then as
	 * a whole function), and the names each uses, as cpp expands
	 * them: DEFCODE_MARKS (define_moves) says only that some
	 * definition, of the name or one it reaches, may have marks.
	 */
	for (k = 0; k < nd; k++) {
		if (u->st[d[k].st].flags & (SF_FUNCBODY | SF_INACTIVE))
			continue;
		for (j = (size_t)d[k].st + 1; j < u->nst &&
		    u->st[j].body == d[k].st; j++) {
			const struct stmt *s = &u->st[j];

			if (s->kind != SK_INSN)
				continue;
			if (s->cls >= IC_RG_START && s->cls != IC_RG_RESUME)
				return 1;
			if (s->cls == IC_MACRO && strcmp(s->name, name) != 0 &&
			    name_marked(a, s->name, depth + 1))
				return 1;
		}
	}
	return 0;
}

static int
def_marked(const struct analysis *a, const char *name)
{
	return name_marked(a, name, 0);
}

/*
 * A use of a macro that neither the file nor a header that rgpp read
 * defines (a header not found: the assembler's -I not given): it may
 * push, pop, jump or return for all rgpp knows: 1, the depth lost.
 * Landing pads (_CET_ENDBR, BTI_C) do none of that.
 */
static int
undefined(struct walk *w, struct wstate *st, const struct stmt *s)
{
	char		 buf[128];
	const char	*why = "a macro defined in no file rgpp read";
	const char	*t = s->nops > 0 ? s->ops[0].text : "";
	const struct analysis *o;
	int		 n;

	/* X = 8, X .req x9 in a .macro body; an instruction as knows */
	if (landing(s) || set_value(s) != NULL ||
	    strncasecmp(t, ".req", 4) == 0 || arch_other(s->name) == IC_CODE)
		return 0;
	/* a #define body's function: the file's own, not read there */
	for (o = w->a->outer; o != NULL; o = o->outer)
		if (file_defines(o, s->name))
			return 0;
	if (strchr(s->name, '\\') != NULL) {
		lose_depth(w, st, "a macro named by a .macro parameter");
		return 1;
	}
	if (!w->verify && w->facts->unknown_at == -1 &&
	    (n = snprintf(buf, sizeof(buf), "%s, defined in no file rgpp "
	    "read", s->name)) > 0 && (size_t)n < sizeof(buf))
		why = unit_str(w->a->u, buf, (size_t)n);
	lose_depth(w, st, why);
	return 1;
}

/* Is name a parameter of the function-like #define at h of x? */
static int
define_param(const struct unit *x, int h, const char *name)
{
	const struct stmt	*d = &x->st[h];
	const char		*p, *e = x->src->buf + d->end;
	size_t			 n = strlen(name), k;

	if (d->kind != SK_DEFINE)
		return 0;
	p = x->src->buf + d->start + strlen(d->name);
	if (p >= e || *p != '(')
		return 0;
	for (p++; p < e && *p != ')'; p += k > 0 ? k : 1) {
		for (k = 0; p + k < e && (isalnum((unsigned char)p[k]) ||
		    p[k] == '_'); k++)
			;
		if (k == n && memcmp(p, name, n) == 0)
			return 1;
	}
	return 0;
}

/*
 * May the arguments of a use, as the instruction a macro's parameter
 * names, move the stack or touch the return address?  Linux's
 * ALTERNATIVE "", "lfence", X86_FEATURE_... runs its arguments.  By
 * the words in them: a stack pointer (rsp, esp, sp), a push or pop,
 * leave, enter, a return.
 */
static int
args_move(const struct stmt *use)
{
	static const char *const words[] = {
		"sp", "push", "pop", "leave", "enter", "ret", NULL
	};
	const char	*t;
	size_t		 j, k, n;
	int		 i;

	for (i = 0; i < use->nops; i++)
		for (t = use->ops[i].text; *t != '\0'; t++)
			for (k = 0; words[k] != NULL; k++) {
				n = strlen(words[k]);
				for (j = 0; j < n && t[j] != '\0' &&
				    (t[j] | 0x20) == words[k][j]; j++)
					;
				if (j == n)
					return 1;
			}
	return 0;
}

/*
 * Where the return address arrives in a register: does an operand of
 * a use name that register, the stack or frame pointer (arch->probes)
 * or the one RETGUARD_START and RETGUARD_END overwrite, or a .macro
 * parameter, which may be any of them?  A parameter that names the
 * instruction (doit mov x30, x0) may then touch them.
 */
static int
args_regs(const struct arch *arch, const struct unit *uu,
    const struct stmt *use)
{
	const char *const	*g;
	const char		*t, *e, *r;
	size_t			 k, n;
	int			 i;

	if (!arch->ra_in_reg)
		return 0;
	if (uu == NULL)
		return use->nops > 0;
	for (i = 0; i < use->nops; i++)
		for (t = uu->src->buf + use->ops[i].start, e = uu->src->buf +
		    use->ops[i].end; t < e; t += k) {
			if (*t == '\\')
				return 1;
			for (k = 0; t + k < e && (isalnum((unsigned char)
			    t[k]) || t[k] == '_'); k++)
				;
			if (k == 0) {
				k = 1;
				continue;
			}
			if (arch->scratch != NULL && strlen(arch->scratch) ==
			    k && strncasecmp(t, arch->scratch, k) == 0)
				return 1;
			for (g = arch->probes; g != NULL && *g != NULL; g++)
				for (r = *g; *r != '\0'; r += n + (r[n] ==
				    '|')) {
					n = strcspn(r, "|");
					if (n == k && strncasecmp(t, r, k) == 0)
						return 1;
				}
		}
	return 0;
}

static int	 hdr_read(struct walk *, struct wstate *, const struct stmt *,
		    int);
static int	 code_effect(const struct walk *, const struct unit *,
		    const struct stmt *, const struct stmt *,
		    const struct mcall *, struct frame *, struct effect *);
static enum insn_class body_cls(const struct analysis *, const struct unit *,
		    const struct stmt *);
static int	 args_macros(const struct walk *, const struct wstate *,
		    const struct stmt *, int);

/*
 * A label of a header's macro body, or a jump to one that the reading
 * has not reached (numeric labels: 1f is the next 1, 1b the last).
 */
struct hlab {
	char		 name[32];
	struct frame	 f;
};
#define MAX_HLABS	16

/*
 * At a jump inside a header's macro body to t from frame f: if it
 * goes back, f must be the frame at that label; if forward, the label
 * will have to agree.  0 if the body's labels do not tell where t is,
 * or there are too many.
 */
static int
hdr_jump(struct hlab *seen, int nseen, struct hlab *ahead, int *nahead,
    const char *t, const struct frame *f)
{
	size_t	 n = strlen(t);
	int	 k, back = 0;

	if (n > 1 && (t[n - 1] == 'f' || t[n - 1] == 'b') &&
	    strspn(t, "0123456789") == n - 1) {
		back = t[n - 1] == 'b';
		n--;
	} else
		for (k = 0; k < nseen; k++)
			if (strcmp(seen[k].name, t) == 0)
				back = 1;
	if (n >= sizeof(seen[0].name))
		return 0;
	if (back) {
		for (k = nseen - 1; k >= 0; k--)
			if (strncmp(seen[k].name, t, n) == 0 &&
			    seen[k].name[n] == '\0')
				return !frame_moved(&seen[k].f, f);
		return 0;
	}
	if (*nahead == MAX_HLABS)
		return 0;
	memcpy(ahead[*nahead].name, t, n);
	ahead[*nahead].name[n] = '\0';
	ahead[(*nahead)++].f = *f;
	return 1;
}

/*
 * Reach label name of a header's macro body: the jumps to it from
 * before bring their frames, which must agree with the one falling in
 * (none after an unconditional jump).  0 if they do not.
 */
static int
hdr_label(struct hlab *seen, int *nseen, struct hlab *ahead, int *nahead,
    const char *name, struct frame *f, int *dead)
{
	int	 k, j, ok = 1;

	for (k = 0; k < *nahead; ) {
		if (strcmp(ahead[k].name, name) != 0) {
			k++;
			continue;
		}
		if (*dead) {
			*f = ahead[k].f;
			*dead = 0;
		} else if (frame_moved(&ahead[k].f, f))
			ok = 0;
		for (j = k + 1; j < *nahead; j++)
			ahead[j - 1] = ahead[j];
		(*nahead)--;
	}
	*dead = 0;
	if (strlen(name) >= sizeof(seen[0].name))
		return 0;
	for (k = 0; k < *nseen && strcmp(seen[k].name, name) != 0; k++)
		;
	if (k == *nseen) {
		if (*nseen == MAX_HLABS)
			return 0;
		(*nseen)++;
	}
	strcpy(seen[k].name, name);
	seen[k].f = *f;
	return ok;
}

/*
 * The statement at st reads or writes the return address: noted, or a
 * violation where it is mangled.
 */
static void
ra_used(struct walk *w, struct wstate *st)
{
	if (w->verify) {
		if (st->mangle != 0)
			violate(w, st, "return address used while mangled");
	} else if (w->facts->ra_access == -1)
		w->facts->ra_access = st->stmt;
}

/*
 * Looking for facts, an access to the return address: one at a depth
 * not known (how 2) is told after a return at such a depth, which says
 * more (-Wdepth's reason).
 */
static void
ra_note(struct walk *w, struct wstate *st, int how)
{
	if (how != 2)
		ra_used(w, st);
	else if (w->facts->ra_unknown == -1)
		w->facts->ra_unknown = st->stmt;
}

/*
 * An instruction that reads the register the macros overwrite
 * (arch->scratch; e->scratch_read 1: while it holds no value of the
 * function's own).  Looking for facts, that is a value the caller
 * left, which RETGUARD_START would overwrite; checking, one that
 * RETGUARD_START or RETGUARD_END overwrote.
 */
static void
scratch_used(struct walk *w, struct wstate *st, const struct effect *e)
{
	if (e->keeps && !w->verify && w->facts->keeps == -1)
		w->facts->keeps = st->stmt;
	if (e->scratch_read != 1)
		return;
	if (w->verify)
		violate(w, st, "the register that RETGUARD_START and "
		    "RETGUARD_END overwrite is read after them");
	else if (w->facts->scratch_read == -1)
		w->facts->scratch_read = st->stmt;
}

/*
 * An instruction that reads the register the macros overwrite
 * (arch->scratch) while it holds what a call of a function of the file
 * left there (was, the frame's scratch before the instruction: a
 * SCRATCH_CALL): that function's callers rely on its value there, which
 * its RETGUARD_END would overwrite (flow_scratch_by).
 */
static void
scratch_given(struct walk *w, const struct wstate *st,
    const struct effect *e, int was)
{
	int	*by;

	if (e->scratch_read != 2 || was < SCRATCH_CALL || w->verify ||
	    w->callee || w->a->walkmem == NULL ||
	    (by = w->a->walkmem->scratch_by) == NULL)
		return;
	was -= SCRATCH_CALL;
	if (by[2 * was] == -1) {
		by[2 * was] = st->stmt;
		by[2 * was + 1] = w->func;
	}
}

/*
 * A path whose frame says it loaded back a register it saved
 * (SAVED_KEPT), in a macro's body that the walk read at the use st
 * (a .macro of the file or a header's, a #define), remembered or not:
 * a fact as scratch_used's keeps, at the use.
 */
static void
kept_seen(struct walk *w, const struct wstate *st)
{
	if ((st->f.saved & SAVED_KEPT) && !w->verify &&
	    w->facts->keeps == -1)
		w->facts->keeps = st->stmt;
}

/*
 * A conditional branch or an indirect jump, as the registers it reads:
 * the return address's, while mangled; the one the macros overwrite,
 * which RETGUARD_END before a jump out through it would.
 */
static void
branch_reads(struct walk *w, struct wstate *st, const struct stmt *s)
{
	struct frame	 f = st->f;
	struct effect	 e;

	if (!w->a->u->arch->ra_in_reg || s->name[0] == '\\' ||
	    (s->xflags & (SX_MACREG | SX_BARE)))
		return;
	w->arch->effect(s, &f, &e);
	if (s->cls == IC_JCC && e.ra_access)
		ra_used(w, st);
	scratch_used(w, st, &e);
	scratch_given(w, st, &e, st->f.scratch);
	if (s->cls == IC_JMP && e.scratch_read != 0 && !w->verify &&
	    w->facts->scratch_jump == -1)
		w->facts->scratch_jump = st->stmt;
}

/*
 * Data on a path, which runs as code: 1 if it may read or write the
 * return address's register, 2 if it overwrites it as a call does,
 * else 0.  Words that hidden_ra tells; in an architecture where the
 * return address arrives in a register, .insn as insn_ra reads it, and
 * other data rgpp cannot read (.inst 0xce608000 | .L\rd): taken as
 * such a use.  In a header's macro (where DATA_HDR), whose .pushsection
 * rgpp does not follow, only .inst is: .long there is mostly a table's
 * entry (Linux's USER(), an exception table's).  In a .macro body of
 * the file read at a use (DATA_BODY), only what rgpp reads counts: the
 * words it cannot are its parameters' instructions (sha512-ce-core's
 * .inst 0xce608000 | .L\rd ..., sha512h).
 */
#define DATA_FILE	0
#define DATA_HDR	1
#define DATA_BODY	2
static int
data_ra(const struct unit *u, const struct stmt *s, int where)
{
	static const char *const code[] = {
		".inst", ".word", ".long", ".4byte", ".int", ".2byte",
		".hword", ".short", ".half", ".byte", ".quad", ".8byte",
		".xword", ".dword", ".dc.b", ".dc.w", ".dc.l", NULL
	};
	unsigned char	 b[64];
	char		 buf[256];
	size_t		 n;
	int		 k, whole, i;

	k = data_bytes(s, b, sizeof(b), &whole);
	if (k > 0 && u->arch->hidden_ra != NULL &&
	    (i = u->arch->hidden_ra(b, k)) != 0)
		return i;
	if (!u->arch->ra_in_reg || whole)
		return 0;
	if (u->arch->insn_ra != NULL && dir_is(s->name, ".insn")) {
		if (s->nops == 0)
			return 0;
		n = s->end - s->ops[0].start;
		if (n >= sizeof(buf))
			return where != DATA_BODY;
		memcpy(buf, u->src->buf + s->ops[0].start, n);
		buf[n] = '\0';
		if (where == DATA_BODY && strchr(buf, '\\') != NULL)
			return 0;
		return u->arch->insn_ra(buf);
	}
	for (i = 0; where != DATA_BODY && code[i] != NULL &&
	    (where != DATA_HDR || i == 0); i++)
		if (dir_is(s->name, code[i]))
			return 1;
	return 0;
}

static int	 names_param(const struct stmt *);
static int	 if_text(const char *, const char *, const struct repblk *,
		    const struct mcall *, char *, size_t, size_t *, int *);

/*
 * Linux's asm/gpr-num.h gives .L__gpr_num_x0 to x30 and w0 to w30 their
 * numbers, and xzr and wzr 31 (.equ in a .irp), for mrs_s and msr_s to
 * put a register in an .inst: the number the name [t, t + n) has, or
 * -1.  Read so only where the file does not name such a symbol itself.
 */
static int
gpr_num(const char *t, size_t n)
{
	static const char	 pre[] = ".L__gpr_num_";
	size_t			 k = sizeof(pre) - 1;
	int			 v = 0;

	if (n < k + 2 || memcmp(t, pre, k) != 0 || (t[k] != 'x' &&
	    t[k] != 'w'))
		return -1;
	t += k + 1;
	n -= k + 1;
	if (n == 2 && t[0] == 'z' && t[1] == 'r')
		return 31;
	if (n > 2 || (n == 2 && t[0] == '0'))
		return -1;
	for (; n > 0; n--, t++) {
		if (!isdigit((unsigned char)*t))
			return -1;
		v = 10 * v + (*t - '0');
	}
	return v <= 30 ? v : -1;
}

/*
 * Does the file itself set a .L__gpr_num_ symbol, or name one as a
 * label or a statement (= assignment), so that gpr_num's number may not
 * be as's?
 */
static int
gpr_own(const struct unit *u)
{
	static const char	 pre[] = ".L__gpr_num_";
	const struct stmt	*s;
	size_t			 i;

	if (memmem(u->src->buf, u->src->len, pre, sizeof(pre) - 1) == NULL)
		return 0;
	for (i = 0; i < u->nst; i++) {
		s = &u->st[i];
		if (s->name != NULL && strncmp(s->name, pre,
		    sizeof(pre) - 1) == 0)
			return 1;
		if (s->kind == SK_INSN && s->nops > 0 && s->name != NULL &&
		    s->name[0] == '.' && strncmp(s->ops[0].text, pre,
		    sizeof(pre) - 1) == 0)
			return 1;
	}
	return 0;
}

/* Does general register r of aarch64 hold an address in the stack? */
static int
gpr_stack(const struct frame *f, unsigned r)
{
	return r > 30 || ((f->known & FR_CP) && f->cp_reg == (int)r) ||
	    ((f->taint >> r) & 1);
}

/*
 * An aarch64 instruction word that touches neither x30, the stack, the
 * frame pointer, x16 and x17 (which RETGUARD_START and RETGUARD_END
 * use), nor memory through a register that may hold an address in the
 * stack, and that does not jump: what rgpp reads of an .inst of Linux's
 * headers.  mrs and msr of a system register (a write to SPSel or an
 * SP_ELx may move the stack pointer), SVE's and SME's ldr and str of a
 * vector or predicate register or ZA, rdvl, rdsvl, rdffr, wrffr and
 * pfalse.  Any other word: 0.
 */
static int
a64_inst_plain(uint32_t i, const struct frame *f)
{
	unsigned	 r, k;

	if ((i & 0xffd00000) == 0xd5100000) {	/* msr, mrs */
		k = (i >> 5) & 0xffff;		/* op0 to op2 */
		if (!(i & 0x200000) && (k == 0xc210 ||
		    (k & 0xc7ff) == 0xc208))
			return 0;		/* msr spsel, sp_elx */
		r = i & 0x1f;
	} else if ((i & 0xffc0e000) == 0x85804000 ||	/* ldr z */
	    (i & 0xffc0e000) == 0xe5804000 ||		/* str z */
	    (i & 0xffc0e010) == 0x85800000 ||		/* ldr p */
	    (i & 0xffc0e010) == 0xe5800000 ||		/* str p */
	    (i & 0xffdf9c10) == 0xe1000000) {		/* ldr, str za */
		r = (i >> 5) & 0x1f;
		if (r == 31)
			return 0;		/* [sp] */
	} else if ((i & 0xfffff000) == 0x04bf5000 &&	/* rdvl, rdsvl */
	    (i & 0x400) == 0) {
		r = i & 0x1f;
		if (r == 31)
			return 0;
	} else {
		/* rdffr, wrffr, pfalse: no general register */
		return (i & 0xfffffff0) == 0x2519f000 ||
		    (i & 0xfffffe1f) == 0x25289000 ||
		    (i & 0xfffffff0) == 0x2518e400;
	}
	if (r == 31)
		return 1;			/* xzr */
	return r != 16 && r != 17 && r != 29 && r != 30 &&
	    !gpr_stack(f, r);
}

/*
 * The name a #define's argument stands for while hdr_inst expands the
 * body, then each expansion of the argument in its place (as cpp
 * expands the argument before it puts it in): Linux's __emit_inst has
 * a body, for big-endian, that names its argument four times, which
 * regmac.c's results have no room for.  A name that no macro has.
 */
#define INST_ARG	"_Rg"	/* short: as long as cpp's results */
#define INST_ARGS	8
struct instread {
	const struct frame	*f;
	char			 arg[INST_ARGS][256];
	int			 narg;		/* 0: none to put in */
};

/* ex_each's results, kept (hdr_inst) */
static int
inst_arg(void *arg, const char *t)
{
	struct instread	*r = arg;

	if (r->narg == INST_ARGS || strlen(t) >= sizeof(r->arg[0]))
		return 1;
	memcpy(r->arg[r->narg++], t, strlen(t) + 1);
	return 0;
}

/*
 * [t, e) put in buf from *o, the .L__gpr_num_ names as their numbers
 * (gpr_num) and v, if not NULL, in place of INST_ARG: 0, or -1 if a
 * name is not read or buf is too small.
 */
static int
inst_put(const char *t, const char *e, const char *v, char *buf,
    size_t sz, size_t *o)
{
	size_t	 n, k = sizeof(INST_ARG) - 1;
	int	 g;

	for (; t < e; t += n) {
		for (n = 0; t + n < e && (isalnum((unsigned char)t[n]) ||
		    t[n] == '_' || t[n] == '.'); n++)
			;
		if (n > 0 && *t == '.') {
			if ((g = gpr_num(t, n)) == -1 || *o + 3 >= sz)
				return -1;
			*o += (size_t)snprintf(buf + *o, 3, "%d", g);
			continue;
		}
		if (n == k && v != NULL && memcmp(t, INST_ARG, k) == 0) {
			if (inst_put(v, v + strlen(v), NULL, buf, sz, o) == -1)
				return -1;
			continue;
		}
		if (n == 0)
			n = 1;
		if (*o + n >= sz)
			return -1;
		memcpy(buf + *o, t, n);
		*o += n;
	}
	buf[*o] = '\0';
	return 0;
}

/*
 * The words of .inst [t, e), with v in place of INST_ARG, each an
 * expression of numbers once inst_put puts them in: 1 if
 * a64_inst_plain takes them all.
 */
static int
inst_words(const struct instread *r, const char *t, const char *e,
    const char *v)
{
	char		 buf[512], word[512];
	const char	*p, *we;
	size_t		 o = 0;
	long		 x;
	int		 lvl;

	if (inst_put(t, e, v, buf, sizeof(buf), &o) == -1)
		return 0;
	for (p = buf; *p != '\0'; p = *we != '\0' ? we + 1 : we) {
		/* one word, to a comma outside parentheses */
		for (we = p, lvl = 0; *we != '\0' && (*we != ',' || lvl > 0);
		    we++)
			lvl += *we == '(' ? 1 : *we == ')' ? -1 : 0;
		memcpy(word, p, (size_t)(we - p));
		word[we - p] = '\0';
		if (!arch_word(word, &x) || x < -0x80000000L ||
		    x > 0xffffffffL || !a64_inst_plain((uint32_t)x, r->f))
			return 0;
	}
	return 1;
}

/*
 * One expansion t of a header's data statement: 0 if it is .long (not
 * code in a header, data_ra) or .inst of words that inst_words takes
 * with each of the argument's expansions; else 1, which stops ex_each.
 */
static int
inst_read(void *arg, const char *t)
{
	const struct instread	*r = arg;
	const char		*e;
	int			 k;

	t += strspn(t, " \t");
	if (strncasecmp(t, ".long", 5) == 0 && (t[5] == ' ' ||
	    t[5] == '\t' || t[5] == '('))
		return 0;
	if (strncasecmp(t, ".inst", 5) != 0 || (t[5] != ' ' &&
	    t[5] != '\t' && t[5] != '('))
		return 1;
	t += 5;
	e = t + strlen(t);
	if (r->narg == 0)
		return !inst_words(r, t, e, "");
	for (k = 0; k < r->narg; k++)
		if (!inst_words(r, t, e, r->arg[k]))
			return 1;
	return 0;
}

/*
 * A data statement s of a header's body at h of x, or a use of a
 * #define there (__emit_inst(...)), read with the arguments of the use
 * mc (mrs_s x0, SYS_DISR_EL1), of the use around it (up: sve's and
 * sme's macros use mrs_s and msr_s with their own parameters) and the
 * #define bodies of the file and its headers: 1 if every expansion is
 * .inst of words that a64_inst_plain takes (or .long, not code in a
 * header), else 0.  aarch64's only; call: s is a macro's use, read
 * only where it is NAME(...).  up is reached only through arguments of
 * mc's use that name parameters, where hdr_body has marked the reading
 * as one hdr_read does not keep (hdr_chained).
 */
static int
hdr_inst(struct walk *w, const struct wstate *st, const struct unit *x,
    const struct stmt *s, const struct mcall *mc, const struct mcall *up,
    int call)
{
	struct mcall	 m = *mc;
	struct instread	 r;
	char		 raw[256], buf[256], use[64 + sizeof(INST_ARG) + 2];
	const char	*t, *e, *a0, *a1;
	size_t		 o = 0, n;
	int		 args = 0, lvl;

	if (x->arch != &arch_aarch64 || s->end - s->start >= sizeof(raw))
		return 0;
	if (call) {
		/* NAME(...): a #define's use; any other is no .inst */
		t = x->src->buf + s->start + strlen(s->name);
		t += strspn(t, " \t");
		if (*t != '(')
			return 0;
	}
	/* the lines joined: "\\\n" is no parameter */
	for (t = x->src->buf + s->start, e = x->src->buf + s->end; t < e;
	    t++) {
		if (*t == '\\' && t + 1 < e && (t[1] == '\n' ||
		    t[1] == '\r')) {
			raw[o++] = ' ';
			t += t[1] == '\r' && t + 2 < e && t[2] == '\n' ? 2 : 1;
			continue;
		}
		raw[o++] = *t;
	}
	m.up = up;
	if (m.uu == NULL && up != NULL)
		m.uu = up->u;		/* the use is in up's body */
	t = raw;
	e = raw + o;
	o = 0;
	if (if_text(t, e, NULL, &m, buf, sizeof(buf), &o, &args) == -1)
		return 0;
	if (memmem(buf, o, ".L__gpr_num_", 12) != NULL && gpr_own(w->a->u))
		return 0;
	r.f = &st->f;
	r.narg = 0;
	/* NAME(one argument): the argument expanded first */
	for (t = buf; *t == ' ' || *t == '\t'; t++)
		;
	for (n = 0; isalnum((unsigned char)t[n]) || t[n] == '_'; n++)
		;
	a0 = t + n + strspn(t + n, " \t");
	if (n > 0 && n < 64 && *a0 == '(' && strmap_get(&w->a->defines,
	    INST_ARG) == NULL && learn_hdefs(w->a->vocab, INST_ARG, NULL,
	    0) == 0) {
		for (a1 = a0, lvl = 0; *a1 != '\0'; a1++)
			if (*a1 == '(')
				lvl++;
			else if (*a1 == ')' && --lvl == 0)
				break;
			else if (*a1 == ',' && lvl == 1)
				return 0;	/* more than one */
		if (*a1 != ')' || a1[1 + strspn(a1 + 1, " \t")] != '\0' ||
		    ex_each(w->a, a0 + 1, (size_t)(a1 - a0 - 1), inst_arg,
		    &r) != 0 || r.narg == 0)
			return 0;
		memcpy(use, t, n);
		memcpy(use + n, "(" INST_ARG ")", sizeof(INST_ARG) + 2);
		return ex_each(w->a, use, strlen(use), inst_read, &r) == 0;
	}
	return ex_each(w->a, buf, o, inst_read, &r) == 0;
}

/*
 * Does the .macro at h of x define a .macro in its body (Linux's _for,
 * whose _for__body holds \\insn)?  Its statements after that one are
 * not marked as its body's, and what the uses run is not read: a use
 * loses the depth (NESTED).
 */
#define NESTED	"a .macro that defines a .macro"
static int
nests_macro(const struct unit *x, int h)
{
	size_t	 i;

	for (i = (size_t)h + 1; i < x->nst && x->st[i].body == h; i++)
		;
	return x->st[h].kind == SK_INSN && i < x->nst &&
	    x->st[i].kind == SK_INSN && dir_is(x->st[i].name, ".macro");
}

/*
 * An .if of a .macro body that expand_at reads as as does: where to go
 * on (from: the .if, or the branch as reads, whose line is passed
 * over), and where that branch ends (at, or -1 if it is the group's
 * end) and the group does (end), whose lines rgpp passes over.
 */
struct ifknown {
	int	 from, at, end;
};

static int	 if_known(const struct unit *, int, const struct repblk *,
		    const struct mcall *, struct ifknown *, int *);

/* ra_used, for a statement of a header's macro. */
static void
hdr_ra_used(struct walk *w, struct wstate *st)
{
	w->hdr_events++;
	ra_used(w, st);
}

/*
 * An .if of a header's .macro body being read (hdr_if): the frame at
 * it, and the one the first branch left (once past .else).
 */
struct hif {
	struct frame	 at, end;
	int		 els;
};

/*
 * An .if line i of a header's body read at the use mc (hdr_body), as
 * expand_at reads the file's: one whose condition is a number once the
 * use's arguments are put in, or an .ifb or .ifnb (if_known), is read
 * as as reads it: 2, the branch to read in kn[*nkn - 1] (from, at; at
 * -1 when it is the group's end and nothing is to be passed over).  The
 * branches of another are each read from the frame at the .if (hf) and
 * must leave the same frame: 1, or -1 if they do not.  0 for a cpp line, or
 * where a jump is being followed (lost): read as before, the branches
 * in a row (forks).
 */
static int
hdr_if(struct wstate *st, const struct unit *x, int i,
    const struct mcall *mc, struct ifknown *kn, int *nkn, struct hif *hf,
    int *nhf, int lost)
{
	const struct stmt	*s = &x->st[i];
	int			 args = 0;

	if (s->kind != SK_INSN || *nhf < 0 || lost) {
		*nhf = -1;		/* from here, in a row */
		return 0;
	}
	switch (s->cond) {
	case COND_IF:
		if (*nkn < MAX_IF_NEST && if_known(x, i, NULL, mc, &kn[*nkn],
		    &args)) {
			(*nkn)++;
			return 2;
		}
		if (*nhf == MAX_IF_NEST) {
			*nhf = -1;
			return 0;
		}
		hf[*nhf].at = st->f;
		hf[(*nhf)++].els = 0;
		return 1;
	case COND_ELSE:
		if (*nhf == 0)
			return 0;	/* of a group read as as does */
		if (!hf[*nhf - 1].els) {
			hf[*nhf - 1].end = st->f;
			hf[*nhf - 1].els = 1;
		} else if (frame_moved(&hf[*nhf - 1].end, &st->f))
			return -1;
		st->f = hf[*nhf - 1].at;
		return 1;
	case COND_ENDIF:
		if (*nhf == 0)
			return 0;
		(*nhf)--;
		if (frame_moved(hf[*nhf].els ? &hf[*nhf].end : &hf[*nhf].at,
		    &st->f))
			return -1;
		return 1;
	default:
		return 0;
	}
}

/*
 * Read the body of a header's #define or .macro at h of x as if written
 * at the use, from the frame in *st: its instructions move the frame,
 * and one that touches the return address is such an access at the
 * use.  A #define whose body is one instruction without operands, used
 * with operands (REG_S ra, 8(sp), REG_S being sd), is that instruction
 * with them.  Jumps to the body's own labels are followed in order
 * (glibc's DBL_CHECK_FORCE_UFLOW jumps over a subl and an addl): the
 * frames that meet at a label must agree.  The reason the depth is
 * lost, or NULL; a body with an .if in it, or a jump elsewhere, is
 * read only if it leaves the stack alone.
 */
static const char *
hdr_body(struct walk *w, struct wstate *st, const struct unit *x, int h,
    const struct stmt *use, int depth)
{
	const struct analysis	*a = w->a;
	struct frame		 in = st->f, was;
	struct pcache		 pc;
	struct mcall		 mc = { x, h, use, NULL, ops_unit(a, x, use),
				    &pc };
	const struct mcall	*up = w->hdr_up;
	struct effect		 e;
	struct stmt		 sub, mk;
	struct hlab		 seen[MAX_HLABS], ahead[MAX_HLABS];
	unsigned char		 bytes[16];
	char			 buf[64];
	const char		*t;
	size_t			 i;
	int			 forks = 0, moved = 0, one, n, c;
	int			 nseen = 0, nahead = 0, dead = 0, rnest = 0;
	struct ifknown		 kn[MAX_IF_NEST];
	struct hif		 hf[MAX_IF_NEST];
	int			 nkn = 0, nhf = 0;

	pc.n = 0;
	w->hdr_up = NULL;
	if (nests_macro(x, h))
		return NESTED;
	/*
	 * A use in a .macro's body (ldr_this_cpu's adr_l \dst, \sym):
	 * its parameters are the arguments of the use around (up), and
	 * the reading is that use's, not kept for this one (hdr_read).
	 */
	if (up != NULL && x->st[h].kind == SK_INSN && names_param(use)) {
		mc.up = up;
		if (mc.uu == NULL)
			mc.uu = up->u;
		w->hdr_chained = 1;
	}
	one = x->st[h].kind == SK_DEFINE && h + 1 < (int)x->nst &&
	    x->st[h + 1].body == h && ((size_t)h + 2 == x->nst ||
	    x->st[h + 2].body != h) && x->src->buf[x->st[h].start +
	    strlen(x->st[h].name)] != '(';
	for (i = h + 1; i < x->nst && x->st[i].body == h; i++) {
		const struct stmt *s = &x->st[i];

		/* a function placed elsewhere: no step of the use */
		if ((n = body_elsewhere(x, i)) != -1) {
			i = (size_t)n;
			continue;
		}
		if (nkn > 0 && (int)i == kn[nkn - 1].at) {
			/* the branch as reads is over: on past the .endif */
			i = (size_t)kn[--nkn].end;
			continue;
		}
		if (s->cond != COND_NONE) {
			if ((n = hdr_if(st, x, (int)i, &mc, kn, &nkn, hf, &nhf,
			    dead || nahead > 0)) == -1)
				return "a header macro whose .if branches do "
				    "different things to the stack";
			if (n == 0)
				forks = 1;
			else if (n == 2)
				i = (size_t)kn[nkn - 1].from, nkn -=
				    kn[nkn - 1].at == -1;
			continue;
		}
		if (s->kind == SK_LABEL) {
			if (!hdr_label(seen, &nseen, ahead, &nahead,
			    s->name, &st->f, &dead))
				return "a header macro whose paths meet "
				    "at a label with the stack at "
				    "different depths";
			continue;
		}
		if (s->kind != SK_INSN || dead)
			continue;
		/* as repeats a .rept or .irp block: read once, still */
		if (rep_head(s) || dir_is(s->name, ".endr")) {
			rnest += rep_head(s) ? 1 : -(rnest > 0);
			continue;
		}
		was = st->f;
		if (one && s->nops == 0 && use->nops > 0) {
			sub = *s;
			sub.ops = use->ops;
			sub.nops = use->nops;
			sub.xflags |= use->xflags;
			s = &sub;
		}
		/* LDST_PCREL(OP, ...)'s OP: the use's argument */
		if ((c = body_cls(a, x, s)) == IC_MACRO &&
		    define_param(x, h, s->name))
			c = IC_CODE;
		switch (c) {
		case IC_CODE:
			if (s->name[0] == '\\' || define_param(x, h,
			    s->name)) {
				if (args_move(use) || args_regs(x->arch,
				    mc.uu, use) ||
				    args_macros(w, st, use, depth))
					return "an instruction named by a "
					    "header macro's parameter";
				break;
			}
			code_effect(w, x, s, use, &mc, &st->f, &e);
			if (e.spill || e.reload)
				return "a header macro that saves or loads "
				    "the return address";
			ra_effect(w, st, &e);
			if (e.ra_access)
				hdr_ra_used(w, st);
			if (e.scratch_read == 1) {
				w->hdr_events++;
				scratch_used(w, st, &e);
			}
			if (e.unknown != NULL)
				return e.unknown;
			break;
		case IC_CALL:
			arch_call(&st->f, x->arch);
			if (x->arch->ra_in_reg) {
				w->arch->effect(s, &st->f, &e);
				ra_effect(w, st, &e);
			}
			break;
		case IC_MACRO:
			/* __emit_inst(...) of mrs_s: .inst of a word */
			if (hdr_inst(w, st, x, s, &mc, up, 1))
				break;
			w->hdr_up = &mc;
			if (depth < 8 && !file_defines(a, s->name) &&
			    !hdr_read(w, st, s, depth + 1))
				(void)undefined(w, st, s);
			w->hdr_up = NULL;
			break;
		case IC_JMP:
		case IC_JCC:
			t = x->arch->target(s, buf, sizeof(buf));
			if (t == NULL || !hdr_jump(seen, nseen, ahead,
			    &nahead, t, &st->f))
				forks = 1;
			dead = c == IC_JMP;
			break;
		case IC_RG_START:
		case IC_RG_END:
			/* PROLOGUE's: it runs here, every time */
			w->hdr_events++;
			mk = *s;
			mk.cls = c;	/* classified here, not in x */
			step_mark(w, st, &mk);
			break;
		case IC_RG_SPILLED:
		case IC_RG_RELOADED:
			/* EPILOGUE's RELOADED: its rule, checked here */
			w->hdr_events++;
			mk = *s;
			mk.cls = c;
			rule_mark(w, st, &mk, &mc);
			break;
		case IC_RET:
		case IC_FARRET:
			return "a return inside a header macro";
		case IC_DATA:
			n = data_bytes(s, bytes, sizeof(bytes), NULL);
			if (n <= 0 && dir_is(s->name, ".inst") &&
			    hdr_inst(w, st, x, s, &mc, up, 0))
				break;
			if (n > 0 && (x->arch->hidden_ret(bytes, n) ||
			    x->arch->hidden_jump(bytes, n)))
				return "a return or jump written as data "
				    "inside a header macro";
			/* .inst 0xd503233f, paciasp: as its hint */
			if ((n = data_ra(x, s, DATA_HDR)) == 1)
				hdr_ra_used(w, st);
			else if (n == 2)
				st->f.ra_reg = 0;	/* a call */
			break;
		default:
			break;
		}
		if (frame_moved(&in, &st->f))
			moved = 1;
		if (rnest > 0 && frame_moved(&was, &st->f))
			return "a header macro that moves the stack in a "
			    ".rept or .irp block";
	}
	if ((forks || nahead > 0 || dead) && moved)
		return "a header macro that moves the stack, with a jump "
		    "out or an .if inside";
	return NULL;
}

/* The branches of the #if at g of x: #if, #elif and #else lines. */
static int
if_branches(const struct unit *x, int g)
{
	int	 i, n = 1;

	for (i = cond_next(x, g); i != -1 && x->st[i].cond == COND_ELSE;
	    i = cond_next(x, i))
		n++;
	return n;
}

/*
 * Where two definitions of a header part as branches of one #if: the
 * index of that #if in their lists, or -1 if they do not (one is under
 * an #if the other is not, or they are in different headers).
 */
static int
parting(const struct hdef *x, const struct hdef *y)
{
	int	 i;

	if (x->home != y->home || x->np > HDEF_IFS || y->np > HDEF_IFS)
		return -1;
	for (i = 0; i < x->np && i < y->np; i++) {
		if (x->pg[i] != y->pg[i])
			return -1;
		if (x->pb[i] != y->pb[i])
			return i;
	}
	return -1;
}

/*
 * Read a header's definition at h of x from a copy of the frame, as a
 * walk that keeps no facts: the frame it leaves in *out, in *ra
 * whether it touches the return address; the reason the depth is
 * lost, or NULL.
 */
static const char *
hdr_dry(const struct walk *w, const struct wstate *st, const struct unit *x,
    int h, const struct stmt *use, int depth, struct frame *out, int *ra)
{
	struct walk	 dw = *w;
	struct facts	 df;
	struct wstate	 t = *st;
	const char	*why;

	dw.verify = 0;
	memset(&df, 0, sizeof(df));
	df.ra_access = df.unknown_at = -1;
	dw.facts = &df;
	why = hdr_body(&dw, &t, x, h, use, depth);
	*out = t.f;
	*ra = df.ra_access != -1;
	facts_free(&df);
	return why;
}

/*
 * The next statement of the header's body at h of x from i on that is
 * a RETGUARD macro but RESUME (CFI only), as the use reads it; or the
 * first past the body.
 */
static size_t
next_mark(const struct analysis *a, const struct unit *x, int h, size_t i)
{
	enum insn_class	 c;

	for (; i < x->nst && x->st[i].body == h; i++)
		if (x->st[i].kind == SK_INSN &&
		    (c = body_cls(a, x, &x->st[i])) >= IC_RG_START &&
		    c != IC_RG_RESUME)
			break;
	return i;
}

/*
 * Do two definitions of a header's macro differ in their RETGUARD
 * macros, in order, class and operands?  A dry reading (hdr_dry) does
 * not check them: definitions that move the frame alike but differ so
 * are not the same (hdr_work), and each is read where it is in force.
 */
static int
marks_differ(const struct analysis *a, const struct hdef *p,
    const struct hdef *q)
{
	size_t	 i = (size_t)p->st + 1, j = (size_t)q->st + 1;
	int	 k, ei, ej;

	for (;; i++, j++) {
		i = next_mark(a, p->u, p->st, i);
		j = next_mark(a, q->u, q->st, j);
		ei = i >= p->u->nst || p->u->st[i].body != p->st;
		ej = j >= q->u->nst || q->u->st[j].body != q->st;
		if (ei || ej)
			return ei != ej;
		if (body_cls(a, p->u, &p->u->st[i]) !=
		    body_cls(a, q->u, &q->u->st[j]) ||
		    p->u->st[i].nops != q->u->st[j].nops)
			return 1;
		for (k = 0; k < p->u->st[i].nops; k++)
			if (strcmp(p->u->st[i].ops[k].text,
			    q->u->st[j].ops[k].text) != 0)
				return 1;
	}
}

/* Do all the definitions leave the same frame and find the same? */
static int
hdr_same(const struct walk *w, const struct wstate *st,
    const struct hdef *d, int n, const struct stmt *use, int depth)
{
	struct frame	 f0, f;
	const char	*why0;
	int		 k, ra0, ra;

	why0 = hdr_dry(w, st, d[0].u, d[0].st, use, depth, &f0, &ra0);
	for (k = 1; k < n; k++)
		if ((hdr_dry(w, st, d[k].u, d[k].st, use, depth, &f,
		    &ra) == NULL) != (why0 == NULL) || ra != ra0 ||
		    frame_moved(&f0, &f))
			return 0;
	return 1;
}

/*
 * Does an argument of a use name a macro that may move the stack or
 * touch the return address, where a parameter names the instruction
 * (ALTERNATIVE "", "SAVE_REGS")?  Each definition, the file's or a
 * header's, is read from a copy of the frame; a name the file defines
 * twice may.  Registers, numbers, local labels and parameters are no
 * macro names.
 */
static int
args_macros(const struct walk *w, const struct wstate *st,
    const struct stmt *use, int depth)
{
	struct hdef	 d[8];
	struct stmt	 bare;
	struct frame	 f;
	char		 name[64];
	const char	*t, *b;
	const int	*h;
	size_t		 k;
	int		 i, j, n, ra;

	if (depth >= 8)
		return 1;
	memset(&bare, 0, sizeof(bare));
	bare.name = name;
	for (i = 0; i < use->nops; i++)
		for (b = t = use->ops[i].text; *t != '\0'; t += k) {
			for (k = 0; isalnum((unsigned char)t[k]) ||
			    t[k] == '_'; k++)
				;
			if (k == 0) {
				k = 1;
				continue;
			}
			if (isdigit((unsigned char)*t) || (t > b &&
			    strchr("%.\\$", t[-1]) != NULL) ||
			    k >= sizeof(name))
				continue;
			memcpy(name, t, k);
			name[k] = '\0';
			if (file_defines(w->a, name)) {
				/* the file's: read its one definition */
				if (strmap_get(&w->a->redefs, name) != NULL ||
				    strmap_get(&w->a->remacs, name) != NULL)
					return 1;
				h = strmap_get(&w->a->defines, name);
				if (h == NULL)
					h = strmap_get(&w->a->macheads, name);
				if (hdr_dry(w, st, w->a->u, *h, &bare,
				    depth + 1, &f, &ra) != NULL || ra ||
				    frame_moved(&st->f, &f))
					return 1;
				continue;
			}
			if ((n = learn_hdefs(w->a->vocab, name, d, 8)) > 8)
				return 1;
			for (j = 0; j < n; j++)
				if (hdr_dry(w, st, d[j].u, d[j].st, &bare,
				    depth + 1, &f, &ra) != NULL || ra ||
				    frame_moved(&st->f, &f))
					return 1;
		}
	return 0;
}

/*
 * A use of a macro that the headers define, and the file does not:
 * its body is read at the use (hdr_body).  Defined more than once,
 * the definitions must do the same, or be the branches of one #if of
 * one header: then the walk takes one branch, remembered in w->cfg for
 * every macro of that #if, and other_cfgs walks the others.  Return 0
 * if the headers do not define the name.
 */
static int
hdr_work(struct walk *w, struct wstate *st, const struct stmt *use,
    int depth)
{
	const struct analysis	*a = w->a;
	struct hdef		 d[8];
	const char		*why;
	int			 n, k, c, i, g, pick = 0, marks = 0;

	if (a->vocab->hset == NULL || (n = learn_hdefs(a->vocab, use->name,
	    d, 8)) == 0)
		return 0;
	if (n > 8) {
		lose_depth(w, st, "a header macro with more than 8 "
		    "definitions");
		return 1;
	}
	for (k = 1; k < n && !marks; k++)
		marks = marks_differ(a, &d[0], &d[k]);
	if (n > 1 && (marks || !hdr_same(w, st, d, n, use, depth))) {
		w->hdr_events++;	/* a branch taken */
		/* each two part at the same #if, in branches of their own */
		i = parting(&d[0], &d[1]);
		for (c = 0; c < n && i != -1; c++)
			for (k = c + 1; k < n; k++)
				if (parting(&d[c], &d[k]) != i)
					i = -1;
		if (i == -1) {
			if (marks)
				marks_lost(w, st, "a header macro defined "
				    "more than once, with different RETGUARD "
				    "macros in the definitions");
			else
				lose_depth(w, st, "a header macro defined "
				    "more than once, the definitions doing "
				    "different things to the stack");
			return 1;
		}
		g = d[0].pg[i];
		for (c = 0; c < w->ncfg; c++)
			if (w->cfg[c].home == d[0].home &&
			    w->cfg[c].group == g)
				break;
		if (c < w->ncfg) {
			for (pick = 0; pick < n && d[pick].pb[i] !=
			    w->cfg[c].branch; pick++)
				;
			if (pick == n) {
				/* as fails on the use: no such build */
				w->impossible = 1;
				return 1;
			}
		} else if (w->fixed || w->ncfg == MAX_CFG_GROUPS) {
			lose_depth(w, st, "header macros in the branches "
			    "of more #if lines than rgpp follows");
			return 1;
		} else {
			w->cfg[c].home = d[0].home;
			w->cfg[c].group = g;
			w->cfg[c].branch = d[0].pb[i];
			w->cfg[c].nbranch = if_branches(d[0].home, g);
			w->cfg[c].use = st->stmt;
			w->ncfg++;
		}
	}
	if ((why = hdr_body(w, st, d[pick].u, d[pick].st, use, depth)) !=
	    NULL)
		lose_depth(w, st, why);
	return 1;
}

/*
 * hdr_work, remembered for a use and a frame when the reading only
 * moved the frame, and its parameters are not the use around's
 * (hdr_chained).
 */
static int
hdr_read(struct walk *w, struct wstate *st, const struct stmt *use,
    int depth)
{
	struct hdrread	*x;
	struct frame	 in = st->f;
	unsigned	 k, was = w->hdr_events;
	int		 r, chained = w->hdr_chained, mine;

	k = (unsigned)(((uintptr_t)use >> 4) * 31u + (unsigned)depth +
	    (unsigned)in.depth * 7u + (unsigned)in.known +
	    (unsigned)in.ra_reg * 3u + (unsigned)in.ra_slot +
	    (unsigned)in.fp) % NHDRREADS;
	if (w->a->walkmem->hdrs == NULL)
		w->a->walkmem->hdrs = xcalloc(NHDRREADS,
		    sizeof(*w->a->walkmem->hdrs));
	x = &w->a->walkmem->hdrs[k];
	if (x->use == use && x->depth == depth && x->arch == w->arch &&
	    frame_keyed(&x->in, &in)) {
		st->f = x->out;
		return x->defined;
	}
	w->hdr_chained = 0;
	r = hdr_work(w, st, use, depth);
	/*
	 * A reading that took the arguments of the use around (its own
	 * use names parameters) is not kept for its use; those below it
	 * that took this use's are, as this use fixes them.
	 */
	mine = w->hdr_chained;
	w->hdr_chained = chained;
	if (w->hdr_events == was && !mine) {
		x->use = use;
		x->depth = depth;
		x->defined = r;
		x->in = in;
		x->out = st->f;
		x->arch = w->arch;
	}
	return r;
}

/*
 * Falling through a function's end: fine into another entry, else the
 * path runs into code that is not this function's.  A RETGUARD_SKIP on
 * the way is the jump over that entry's START that rgpp put there
 * (after an #endif that closes the function, when it has to).
 */
static int
runs_off(const struct analysis *a, int i)
{
	const struct unit	*u = a->u;
	int			 n;

	for (n = a->fall[i]; n != -1; n = a->fall[n]) {
		const struct stmt *s = &u->st[n];

		if (ix_get(a->func_at, n) != -1)
			return 0;
		if (s->kind == SK_CPP || s->kind == SK_DEFINE)
			continue;
		if (s->kind == SK_INSN && (s->cls == IC_NONE ||
		    s->cls == IC_CFI || s->cls == IC_END ||
		    s->cls == IC_RG_SKIP))
			continue;
		return 1;
	}
	return 1;
}

/* code_effect of a statement that names a register by a macro */
static void
macro_reg_effect(const struct walk *w, const struct unit *x,
    const struct stmt *s, const struct stmt *use, struct frame *f,
    struct effect *e)
{
	struct regread		 rr;
	const struct stmt	*r = reg_stmt(w->a, w->arch, x, s, use, &rr);

	if (r == NULL) {
		memset(e, 0, sizeof(*e));
		f->known &= ~(FR_ANYDEPTH | FR_FP | FR_CP);
		e->unknown = w->arch->bare_regs ? "a name that a macro or "
		    ".req makes a register or value rgpp cannot tell" :
		    "a register named by a macro that may be the stack or "
		    "frame pointer";
		return;
	}
	w->arch->effect(r, f, e);
	if (s->name[0] == '\\') {
		f->known &= ~FR_ANYDEPTH;
		e->unknown = "an instruction named by a .macro parameter";
	}
}

/*
 * The unit, of a's and x, whose operands those of the statement s are
 * (s may be a copy), or NULL.
 */
static const struct unit *
ops_unit(const struct analysis *a, const struct unit *x, const struct stmt *s)
{
	uintptr_t	 p = (uintptr_t)s->ops;

	if (s->nops == 0)
		return a->u;
	if (p - (uintptr_t)a->u->ops < a->u->nops * sizeof(*s->ops))
		return a->u;
	if (x != NULL && p - (uintptr_t)x->ops < x->nops * sizeof(*s->ops))
		return x;
	return NULL;
}

/* Does an operand of s name a .macro parameter (\\reg; not \\@, \\())? */
static int
names_param(const struct stmt *s)
{
	const char	*t;
	int		 i;

	for (i = 0; i < s->nops; i++)
		for (t = s->ops[i].text; (t = strchr(t, '\\')) != NULL; t++)
			if (isalpha((unsigned char)t[1]) || t[1] == '_')
				return 1;
	return 0;
}

/* A character of an operand's token: %\\reg, x\\i, .L\\name\\@ */
#define PARAM_TOKCH(c) (isalnum((unsigned char)(c)) || (c) == '_' || \
	(c) == '%' || (c) == '.' || (c) == '\\' || (c) == '@')

/*
 * Can the token [p, e) spell the register r (up to a | or its end),
 * each of its parameters (\\name, \\@) standing for any text and \\()
 * for none?  In any case: as takes %RSP.  A wildcard match that goes
 * back only to the last parameter: time in the token's length times
 * the register's.
 */
static int
tok_spells(const char *p, const char *e, const char *r)
{
	const char	*re = r + strcspn(r, "|"), *bp = NULL, *br = NULL;

	for (;;) {
		if (p < e && *p == '\\') {
			if (p + 2 < e && p[1] == '(' && p[2] == ')') {
				p += 3;		/* \\(): nothing */
				continue;
			}
			if (++p < e && *p == '@')
				p++;
			else
				while (p < e && (isalnum((unsigned char)*p) ||
				    *p == '_'))
					p++;
			bp = p;			/* any text: none first */
			br = r;
			continue;
		}
		if (r == re && p == e)
			return 1;
		if (r < re && p < e && tolower((unsigned char)*p) ==
		    tolower((unsigned char)*r)) {
			p++;
			r++;
			continue;
		}
		if (bp == NULL || br == re)
			return 0;
		p = bp;			/* the parameter takes one more */
		r = ++br;
	}
}

/*
 * The first spelling in the group r (x30|lr|w30) that the token [p, e)
 * can spell, its length in *n; NULL if none.
 */
static const char *
tok_spelling(const char *p, const char *e, const char *r, size_t *n)
{
	for (;;) {
		*n = strcspn(r, "|");
		if (tok_spells(p, e, r))
			return r;
		if (r[*n] == '\0')
			return NULL;
		r += *n + 1;
	}
}

static const char *mc_value(const struct mcall *, const char *, char *,
		    size_t);

/*
 * s, of the .macro body at h of x, with each operand token that names
 * a parameter replaced in *rr: by a spelling of the register r (a
 * group of them) where the token can spell one (counted in *hits), or,
 * r NULL, each parameter by the argument of the use mc.  0, or -1 if it
 * does not fit or an argument is not one that rgpp reads (mc_value).
 */
static int
param_subst(const struct unit *x, int h, const struct stmt *s,
    const struct mcall *mc, const char *r, struct regread *rr, int *hits)
{
	const char	*t, *e, *q, *v;
	char		 name[64], val[64];
	size_t		 o, n;
	int		 i;

	if (s->nops > REG_OPS)
		return -1;
	rr->st = *s;
	rr->st.ops = rr->ops;
	for (i = 0; i < s->nops; i++) {
		rr->ops[i] = s->ops[i];
		rr->ops[i].text = rr->text[i];
		for (t = s->ops[i].text, o = 0; *t != '\0'; t = e) {
			for (e = t; PARAM_TOKCH(*e) || (e[0] == '(' &&
			    e > t && e[-1] == '\\'); e++)
				if (e[0] == '(' && e[1] == ')')
					e++;
			if (e == t)
				e++;
			if (memchr(t, '\\', (size_t)(e - t)) == NULL ||
			    (r != NULL && (v = tok_spelling(t, e, r,
			    &n)) == NULL)) {
				n = (size_t)(e - t);
				v = t;
			} else if (r != NULL) {
				(*hits)++;
			} else {
				/* each \\name by its argument, \\() by none */
				for (q = t; q < e; ) {
					if (*q != '\\') {
						if (o + 1 >= REG_TEXT)
							return -1;
						rr->text[i][o++] = *q++;
						continue;
					}
					if (q + 2 < e + 1 && q[1] == '(') {
						q += 3;
						continue;
					}
					for (n = 0, q++; q + n < e &&
					    (isalnum((unsigned char)q[n]) ||
					    q[n] == '_'); n++)
						;
					if (n == 0 || n >= sizeof(name))
						return -1;
					memcpy(name, q, n);
					name[n] = '\0';
					q += n;
					if ((v = mc_value(mc, name, val,
					    sizeof(val))) == NULL ||
					    o + strlen(v) >= REG_TEXT)
						return -1;
					memcpy(rr->text[i] + o, v, strlen(v));
					o += strlen(v);
				}
				continue;
			}
			if (o + n >= REG_TEXT)
				return -1;
			memcpy(rr->text[i] + o, v, n);
			o += n;
		}
		rr->text[i][o] = '\0';
	}
	return 0;
}

static int	 param_mentions(const struct analysis *, const struct mcall *,
		    const char *);

/* param_mentions for any parameter that the operands of s name */
static int
params_mention(const struct analysis *a, const struct mcall *mc,
    const struct stmt *s)
{
	const char	*t;
	char		 name[64];
	size_t		 n;
	int		 i;

	for (i = 0; i < s->nops; i++)
		for (t = s->ops[i].text; (t = strchr(t, '\\')) != NULL; ) {
			for (t++, n = 0; isalnum((unsigned char)t[n]) ||
			    t[n] == '_'; n++)
				;
			if (n == 0)
				continue;	/* \\@, \\() */
			if (n >= sizeof(name))
				return 1;
			memcpy(name, t, n);
			name[n] = '\0';
			if (param_mentions(a, mc, name))
				return 1;
			t += n;
		}
	return 0;
}

static int	 frame_moved(const struct frame *, const struct frame *);

/*
 * A statement s of the .macro body at h whose operands name its
 * parameters (movq %\\src, %\\dst), whose effect code_effect has put
 * in *f and *e from the frame in: where a register of arch->probes in
 * a parameter's place would do something else to the frame or the
 * return address, it is read with the arguments of the macro's use mc
 * (each a register, a name or a number, or a parameter of the .macro
 * around that use), and the depth is lost where there is no use or
 * rgpp cannot read them.  1 if the reading is the use's (not to be
 * kept for the body), else 0.
 */
static int
param_effect(const struct walk *w, const struct unit *x, int h,
    const struct stmt *s, const struct mcall *mc, const struct frame *in,
    struct frame *f, struct effect *e)
{
	const char *const	*r;
	struct regread		 rr;
	struct frame		 pf;
	struct effect		 pe;
	struct probed		*pr;
	int			 hits, differ = 0;
	/*
	 * A copy (rep_stmt's, read_body's) is not kept: its address is.
	 * One that names a symbol a reading in order knows (sv_number)
	 * is kept with the values it reads (sv_sig).
	 */
	int			 keep = (uintptr_t)s - (uintptr_t)x->st <
				    x->nst * sizeof(*s);
	unsigned		 sig = sv_sig(w, x, s);

	if (w->a->walkmem->probed == NULL)
		w->a->walkmem->probed = xcalloc(NPROBED, sizeof(*pr));
	pr = &w->a->walkmem->probed[((uintptr_t)s / sizeof(*s) +
	    (unsigned)in->depth * 7u + (unsigned)in->known +
	    (unsigned)in->fp * 3u + (unsigned)in->ra_slot + sig) % NPROBED];
	if (keep && pr->s == s && pr->arch == w->arch && pr->sig == sig &&
	    frame_keyed(&pr->in, in))
		return 0;
	for (r = w->arch->probes; r != NULL && *r != NULL && !differ; r++) {
		hits = 0;
		if (param_subst(x, h, s, NULL, *r, &rr, &hits) == -1) {
			differ = 1;
			break;
		}
		if (hits == 0)
			continue;
		pf = *in;
		w->arch->effect(&rr.st, &pf, &pe);
		differ = frame_moved(&pf, f) || pe.ra_access != e->ra_access ||
		    (pe.unknown == NULL) != (e->unknown == NULL) ||
		    pe.spill != e->spill || pe.reload != e->reload ||
		    pe.clobber != e->clobber || pe.slot != e->slot;
	}
	/*
	 * aarch64's x16, which RETGUARD_START overwrites, in a parameter's
	 * place: read with the arguments too where that reads or writes it
	 * (ldr_l \dst with x16: the function's own x16 from there on),
	 * while x16 holds none of the function's (then neither a read nor a
	 * write of it changes anything).
	 */
	if (!differ && w->arch->scratch != NULL && !in->scratch) {
		hits = 0;
		if (param_subst(x, h, s, NULL, "x16|w16|ip0", &rr, &hits) ==
		    -1)
			differ = 1;
		else if (hits > 0) {
			pf = *in;
			w->arch->effect(&rr.st, &pf, &pe);
			differ = frame_moved(&pf, f) ||
			    pe.scratch_read != e->scratch_read;
		}
	}
	if (!differ) {
		if (keep) {
			pr->s = s;
			pr->in = *in;
			pr->arch = w->arch;
			pr->sig = sig;
		}
		return 0;
	}
	if (mc != NULL && param_subst(x, h, s, mc, NULL, &rr, &hits) == 0) {
		*f = *in;
		rr.st.body = -1;	/* its parameters read */
		code_effect(w, x, &rr.st, NULL, NULL, f, e);
		return 1;
	}
	/*
	 * Arguments rgpp does not read (8(%rdi), ONE(%rip)): the body's
	 * own reading, if none that its parameters take names such a
	 * register, by name or through a macro (arg7 may be 16(%rsp)).
	 */
	if (mc != NULL && !params_mention(w->a, mc, s))
		return 1;
	*f = *in;
	memset(e, 0, sizeof(*e));
	f->known &= ~(FR_ANYDEPTH | FR_FP | FR_CP);
	e->unknown = "a register named by a .macro parameter";
	return 1;
}

/*
 * What an instruction s of unit x (read for use, in a header's #define)
 * does to the frame.  A register that a macro names is the one the
 * macro stands for (reg_stmt).  One named by a parameter of the .macro
 * around it (\\op) may be any instruction at all; one of its operands
 * that names a parameter, any register (param_effect: mc is the use of
 * the .macro, or NULL).  1 if the reading is mc's, else 0.
 */
static int
code_effect(const struct walk *w, const struct unit *x, const struct stmt *s,
    const struct stmt *use, const struct mcall *mc, struct frame *f,
    struct effect *e)
{
	struct frame	 in = *f;

	if (s->xflags & (SX_MACREG | SX_BARE))
		macro_reg_effect(w, x, s, use, f, e);
	else {
		w->arch->effect(s, f, e);
		if (s->name[0] == '\\') {
			f->known &= ~FR_ANYDEPTH;
			e->unknown = "an instruction named by a .macro "
			    "parameter";
			return 0;
		}
	}
	if (s->body == -1 || x->st[s->body].kind == SK_DEFINE ||
	    s->nops == 0 || !names_param(s))
		return 0;
	return param_effect(w, x, s->body, s, mc, &in, f, e);
}

/* Is t a label of the .macro body at h (a jump that stays inside)? */
static int
body_label(const struct unit *u, int h, const char *t)
{
	size_t	 i, n = strlen(t);

	/* 1f, 2b: a numeric label; is it the body's? */
	if (n > 1 && (t[n - 1] == 'f' || t[n - 1] == 'b') &&
	    strspn(t, "0123456789") == n - 1)
		n--;
	for (i = h + 1; i < u->nst && u->st[i].body == h; i++)
		if (u->st[i].kind == SK_LABEL &&
		    strncmp(u->st[i].name, t, n) == 0 &&
		    u->st[i].name[n] == '\0')
			return 1;
	return 0;
}

/*
 * A call of a .macro defined in this file, or of a #define of it that
 * file_body reads (ENTRANCE, "pushl %esi; pushl %edi"): its
 * instructions act on the frame as if written here (save_regs pushing,
 * or reading the return address).  Flow inside the body is not
 * followed, but a jump out of the body is a jump from the call: to a
 * label of the file (followed), or out of the function (a tail call,
 * RETGUARD_END before the call).  A jump rgpp cannot place (to a
 * parameter, or indirect) leaves the function alone.  Return 1 if the
 * path ends in the body (an unconditional jump out of a body without
 * labels of its own).
 */
static int
expand_macro(struct walk *w, struct wstate *st, int h, const struct stmt *call)
{
	int	 plain, args;

	return expand_known(w, st, h, call, NULL, 0, &plain, &args);
}

/*
 * A key of the arguments of the use s (of unit u) and of the uses up
 * around it, whose parameters its arguments may name: their text.
 */
static unsigned
args_key(const struct unit *u, const struct stmt *s, const struct mcall *up)
{
	unsigned	 k = 2166136261u;
	const char	*t, *e;

	for (;;) {
		if (u == NULL)
			return 1;	/* no reading is kept for it */
		if (s->nops > 0)
			for (t = u->src->buf + s->ops[0].start, e = u->src->buf +
			    s->ops[s->nops - 1].end; t < e; t++)
				k = (k ^ (unsigned char)*t) * 16777619u;
		k = (k ^ 0xffu) * 16777619u;
		if (up == NULL)
			return k | 2u;
		u = up->uu;
		s = up->use;
		up = up->up;
	}
}

/*
 * The item that the innermost .irp block around (rb, then those around
 * it) whose parameter is the name [p, p + n) reads now: *v, *vn bytes
 * (none for a .irp without items).  0 if no block binds the name, or
 * rgpp cannot read that block's items.
 */
static int
rep_item(const struct repblk *rb, const char *p, size_t n, const char **v,
    size_t *vn)
{
	for (; rb != NULL; rb = rb->up) {
		if (strlen(rb->name) != n || strncmp(rb->name, p, n) != 0)
			continue;
		if (rb->nitems < 0)
			return 0;
		if (rb->item >= rb->nitems) {
			*v = "";
			*vn = 0;
		} else {
			*v = rb->text + rb->off[rb->item];
			*vn = rb->len[rb->item];
		}
		return 1;
	}
	return 0;
}

/* The length of the name after a backslash at p (\\name), or 0. */
static size_t
param_len(const char *p, const char *e)
{
	size_t	 n;

	for (n = 0; p + 1 + n < e && (isalnum((unsigned char)p[1 + n]) ||
	    p[1 + n] == '_'); n++)
		;
	return n;
}

/*
 * The text [p, e) of a .rept's count or a .irp's items with each
 * \\name replaced by the item of a .irp around (rb) that binds it, or
 * else by what the use mc gives the .macro's parameter (mc_value; *args
 * then set), and \\() dropped, in out.  NULL if rgpp cannot read a name
 * or out is too small.
 */
static const char *
rep_text(const char *p, const char *e, const struct repblk *rb,
    const struct mcall *mc, char *out, size_t sz, int *args)
{
	char		 name[64], val[64];
	const char	*v;
	size_t		 o = 0, n, vn;

	while (p < e) {
		if (*p != '\\') {
			if (o + 1 >= sz)
				return NULL;
			out[o++] = *p++;
			continue;
		}
		if (e - p >= 3 && p[1] == '(' && p[2] == ')') {
			p += 3;
			continue;
		}
		if ((n = param_len(p, e)) == 0 || n >= sizeof(name))
			return NULL;
		if (!rep_item(rb, p + 1, n, &v, &vn)) {
			memcpy(name, p + 1, n);
			name[n] = '\0';
			if (mc == NULL || (v = mc_value(mc, name, val,
			    sizeof(val))) == NULL)
				return NULL;
			vn = strlen(v);
			*args = 1;
		}
		p += 1 + n;
		if (o + vn >= sz)
			return NULL;
		memcpy(out + o, v, vn);
		o += vn;
	}
	out[o] = '\0';
	return out;
}

/*
 * How many times as reads the block of .rept or .irp at h of u (its
 * .endr at e), in *b: a .rept's count if it is a constant (arch_number);
 * a .irp's items, separated by commas or blanks (none: once, empty); a
 * .irpc's characters.  Each \\name in them is read by rep_text, with
 * the blocks around (up) and the use mc of the .macro whose body has
 * it.  Items in quotes or parentheses rgpp does not read.
 */
static void
rep_open(const struct unit *u, int h, int e, const struct repblk *up,
    const struct mcall *mc, struct repblk *b, int *args)
{
	static const char	 blank[] = " \t\r\n";
	const struct stmt	*s = &u->st[h];
	char			 buf[256];
	const char		*t;
	long			 v;
	size_t			 n;
	int			 kind = rep_head(s);

	b->head = h;
	b->end = e;
	b->up = up;
	b->count = -1;
	b->left = 0;
	b->once = 0;
	b->name[0] = '\0';
	b->nitems = -1;
	b->item = 0;
	b->ntext = 0;
	if (s->nops == 0 || (t = rep_text(u->src->buf + s->ops[0].start,
	    u->src->buf + s->ops[s->nops - 1].end, up, mc, buf, sizeof(buf),
	    args)) == NULL)
		return;
	if (kind == REP_REPT) {
		if (arch_number(t, &v))
			b->count = v < 0 ? 0 : v;
		return;
	}
	for (n = 0; isalnum((unsigned char)t[n]) || t[n] == '_'; n++)
		;
	if (n == 0 || n >= sizeof(b->name))
		return;
	memcpy(b->name, t, n);
	b->name[n] = '\0';
	t += n;
	t += strspn(t, blank);
	t += *t == ',';
	t += strspn(t, blank);
	for (b->nitems = 0; *t != '\0'; ) {
		n = kind == REP_IRPC ? 1 : strcspn(t, " \t\r\n,");
		if (memchr(t, '"', n) != NULL || memchr(t, '\'', n) != NULL ||
		    (kind == REP_IRP && (memchr(t, '(', n) != NULL ||
		    memchr(t, '<', n) != NULL)) || b->nitems == REP_ITEMS ||
		    b->ntext + n + 1 > sizeof(b->text)) {
			b->nitems = -1;
			return;
		}
		/* each item and a blank, for reg_mentions (rep_risky) */
		memcpy(b->text + b->ntext, t, n);
		b->off[b->nitems] = (unsigned short)b->ntext;
		b->len[b->nitems++] = (unsigned char)n;
		b->ntext += n;
		b->text[b->ntext++] = ' ';
		t += n;
		t += strspn(t, blank);
		if (kind == REP_IRP) {
			t += *t == ',';
			t += strspn(t, blank);
		}
	}
	b->count = b->nitems > 0 ? b->nitems : 1;
}

/*
 * s, a statement of the .irp block rb (in those around it too), with
 * each \\name in its operands that such a block binds replaced by the
 * item being read, in *rr; s itself if it names none.  NULL if an
 * operand does not fit.
 */
static const struct stmt *
rep_stmt(const struct stmt *s, const struct repblk *rb, struct regread *rr)
{
	const char	*t, *e, *v;
	size_t		 o, n, vn;
	int		 i, hit = 0;

	if (!names_param(s) || s->nops > REG_OPS)
		return s;
	rr->st = *s;
	rr->st.ops = rr->ops;
	for (i = 0; i < s->nops; i++) {
		rr->ops[i] = s->ops[i];
		rr->ops[i].text = rr->text[i];
		t = s->ops[i].text;
		for (e = t + strlen(t), o = 0; t < e; ) {
			if (*t == '\\' && (n = param_len(t, e)) > 0 &&
			    rep_item(rb, t + 1, n, &v, &vn)) {
				if (o + vn >= REG_TEXT)
					return NULL;
				memcpy(rr->text[i] + o, v, vn);
				o += vn;
				t += 1 + n;
				if (strncmp(t, "\\()", 3) == 0)
					t += 3;
				hit = 1;
				continue;
			}
			if (o + 1 >= REG_TEXT)
				return NULL;
			rr->text[i][o++] = *t++;
		}
		rr->text[i][o] = '\0';
	}
	return hit ? &rr->st : s;
}

/*
 * Does the macro use s, in the .irp block rb (or one around it), name
 * in its arguments the parameter of such a block, an item of which
 * names the stack or frame pointer or the return-address register?
 * The reading of the macro does not see the item (mc_value).
 */
static int
rep_risky(const struct analysis *a, const struct stmt *s,
    const struct repblk *rb)
{
	const char	*t, *e;
	size_t		 n;
	int		 i;

	for (; rb != NULL; rb = rb->up) {
		if (rb->name[0] == '\0' || rb->nitems <= 0)
			continue;
		for (i = 0; i < s->nops; i++)
			for (t = s->ops[i].text, e = t + strlen(t);
			    (t = strchr(t, '\\')) != NULL; t++)
				if ((n = param_len(t, e)) == strlen(rb->name) &&
				    strncmp(t + 1, rb->name, n) == 0 &&
				    reg_mentions(a, rb->text, rb->ntext))
					return 1;
	}
	return 0;
}

/*
 * At the head i of a block of .rept or .irp that a reading in order
 * meets: open it on the stack rb (*nrb of MAX_REP_NEST), to be read as
 * many times as as repeats it while the walk's budget of statements
 * lasts (walkmem's reps), or once where rgpp cannot tell how many (mc:
 * the use of the .macro whose body has it, or NULL).  The statement to
 * go on after: its .endr where as reads it no time.
 */
static int
rep_enter(struct walk *w, struct wstate *st, const struct mcall *mc,
    struct repblk *rb, int *nrb, int i, int *args)
{
	struct repblk	*b = &rb[*nrb];
	long		*budget = &w->a->walkmem->reps;
	int		 e = ix_get(w->a->rep_end, i);
	long		 len;

	if (e == -1)
		return i;		/* no .endr: as refuses it */
	if (*nrb == MAX_REP_NEST) {
		lose_depth(w, st, "blocks of .rept or .irp nested deeper "
		    "than rgpp reads");
		return i;
	}
	rep_open(w->a->u, i, e, *nrb > 0 ? &rb[*nrb - 1] : NULL, mc, b,
	    args);
	if (b->count == 0)
		return e;
	len = e - i;
	b->once = b->count < 0 || b->count > *budget / len;
	if (!b->once)
		*budget -= b->count * len;
	b->left = b->once ? 0 : b->count - 1;
	b->in = b->at = st->f;
	b->mangle_at = st->mangle;
	b->log_at = w->a->nsvlog;
	b->read_was = w->a->sv.reads;
	b->set_was = w->a->sv.sets;
	memset(&w->a->sv.reads, 0, sizeof(w->a->sv.reads));
	memset(&w->a->sv.sets, 0, sizeof(w->a->sv.sets));
	(*nrb)++;
	return i;
}

/* x |= y */
static void
svset_or(struct svset *x, const struct svset *y)
{
	int	 i;

	for (i = 0; i < 4; i++)
		x->w[i] |= y->w[i];
}

/* Do x and y share a name (or a bit)? */
static int
svset_meets(const struct svset *x, const struct svset *y)
{
	int	 i;

	for (i = 0; i < 4; i++)
		if (x->w[i] & y->w[i])
			return 1;
	return 0;
}

/* The names assigned in the log since log_at (a clear: all), in *m. */
static void
log_mask(const struct analysis *a, size_t log_at, struct svset *m)
{
	size_t	 i;

	memset(m, 0, sizeof(*m));
	for (i = log_at; i < a->nsvlog; i++)
		if (a->svlog[i].name != NULL)
			svset_add(m, a->svlog[i].name);
		else
			memset(m, 0xff, sizeof(*m));
}

/* The names assigned in the log since log_at are not known now. */
static void
log_unknown(struct analysis *a, size_t log_at)
{
	struct svlog	 l;
	size_t		 i, n = a->nsvlog;

	for (i = log_at; i < n; i++) {
		l = a->svlog[i];
		if (l.name == NULL)
			continue;
		l.known = 0;
		(void)sv_put(a, &l);
	}
}

/* A block closed: the names read in it are read in the one around. */
static void
rep_close(struct analysis *a, const struct repblk *b)
{
	svset_or(&a->sv.reads, &b->read_was);
	svset_or(&a->sv.sets, &b->set_was);
}

/*
 * At the .endr of the innermost block open in a reading: back to its
 * head, to read it again with the next item, if as repeats it again;
 * else it is closed.  Read once where rgpp cannot tell how many times
 * as reads it, or more times than it reads, a block that moved the
 * stack loses the depth, and so does one of several items.  The
 * statement to go on after.
 */
static int
rep_again(struct walk *w, struct wstate *st, struct repblk *rb, int *nrb)
{
	struct repblk	*b = &rb[*nrb - 1];
	const struct frame *x = &b->at, *y = &st->f;
	struct svset	 m;

	if (b->left > 0) {
		/*
		 * A .rept whose copy left the walk as it found it: the
		 * copies after it read the same (the text is the same, and
		 * so are the values of the symbols its statements read:
		 * none was assigned in it), so they are not read again.
		 * A symbol it assigns from one it assigns (t = t + 2) is
		 * not known after it.
		 */
		log_mask(w->a, b->log_at, &m);
		if (b->name[0] == '\0' && b->mangle_at == st->mangle &&
		    frame_keyed(x, y) && !svset_meets(&w->a->sv.reads, &m)) {
			if (svset_meets(&w->a->sv.sets, &m))
				log_unknown(w->a, b->log_at);
			rep_close(w->a, b);
			(*nrb)--;
			return b->end;
		}
		b->at = st->f;
		b->mangle_at = st->mangle;
		b->log_at = w->a->nsvlog;
		svset_or(&b->read_was, &w->a->sv.reads);
		svset_or(&b->set_was, &w->a->sv.sets);
		memset(&w->a->sv.reads, 0, sizeof(w->a->sv.reads));
		memset(&w->a->sv.sets, 0, sizeof(w->a->sv.sets));
		b->left--;
		b->item++;
		return b->head;
	}
	rep_close(w->a, b);
	(*nrb)--;
	if (!b->once || b->count == 1)
		return b->end;
	if (frame_moved(&b->in, &st->f))
		lose_depth(w, st, b->count < 0 ? "the stack moves in a "
		    ".rept or .irp block whose count rgpp cannot tell" :
		    "the stack moves in a .rept or .irp block repeated more "
		    "times than rgpp reads");
	else if (b->nitems > 1)
		lose_depth(w, st, "a .irp block too long to read for each "
		    "of its items");
	return b->end;
}

/*
 * An #if, #else, #endif or .if, .else, .endif line of a .macro body
 * that expand_at meets, or an .if line of a block of .rept that
 * rep_read reads (rep): each branch is read from the frame at the .if
 * (rgpp does not evaluate its condition), and the group leaves the
 * frame they all leave, or loses the depth if they differ (a recursive
 * .macro that pushes under .if \\n).  ib is the stack of open groups,
 * *deep those past it.
 */
static void
if_step(struct walk *w, struct wstate *st, const struct stmt *s,
    struct ifblk *ib, int *nib, int *deep, int rep)
{
	struct ifblk	*b;

	if (s->cond == COND_IF) {
		if (*nib == MAX_IF_NEST) {
			(*deep)++;
			lose_depth(w, st, rep ? ".if groups nested too deep "
			    "in a .rept or .irp block" : ".if groups nested "
			    "too deep in a .macro body");
			return;
		}
		b = &ib[(*nib)++];
		b->in = st->f;
		b->have = b->differ = b->other = 0;
		return;
	}
	if (*deep > 0) {
		*deep -= s->cond == COND_ENDIF;
		return;
	}
	if (*nib == 0)
		return;			/* structure() reported it */
	b = &ib[*nib - 1];
	/* a branch ends here */
	if (!b->have) {
		b->out = st->f;
		b->have = 1;
	} else if (frame_moved(&b->out, &st->f))
		b->differ = 1;
	if (s->cond == COND_ELSE) {
		if (s->kind == SK_CPP ? s->cpp == CPP_ELSE :
		    dir_is(s->name, ".else"))
			b->other = 1;
		st->f = b->in;
		return;
	}
	(*nib)--;
	if (!b->other && frame_moved(&b->out, &b->in))
		b->differ = 1;
	st->f = b->out;
	if (b->differ)
		lose_depth(w, st, rep ? "the branches of an .if in a .rept "
		    "or .irp block, whose condition rgpp does not evaluate, "
		    "move the stack differently" : "the branches of an .if "
		    "in a .macro body, whose condition rgpp does not "
		    "evaluate, move the stack differently");
}

static void	 facts_init(struct facts *);

/*
 * A copy dw of the walk w, with facts df, that keeps no facts of w's
 * and queues no path of it: to read a body and see what it does.
 */
static void
dry_begin(const struct walk *w, struct walk *dw, struct facts *df)
{
	*dw = *w;
	dw->verify = 0;
	dw->svwas = w->a->sv;
	dw->nsvlogwas = w->a->nsvlog;
	facts_init(df);
	dw->facts = df;
	dw->work = NULL;
	dw->nwork = dw->capwork = 0;
}

/* The end of a dry reading: the symbols' values as before it. */
static void
dry_end(struct walk *dw)
{
	dw->a->sv = dw->svwas;
	dw->a->nsvlog = dw->nsvlogwas;
	free(dw->work);
	facts_free(dw->facts);
}

/*
 * Read the body at h for the use s as expand_at does, dry: the frame it
 * leaves in *out; 1 if the reading only moved the frame.
 */
static int
dry_expand(const struct walk *w, const struct wstate *st, int h,
    const struct stmt *s, const struct mcall *up, int depth,
    struct frame *out)
{
	struct walk	 dw;
	struct facts	 df;
	struct wstate	 t = *st;
	int		 plain, args, r;

	dry_begin(w, &dw, &df);
	r = expand_at(&dw, &t, h, s, up, depth, &plain, &args);
	dry_end(&dw);
	*out = t.f;
	return r == 0 && plain;
}

/* Are the .macro definitions at x and y of u written the same? */
static int
same_text(const struct unit *u, int x, int y)
{
	const struct stmt	*a, *b;
	size_t			 i, j;
	int			 ex, ey;

	for (i = x, j = y; ; i++, j++) {
		ex = i > (size_t)x && (i >= u->nst || u->st[i].body != x);
		ey = j > (size_t)y && (j >= u->nst || u->st[j].body != y);
		if (ex || ey)
			return ex && ey;
		a = &u->st[i];
		b = &u->st[j];
		if (a->end - a->start != b->end - b->start ||
		    memcmp(u->src->buf + a->start, u->src->buf + b->start,
		    a->end - a->start) != 0)
			return 0;
	}
}

/*
 * Do the definitions d (n of them) of the .macro that s uses, read
 * depth macros deep, do the same from the frame in st: written the
 * same, or each read (dry_expand) only moving the frame, to the same
 * frame?  Only a use in the file's lines or in a .macro they use is
 * read so: the readings of each would multiply.  Deeper than expand_at
 * reads, the use is passed over.
 */
static int
same_defs(const struct walk *w, const struct wstate *st, const struct stmt *s,
    const struct mcall *up, const int *d, int n, int depth)
{
	struct frame	 f0, f;
	int		 k;

	for (k = 1; k < n && same_text(w->a->u, d[0], d[k]); k++)
		;
	if (k == n || depth > 4)
		return 1;
	if (depth > 1)
		return 0;	/* not compared in macros of macros */
	if (!dry_expand(w, st, d[0], s, up, depth, &f0))
		return 0;
	for (k = 1; k < n; k++)
		if (!dry_expand(w, st, d[k], s, up, depth, &f) ||
		    frame_moved(&f0, &f))
			return 0;
	return 1;
}

/*
 * The head of the body that the use s is read with, at the walk's
 * statement and depth macros deep (up: the use around it): file_body's;
 * for a .macro that the file defines more than once (.purgem and a new
 * definition, or one in each branch of an #if), the one in force there
 * (macro_defs), and of several that may be, rgpp not evaluating #if,
 * the last, if they do the same (same_defs).  -1 if the file has none;
 * -2 if they may differ.
 */
static int
use_body(const struct walk *w, const struct wstate *st, const struct stmt *s,
    const struct mcall *up, int depth)
{
	int	 d[MAX_MDEFS + 1], n;

	if (w->a->remacs.n == 0 || (n = macro_defs(w->a, s->name, st->stmt,
	    d, MAX_MDEFS)) <= 0)
		return file_body(w->a, s->name);
	if (n > MAX_MDEFS || (n > 1 && !same_defs(w, st, s, up, d, n,
	    depth)))
		return -2;
	return d[0];
}

/*
 * The assignments logged since log0 as they leave the symbols, in out
 * (NEXPLOG): the last of each name, after the last clear (that too):
 * how many, or -1 if they do not fit.
 */
static int
log_last(const struct analysis *a, size_t log0, struct svlog *out)
{
	size_t	 i;
	int	 n = 0, k;

	for (i = a->nsvlog; i-- > log0; ) {
		for (k = 0; k < n && a->svlog[i].name != NULL &&
		    (out[k].name == NULL ||
		    strcmp(out[k].name, a->svlog[i].name) != 0); k++)
			;
		if (k < n)
			continue;	/* a later one of the name */
		if (n == NEXPLOG)
			return -1;
		out[n++] = a->svlog[i];
		if (a->svlog[i].name == NULL)
			break;
	}
	/* in order: the clear first */
	for (k = 0; k < n / 2; k++) {
		struct svlog t = out[k];

		out[k] = out[n - 1 - k];
		out[n - 1 - k] = t;
	}
	return n;
}

/*
 * expand_at, remembered when plain: Linux's aesni-intel_asm.S uses its
 * macros of macros (GHASH_MUL, ...) hundreds of times from one frame.
 * A reading that took the use's arguments (*args) is for uses with the
 * same arguments only (args_key).
 */
static int
expand_known(struct walk *w, struct wstate *st, int h, const struct stmt *s,
    const struct mcall *up, int depth, int *plain, int *args)
{
	struct expread	*x;
	struct frame	 in = st->f;
	size_t		 log0 = w->a->nsvlog;
	unsigned	 k;
	int		 r, i;

	k = ((unsigned)h * 31u + (unsigned)depth + (unsigned)in.depth * 7u +
	    (unsigned)in.known + (unsigned)in.ra_reg * 3u +
	    (unsigned)in.ra_slot + (unsigned)in.fp) % NEXPREADS;
	if (w->a->walkmem->exps == NULL)
		w->a->walkmem->exps = xcalloc(NEXPREADS,
		    sizeof(*w->a->walkmem->exps));
	x = &w->a->walkmem->exps[k];
	if (x->h1 == h + 1 && x->depth == depth && x->arch == w->arch &&
	    x->ever == w->a->svever.n && frame_keyed(&x->in, &in) &&
	    (x->args == 0 ||
	    x->args == args_key(w->a->u, s, up))) {
		st->f = x->out;
		for (i = 0; i < x->nlog; i++)
			(void)sv_put(w->a, &x->log[i]);
		*plain = 1;
		*args = x->args != 0;
		return 0;
	}
	r = expand_at(w, st, h, s, up, depth, plain, args);
	/*
	 * Not a reading whose path ended in the body: a .macro whose use
	 * of another ends there (.byte 0xc3 in it) would read as going
	 * on, the next time, from the frame it was read in.  Its
	 * assignments are given again, a few (sv_put).
	 */
	if (r == 0 && *plain && (!*args || args_key(w->a->u, s, up) != 1) &&
	    (i = log_last(w->a, log0, x->log)) != -1) {
		x->h1 = h + 1;
		x->depth = depth;
		x->in = in;
		x->out = st->f;
		x->arch = w->arch;
		x->args = *args ? args_key(w->a->u, s, up) : 0;
		x->nlog = i;
		x->ever = w->a->svever.n;
	}
	return r;
}

static int mc_text(const struct mcall *, const char *, const char **,
    const char **);

/*
 * The text [p, e) of an .if's condition with each \\name put in, as as
 * puts it: the item of a .irp around (rb), or the argument the use mc
 * gives, without its quotes and with the names in it put in from the
 * use around (st1b_unroll "(\\first+1)", \\last).  In out, from *o;
 * -1 if rgpp cannot read a name or out is too small.
 */
static int
if_text(const char *p, const char *e, const struct repblk *rb,
    const struct mcall *mc, char *out, size_t sz, size_t *o, int *args)
{
	char		 name[64];
	const char	*v, *ve;
	size_t		 n, vn;

	while (p < e) {
		if (*p != '\\') {
			if (*o + 1 >= sz)
				return -1;
			out[(*o)++] = *p++;
			continue;
		}
		if (e - p >= 3 && p[1] == '(' && p[2] == ')') {
			p += 3;
			continue;
		}
		if ((n = param_len(p, e)) == 0 || n >= sizeof(name))
			return -1;
		p += 1 + n;
		if (rep_item(rb, p - n, n, &v, &vn)) {
			if (*o + vn >= sz)
				return -1;
			memcpy(out + *o, v, vn);
			*o += vn;
			continue;
		}
		memcpy(name, p - n, n);
		name[n] = '\0';
		if (mc == NULL || mc_text(mc, name, &v, &ve) == -1)
			return -1;
		*args = 1;
		if (ve - v >= 2 && *v == '"' && ve[-1] == '"')
			v++, ve--;
		if (if_text(v, ve, NULL, mc->up, out, sz, o, args) == -1)
			return -1;
	}
	out[*o] = '\0';
	return 0;
}


/*
 * Is statement i of u an .if whose condition is a number once the .irp
 * items around (rb) and the use's arguments (mc) are put in, or an .ifb
 * or .ifnb (ldr_l's .ifb \\tmp: is the text blank), and the group one of
 * .if, .else and .endif only?  Then *k says which branch as
 * reads (st1b_unroll's ".if \\last-\\first" ends its recursion).
 */
static int
if_known(const struct unit *u, int i, const struct repblk *rb,
    const struct mcall *mc, struct ifknown *k, int *args)
{
	const struct stmt	*s = &u->st[i];
	char			 buf[128];
	size_t			 o = 0;
	long			 v;
	int			 next, end, blank;

	if (s->kind != SK_INSN || (blank = dir_is(s->name, ".ifb") ? 1 :
	    dir_is(s->name, ".ifnb") ? 2 : dir_is(s->name, ".if") ? 0 :
	    -1) == -1 || (blank ? s->nops > 1 : s->nops != 1) ||
	    (next = cond_next(u, i)) == -1 || (end = cond_end(u, i)) == -1)
		return 0;
	if (next != end && (cond_next(u, next) != end ||
	    !dir_is(u->st[next].name, ".else")))
		return 0;		/* .elseif: not read */
	buf[0] = '\0';
	if (s->nops == 1 && if_text(u->src->buf + s->ops[0].start,
	    u->src->buf + s->ops[0].end, rb, mc, buf, sizeof(buf), &o,
	    args) == -1)
		return 0;
	if (blank)	/* .ifb: is the text blank; .ifnb: is it not */
		v = (buf[strspn(buf, " \t")] == '\0') == (blank == 1);
	else if (!arch_number(buf, &v))
		return 0;
	k->end = end;
	if (v != 0) {
		k->from = i;
		k->at = next;
	} else {
		k->from = next;
		k->at = next != end ? end : -1;
	}
	return 1;
}

/*
 * The symbols a reading in order has seen assigned (a->sv): sv_begin
 * and sv_end around each reading of a .macro body at a use (expand_at)
 * and of a block of .rept of the file's lines (rep_read), nested.  What
 * the outermost saw is dropped when it ends: after it, in the file's
 * lines, a symbol a .macro body assigns is unknown, as before.
 */
static void
sv_begin(struct analysis *a, unsigned *from, int *outside)
{
	struct symvals	*sv = &a->sv;

	if (sv->nest++ == 0) {
		sv->n = 0;
		a->nsvlog = 0;
	}
	*from = sv->from;
	*outside = sv->outside;
	sv->from = ++sv->clock;
	sv->outside = 0;
}

/*
 * The end of a reading sv_begin began: 1 if it read a value assigned
 * before it began (so that another use of the body may read another).
 */
static int
sv_end(struct analysis *a, unsigned from, int outside)
{
	struct symvals	*sv = &a->sv;
	int		 r = sv->outside;

	sv->outside |= outside;
	sv->from = from;
	if (--sv->nest == 0) {
		sv->n = 0;
		a->nsvlog = 0;
	}
	return r;
}

/*
 * Put in a->svwant the names of the file's assigned symbols in the text
 * [t, e) (not \\params, %registers); with add 0, only say whether there
 * is one.
 */
static int
want_names(struct analysis *a, const char *t, const char *e, int add)
{
	const char	*b = t;
	char		 w[64];
	size_t		 k;
	int		 any = 0;

	for (; t < e; t += k > 0 ? k : 1) {
		for (k = 0; t + k < e && sym_char(t[k]); k++)
			;
		if (k == 0 || isdigit((unsigned char)*t) || k >= sizeof(w) ||
		    (t > b && (t[-1] == '\\' || t[-1] == '%' ||
		    sym_char(t[-1]))))
			continue;
		memcpy(w, t, k);
		w[k] = '\0';
		if (strmap_get(&a->bodysets, w) == NULL &&
		    strmap_get(&a->setsyms, w) == NULL)
			continue;
		any = 1;
		if (add && strmap_get(&a->svwant, w) == NULL) {
			/* its keys are borrowed: the unit's copy */
			strmap_put(&a->svwant, unit_str(a->u, t, k), 1);
			a->svwant_grew = 1;
		}
	}
	return any;
}

/*
 * The symbols whose values readings in order follow (sv_put): those
 * an operand names that may reach the stack, by a register of
 * arch->special_reg (directly, through a #define: reg_mentions, or a
 * .macro parameter): one in parentheses, or any other of the
 * statement ($frame_size with %rsp); and those whose assignments give
 * them values.  Others, whatever their values, change nothing rgpp
 * reads (Linux's aesni counters i and j, read in 16*i(arg1)).
 */
static void
sv_want(struct analysis *a)
{
	const struct unit	*u = a->u;
	const struct stmt	*s;
	const char		*v;
	size_t			 i;
	int			 k, any, pass, own[8];

	strmap_put(&a->svwant, "", 2);		/* done */
	for (i = 0; i < u->nst; i++) {
		s = &u->st[i];
		if (s->kind != SK_INSN || s->nops == 0 || s->nops > 8 ||
		    set_value(s) != NULL)
			continue;
		for (k = 0; k < s->nops; k++)
			if (want_names(a, s->ops[k].text, s->ops[k].text +
			    strlen(s->ops[k].text), 0))
				break;
		if (k == s->nops)
			continue;
		for (any = 0, k = 0; k < s->nops; k++) {
			v = s->ops[k].text;
			own[k] = strchr(v, '\\') != NULL ||
			    reg_mentions(a, v, strlen(v));
			any |= own[k];
		}
		for (k = 0; k < s->nops; k++)
			if (strchr(s->ops[k].text, '(') != NULL ? own[k] : any)
				(void)want_names(a, s->ops[k].text,
				    s->ops[k].text + strlen(s->ops[k].text), 1);
	}
	for (pass = 0; pass < 8; pass++) {
		a->svwant_grew = 0;
		for (i = 0; i < u->nst; i++) {
			s = &u->st[i];
			if (s->kind == SK_INSN && (v = set_value(s)) != NULL &&
			    strmap_get(&a->svwant, set_name(s)) != NULL)
				(void)want_names(a, v, v + strlen(v), 1);
		}
		if (!a->svwant_grew)
			break;
	}
}

/*
 * Note an assignment l in the reading in order (or sv_clear's, name
 * NULL), in the log that expand_known keeps with a reading to give it
 * again: the symbol's value from here on.  A name not known that the
 * reading has not seen is noted only where the file's reading would
 * know it (assigned once at the top level), and logged only if some
 * reading knew it (svever).  1 if logged.
 */
static int
sv_put(struct analysis *a, const struct svlog *l)
{
	struct symvals	*sv = &a->sv;
	int		 k;

	if (sv->nest == 0)
		return 0;
	if (l->name != NULL) {
		if (a->svwant.n == 0)
			sv_want(a);
		if (strmap_get(&a->svwant, l->name) == NULL)
			return 0;	/* it changes nothing read */
	}
	/* a name no reading knew is unknown now and where this is given
	 * again (expand_known: until svever grows) */
	if (l->name != NULL && !l->known && strmap_get(&a->bodysets,
	    l->name) != NULL && strmap_get(&a->svever, l->name) == NULL)
		return 0;
	if (l->name != NULL && l->known)
		strmap_put(&a->svever, l->name, 1);
	ARRAY_RESERVE(a->svlog, a->nsvlog, a->capsvlog);
	a->svlog[a->nsvlog++] = *l;
	if (l->name == NULL) {
		sv->n = 0;
		return 1;
	}
	for (k = 0; k < sv->n && strcmp(sv->e[k].name, l->name) != 0; k++)
		;
	if (k == sv->n) {
		if (!l->known && strmap_get(&a->bodysets, l->name) != NULL)
			return 1;	/* unknown already */
		if (k == NSYMV) {
			sv_clear(a);	/* read as the file's */
			return 1;
		}
		sv->n++;
	}
	sv->e[k].name = l->name;
	sv->e[k].v = l->v;
	sv->e[k].known = l->known;
	sv->e[k].stamp = ++sv->clock;
	return 1;
}

/*
 * A statement read in order that rgpp does not read for its
 * assignments (a header's macro, a #define, a jump macro) may assign
 * any symbol: those the reading saw are read as the file's after it.
 */
static void
sv_clear(struct analysis *a)
{
	struct svlog	 l = { NULL, 0, 0 };

	(void)sv_put(a, &l);
}

/*
 * An assignment s met in a reading in order, its value's text with the
 * items of the .irp blocks around (rb) and the use's arguments (mc) put
 * in as as puts them (if_text), read from the symbols known there
 * (set_number, sv_number).  Unknown where exact is 0 (the reading is
 * not as's: a branch of an .if rgpp does not evaluate, a block of .rept
 * read once), for a .eqv (its value is read at each use) and for a name
 * a #define body assigns (a statement may set it unseen).  *args set
 * if what it noted came from the use's arguments.
 */
static void
sv_assign(struct walk *w, const struct stmt *s, const struct repblk *rb,
    const struct mcall *mc, int exact, int *args)
{
	struct analysis	*a = w->a;
	struct svlog	 l;
	const char	*v = set_value(s);
	char		 buf[256];
	size_t		 o = 0;
	int		 on = a->sv.on, byargs = 0;

	l.name = set_name(s);
	l.v = 0;
	if (a->svwant.n == 0)
		sv_want(a);
	if (strmap_get(&a->svwant, l.name) == NULL)
		return;		/* it changes nothing read */
	/* a register (a_64 = %r9, reg_\r = %xmm\n) is no number */
	l.known = exact && v[strspn(v, " \t")] != '%' &&
	    !dir_is(s->name, ".eqv") && (a->defsets.n == 0 ||
	    strmap_get(&a->defsets, l.name) == NULL) &&
	    if_text(v, v + strlen(v), rb, mc, buf, sizeof(buf), &o,
	    &byargs) == 0;
	if (l.known) {
		a->sv.on = 1;
		a->sv.setting = 1;
		l.known = arch_number(buf, &l.v);
		a->sv.setting = 0;
		a->sv.on = on;
	}
	if (sv_put(a, &l) && byargs)
		*args = 1;
}

/* Is a block of .rept around read otherwise than as reads it? */
static int
rep_inexact(const struct repblk *rb, int nrb)
{
	while (nrb-- > 0)
		if (rb[nrb].once && rb[nrb].count != 1)
			return 1;
	return 0;
}

/*
 * The section a directive of a .macro body leaves its statements in,
 * from sect, as expand_at counts it: 0 for the use's, else the
 * .pushsection levels above it, or 1 after .section, .data or .bss
 * (Linux's exception tables: .long 1b - ., which is no code) until a
 * .previous, .popsection or .text.
 */
static int
body_section(const struct stmt *s, int sect)
{
	if (dir_is(s->name, ".pushsection"))
		return sect + 1;
	if (dir_is(s->name, ".popsection") || dir_is(s->name, ".previous"))
		return sect > 0 ? sect - 1 : 0;
	if (dir_is(s->name, ".text"))
		return 0;
	if (dir_is(s->name, ".section") || dir_is(s->name, ".data") ||
	    dir_is(s->name, ".bss"))
		return sect > 0 ? sect : 1;
	return sect;
}

/*
 * expand_macro, depth macros deep: a .macro used in the body is read
 * the same way where it is used, up to 16 deep (glibc's st1b_unroll
 * uses itself eight times over, under .if); deeper, the depth is lost
 * (passed over, a push in a fifth macro went unseen).  A .rept or .irp
 * block of the body is read as many times as as repeats it (rep_enter,
 * rep_again).  An .if whose condition reads as a number once the use's
 * arguments are put in (if_known) is read as as reads it, one branch;
 * the branches of another .if each from the frame at the .if: they
 * must leave the same frame (if_step).  *plain is set to whether the
 * reading only moved the frame, the same way from the same frame
 * whatever the use (expand_known keeps it).  The body is read in as's
 * order, so an assignment in it gives the symbol its value for the
 * statements after it (sv_assign); a reading that assigned one, or
 * read one assigned before it began, is not plain.
 */
static int	 expand_body(struct walk *, struct wstate *, int,
		    const struct stmt *, const struct mcall *, int, int *,
		    int *);

static int
expand_at(struct walk *w, struct wstate *st, int h, const struct stmt *call,
    const struct mcall *up, int depth, int *plain, int *args)
{
	unsigned	 from;
	int		 outside, r;

	sv_begin(w->a, &from, &outside);
	r = expand_body(w, st, h, call, up, depth, plain, args);
	if (sv_end(w->a, from, outside))
		*plain = 0;
	return r;
}

/* expand_at's reading of the body at h. */
static int
expand_body(struct walk *w, struct wstate *st, int h, const struct stmt *call,
    const struct mcall *up, int depth, int *plain, int *args)
{
	const struct unit	*u = w->a->u;
	int			 sub;
	struct pcache		 pc;
	struct mcall		 me = { u, h, call, up, u, &pc };
	struct effect		 e;
	struct stmt		 named;
	struct regread		 rr;
	struct repblk		 rb[MAX_REP_NEST];
	struct ifblk		 ib[MAX_IF_NEST];
	struct ifknown		 kn[MAX_IF_NEST];
	size_t			 i, j;
	char			 buf[256], sbuf[256];
	const char		*t;
	int			 labels = 0, p = 1, pa = 0, nrb = 0, nib = 0;
	int			 nkn = 0, sc, known;
	int			 deep = 0, sect = 0, n = 0;
	unsigned		 was = w->hdr_events;

	pc.n = 0;
	*plain = 1;
	*args = 0;
	if (h < 0)
		return 0;
	if (nests_macro(u, h)) {
		lose_depth(w, st, NESTED);
		*plain = 0;
		return 0;
	}
	for (j = h + 1; j < u->nst && u->st[j].body == h; j++)
		if (u->st[j].kind == SK_LABEL)
			labels = 1;
	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		const struct stmt *s = &u->st[i];

		if (rep_head(s)) {
			i = (size_t)rep_enter(w, st, &me, rb, &nrb, (int)i,
			    args);
			continue;
		}
		if (nrb > 0 && (int)i == rb[nrb - 1].end) {
			i = (size_t)rep_again(w, st, rb, &nrb);
			continue;
		}
		if (nkn > 0 && (int)i == kn[nkn - 1].at) {
			/* the branch as reads is over: on past the .endif */
			i = (size_t)kn[--nkn].end;
			continue;
		}
		if (s->cond == COND_IF && deep == 0 && nkn < MAX_IF_NEST) {
			w->a->sv.on = 1;
			known = if_known(u, (int)i, nrb > 0 ? &rb[nrb - 1] :
			    NULL, &me, &kn[nkn], args);
			w->a->sv.on = 0;
			if (known) {
				i = (size_t)kn[nkn].from;
				nkn += kn[nkn].at != -1;
				continue;
			}
		}
		if (s->cond != COND_NONE) {
			if_step(w, st, s, ib, &nib, &deep, 0);
			continue;
		}
		if (s->kind == SK_INSN && set_value(s) != NULL) {
			sv_assign(w, s, nrb > 0 ? &rb[nrb - 1] : NULL, &me,
			    nib == 0 && deep == 0 && !rep_inexact(rb, nrb),
			    args);
			continue;
		}
		if (s->kind == SK_INSN && s->cls == IC_DATA) {
			/* in the use's section, data runs as code */
			if (!sect && (n = data_step(w, st, s, (int)i,
			    DATA_BODY)) != 0)
				*plain = 0;	/* facts, each time */
			if (n == 2)
				return 1;
			continue;
		}
		if (s->kind == SK_INSN && s->cls == IC_NONE &&
		    s->name[0] == '.')
			sect = body_section(s, sect);
		if (s->kind == SK_INSN &&
		    (s->cls == IC_JMP || s->cls == IC_JCC)) {
			/* a label named with \@ is one of this expansion */
			if (s->nops > 0 && strstr(s->ops[s->nops - 1].text,
			    "\\@") != NULL)
				continue;
			t = u->arch->target(s, buf, sizeof(buf));
			if (t != NULL && body_label(u, h, t))
				continue;
			*plain = 0;
			/* .Lnull\i: the label the use's argument names */
			if (t != NULL && strchr(t, '\\') != NULL &&
			    (t = subst_target(u, h, call, t, sbuf,
			    sizeof(sbuf))) != NULL && defines_label(u, h,
			    call, t))
				continue;
			if (t == NULL || strchr(t, '\\') != NULL) {
				if (w->verify && st->mangle != 0)
					violate(w, st, "a jump in a macro "
					    "while the return address is "
					    "mangled");
				else if (!w->verify &&
				    w->facts->macro_jump == -1)
					w->facts->macro_jump = st->stmt;
				continue;
			}
			/*
			 * Around labels of the body's own, an unconditional
			 * jump may not end every path: taken as conditional.
			 */
			jump(w, st, t, s->cls == IC_JCC || labels, 0);
			if (s->cls == IC_JMP && !labels)
				return 1;
			continue;
		}
		if (s->kind == SK_INSN && s->cls == IC_MACRO &&
		    strchr(s->name, '\\') != NULL && (t = subst_target(u, h,
		    call, s->name, sbuf, sizeof(sbuf))) != NULL &&
		    file_body(w->a, t) != -1) {
			/* GHASH_4_ENCRYPT_4_PARALLEL_\operation: _enc */
			*plain = 0;	/* the use's reading, not the body's */
			named = *s;
			named.name = sbuf;
			s = &named;
		}
		if (s->kind == SK_INSN && s->cls == IC_MACRO && nrb > 0 &&
		    rep_risky(w->a, s, &rb[nrb - 1])) {
			lose_depth(w, st, "a macro whose arguments name a "
			    ".irp parameter, an item of which names the "
			    "stack or frame pointer");
			sv_clear(w->a);
			continue;
		}
		if (s->kind == SK_INSN && s->cls == IC_MACRO &&
		    (sub = use_body(w, st, s, &me, depth + 1)) != -1) {
			/* where it is used tells which definition */
			if (strmap_get(&w->a->remacs, s->name) != NULL)
				*plain = 0;
			if (sub == -2)
				lose_depth(w, st, MDEFS_DIFFER);
			else if (sub == h && deep == 0 && nkn == 0)
				/* as repeats it until its own limit, an error;
				 * read, 2^16 readings of the body */
				lose_depth(w, st, "a .macro that uses itself "
				    "outside any .if");
			else if (depth >= MACRO_DEEP)
				lose_depth(w, st, "macros nested more than 16 "
				    "deep");
			else if (expand_known(w, st, sub, s, &me, depth + 1,
			    &p, &pa))
				return 1;
			if (sub == -2 || (sub == h && deep == 0 && nkn == 0) ||
			    depth >= MACRO_DEEP)
				sv_clear(w->a);	/* not read: it may assign */
			if (!p)
				*plain = 0;
			if (pa)
				*args = 1;
			continue;
		}
		if (s->kind == SK_INSN && (s->flags & SF_JUMPMAC)) {
			*plain = 0;
			on_jump_macro(w, st);
			sv_clear(w->a);
			continue;
		}
		/* its assignments are not read: those seen are unknown */
		if (s->kind == SK_INSN && s->cls == IC_MACRO)
			sv_clear(w->a);
		/* a header's, read there too; a walk's #if branches */
		if (s->kind == SK_INSN && s->cls == IC_MACRO &&
		    !file_defines(w->a, s->name) &&
		    !macro_returns(w->a, s)) {
			w->hdr_up = &me;
			if (hdr_read(w, st, s, 0) || undefined(w, st, s))
				*plain = 0;
			w->hdr_up = NULL;
			continue;
		}
		/* the file's, not read as its body: as step_macro reads it */
		if (s->kind == SK_INSN && s->cls == IC_MACRO &&
		    !macro_returns(w->a, s)) {
			if (def_marked(w->a, s->name)) {
				marks_lost(w, st, DEFMARKS);
				*plain = 0;
			} else if (strmap_get(&w->a->defmoves, s->name) !=
			    NULL) {
				lose_depth(w, st, DEFMOVES);
				*plain = 0;
			} else if (define_ra(w, st, s, 0))
				*plain = 0;
			continue;
		}
		/*
		 * A RETGUARD_START or _END in a body that does not return
		 * (PROLOGUE, EPILOGUE): it runs here, every time.  In one
		 * that returns, the returns' own are read with them.
		 */
		if (s->kind == SK_INSN && (s->cls == IC_RG_START ||
		    s->cls == IC_RG_END) && !macro_returns(w->a, call)) {
			*plain = 0;
			step_mark(w, st, s);
			continue;
		}
		if (s->kind == SK_INSN && (s->cls == IC_RG_SPILLED ||
		    s->cls == IC_RG_RELOADED)) {
			*plain = 0;
			rule_mark(w, st, s, &me);
			continue;
		}
		if (s->kind != SK_INSN || s->cls != IC_CODE)
			continue;
		/* %\r of a .irp: the item being read */
		if (nrb > 0 && (s = rep_stmt(s, &rb[nrb - 1], &rr)) == NULL) {
			lose_depth(w, st, "an instruction too long to read "
			    "with a .irp item in it");
			continue;
		}
		sc = st->f.scratch;
		w->a->sv.on = 1;
		if (code_effect(w, w->a->u, s, NULL, &me, &st->f, &e))
			*args = 1;
		w->a->sv.on = 0;
		if (e.scratch_read == 1) {
			*plain = 0;	/* a fact, each time */
			scratch_used(w, st, &e);
		}
		scratch_given(w, st, &e, sc);
		if (e.ra_access || e.unknown != NULL || e.reload ||
		    (e.spill && st->f.ra_reg && u->arch->ra_in_reg))
			*plain = 0;
		ra_effect(w, st, &e);
		if (e.ra_access && !w->verify)
			ra_note(w, st, e.ra_access);
		if (e.unknown != NULL && !w->verify &&
		    w->facts->unknown_at == -1) {
			w->facts->unknown_at = st->stmt;
			w->facts->unknown_why = e.unknown;
		}
	}
	/* a depth lost here is a fact each reading must give again */
	if (w->hdr_events != was)
		*plain = 0;
	return 0;
}

/* Does a directive open a block that as may skip or repeat? */
static int
opens_block(const char *n)
{
	if (n[0] != '.')
		return 0;
	switch (n[1] | 0x20) {
	case 'i':
		return (n[2] | 0x20) == 'f' || strcasecmp(n, ".irp") == 0 ||
		    strcasecmp(n, ".irpc") == 0;
	case 'r':
		return strcasecmp(n, ".rept") == 0 ||
		    strcasecmp(n, ".rep") == 0;
	default:
		return 0;
	}
}

/*
 * Has an instruction changed anything of the frame?  Whether x16 holds
 * the function's value, not which call's (SCRATCH_CALL).
 */
static int
frame_moved(const struct frame *x, const struct frame *y)
{
	return x->known != y->known || x->depth != y->depth ||
	    x->fp != y->fp || x->ra_reg != y->ra_reg ||
	    x->ra_slot != y->ra_slot || x->taint != y->taint ||
	    (x->scratch != 0) != (y->scratch != 0) || x->slack != y->slack ||
	    ((x->known & FR_CP) && (x->cp != y->cp ||
	    x->cp_reg != y->cp_reg));
}

/*
 * Does a reading remembered from frame x serve frame y: the same frame,
 * the same registers saved (what the reading loads back of them,
 * SAVED_KEPT, is in the frame it leaves), and x16 from the same call
 * (SCRATCH_CALL, which the frame left keeps)?
 */
static int
frame_keyed(const struct frame *x, const struct frame *y)
{
	return x->saved == y->saved && x->scratch == y->scratch &&
	    !frame_moved(x, y);
}

static const char *nested_read(struct walk *, struct wstate *, int, int);

/*
 * nested_read, remembered: Linux's aes_ctrby8 reads its do_aes, a
 * body of .rept blocks of macros, from the same frame at each use.
 */
static const char *
nested_body(struct walk *w, struct wstate *st, int h, int depth)
{
	struct walkmem	*m = w->a->walkmem;
	struct nestread	*n;
	struct frame	 in = st->f;
	int		 i;

	for (i = 0; i < 16; i++) {
		n = &m->nests[i];
		if (n->h == h && n->arch == w->arch &&
		    frame_keyed(&n->in, &in)) {
			st->f = n->out;
			return n->why;
		}
	}
	n = &m->nests[m->nnext];
	m->nnext = (m->nnext + 1) % 16;
	n->h = h;
	n->in = in;
	n->arch = w->arch;
	n->why = nested_read(w, st, h, depth);
	n->out = st->f;
	return n->why;
}

/* RISC: may a macro use read or write the return address (macro_ra)? */
static int
names_ra(const struct analysis *a, const struct stmt *s)
{
	return a->u->arch->ra_in_reg && macro_names_ra(a, s, 0);
}

/*
 * A .macro of the file used inside the body that read_body reads: its
 * instructions act on the frame in st as if written there, and so do
 * those of the .macros it uses, up to a depth.  No return, jump or
 * label, and no instruction whose name rgpp cannot tell (\\op, or
 * __pair\\enc), may be in them.  NULL, or why not.
 */
static const char *
nested_read(struct walk *w, struct wstate *st, int h, int depth)
{
	const struct unit	*u = w->a->u;
	struct effect		 e;
	int			 m;
	const char		*why;
	struct frame		 was;
	char			 buf[256];
	const char		*t;
	size_t			 i;
	int			 nest = 0, flow = 0, moved = 0, self = 0;
	struct frame		 in = st->f;

	if (depth > 4)
		return "macros inside macros too deep";
	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind == SK_LABEL) {
			flow = 1;
			continue;
		}
		if (s->kind != SK_INSN || s->cls == IC_CFI)
			continue;
		if (opens_block(s->name))
			nest++;
		else if (dir_is(s->name, ".endif") ||
		    dir_is(s->name, ".endr"))
			nest -= nest > 0;
		if (s->cls == IC_NONE)
			continue;
		if (strchr(s->name, '\\') != NULL)
			return "a .macro inside with an instruction named by "
			    "a parameter";
		was = st->f;
		switch (s->cls) {
		case IC_CODE:
			code_effect(w, w->a->u, s, NULL, NULL, &st->f, &e);
			if (e.ra_access || e.spill || e.reload)
				return "it uses the return address";
			if (e.unknown != NULL)
				return e.unknown;
			if (e.clobber)
				st->f.ra_reg = 0;
			break;
		case IC_CALL:
			arch_call(&st->f, u->arch);
			if ((t = body_jump(u, s, buf, sizeof(buf))) != NULL &&
			    body_target(u, h, (int)i, t) != -1)
				return "a call to a label of a .macro inside";
			if (u->arch->ra_in_reg)
				st->f.ra_reg = 0;
			break;
		case IC_JMP:
		case IC_JCC:
			/* jnz 1f; 1: -- its own labels, the frame unchanged */
			if ((t = body_jump(u, s, buf, sizeof(buf))) == NULL ||
			    body_target(u, h, (int)i, t) == -1)
				return "a .macro inside that jumps out of it";
			flow = 1;
			break;
		case IC_MACRO:
			if (macro_returns(w->a, s))
				return "a macro inside that may return";
			if (s->flags & SF_JUMPMAC)
				return "a macro inside that may jump out of it";
			if ((m = use_body(w, st, s, NULL, depth + 1)) == -1) {
				if (names_ra(w->a, s))
					return "a macro inside names the "
					    "return address";
			} else if (m == -2)
				return MDEFS_DIFFER;
			else if (m == h) {
				/*
				 * It uses itself (st1b_unroll, under .if):
				 * read as written, the use reads as this
				 * reading does, from the same frame.
				 */
				if (frame_moved(&in, &st->f))
					return "a .macro that uses itself "
					    "and moves the stack";
				self = 1;
			} else if ((why = nested_body(w, st, m, depth + 1)) !=
			    NULL)
				return why;
			break;
		default:
			return "a .macro inside that returns";
		}
		if (frame_moved(&was, &st->f)) {
			if (nest > 0)
				return "the stack changes inside .if or .rept";
			moved = 1;
		}
	}
	if (flow && moved)
		return "the stack changes in a .macro inside with labels";
	if (self && frame_moved(&in, &st->f))
		return "a .macro that uses itself and moves the stack";
	return NULL;
}

/*
 * The label of the .macro body at h that the jump at statement j to t
 * goes to: 1f, 1b by direction, others by name (\@ ones too), if the
 * body defines the name once; else -1.
 */
static int
body_target(const struct unit *u, int h, int j, const char *t)
{
	size_t	 n = strlen(t), i;
	int	 dir = 0, found = -1;

	if (n > 1 && (t[n - 1] == 'f' || t[n - 1] == 'b') &&
	    strspn(t, "0123456789") == n - 1)
		dir = t[--n] == 'f' ? 1 : -1;
	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		if (u->st[i].kind != SK_LABEL ||
		    strncmp(u->st[i].name, t, n) != 0 ||
		    u->st[i].name[n] != '\0')
			continue;
		if (dir == 1 && (int)i > j)
			return (int)i;		/* the first after */
		if (dir == -1 && (int)i < j)
			found = (int)i;		/* the last before */
		else if (dir == 0) {
			if (found != -1)
				return -1;	/* defined twice */
			found = (int)i;
		}
	}
	return dir == 1 ? -1 : found;
}

/*
 * The label a jump in a .macro body names: its last operand if a \@
 * label of the expansion (which the architecture's target() may cut
 * at the @ of a relocation suffix), else the target.
 */
static const char *
body_jump(const struct unit *u, const struct stmt *s, char *buf, size_t sz)
{
	if (s->nops > 0 && strstr(s->ops[s->nops - 1].text, "\\@") != NULL)
		return s->ops[s->nops - 1].text;
	return u->arch->target(s, buf, sz);
}

/* Is the text [p, e) one token of a label (8f, 0, .Lx)? */
static int
token(const char *p, const char *e)
{
	if (p == e)
		return 0;
	for (; p < e; p++)
		if (!isalnum((unsigned char)*p) && *p != '_' && *p != '.')
			return 0;
	return 1;
}

/* Is the text [p, e) a plain name (an instruction, a macro)? */
static int
plain_name(const char *p, const char *e)
{
	if (p == e || !(isalpha((unsigned char)*p) || *p == '_' ||
	    *p == '.'))
		return 0;
	for (; p < e; p++)
		if (!isalnum((unsigned char)*p) && *p != '_' && *p != '.')
			return 0;
	return 1;
}

/* Is the text [p, e) a register or a number (%rsp, $8, #16, -8)? */
static int
operand_arg(const char *p, const char *e)
{
	if (p == e)
		return 0;
	for (; p < e; p++)
		if (!isalnum((unsigned char)*p) && strchr("_.%$#+-", *p) == NULL)
			return 0;
	return 1;
}

/* Is *q a blank of a macro's arguments (a \ that joins lines too)? */
static int
arg_blank(const char *q, const char *e)
{
	return *q == ' ' || *q == '\t' || *q == '\n' || *q == '\r' ||
	    (*q == '\\' && q + 1 < e && (q[1] == '\n' || q[1] == '\r'));
}

/* Skip the blanks of a macro's arguments from q (to e). */
static const char *
arg_skip(const char *q, const char *e)
{
	while (q < e && arg_blank(q, e))
		q++;
	return q;
}

/*
 * Is the blank after l and before r (the characters around it in a
 * macro use's arguments) sure to separate two arguments, as as reads
 * them?  Next to a comma, or between two characters of names, numbers
 * and registers.  Elsewhere as may drop it (a +b, (2) 3 are one
 * argument) or keep it (8 (%rsp) is two).
 */
static int
arg_sep(char l, char r)
{
	return l == ',' || r == ',' ||
	    ((isalnum((unsigned char)l) || strchr("_.$%", l) != NULL) &&
	    (isalnum((unsigned char)r) || strchr("_.$%", r) != NULL));
}

/*
 * Where the .macro at h of u names its parameter p (the text [*v, *ve)
 * of its default, if any): its position, as as reads the list: each
 * name, then :req or :vararg, then =default, blanks allowed around
 * ':' and '=', the parameters separated by a comma or by blanks.  -1
 * if it names none, or rgpp cannot be sure (a :vararg parameter, a
 * quoted default).
 */
static int
param_pos(const struct unit *u, int h, const char *p, const char **v,
    const char **ve)
{
	const struct stmt	*d = &u->st[h];
	const char		*q, *e, *t, *ql, *dv, *dve;
	size_t			 n = strlen(p), len;
	int			 k, want = -1, vararg;

	q = u->src->buf + d->ops[0].start;
	e = u->src->buf + d->ops[d->nops - 1].end;
	q += strcspn(q, " \t,");			/* the name */
	for (k = 0;; k++) {
		while (q < e && (arg_blank(q, e) || *q == ','))
			q++;
		if (q >= e)
			break;
		for (t = q; q < e && !arg_blank(q, e) && *q != ',' &&
		    *q != ':' && *q != '='; q++)
			;
		len = (size_t)(q - t);
		q = arg_skip(q, e);
		vararg = 0;
		if (q < e && *q == ':') {
			for (ql = q = arg_skip(q + 1, e); q < e &&
			    isalpha((unsigned char)*q); q++)
				;
			vararg = q - ql != 3;		/* not req */
			q = arg_skip(q, e);
		}
		dv = dve = NULL;
		if (q < e && *q == '=') {
			dv = q = arg_skip(q + 1, e);
			if (q < e && (*q == '"' || *q == '\''))
				vararg = 1;		/* quoted: unsure */
			while (q < e && !arg_blank(q, e) && *q != ',')
				q++;
			dve = q;
		}
		if (len == 0 && q == t)
			return -1;			/* not a name */
		if (len == n && strncmp(t, p, n) == 0) {
			if (vararg)
				return -1;
			want = k;
			*v = dv;
			*ve = dve;
		}
	}
	return want;
}

/*
 * The closing quote of the string that opens at p, or NULL (none, or
 * a quote escaped inside, which rgpp does not read; \\first in it is a
 * parameter, put in by as).
 */
static const char *
quoted(const char *p, const char *e)
{
	for (p++; p < e && *p != '"'; p++)
		if (*p == '\\' && p + 1 < e && p[1] == '"')
			return NULL;
	return p < e ? p : NULL;
}

/*
 * The text [*v, *ve) that a use (a statement of unit uu) of the .macro
 * at h of u gives its parameter p: by position (param_pos), the
 * arguments separated by commas, by blanks or by both, as as reads
 * them, or the parameter's default.  -1 where rgpp cannot be sure:
 * keyword arguments, quotes (unless how has PT_QUOTES: the argument
 * then given with them), a :vararg parameter, a blank that as may not
 * take for a separator (arg_sep); for names and labels (how without
 * PT_OPERAND) parentheses and \ too, for operands a comma in
 * parentheses, or parentheses with blanks and no comma.
 */
static int
param_text(const struct unit *u, int h, const struct stmt *use,
    const struct unit *uu, const char *p, int how, const char **v,
    const char **ve)
{
	const char		*q, *e, *t, *te;
	int			 k, want, parens, depth;
	int			 operand = how & PT_OPERAND;

	*v = *ve = NULL;
	if (u->st[h].nops == 0 || (want = param_pos(u, h, p, v, ve)) == -1)
		return -1;
	if (use->nops > 0) {
		q = uu->src->buf + use->ops[0].start;
		e = uu->src->buf + use->ops[use->nops - 1].end;
		/*
		 * Parentheses are read with a comma, which separates the
		 * arguments, or without a blank: one argument, "(\\n-1)".
		 */
		parens = memchr(q, ',', (size_t)(e - q)) != NULL;
		for (t = q; !parens && t < e && !arg_blank(t, e); t++)
			;
		parens |= t == e;
		for (t = q, depth = 0; t < e; t++)
			if (*t == '"' && (how & PT_QUOTES) &&
			    (t = quoted(t, e)) != NULL)
				continue;
			else if (t == NULL || strchr(operand ? "\"'=" :
			    "()\"'=\\", *t) != NULL ||
			    (*t == ',' && depth > 0) || (*t == '(' && !parens))
				return -1;
			else if (*t == '(')
				depth++;
			else if (*t == ')')
				depth -= depth > 0;
			else if (arg_blank(t, e) && t > q &&
			    !arg_blank(t - 1, e) && (te = arg_skip(t, e)) <
			    e && !arg_sep(t[-1], *te))
				return -1;
		for (k = 0; q < e; k++) {
			t = q = arg_skip(q, e);
			while (q < e && *q != ',' && !arg_blank(q, e))
				q = *q == '"' && (how & PT_QUOTES) ?
				    quoted(q, e) + 1 : q + 1;
			if (k == want) {
				if (q > t) {
					*v = t;
					*ve = q;
				}
				break;
			}
			q = arg_skip(q, e);
			if (q < e && *q == ',')
				q++;
		}
	}
	return *v == NULL ? -1 : 0;
}

/*
 * The argument that a use of the .macro at h gives its parameter p
 * (without the backslash), if a plain name, or with label set any
 * token of a label name too (8f, 0) (SMCCC smc: the body's
 * "\\instr #0" is "smc #0"); param_text says where.  NULL where rgpp
 * cannot be sure.
 */
static const char *
param_value(const struct unit *u, int h, const struct stmt *use,
    const struct unit *uu, const char *p, int label, char *buf, size_t sz)
{
	const char	*v, *ve;

	if (param_text(u, h, use, uu, p, PT_NAME, &v, &ve) == -1 ||
	    (size_t)(ve - v) >= sz || !(plain_name(v, ve) ||
	    (label && token(v, ve))))
		return NULL;
	memcpy(buf, v, (size_t)(ve - v));
	buf[ve - v] = '\0';
	return buf;
}

/* param_text for an operand of the use mc (in quotes or not), in mc->pc */
static int
mc_text(const struct mcall *mc, const char *p, const char **v,
    const char **ve)
{
	struct pcache	*c = mc->pc;
	int		 i, r;

	if (mc->uu == NULL)
		return -1;
	for (i = 0; c != NULL && i < c->n; i++)
		if (strcmp(c->e[i].p, p) == 0) {
			*v = c->e[i].v;
			*ve = c->e[i].ve;
			return c->e[i].r;
		}
	r = param_text(mc->u, mc->h, mc->use, mc->uu, p, PT_OPERAND |
	    PT_QUOTES, v, ve);
	if (c != NULL && c->n < PCACHE && strlen(p) < sizeof(c->e[0].p)) {
		memcpy(c->e[c->n].p, p, strlen(p) + 1);
		c->e[c->n].v = *v;
		c->e[c->n].ve = *ve;
		c->e[c->n++].r = r;
	}
	return r;
}

/*
 * What the use mc gives its parameter p for an operand: a register, a
 * name or a number (operand_arg), or through mc->up, the use of the
 * .macro whose body has this one, what that gives the parameter the
 * argument names (\\TMP1).  NULL where rgpp cannot be sure.
 */
static const char *
mc_value(const struct mcall *mc, const char *p, char *buf, size_t sz)
{
	const char	*v, *ve;
	char		 name[64];

	if (mc_text(mc, p, &v, &ve) == -1)
		return NULL;
	if (*v == '\\' && mc->up != NULL && plain_name(v + 1, ve) &&
	    (size_t)(ve - v) < sizeof(name)) {
		memcpy(name, v + 1, (size_t)(ve - v - 1));
		name[ve - v - 1] = '\0';
		return mc_value(mc->up, name, buf, sz);
	}
	if ((size_t)(ve - v) >= sz || !(plain_name(v, ve) ||
	    operand_arg(v, ve)))
		return NULL;
	memcpy(buf, v, (size_t)(ve - v));
	buf[ve - v] = '\0';
	return buf;
}

/*
 * May what the use mc gives its parameter p name a register that
 * arch->special_reg tells (param_effect, where param_value cannot
 * read it)?  Its argument or default, followed up through the uses
 * around (\TMP1), or where rgpp cannot tell which that is, every
 * argument and default of the uses from there up.
 */
static int
param_mentions(const struct analysis *a, const struct mcall *mc,
    const char *p)
{
	const struct mcall	*m;
	const struct stmt	*d;
	const char		*v, *ve;
	char			 name[64];

	for (m = mc; m != NULL; m = m->up) {
		if (m->uu == NULL)
			return 1;
		if (mc_text(m, p, &v, &ve) == 0) {
			if (*v != '\\' || !plain_name(v + 1, ve) ||
			    (size_t)(ve - v) >= sizeof(name))
				return reg_mentions(a, v, (size_t)(ve - v));
			memcpy(name, v + 1, (size_t)(ve - v - 1));
			name[ve - v - 1] = '\0';
			p = name;
			continue;
		}
		/* all of them, from here up */
		for (; m != NULL; m = m->up) {
			d = &m->u->st[m->h];
			if (m->uu == NULL || (d->nops > 0 && reg_mentions(a,
			    m->u->src->buf + d->ops[0].start,
			    d->ops[d->nops - 1].end - d->ops[0].start)) ||
			    (m->use->nops > 0 && reg_mentions(a,
			    m->uu->src->buf + m->use->ops[0].start,
			    m->use->ops[m->use->nops - 1].end -
			    m->use->ops[0].start)))
				return 1;
		}
		return 0;
	}
	return 1;	/* \name with no use around it */
}

/*
 * A jump target of the .macro body at h with each \\param replaced by
 * the use's argument (libgcc's JUMP_IF_NOT_LSE 8f: "cbz w16, \\label"
 * goes to 8f; Linux's encrypt_block ... 0: ".Lenc_out_\\i" is
 * ".Lenc_out_0") and \\() dropped; NULL if an argument is not a plain
 * name or label, or the result is too long.
 */
static const char *
subst_target(const struct unit *u, int h, const struct stmt *use,
    const char *t, char *buf, size_t sz)
{
	char		 name[64], val[64];
	size_t		 o = 0, n;

	while (*t != '\0') {
		if (*t != '\\') {
			if (o + 1 >= sz)
				return NULL;
			buf[o++] = *t++;
			continue;
		}
		if (t[1] == '(' && t[2] == ')') {
			t += 3;
			continue;
		}
		for (n = 0; isalnum((unsigned char)t[1 + n]) ||
		    t[1 + n] == '_'; n++)
			;
		if (n == 0 || n >= sizeof(name))
			return NULL;
		memcpy(name, t + 1, n);
		name[n] = '\0';
		if (param_value(u, h, use, u, name, 1, val, sizeof(val)) ==
		    NULL || o + strlen(val) >= sz)
			return NULL;
		memcpy(buf + o, val, strlen(val));
		o += strlen(val);
		t += 1 + n;
	}
	buf[o] = '\0';
	return buf;
}

/* Does the body at h, read for that use, define the label t? */
static int
defines_label(const struct unit *u, int h, const struct stmt *use,
    const char *t)
{
	char		 buf[256];
	const char	*l;
	size_t		 i, n = strlen(t);

	if (n > 1 && (t[n - 1] == 'f' || t[n - 1] == 'b') &&
	    strspn(t, "0123456789") == n - 1)
		n--;			/* 8f: is 8 a label of the body? */
	for (i = h + 1; i < u->nst && u->st[i].body == h; i++) {
		if (u->st[i].kind != SK_LABEL)
			continue;
		l = u->st[i].name;
		if (strchr(l, '\\') != NULL &&
		    (l = subst_target(u, h, use, l, buf, sizeof(buf))) == NULL)
			return 1;	/* cannot tell: take it as one */
		if (strncmp(l, t, n) == 0 && l[n] == '\0')
			return 1;
	}
	return 0;
}

/*
 * The class of a statement of a header's .macro body, which classify
 * does not see: by the file's vocabulary, and a name that a header or
 * the file defines is a macro.
 */
static enum insn_class
body_cls(const struct analysis *a, const struct unit *u, const struct stmt *s)
{
	enum insn_class	 c = classify_stmt(a->vocab, u->arch, s);

	if (c == IC_CODE && defined(a, s->name))
		c = IC_MACRO;
	return c;
}

/*
 * Read the body of a .macro of the file that returns (MR_BODY) in its
 * order, as if written at the use, from the frame in *st.  Its jumps
 * must stay inside it, each with the frame that the reading has at
 * the label it goes to, so that every path through the body is in the
 * reading's state at each statement; inside .if and .rept, nothing may
 * return, jump or change the frame.  A function with CFI may not save
 * or reload the return address in the body (that would take
 * RETGUARD_SPILLED there).  Fill r with its returns (at most
 * MAX_BODY_RETS) and return NULL, or say why the body cannot be read
 * so.
 */
static const char *
read_body(struct walk *w, struct wstate *st, const struct unit *u, int h,
    const struct stmt *use, struct bodyret *r, int *nr)
{
	int			 m;
	struct pcache		 pc;
	struct mcall		 mc = { u, h, use, NULL, NULL, &pc };
	struct effect		 e;
	struct frame		 was, *fr;
	struct stmt		 sub;
	char			 buf[256], pname[64];
	const char		*t, *why = NULL;
	size_t			 i, n;
	int			 nest = 0, end = -1, j, k;
	int			 cfi = w->a->funcs[w->func].cfi;
	int			 hdr = u != w->a->u, last = IC_NONE;

	*nr = 0;
	pc.n = 0;
	mc.uu = ops_unit(w->a, u, use);
	for (n = 0; h + 1 + n < u->nst && u->st[h + 1 + n].body == h; n++)
		;
	fr = xreallocarray(NULL, n + 1, sizeof(*fr));
	for (i = h + 1; why == NULL && i < u->nst && u->st[i].body == h;
	    i++) {
		const struct stmt *s = &u->st[i];

		fr[i - h - 1] = st->f;
		if (hdr && (s->kind == SK_CPP || s->kind == SK_DEFINE)) {
			why = "#if or #define lines in it";
			break;
		}
		if (s->kind == SK_LABEL) {
			if (nest > 0)
				why = "a label inside .if or .rept";
			last = IC_NONE;		/* a jump there falls out */
			continue;
		}
		if (hdr && s->kind == SK_INSN) {
			/* a header's statements are classified here */
			sub = *s;
			sub.cls = body_cls(w->a, u, s);
			s = &sub;
			if (s->cls == IC_MACRO) {
				why = "a macro inside";
				break;
			}
			if (strchr(s->name, '\\') != NULL) {
				why = "an instruction named by a parameter";
				break;
			}
		}
		if (s->kind == SK_INSN && s->cls != IC_CFI && s->cls != IC_NONE)
			last = s->cls;
		if (s->kind != SK_INSN || s->cls == IC_CFI)
			continue;
		if (opens_block(s->name)) {
			nest++;
			continue;
		}
		if (dir_is(s->name, ".endif") || dir_is(s->name, ".endr")) {
			nest -= nest > 0;
			continue;
		}
		if (strchr(s->name, '\\') != NULL) {
			/* \instr: the use's argument, if a plain name */
			if (s->name[0] != '\\' || strchr(s->name + 1,
			    '\\') != NULL || param_value(u, h, use, u,
			    s->name + 1, 0, pname, sizeof(pname)) == NULL) {
				why = "an instruction named by a parameter";
				break;
			}
			sub = *s;
			sub.name = pname;
			sub.acls = 0;
			sub.cls = classify_stmt(w->a->vocab, u->arch, &sub);
			if (sub.cls == IC_CODE && dot_macro(w->a, pname))
				sub.cls = IC_MACRO;
			s = &sub;
		}
		if (end != -1 && s->cls != IC_RET && s->cls != IC_NONE &&
		    s->cls != IC_RG_RESUME) {
			why = "code between a RETGUARD_END and its return";
			break;
		}
		was = st->f;
		switch (s->cls) {
		case IC_NONE:
		case IC_STOP:
		case IC_RG_RESUME:	/* CFI only */
			continue;
		case IC_RG_END:
			if (nest > 0)
				why = "a RETGUARD_END inside .if or .rept";
			end = (int)i;
			continue;
		case IC_RET:
			if (nest > 0)
				why = "a return inside .if or .rept";
			else if (*nr == MAX_BODY_RETS)
				why = "too many returns";
			else {
				r[*nr].stmt = (int)i;
				r[*nr].end = end;
				r[(*nr)++].f = st->f;
			}
			end = -1;
			continue;
		case IC_JMP:
		case IC_JCC:
			if (nest > 0)
				why = "a jump inside .if or .rept";
			else if ((t = body_jump(u, s, buf,
			    sizeof(buf))) == NULL ||
			    body_target(u, h, (int)i, t) == -1)
				why = "a jump out of the body";
			continue;
		case IC_CALL:
			arch_call(&st->f, u->arch);
			if ((t = body_jump(u, s, buf, sizeof(buf))) != NULL &&
			    body_target(u, h, (int)i, t) != -1) {
				why = "a call to a label of the body";
				break;
			}
			if (!u->arch->ra_in_reg)
				break;
			/* FALLTHROUGH */
		case IC_CODE:
			code_effect(w, u, s, hdr ? use : NULL, &mc, &st->f,
			    &e);
			if (e.ra_access || ((e.spill || e.reload) && cfi))
				why = "it uses the return address";
			/*
			 * A depth lost may come back (andq $-32,%rsp, then
			 * movq %rbp,%rsp): the returns and jumps are
			 * looked at with the depth they have.
			 */
			else if (e.unknown != NULL &&
			    (st->f.known & FR_DEPTH))
				why = e.unknown;
			else if (e.spill && st->f.ra_reg)
				st->f.ra_slot = e.slot;
			else if (e.reload && (st->f.ra_slot == 0 ||
			    st->f.ra_slot != e.slot))
				why = "it loads the return address from "
				    "where it was not saved";
			else if (e.reload)
				st->f.ra_reg = 1;
			if (e.clobber)
				st->f.ra_reg = 0;
			break;
		case IC_MACRO:
			if (macro_returns(w->a, s))
				why = "a macro inside that may return";
			else if (s->flags & SF_JUMPMAC)
				why = "a macro inside that may jump out of it";
			else if ((m = use_body(w, st, s, NULL, 1)) == -1) {
				if (names_ra(w->a, s))
					why = "a macro inside names the "
					    "return address";
			} else if (m == -2)
				why = MDEFS_DIFFER;
			else
				why = nested_body(w, st, m, 1);
			break;
		default:
			why = "data, a prefix or a marker rgpp does not read "
			    "in a body";
			break;
		}
		if (why == NULL && nest > 0 && frame_moved(&was, &st->f))
			why = "the stack changes inside .if or .rept";
	}
	/*
	 * A header's body, unlike the file's (classify.c's body_kind),
	 * is looked at here: it must end in a return, a jump or a stop,
	 * and at its own .endm, so that no path leaves it but by a return.
	 */
	if (hdr && why == NULL && (i >= u->nst || u->st[i].kind != SK_INSN ||
	    !dir_is(u->st[i].name, ".endm")))
		why = "a .macro inside";
	else if (hdr && why == NULL && last != IC_RET && last != IC_JMP &&
	    last != IC_STOP)
		why = "a path may leave it without returning";
	/* each jump with the frame the reading has at its label */
	for (i = h + 1; why == NULL && i < h + 1 + n; i++) {
		const struct stmt *s = &u->st[i];
		int c = s->kind != SK_INSN ? IC_NONE : hdr ?
		    (int)body_cls(w->a, u, s) : s->cls;

		if (c != IC_JMP && c != IC_JCC)
			continue;
		t = body_jump(u, s, buf, sizeof(buf));
		j = body_target(u, h, (int)i, t);
		k = (int)(i - h - 1);
		if (frame_moved(&fr[k], &fr[j - h - 1]))
			why = "the stack or the return address differs "
			    "between a jump in the body and its label";
	}
	free(fr);
	return why;
}

/*
 * A use of a .macro of the file whose body returns (MR_BODY).  Read
 * as it is, its returns are the function's: RETGUARD_END goes before
 * them in the body (plan.c), or is there already before each.  If the
 * body cannot be read, the reason is kept for the function's warning.
 * Either way the path ends: every path through the body returns.
 */
static void
body_ret(struct walk *w, struct wstate *st, const struct stmt *use,
    const struct unit *u, int h)
{
	struct walkmem	*m = w->a->walkmem;
	struct bodyread	*rd;
	struct bodyret	*r;
	struct wstate	 b = *st;
	const char	*why;
	int		 nr, k, ends = 0, e, cfi = w->a->funcs[w->func].cfi;
	int		 hdr = u != w->a->u, wrap;

	k = m->readix != NULL ? m->readix[st->stmt] - 1 : -1;
	if (k == -1) {
		if (m->readix == NULL)
			m->readix = xcalloc(w->a->u->nst + 1, sizeof(int));
		ARRAY_RESERVE(m->reads, m->nreads, m->capreads);
		k = (int)m->nreads++;
		m->readix[st->stmt] = k + 1;
		m->reads[k].use = -1;
	}
	rd = &m->reads[k];
	if (rd->use != st->stmt || !frame_keyed(&rd->in, &st->f) ||
	    rd->arch != w->arch || rd->cfi != cfi) {
		rd->use = st->stmt;
		rd->in = st->f;
		rd->arch = w->arch;
		rd->cfi = cfi;
		rd->why = read_body(w, &b, u, h, use, rd->r, &rd->nr);
	}
	why = rd->why;
	r = rd->r;
	nr = rd->nr;
	for (k = 0; why == NULL && k < nr; k++) {
		if (!(r[k].f.known & FR_DEPTH) || r[k].f.depth != 0)
			why = "it returns with the stack not at the "
			    "function's entry depth";
		else if (w->a->u->arch->ra_in_reg && !r[k].f.ra_reg)
			why = "it returns with the return address not in "
			    "its register";
		ends += r[k].end != -1;
	}
	if (why == NULL && ends != 0 && ends != nr)
		why = "RETGUARD_END is before some of its returns only";
	/*
	 * A header's body is not rgpp's to change: RETGUARD_RETS before
	 * the use makes each plain ret a macro that is RETGUARD_END and
	 * the return.  ret $n, retq and the like it does not reach.
	 */
	for (k = 0; hdr && why == NULL && ends == 0 && k < nr; k++)
		if (strcasecmp(u->st[r[k].stmt].name, "ret") != 0 ||
		    u->st[r[k].stmt].nops != 0)
			why = "a return other than a plain ret";
	if (why != NULL) {
		if (!w->verify) {
			intvec_push(&w->facts->reached, st->stmt);
			if (w->facts->macro_ret == -1) {
				w->facts->macro_ret = st->stmt;
				w->facts->macro_why = why;
				w->facts->macro_hdr = hdr;
			}
		}
		return;		/* no path leaves the body but by a return */
	}
	if (!w->verify) {
		intvec_push(&w->facts->reached, st->stmt);
		intvec_push(ends > 0 ? &w->facts->prets : hdr ?
		    &w->facts->wrets : &w->facts->mrets, st->stmt);
		for (k = 0; k < nr; k++) {
			b.f = r[k].f;
			kept_seen(w, &b);
		}
		return;
	}
	/* RETGUARD_RETS is around the use, or rgpp plans it */
	wrap = hdr && (ix_get(w->a->rets_on, st->stmt) != -1 ||
	    (w->a->ed_kinds != NULL &&
	    (w->a->ed_kinds[st->stmt] & (1u << ED_RETS))));
	for (k = 0; k < nr; k++) {
		b = *st;
		if (r[k].end != -1) {
			if (mangle_by(&b, -1) < 0)
				violate(w, &b, "RETGUARD_END in a .macro runs "
				    "without RETGUARD_START on a path");
		} else if (wrap) {
			if (mangle_by(&b, -1) < 0)
				violate(w, &b, "a ret of the .macro, after "
				    "RETGUARD_RETS, is RETGUARD_END and ret, "
				    "and runs with the return address not "
				    "mangled");
		} else if (hdr)
			;
		else if ((e = ix_get(w->ed_end, r[k].stmt)) != -1) {
			b.owner = e;
			if (b.first == -1)
				b.first = e;
			if (mangle_by(&b, -1) < 0)
				violate(w, &b, "RETGUARD_END would run "
				    "without RETGUARD_START on a path");
		}
		if (b.mangle != 0)
			violate(w, &b, "return with the return address "
			    "mangled");
	}
}

/*
 * RISC: does a macro use name the return-address register, in its
 * operands or, for a #define of this file, in its body (and the bodies
 * of the file's macros that body uses)?  newlib's aarch64 setjmp is
 * GPR_LAYOUT, whose body is REG_PAIR (x29, x30, 80) and the like.
 */
static int
macro_names_ra(const struct analysis *a, const struct stmt *s, int depth)
{
	const struct unit	*u = a->u;
	const struct stmt	*use = s;
	struct regread		 rr;
	struct frame		 f;
	struct effect		 e;
	struct stmt		 t;
	struct operand		 op;
	char			 w[64], none[1] = "";
	struct hdef		 d[8];
	const char		*p;
	size_t			 j, n;
	int			 i, k, nd;

	/* SET (LINK, x0), LINK a macro or .req for x30: as x30 */
	if ((s = reg_stmt(a, u->arch, u, s, NULL, &rr)) == NULL)
		return 1;
	/*
	 * Each word of each operand, as the operand of no instruction:
	 * REG_PAIR (x29, x30, 80) has one operand, "(x29,x30,80)".
	 */
	memset(&t, 0, sizeof(t));
	t.name = none;
	t.ops = &op;
	t.nops = 1;
	for (i = 0; i < s->nops; i++)
		for (p = s->ops[i].text; *p != '\0'; p += n) {
			p += strspn(p, "()[]{},!#");
			if ((n = strcspn(p, "()[]{},!#")) == 0 ||
			    n >= sizeof(w) - 1)
				continue;
			memcpy(w, p, n);
			w[n] = '\0';
			op.text = w;
			memset(&f, 0, sizeof(f));
			u->arch->effect(&t, &f, &e);
			if (e.ra_access)
				return 1;
		}
	if (depth >= 4 || strmap_get(&a->defines, use->name) == NULL)
		return 0;
	/*
	 * Each definition (PAC_AND_BTI is PACIASP under one #if branch,
	 * BTI_C under another), and what each instruction of its body
	 * does as well as what it names: hint 25 is paciasp.
	 */
	if ((nd = file_defs(a, use->name, d, 8)) < 0)
		return 1;
	for (k = 0; k < nd; k++)
		for (j = (size_t)d[k].st + 1; j < u->nst &&
		    u->st[j].body == d[k].st; j++) {
			if (u->st[j].kind != SK_INSN || u->st[j].cls == IC_CFI)
				continue;
			if (macro_names_ra(a, &u->st[j], depth + 1))
				return 1;
			memset(&f, 0, sizeof(f));
			u->arch->effect(&u->st[j], &f, &e);
			if (e.ra_access)
				return 1;
		}
	return 0;
}

/*
 * RISC: a macro use that names the return-address register may read or
 * write it, and rgpp does not know which: glibc's riscv64 setjmp stores
 * it in the jmp_buf with "REG_S ra, 0*SZREG(a0)", REG_S being sd, and
 * protected, it would store the mangled address.  Taken as a read.
 */
static void
macro_ra(struct walk *w, struct wstate *st, const struct stmt *s)
{
	if (!w->a->u->arch->ra_in_reg || w->verify ||
	    w->facts->ra_access != -1)
		return;
	if (macro_names_ra(w->a, s, 0))
		w->facts->ra_access = st->stmt;
}

/* RISC: what a spill, reload or call does to the return address. */
static void
ra_effect(struct walk *w, struct wstate *st, const struct effect *e)
{
	if (!w->a->u->arch->ra_in_reg)
		return;
	/*
	 * A RETGUARD_RELOADED's rule says the register holds the return
	 * address: a call that overwrites it sends unwinders from the
	 * callee to the call's own return address.  A spill ends the rule
	 * (RETGUARD_SPILLED is then due: -Wmissing-spilled).
	 */
	if (st->reloaded && e->clobber && w->verify)
		violate(w, st, "RETGUARD_RELOADED in force at a call that "
		    "overwrites the return address's register");
	if (e->spill || e->clobber)
		st->reloaded = 0;
	if (e->spill && st->f.ra_reg) {
		st->f.ra_slot = e->slot;
		if (!w->verify) {
			intvec_push(&w->facts->spills, st->stmt);
			intvec_push(&w->facts->spills, e->slot);
		}
	}
	if (e->reload) {
		if (st->f.ra_slot == 0 || st->f.ra_slot != e->slot) {
			if (!w->verify && w->facts->ra_access == -1)
				w->facts->ra_access = st->stmt;
		} else if (!w->verify)
			intvec_push(&w->facts->reloads, st->stmt);
		st->f.ra_reg = 1;
	}
	if (e->clobber)
		st->f.ra_reg = 0;
}

/*
 * A .cfi_remember_state or .cfi_restore_state of the file's lines (or
 * glibc's cfi_remember_state macro), when checking: the first saves
 * whether a RETGUARD_RELOADED's rule is in force, the second puts that
 * back (a restored rule of the slot is in force at a call after it,
 * not the register's).  The path's last .cfi_remember_state is taken
 * for the one GNU as pairs with the .cfi_restore_state, in the order
 * of the lines: they agree where a function remembers its state before
 * a return and restores it at a label after it, which a jump from
 * before the return reaches.  A restore with none remembered on the
 * path, or past REM_MAX, leaves the rule as it was: reported as
 * before, not passed.
 */
static void
cfi_state(struct walk *w, struct wstate *st, const struct stmt *s)
{
	const char	*n = s->name + (s->name[0] == '.');

	if (!w->verify || !w->a->u->arch->ra_in_reg)
		return;
	if (strcasecmp(n, "cfi_remember_state") == 0) {
		if (st->nrem >= REM_MAX)
			st->nrem = REM_LOST;
		else {
			st->rem = st->rem << 1 | (st->reloaded != 0);
			st->nrem++;
		}
	} else if (strcasecmp(n, "cfi_restore_state") == 0 &&
	    st->nrem > 0 && st->nrem != REM_LOST) {
		st->reloaded = st->rem & 1;
		st->rem >>= 1;
		st->nrem--;
	}
}

/*
 * An instruction on a path (step, rep_read): s may be a copy, read with
 * the items of the .irp blocks around it.
 */
/*
 * What a plain instruction does to the register values the walk reads:
 * one with a name a macro may make a register (%RSP_LP, KEYP, a symbol
 * a #define may stand for), as the macro makes it (reg_stmt), if rgpp
 * can tell.
 */
static void
step_values(struct walk *w, struct wstate *st, const struct stmt *s)
{
	struct regread		 rr;
	const struct stmt	*r = s;

	if ((s->xflags & (SX_MACREG | SX_BARE)) &&
	    (r = reg_stmt(w->a, w->arch, w->a->u, s, NULL, &rr)) == NULL) {
		st->f.vals = 0;
		st->f.cmp_reg = 0;
		return;
	}
	w->arch->values(r, &st->f);
}

static void
step_code(struct walk *w, struct wstate *st, const struct stmt *s)
{
	struct effect	 e;
	int		 was = st->f.scratch;

	code_effect(w, w->a->u, s, NULL, NULL, &st->f, &e);
	scratch_given(w, st, &e, was);
	if (w->vals_on)
		step_values(w, st, s);
	ra_effect(w, st, &e);
	if (e.ra_access && !w->verify)
		ra_note(w, st, e.ra_access);
	else if (e.ra_access)
		ra_used(w, st);
	scratch_used(w, st, &e);
	if (e.unknown != NULL && !w->verify && w->facts->unknown_at == -1) {
		w->facts->unknown_at = st->stmt;
		w->facts->unknown_why = e.unknown;
	}
}

/* define_ra's reading of the statements a use expands to */
struct defread {
	struct walk	*w;
	struct wstate	*st;		/* the use's */
	struct frame	 f;		/* the frame, statement by statement */
	int		 ra;		/* one reaches the return address */
	int		 moves;		/* define_moved's: instructions that
					   fall through and CFI only */
};

/*
 * def_macro's reading of a use s of a header's .macro there (one the
 * file does not define): each definition read dry from the frame *f
 * (hdr_body; as the file's, without the use's arguments: the
 * statement's text is the #define use's), all of which must leave the
 * same frame.  0, 1, -1 as def_macro; -2 if no header defines s as a
 * .macro.
 */
static int
def_hmacro(const struct walk *w, const struct wstate *st,
    const struct stmt *s, struct frame *f)
{
	struct hdef	 d[8];
	struct wstate	 t = *st;
	struct frame	 out, first;
	int		 k, n, ra;

	if (file_defines(w->a, s->name) ||
	    !learn_hdefines_macro(w->a->vocab, s->name))
		return -2;
	if ((n = learn_hdefs(w->a->vocab, s->name, d, 8)) < 1 || n > 8)
		return -1;
	t.f = *f;
	for (k = 0; k < n; k++) {
		if (hdr_dry(w, &t, d[k].u, d[k].st, s, 1, &out, &ra) != NULL)
			return ra ? 1 : -1;
		if (ra)
			return 1;
		if (k == 0)
			first = out;
		else if (frame_moved(&first, &out))
			return -1;
	}
	*f = first;
	return 0;
}

/*
 * A use s of the file's .macro in the expansion of a #define's use, or
 * in a body read as written, read dry from the frame *f (moved as the
 * body moves it): 0 if it only moved the frame, 1 if it reaches the
 * return address, -1 if rgpp cannot read it so (a jump, a depth lost,
 * or a parameter whose argument would matter: the statement s has no
 * arguments in the file's text to take).  A header's .macro is read so
 * too (def_hmacro).  -2 if s is no such use.
 */
static int
def_macro(struct walk *w, const struct wstate *st, const struct stmt *s,
    struct frame *f)
{
	struct walk	 dw;
	struct facts	 df;
	struct wstate	 t = *st;
	int		 h, plain, args, r, ra;

	if (s->cls != IC_MACRO)
		return -2;
	if (strmap_get(&w->a->macheads, s->name) == NULL)
		return def_hmacro(w, st, s, f);
	if ((h = use_body(w, st, s, NULL, 1)) < 0)
		return -1;
	t.f = *f;
	dry_begin(w, &dw, &df);
	r = expand_at(&dw, &t, h, s, NULL, 1, &plain, &args);
	ra = df.ra_access != -1;
	dry_end(&dw);
	if (ra)
		return 1;
	if (r != 0 || !plain || args)
		return -1;
	*f = t.f;
	return 0;
}

/* def_stmts' callback: one statement of the expansion, 1 to stop. */
static int
def_stmt(void *arg, const struct stmt *s)
{
	struct defread	*d = arg;
	struct effect	 e;
	int		 m;

	/* #define RD(r) getra r, getra a .macro of the file */
	if ((m = def_macro(d->w, d->st, s, &d->f)) != -2) {
		d->ra = m == 1;
		return m != 0;
	}
	if (d->moves && s->cls != IC_CODE && s->cls != IC_CFI)
		return 1;
	if (s->cls != IC_CODE)
		return 0;
	code_effect(d->w, d->w->a->u, s, NULL, NULL, &d->f, &e);
	if (e.ra_access || e.spill || e.reload || e.unknown != NULL) {
		d->ra = e.ra_access || e.spill || e.reload;
		return 1;
	}
	return 0;
}

/*
 * Is the name [p, p + n) a parameter of the #define at h of u?
 */
static int
def_param(const struct unit *u, int h, const char *p, size_t n)
{
	const struct stmt	*d = &u->st[h];
	const char		*t = u->src->buf + d->start + strlen(d->name);
	size_t			 k;

	if (*t++ != '(')
		return 0;
	while (*t != ')' && *t != '\0' && *t != '\n') {
		t += strspn(t, " \t,");
		for (k = 0; isalnum((unsigned char)t[k]) || t[k] == '_'; k++)
			;
		if (k == n && memcmp(t, p, n) == 0)
			return 1;
		if (k == 0 && *t != ')')
			t++;		/* ... */
		t += k;
	}
	return n == 11 && memcmp(p, "__VA_ARGS__", n) == 0;
}

/*
 * May the arguments of the use s of a #define (its text after the
 * name) name the stack or frame pointer, or the return address's
 * register, themselves or through the macros they name (reg_mentions)?
 */
static int
def_args_sp(const struct analysis *a, const struct stmt *s)
{
	const char	*t = a->u->src->buf + s->start + strlen(s->name);
	const char	*e = a->u->src->buf + s->end;

	/* a statement of a header's body: its own text is not the file's */
	if (s < a->u->st || s >= a->u->st + a->u->nst || t > e)
		return 1;
	return reg_mentions(a, t, (size_t)(e - t));
}

/*
 * An instruction b of the #define at h of u, read as written from the
 * frame in, to *f and *e: where a register of arch->probes in the place
 * of a parameter that its operands name (movq %rsp, r) would copy the
 * stack pointer, or, spargs set, reach the return address or move the
 * stack, 1, else 0.
 */
static int
def_probe_at(const struct walk *w, const struct unit *u, int h,
    const struct stmt *b, const struct frame *in, const struct frame *f,
    int spargs)
{
	const char *const	*r;
	struct regread		 rr;
	struct frame		 pf;
	struct effect		 pe;
	const char		*t, *v;
	size_t			 n, o, vn;
	int			 i, hits;

	if (b->nops > REG_OPS || u->src->buf[u->st[h].start +
	    strlen(u->st[h].name)] != '(')
		return 0;
	/*
	 * A copy needs the stack or frame pointer named (or a register
	 * that a macro names: %SP), or an argument that may name it
	 */
	if (!spargs && !(b->xflags & SX_MACREG)) {
		for (i = 0; i < b->nops; i++)
			if (arch_any_word(b->ops[i].text,
			    w->arch->special_reg))
				break;
		if (i == b->nops)
			return 0;
	}
	for (r = w->arch->probes; r != NULL && *r != NULL; r++) {
		rr.st = *b;
		rr.st.ops = rr.ops;
		rr.st.xflags &= ~(SX_MACREG | SX_BARE);
		hits = 0;
		for (i = 0; i < b->nops; i++) {
			rr.ops[i] = b->ops[i];
			rr.ops[i].text = rr.text[i];
			for (t = b->ops[i].text, o = 0; *t != '\0'; t += n) {
				for (n = 0; isalnum((unsigned char)t[n]) ||
				    t[n] == '_'; n++)
					;
				v = t;
				vn = n != 0 ? n : 1;
				/*
				 * A register's place: alone, %r, (r), [r,
				 * not 4*(n), r.16b (a vector's) nor v.s[n]
				 */
				if (n != 0 && def_param(u, h, t, n) &&
				    strchr(")],!", t[n]) != NULL &&
				    (o == 0 || rr.text[i][o - 1] == '%' ||
				    (o == 1 && rr.text[i][0] == '[') ||
				    rr.text[i][o - 1] == ',' ||
				    (rr.text[i][o - 1] == '(' && (o == 1 ||
				    isalnum((unsigned char)rr.text[i][o - 2]) ||
				    rr.text[i][o - 2] == '_' ||
				    rr.text[i][o - 2] == ')')))) {
					hits++;
					v = *r;
					vn = strcspn(v, "|");
					if (o > 0 && rr.text[i][o - 1] == *v) {
						v++;	/* %r */
						vn--;
					}
				}
				if (o + vn >= REG_TEXT)
					return 1;
				memcpy(rr.text[i] + o, v, vn);
				o += vn;
				if (n == 0)
					n = 1;
			}
			rr.text[i][o] = '\0';
		}
		if (hits == 0)
			return 0;
		pf = *in;
		w->arch->effect(&rr.st, &pf, &pe);
		/*
		 * A copy of the stack pointer made (in the frame pointer
		 * too), an address in the stack marked; the return address
		 * reached or the stack moved where an argument of the use,
		 * or of one around it, may name the stack or frame pointer
		 * (spargs: rorq $16, ab is no move where ab is RAB0).  Not
		 * another write of the frame pointer.
		 */
		if ((pf.known & ~f->known & (FR_CP | FR_FP)) ||
		    (pf.taint & ~f->taint) != 0 || (spargs &&
		    (pe.ra_access || pe.spill || pe.reload ||
		    ((pf.known ^ f->known) & FR_DEPTH) ||
		    pf.depth != f->depth)))
			return 1;
	}
	return 0;
}

/*
 * def_probe_at, remembered: Linux's crypto #defines are read as written
 * at each of many uses, from the same frame.
 */
static int
def_probe(const struct walk *w, const struct unit *u, int h,
    const struct stmt *b, const struct frame *in, const struct frame *f,
    int spargs)
{
	struct dprobed	*p;

	if (w->a->walkmem->dprobed == NULL)
		w->a->walkmem->dprobed = xcalloc(NPROBED, sizeof(*p));
	p = &w->a->walkmem->dprobed[((uintptr_t)b / sizeof(*b) +
	    (unsigned)in->depth * 7u + (unsigned)in->known +
	    (unsigned)spargs * 5u) % NPROBED];
	if (p->s == b && p->arch == w->arch && p->spargs == spargs &&
	    frame_keyed(&p->in, in))
		return p->r;
	p->s = b;
	p->in = *in;
	p->arch = w->arch;
	p->spargs = spargs;
	p->r = def_probe_at(w, u, h, b, in, f, spargs);
	return p->r;
}

/*
 * A use of a #define of the file that is not read at the use (one with
 * parameters, or defined more than once) and that leaves the stack
 * alone as written: what cpp makes of the use, with its arguments
 * (def_stmts: #define ID(...) __VA_ARGS__ used as ID(movq (%rsp),
 * %rax); o(SP) after #define SP %rsp; #define GET LD(8)), read from
 * the use's frame.  One that reads or writes the return address
 * (#define RD(r) movq 8(%rsp), r, used after a push; ldr r, [sp, #8]
 * after x30 is saved there) makes the use such an access; one that
 * moves the stack or that rgpp cannot read loses the depth; a use of
 * a .macro of the file there is read as its body (def_macro).  Where
 * rgpp cannot expand the use (a comment in it, too long, too many
 * ways), each definition's body is read as written, in order from the
 * use's frame: one that reaches the return address makes the use such
 * an access, and one that leaves anything else of the frame changed
 * (movq %rsp, r: a copy of the stack pointer, which the function may
 * read the return address through) or uses a .macro that rgpp cannot
 * read so loses the depth.
 */
static int
define_ra(struct walk *w, struct wstate *st, const struct stmt *s,
    int depth)
{
	return define_ra_c(w, st, s, depth, 0);
}

/* define_ra_at, remembered */
static int
define_ra_c(struct walk *w, struct wstate *st, const struct stmt *s,
    int depth, int spargs)
{
	struct defra	*x;
	struct walk	 dw;
	struct facts	 df;
	struct wstate	 t = *st;

	/* most: L(name), PUSH(reg): nothing in any body reaches it */
	if (strmap_get(&w->a->defcode, s->name) == NULL)
		return 0;
	if (def_marked(w->a, s->name)) {
		marks_lost(w, st, DEFMARKS);
		return 1;
	}
	/*
	 * Read dry once per frame, and given again: Linux's crypto code
	 * uses its #defines of #defines hundreds of times from one frame.
	 */
	if (w->a->walkmem->defras == NULL)
		w->a->walkmem->defras = xcalloc(NPROBED, sizeof(*x));
	x = &w->a->walkmem->defras[((uintptr_t)s / sizeof(*s) +
	    (unsigned)st->f.depth * 7u + (unsigned)st->f.known +
	    (unsigned)depth * 3u + (unsigned)spargs) % NPROBED];
	if (x->s != s || x->arch != w->arch || x->depth != depth ||
	    x->spargs != spargs || !frame_keyed(&x->in, &st->f)) {
		dry_begin(w, &dw, &df);
		x->r = define_ra_at(&dw, &t, s, depth, spargs);
		x->ra = df.ra_access != -1;
		x->why = df.unknown_at != -1 ? df.unknown_why : NULL;
		dry_end(&dw);
		x->s = s;
		x->in = st->f;
		x->out = t.f;
		x->arch = w->arch;
		x->depth = depth;
		x->spargs = spargs;
	}
	if (x->ra)
		ra_used(w, st);
	if (x->why != NULL)
		lose_depth(w, st, x->why);
	st->f = x->out;
	return x->r;
}

/*
 * define_ra, spargs if the arguments of a use around s may name sp (s's
 * own are read where its body is read as written)
 */
static int
define_ra_at(struct walk *w, struct wstate *st, const struct stmt *s,
    int depth, int spargs)
{
	const struct stmt	*b;
	struct hdef		 d[8];
	struct defread		 dr;
	struct frame		 f, in;
	struct effect		 e;
	size_t			 j;
	int			 k, nd, r, lost;

	/* most: L(name), PUSH(reg): nothing in any body reaches it */
	if (strmap_get(&w->a->defcode, s->name) == NULL)
		return 0;
	dr.w = w;
	dr.st = st;
	dr.f = st->f;
	dr.ra = 0;
	dr.moves = 0;
	if ((r = def_stmts(w->a, s, def_stmt, &dr)) != -1) {
		if (dr.ra)
			ra_used(w, st);
		else if (r == 1)
			lose_depth(w, st, "a #define with parameters that "
			    "rgpp cannot read at its use");
		else if (frame_moved(&dr.f, &st->f))
			st->f = dr.f;
		else
			return 0;
		return 1;
	}
	if (depth > 4 || (nd = file_defs(w->a, s->name, d, 8)) < 0) {
		ra_used(w, st);		/* too many to read */
		return 1;
	}
	spargs = spargs || def_args_sp(w->a, s);
	for (k = 0; k < nd; k++) {
		f = st->f;
		lost = 0;
		for (j = (size_t)d[k].st + 1; j < d[k].u->nst &&
		    d[k].u->st[j].body == d[k].st; j++) {
			b = &d[k].u->st[j];
			if (b->kind != SK_INSN)
				continue;
			if (d[k].u == w->a->u &&
			    (r = def_macro(w, st, b, &f)) != -2) {
				if (r == 1) {
					ra_used(w, st);
					return 1;
				}
				if (r == -1)
					lost = 1;
				continue;
			}
			/* #define GET LD(0, %rax): the one it uses */
			if (b->cls == IC_MACRO && file_defines(w->a, b->name) &&
			    define_ra_c(w, st, b, depth + 1, spargs))
				return 1;
			if (b->cls != IC_CODE)
				continue;
			/* o(SP) after #define SP %rsp: as the register */
			in = f;
			code_effect(w, d[k].u, b, NULL, NULL, &f, &e);
			if (e.ra_access || e.spill || e.reload) {
				ra_used(w, st);
				return 1;
			}
			if (def_probe(w, d[k].u, d[k].st, b, &in, &f, spargs))
				lost = 1;
		}
		/* its writes of x16 are not the stack's */
		f.scratch = st->f.scratch;
		if (lost || frame_moved(&f, &st->f)) {
			lose_depth(w, st, "a #define with parameters that "
			    "rgpp cannot read at its use");
			return 1;
		}
	}
	return 0;
}

/* hdr_expand's look at the statements of an expansion: 1 to stop */
static int
def_odd(void *arg, const struct stmt *s)
{
	const struct analysis	*a = arg;

	return s->cls != IC_CODE && s->cls != IC_CFI && s->cls != IC_NONE &&
	    (s->cls != IC_MACRO || !dot_macro(a, s->name));
}

/*
 * A use s, in the file's lines, of a header's #define with parameters
 * (each definition has them, and the use gives them: mv(%rsp, %rax),
 * addsp(8)), read as the file's is (define_ra): as cpp expands it with
 * its arguments, one way only, where each statement of the expansion
 * is an instruction that falls through, CFI, a directive or a .macro's
 * use (def_stmt; a header's .macro by def_hmacro).  1 if read so, 0 if
 * not: the body is then read as written (hdr_read), its parameters
 * not put in.
 */
static int
hdr_expand(struct walk *w, struct wstate *st, const struct stmt *s)
{
	const struct analysis	*a = w->a;
	struct hdef		 d[8];
	struct defread		 dr;
	const char		*p;
	int			 n, k, r;

	unsigned char		*m;

	if (s < a->u->st || s >= a->u->st + a->u->nst)
		return 0;
	if (a->walkmem->hexp == NULL)
		a->walkmem->hexp = xcalloc(a->u->nst + 1, 1);
	m = &a->walkmem->hexp[s - a->u->st];
	if (*m == 0) {
		*m = 2;
		/* in a .macro body, \\reg in its arguments: as written */
		if (names_param(s) || (n = learn_hdefs(a->vocab, s->name, d,
		    8)) < 1 || n > 8)
			return 0;
		for (k = 0; k < n; k++)
			if (d[k].u->st[d[k].st].kind != SK_DEFINE ||
			    d[k].u->src->buf[d[k].u->st[d[k].st].start +
			    strlen(s->name)] != '(')
				return 0;
		for (p = a->u->src->buf + s->start + strlen(s->name);
		    *p == ' ' || *p == '\t'; p++)
			;
		if (*p != '(' || def_ways(a, s) != 1 ||
		    def_stmts(a, s, def_odd, (void *)a) != 0)
			return 0;
		*m = 1;
	}
	if (*m != 1)
		return 0;
	dr.w = w;
	dr.st = st;
	dr.f = st->f;
	dr.ra = 0;
	dr.moves = 0;
	r = def_stmts(a, s, def_stmt, &dr);
	if (dr.ra)
		ra_used(w, st);
	else if (r != 0)
		lose_depth(w, st, "a #define with parameters that rgpp "
		    "cannot read at its use");
	else {
		/* its writes of x16 count, as the file's */
		st->f = dr.f;
	}
	return 1;
}

/*
 * A use of a #define of the file that moves the stack and that is not
 * read as its body (defmoves): one with parameters, defined once, read
 * as cpp expands the use, one way only, where each statement of the
 * expansion is an instruction that falls through or CFI and none
 * reaches the return address or loses the depth (Linux's push_cd(),
 * three pushq, used as an instruction): its moves count.  1 if so,
 * else 0 (the depth to lose).
 */
static int
define_moved(struct walk *w, struct wstate *st, const struct stmt *s)
{
	const struct stmt	*b;
	struct hdef		 d[2];
	struct defread		 dr;
	struct frame		 f, in;
	struct effect		 e;
	size_t			 j;
	int			 r;

	if (strmap_get(&w->a->redefs, s->name) != NULL ||
	    file_defs(w->a, s->name, d, 2) != 1 || d[0].u != w->a->u)
		return 0;
	dr.w = w;
	dr.st = st;
	dr.f = st->f;
	dr.ra = 0;
	dr.moves = 1;
	if (def_ways(w->a, s) == 1 &&
	    (r = def_stmts(w->a, s, def_stmt, &dr)) != -1) {
		if (r != 0 || dr.ra)
			return 0;
		st->f = dr.f;
		return 1;
	}
	/*
	 * One rgpp cannot expand (Linux's encrypt_round, push d ## D ...
	 * pop %edi: too long): its body as written, instructions that
	 * fall through only, none of which would do more with a register
	 * in a parameter's place (def_probe), and that change nothing of
	 * the frame but the depth.
	 */
	f = st->f;
	for (j = (size_t)d[0].st + 1; j < d[0].u->nst &&
	    d[0].u->st[j].body == d[0].st; j++) {
		b = &d[0].u->st[j];
		if (b->kind == SK_CPP || b->kind == SK_LABEL ||
		    (b->kind == SK_INSN && b->cls != IC_CODE &&
		    b->cls != IC_CFI))
			return 0;
		if (b->kind != SK_INSN || b->cls != IC_CODE)
			continue;
		in = f;
		code_effect(w, d[0].u, b, NULL, NULL, &f, &e);
		if (e.ra_access || e.spill || e.reload || e.unknown != NULL ||
		    !(f.known & FR_DEPTH) ||
		    def_probe(w, d[0].u, d[0].st, b, &in, &f,
		    def_args_sp(w->a, s)))
			return 0;
	}
	in = f;
	in.depth = st->f.depth;
	in.scratch = st->f.scratch;
	if (frame_moved(&in, &st->f))
		return 0;
	st->f = f;
	return 1;
}

/* A macro use on a path (step, rep_read): 1 if the path ends there. */
static int
step_macro(struct walk *w, struct wstate *st, const struct stmt *s)
{
	struct analysis		*a = w->a;
	const struct unit	*hu;
	int			 n, h;

	if ((n = strmap_get(&a->retmacs, s->name) != NULL ?
	    *strmap_get(&a->retmacs, s->name) : 0) == MR_BODY) {
		body_ret(w, st, s, a->u, file_body(a, s->name));
		return 1;
	}
	if (hdr_macro(a, s, &hu, &n)) {
		body_ret(w, st, s, hu, n);
		return 1;
	}
	if (!w->verify && macro_returns(a, s)) {
		intvec_push(&w->facts->reached, st->stmt);
		if (w->facts->macro_ret == -1)
			w->facts->macro_ret = st->stmt;
	}
	if ((h = use_body(w, st, s, NULL, 0)) == -2)
		lose_depth(w, st, MDEFS_DIFFER);
	else if (h != -1 && expand_macro(w, st, h, s)) {
		kept_seen(w, st);
		return 1;
	}
	kept_seen(w, st);
	if (h < 0)
		sv_clear(a);	/* in rep_read: it may assign, unseen */
	/* a body of the file that always leaves: no path after it */
	if (h >= 0 && macro_returns(a, s) && always_leaves(a, h))
		return 1;
	if (h == -1 && def_marked(a, s->name))
		marks_lost(w, st, DEFMARKS);
	else if (h == -1 && strmap_get(&a->defmoves, s->name) != NULL) {
		/* a #define of the file not read at the use */
		if (!define_moved(w, st, s))
			lose_depth(w, st, DEFMOVES);
	}
	else if (h == -1 && !(s->flags & SF_JUMPMAC) &&
	    !file_defines(a, s->name) && !macro_returns(a, s) &&
	    !hdr_expand(w, st, s) && !hdr_read(w, st, s, 0))
		(void)undefined(w, st, s);
	else if (h == -1 && file_defines(a, s->name))
		(void)define_ra(w, st, s, 0);
	kept_seen(w, st);
	macro_ra(w, st, s);
	return 0;
}

/*
 * Is statement i of the file's lines in a block of .rept or .irp that
 * as assembles more than once, or may (in one it reads no time, i is
 * not on a path), and whose copies run into each other (rep_leaves)?
 */
static int
repeated(const struct analysis *a, int i)
{
	struct repblk	 b;
	int		 h, args = 0, n = 0;

	for (h = ix_get(a->rep_in, i); h != -1; h = ix_get(a->rep_in, h)) {
		if (n++ == MAX_REP_NEST)
			return 1;
		rep_open(a->u, h, ix_get(a->rep_end, h), NULL, NULL, &b,
		    &args);
		if (b.count != 1 && !rep_leaves(a, h))
			return 1;
	}
	return 0;
}

/*
 * Did the START of the plan run at the entry of the function walked
 * before the file's START at i, which is at no function's start point?
 * The plan puts one there because the file has none there: this one,
 * later on the path, is the problem, not that it runs twice.
 */
static int
planned_start(const struct walk *w, int i)
{
	const struct func	*f = &w->a->funcs[w->func];
	size_t			 k;

	if (f->has_start || f->sp == -1 || ix_get(w->ed_start, f->sp) == -1)
		return 0;
	for (k = 0; k < w->a->nfuncs; k++)
		if (w->a->funcs[k].sp == i)
			return 0;	/* a fall into another's entry */
	return 1;
}

/* A RETGUARD_START or RETGUARD_END in the file (step, rep_read). */
static void
step_mark(struct walk *w, struct wstate *st, const struct stmt *s)
{
	struct wstate	 t;

	if (!w->verify)
		return;
	st->f.scratch = 0;		/* the macros overwrite it */
	if (s->cls == IC_RG_START) {
		if (repeated(w->a, st->stmt))
			violate(w, st, "RETGUARD_START in a .rept or .irp "
			    "block, which as assembles once for each copy");
		if (mangle_by(st, 1) > 1 && planned_start(w, st->stmt))
			violate(w, st, "RETGUARD_START not at the function's "
			    "entry on every path");
		else if (st->mangle > 1)
			violate(w, st, "RETGUARD_START runs twice on a path");
		if (!at_entry_depth(st))
			violate(w, st, "RETGUARD_START with the stack not at "
			    "its entry depth");
		return;
	}
	if (mangle_by(st, -1) < 0)
		violate(w, st, "RETGUARD_END runs without RETGUARD_START on "
		    "a path");
	/*
	 * x86: the xor of RETGUARD_END sets the flags, and code after it
	 * that reads them reads the xor's (cmp; RETGUARD_END; sete), as
	 * block_flags keeps rgpp from making.  Said at the read.
	 */
	if (w->arch->flags != NULL && s == &w->a->u->st[st->stmt] &&
	    (t.stmt = flags_in(w->a, w->arch, st->stmt)) != -1) {
		t.owner = st->owner;
		t.first = st->first;
		t.mangle = st->mangle;
		t.flags = st->flags;
		violate(w, &t, "the flags RETGUARD_END sets are read after "
		    "it");
		st->flags = t.flags;
	}
	if (w->a->funcs[w->func].cfi && w->a->funcs[w->func].own_cfi &&
	    strstr(mark_name(w->a, s), "NOCFI") != NULL)
		violate(w, st, "RETGUARD_END_NOCFI after a RETGUARD_START "
		    "with CFI");
	if (!at_entry_depth(st))
		violate(w, st, "RETGUARD_END with the stack not at its entry "
		    "depth");
	ra_home(w, st);
}

/*
 * A RETGUARD_SPILLED whose slot is below the stack pointer (rule_mark,
 * and one the plan puts, in step).
 */
#define SPILLED_BELOW	"RETGUARD_SPILLED whose slot is below the stack " \
	"pointer, where a signal's or an interrupt's frame may overwrite it"

/*
 * The offset a RETGUARD_SPILLED names, in *off: a number, or an
 * expression of the #define names and the symbols the file sets before
 * the use (ex_number: "SLOT" after ".set SLOT, -24"); in a .macro body
 * read at the use mc, its parameters put in (if_text: "\\off").  0 if
 * rgpp cannot read it.
 */
static int
spilled_off(const struct walk *w, const struct wstate *st,
    const struct stmt *s, const struct mcall *mc, long *off)
{
	char		 buf[128];
	const char	*t;
	size_t		 o = 0;
	int		 args = 0;

	if (s->nops != 1)
		return 0;
	t = s->ops[0].text;
	if (arch_number(t, off))
		return 1;
	if (strchr(t, '\\') != NULL) {
		if (mc == NULL || if_text(t, t + strlen(t), NULL, mc, buf,
		    sizeof(buf), &o, &args) == -1)
			return 0;
		t = buf;
	}
	return ex_number(w->a, t, st->stmt, off);
}

/*
 * A RETGUARD_SPILLED or RETGUARD_RELOADED, of the file's lines or of a
 * macro's body read at the use mc, when checking: the CFI rule it
 * gives must say where the mangled return address is.  SPILLED(N)
 * where no spill put it at CFA + N sends unwinders to another slot
 * (libgcc faults on aarch64); RELOADED where a call has overwritten
 * the register and nothing loaded it back reads that register.  An
 * offset rgpp cannot read (spilled_off) cannot be checked: that is a
 * finding too, as the rule may send unwinders anywhere.
 */
static void
rule_mark(struct walk *w, struct wstate *st, const struct stmt *s,
    const struct mcall *mc)
{
	long	 off;

	if (!w->verify || !w->a->u->arch->ra_in_reg)
		return;
	if (s->cls == IC_RG_RELOADED) {
		if (!st->f.ra_reg)
			violate(w, st, "RETGUARD_RELOADED where the return "
			    "address is not in its register");
		st->reloaded = 1;
		return;
	}
	st->reloaded = 0;
	if (!spilled_off(w, st, s, mc, &off))
		violate(w, st, "RETGUARD_SPILLED whose offset rgpp cannot "
		    "read: the slot it names is not checked");
	else if (off != st->f.ra_slot)
		violate(w, st, "RETGUARD_SPILLED where the return address "
		    "is not saved at the offset it names");
	else if ((st->f.known & FR_ANYDEPTH) && off < -st->f.depth)
		/*
		 * The slot the return address was loaded back from, after
		 * "ldp x29, x30, [sp], #32": it still holds the mangled
		 * address, but below the stack pointer, where a signal's
		 * frame may overwrite it (no red zone on aarch64 or riscv64
		 * Linux).  With a range of depths, the shallowest counts.
		 */
		violate(w, st, SPILLED_BELOW);
}

/*
 * Can rep_read read the block of .rept or .irp at h of the file's lines
 * (its .endr at e): one section, no label, entry or #if, no jump, call
 * or return (in data neither)?  Its instructions, macros, data, CFI and
 * RETGUARD_START and _END (not in an .if) are read as step reads them,
 * its .if groups as expand_at reads a body's.  0 if it can; REP_DEEP if
 * blocks in it are nested deeper than a reading opens; else 1.
 */
#define REP_DEEP	2
static int
rep_plain(const struct analysis *a, int h, int e)
{
	const struct unit	*u = a->u;
	unsigned char		 bytes[64];
	int			 i, prev = h, nest = 1, n, ifd = 0;

	for (i = h + 1; i < e; i++) {
		const struct stmt *s = &u->st[i];

		if ((s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) ||
		    s->kind == SK_DEFINE)
			continue;	/* not the file's lines */
		/* .if groups are read as expand_at reads them; not #if */
		if (a->fall[prev] != i || (s->cond != COND_NONE &&
		    s->kind != SK_INSN) || s->kind == SK_LABEL ||
		    ix_get(a->func_at, i) != -1 || (s->flags & SF_ALTENTRY))
			return 1;
		ifd += (s->cond == COND_IF) - (s->cond == COND_ENDIF);
		prev = i;
		if (s->kind != SK_INSN)
			continue;
		if (rep_head(s) && ++nest > MAX_REP_NEST)
			return REP_DEEP;
		if (dir_is(s->name, ".endr"))
			nest--;
		switch (s->cls) {
		case IC_NONE:
		case IC_CFI:
		case IC_CODE:
		case IC_MACRO:
		case IC_RG_START:
		case IC_RG_END:
			if (a->vocab->ngtail > 0 && protected_ret(a, s))
				return 1;
			/* the branches of an .if must run alike */
			if (ifd > 0 && (s->cls == IC_RG_START ||
			    s->cls == IC_RG_END))
				return 1;
			break;
		case IC_DATA:
			n = data_bytes(s, bytes, sizeof(bytes), NULL);
			if ((n > 0 && (u->arch->hidden_ret(bytes, n) ||
			    u->arch->hidden_jump(bytes, n))) ||
			    insn_jumps(u, s))
				return 1;
			break;
		default:
			return 1;
		}
	}
	return a->fall[prev] != e;
}

/*
 * Read the block of .rept or .irp at st's statement, plain (rep_plain),
 * statement by statement as step would, as many times as as repeats it,
 * a .irp's each time with the next item in its parameter's place; the
 * edits planned in it run each time too.  Its .if groups are read as
 * expand_at reads a body's: one branch where rgpp reads the condition
 * (if_known), else each from the frame at the .if (if_step).  Its
 * assignments are read in as's order (sv_assign), from the value of
 * the statement right before the block if that assigns one (t = 0,
 * then t = t+2 in each copy).  1 if the path ends in it; else st is at
 * its .endr.
 */
static int	 rep_copies(struct walk *, struct wstate *);

static int
rep_read(struct walk *w, struct wstate *st)
{
	struct analysis		*a = w->a;
	const struct stmt	*s;
	unsigned		 from;
	int			 outside, r, args = 0, h = st->stmt;

	sv_begin(a, &from, &outside);
	if (h > 0 && a->fall[h - 1] == h) {
		s = &a->u->st[h - 1];
		if (s->kind == SK_INSN && s->cond == COND_NONE &&
		    !(s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) &&
		    set_value(s) != NULL)
			sv_assign(w, s, NULL, NULL, 1, &args);
	}
	r = rep_copies(w, st);
	(void)sv_end(a, from, outside);
	return r;
}

/* rep_read's reading of the block, with the symbols it assigns. */
static int
rep_copies(struct walk *w, struct wstate *st)
{
	struct analysis		*a = w->a;
	const struct stmt	*s, *c;
	struct repblk		 rb[MAX_REP_NEST];
	struct ifblk		 ib[MAX_IF_NEST];
	struct ifknown		 kn[MAX_IF_NEST];
	struct regread		 rr;
	int			 i = st->stmt, nrb = 0, args = 0, known;
	int			 nib = 0, nkn = 0, deep = 0;

	st->flags &= ~(WS_JUMPED | WS_INITIAL | WS_VIASKIP);
	for (;; i = a->fall[i]) {
		s = &a->u->st[i];
		if (rep_head(s)) {
			i = rep_enter(w, st, NULL, rb, &nrb, i, &args);
			if (nrb > 0)
				continue;
			st->stmt = i;		/* read no time */
			return 0;
		}
		if (nrb > 0 && i == rb[nrb - 1].end) {
			st->stmt = rb[nrb - 1].head;	/* where to say */
			i = rep_again(w, st, rb, &nrb);
			if (nrb > 0)
				continue;
			st->stmt = i;
			return 0;
		}
		st->stmt = i;
		if (nkn > 0 && i == kn[nkn - 1].at) {
			/* the branch as reads is over: on past the .endif */
			i = kn[--nkn].end;
			continue;
		}
		if (s->cond == COND_IF && deep == 0 && nkn < MAX_IF_NEST) {
			a->sv.on = 1;
			known = if_known(a->u, i, &rb[nrb - 1], NULL, &kn[nkn],
			    &args);
			a->sv.on = 0;
			if (known) {
				i = kn[nkn].from;
				nkn += kn[nkn].at != -1;
				continue;
			}
		}
		if (s->cond != COND_NONE) {
			if_step(w, st, s, ib, &nib, &deep, 1);
			continue;
		}
		if (edits_before(w, st))
			return 1;
		if (s->kind != SK_INSN)
			continue;
		if (set_value(s) != NULL) {
			sv_assign(w, s, &rb[nrb - 1], NULL, nib == 0 &&
			    deep == 0 && !rep_inexact(rb, nrb), &args);
			continue;
		}
		if (s->flags & SF_JUMPMAC) {
			on_jump_macro(w, st);
			sv_clear(a);
		}
		if (s->cls == IC_RG_START || s->cls == IC_RG_END)
			step_mark(w, st, s);
		else if (s->cls == IC_CODE) {
			if ((c = rep_stmt(s, &rb[nrb - 1], &rr)) == NULL)
				lose_depth(w, st, "an instruction too long to "
				    "read with a .irp item in it");
			else {
				a->sv.on = 1;
				step_code(w, st, c);
				a->sv.on = 0;
			}
		} else if (s->cls == IC_MACRO) {
			if (rep_risky(a, s, &rb[nrb - 1])) {
				lose_depth(w, st, "a macro whose arguments "
				    "name a .irp parameter, an item of which "
				    "names the stack or frame pointer");
				sv_clear(a);
			} else if (step_macro(w, st, s))
				return 1;
		}
	}
}

/*
 * What the macro use s does to the frame *f, read dry (step_macro on a
 * copy of the walk): 1 if its path ends there or it may jump where the
 * walk does not follow, else 0 and *f moved.
 */
static int
macro_moves(const struct walk *w, const struct wstate *st,
    const struct stmt *s, struct frame *f)
{
	struct walk	 dw;
	struct facts	 df;
	struct wstate	 t = *st;
	int		 r;

	if (s->flags & SF_JUMPMAC)
		return 1;
	t.f = *f;
	t.stmt = (int)(s - w->a->u->st);	/* where it is used */
	dry_begin(w, &dw, &df);
	r = step_macro(&dw, &t, s);
	dry_end(&dw);
	*f = t.f;
	return r;
}

/*
 * Does the block of .rept or .irp at h of the file's lines (its .endr
 * at e), which rep_read cannot read, move the stack from the frame in
 * st, so that each copy that as makes of it starts from another frame?
 * Its instructions and macros (macro_moves) in order, both branches of
 * an #if or .if alike: the frame they leave; with labels or branches in
 * it, any move.  What follows a jump, a return or a stop up to a label
 * or branch no path reaches, and no path runs into the .endr after one.
 */
static int
rep_moves(struct walk *w, const struct wstate *st, int h, int e)
{
	const struct unit	*u = w->a->u;
	struct frame		 f = st->f;
	struct effect		 ef;
	char			 buf[256];
	int			 i, t, labels = 0, any = 0, dead = 0;

	for (i = h + 1; i < e; i++) {
		const struct stmt *s = &u->st[i];

		if ((s->flags & (SF_DEFINE | SF_MACRO | SF_INACTIVE)) ||
		    s->kind == SK_DEFINE)
			continue;
		/* paths meet at a label, and at the branches of an .if */
		if (s->kind == SK_LABEL || s->cond != COND_NONE) {
			labels = 1;
			dead = 0;
			continue;
		}
		if (s->kind != SK_INSN || dead)
			continue;
		if (s->cls == IC_JMP || s->cls == IC_RET ||
		    s->cls == IC_FARRET || s->cls == IC_STOP)
			dead = 1;
		else if (s->cls == IC_CODE)
			code_effect(w, u, s, NULL, NULL, &f, &ef);
		else if (s->cls == IC_MACRO && macro_moves(w, st, s, &f))
			f.known &= ~FR_ANYDEPTH;
		else if (s->cls == IC_CALL && !u->arch->ra_in_reg &&
		    u->arch->target(s, buf, sizeof(buf)) != NULL &&
		    resolve_label(w->a, i, buf, &t, 1) > 0)
			f.known &= ~FR_ANYDEPTH;	/* call 1f: a push */
		any |= frame_moved(&st->f, &f);
	}
	return !dead && (labels ? any : frame_moved(&st->f, &f));
}

/*
 * The head of a block of .rept or .irp on a path: as assembles the
 * body as many times as it repeats it.  A plain body (rep_plain) is
 * read so (rep_read).  Another is walked once as written, which is
 * right where as reads it once, where no path runs into its .endr, or
 * where it leaves the frame as it finds it; else the depth is lost
 * (rep_moves).  A body as reads no time is passed over.
 */
static void
rep_step(struct walk *w, struct wstate *st)
{
	const struct analysis	*a = w->a;
	struct repblk		 b;
	int			 e = ix_get(a->rep_end, st->stmt), args = 0;
	int			 k;

	if (e == -1 || !(st->f.known & FR_DEPTH)) {
		go(w, st, a->fall[st->stmt], 0);
		return;
	}
	/* reading the body to tell what it is costs the walk's budget */
	if (e - st->stmt > w->a->walkmem->reps) {
		lose_depth(w, st, "blocks of .rept or .irp longer than rgpp "
		    "reads");
		go(w, st, a->fall[st->stmt], 0);
		return;
	}
	w->a->walkmem->reps -= e - st->stmt;
	rep_open(a->u, st->stmt, e, NULL, NULL, &b, &args);
	if (b.count == 0) {
		go(w, st, a->fall[e], 0);
		return;
	}
	if ((k = rep_plain(a, st->stmt, e)) == 0) {
		if (!rep_read(w, st))
			go(w, st, a->fall[st->stmt], 0);
		return;
	}
	if (b.count != 1 && rep_moves(w, st, st->stmt, e))
		lose_depth(w, st, k == REP_DEEP ? "blocks of .rept or .irp "
		    "nested deeper than rgpp reads" :
		    "the stack moves in a .rept or .irp block with labels, "
		    "jumps, calls or .if in it, which rgpp walks once");
	go(w, st, a->fall[st->stmt], 0);
}

/* Execute one statement of one path and queue what follows. */
static void
step(struct walk *w, struct wstate *st)
{
	struct analysis		*a = w->a;
	const struct unit	*u = a->u;
	const struct stmt	*s = &u->st[st->stmt];
	struct effect		 e;
	char			 buf[256];
	int			 n, fi = ix_get(a->func_at, st->stmt);

	if (fi != -1 && fi != w->func && !(st->flags & WS_INITIAL) &&
	    !w->verify && (st->flags & WS_STARTED)) {
		intvec_push(&w->facts->falls, fi);
		intvec_push(&w->facts->falls, st->stmt);
	}
	if (!w->verify && st->stmt == a->funcs[w->func].sp &&
	    !(st->flags & WS_JUMPED))
		st->flags |= WS_STARTED;
	if (s->flags & SF_ALTENTRY) {
		/* entered from elsewhere past RETGUARD_START */
		if (w->verify && st->mangle != 0)
			violate(w, st, "a global label inside it, where code "
			    "elsewhere may enter past RETGUARD_START");
		else if (!w->verify && (st->flags & WS_STARTED) &&
		    w->facts->alt_entry == -1)
			w->facts->alt_entry = st->stmt;
	}
	if (s->cond == COND_IF) {
		cond_branches(w, st, st->stmt);
		return;
	}
	if (s->cond == COND_ELSE) {
		go(w, st, next_stmt(u, cond_end(u, st->stmt)), 0);
		return;
	}
	if ((st->f.vals != 0 || st->f.cmp_reg != 0) && vals_lost(s))
		st->f.vals = 0, st->f.cmp_reg = 0;
	if (s->kind != SK_INSN) {
		go(w, st, a->fall[st->stmt], 0);
		return;
	}
	if (a->vocab->ngtail > 0 && protected_ret(a, s)) {
		on_protected_ret(w, st);
		return;
	}
	/* PSEUDO(name, ...), an entry whose body jumps, too */
	if (s->flags & SF_JUMPMAC)	/* classify.c's macro_jumps */
		on_jump_macro(w, st);
	switch (s->cls) {
	case IC_RET:
		if (!w->verify)
			intvec_push(&w->facts->reached, st->stmt);
		if (!w->verify && u->arch->auth_ret != NULL &&
		    u->arch->auth_ret(s) && w->facts->ra_access == -1)
			w->facts->ra_access = st->stmt;
		/* after RETGUARD_RETS, ret is RETGUARD_END and ret */
		if (w->verify && ix_get(a->rets_on, st->stmt) != -1 &&
		    strcasecmp(s->name, "ret") == 0 &&
		    mangle_by(st, -1) < 0)
			violate(w, st, "a ret after RETGUARD_RETS is "
			    "RETGUARD_END and ret, and runs here with the "
			    "return address not mangled");
		on_ret(w, st);
		return;
	case IC_FARRET:
	case IC_STOP:
		return;
	case IC_JMP:
		if (u->arch->target(s, buf, sizeof(buf)) == NULL) {
			branch_reads(w, st, s);
			indirect(w, st);
		} else
			jump(w, st, buf, 0, 0);
		return;
	case IC_JCC:
		branch_reads(w, st, s);
		if (w->vals_on) {
			/* the paths the compare's values allow */
			struct wstate t = *st;

			if (w->arch->branch(s, &t.f, 1))
				jump(w, &t, u->arch->target(s, buf,
				    sizeof(buf)), 1, 0);
			if (!w->arch->branch(s, &st->f, 0))
				return;
		} else
			jump(w, st, u->arch->target(s, buf, sizeof(buf)), 1,
			    0);
		break;
	case IC_RG_SKIP:
		if (s->nops > 0) {
			const char *t = s->ops[0].text;
			size_t l = strcspn(t + (*t == '('), ")");
			if (l < sizeof(buf)) {
				memcpy(buf, t + (*t == '('), l);
				buf[l] = '\0';
				jump(w, st, buf, 0, 0);
			}
		}
		return;
	case IC_RG_START:
	case IC_RG_END:
		st->reloaded = 0;
		step_mark(w, st, s);
		break;
	case IC_RG_SPILLED:
	case IC_RG_RELOADED:
		rule_mark(w, st, s, NULL);
		break;
	case IC_CFI:
		cfi_state(w, st, s);
		break;
	case IC_CALL:
		/* the copies of the stack pointer it overwrites */
		n = call_callee(w, st->stmt);
		arch_call_gives(&st->f, u->arch, call_gives(w, n));
		if (u->arch->ra_in_reg) {
			int was = st->f.scratch;

			w->arch->effect(s, &st->f, &e);
			ra_effect(w, st, &e);
			if (e.ra_access)	/* blr x30: through it */
				ra_used(w, st);
			scratch_used(w, st, &e);
			scratch_given(w, st, &e, was);
			/* x16 as the callee left it (scratch_given) */
			if (n != -1 && u->arch->scratch != NULL &&
			    !w->verify && !w->callee)
				st->f.scratch = SCRATCH_CALL + n;
		}
		if (u->arch->target(s, buf, sizeof(buf)) != NULL) {
			int t[MAX_TARGETS];
			n = resolve_label(a, st->stmt, buf, t, MAX_TARGETS);
			/* abort, panic: unless the file defines it */
			if (n == -1 && noreturn(a, buf))
				return;
			if (n == 1 && t[0] == a->fall[st->stmt]) {
				/* call 1f; 1: pop -- pushes its own address */
				st->f.depth += w->arch->wordsize;
				break;
			}
			if (n > 0)
				jump(w, st, buf, 0, w->arch->wordsize);
			else if ((t[0] = strmap_get(&a->funcnames, buf) ?
			    *strmap_get(&a->funcnames, buf) : -1) != -1)
				st->f.depth -= a->funcs[t[0]].callee_pop;
		}
		break;
	case IC_CODE:
		step_code(w, st, s);
		break;
	case IC_MACRO:
		if (step_macro(w, st, s))
			return;
		break;
	case IC_NONE:
		if (rep_head(s)) {
			rep_step(w, st);
			return;
		}
		break;
	case IC_END:
		if (!w->verify && runs_off(a, st->stmt) &&
		    w->facts->falls_off == -1)
			w->facts->falls_off = st->stmt;
		break;
	case IC_DATA:
		if (data_step(w, st, s, st->stmt, DATA_FILE) == 2)
			return;
		break;
	default:
		break;
	}
	/*
	 * A RETGUARD_RELOADED the plan puts after this statement: its rule
	 * is in force from here as for one of the file (rule_mark), so a
	 * call while it is leaves the function alone rather than give
	 * rgcheck an output it reports (ra_effect).
	 */
	if (w->verify && u->arch->ra_in_reg &&
	    (a->ed_kinds[st->stmt] & (1u << ED_RELOADED)))
		st->reloaded = 1;
	/*
	 * A RETGUARD_SPILLED the plan puts after this statement, with the
	 * slot of the spill before it: checked as rule_mark checks one of
	 * the file, so that rgpp never writes one whose slot is below the
	 * stack pointer (a store below it, "str x30, [sp, #-16]", before
	 * the instruction that moves sp).
	 */
	if (w->verify && u->arch->ra_in_reg &&
	    (a->ed_kinds[st->stmt] & (1u << ED_SPILLED)) &&
	    (st->f.known & FR_ANYDEPTH) && st->f.ra_slot != 0 &&
	    st->f.ra_slot < -st->f.depth)
		violate(w, st, SPILLED_BELOW);
	go(w, st, a->fall[st->stmt], 0);
}

/*
 * Data on a path, statement i (step; a .macro body's, which expand_at
 * reads at a use: where DATA_BODY), which runs as code: its use of the
 * return address (data_ra), a return spelt as data, which ends the path
 * and leaves the function alone (x86's .byte 0xc3, aarch64's .inst
 * 0xd65f03c0, riscv64's .word 0x00008067), or a jump, whose target
 * rgpp does not read.  2 if the path ends there, 1 if the data is any
 * of those, else 0.
 */
static int
data_step(struct walk *w, struct wstate *st, const struct stmt *s, int i,
    int where)
{
	const struct unit	*u = w->a->u;
	unsigned char		 bytes[64];
	int			 n, k, r;

	n = data_bytes(s, bytes, sizeof(bytes), NULL);
	/* .inst 0xd503233f, paciasp: read as its hint is */
	if ((k = data_ra(u, s, where)) == 1)
		ra_used(w, st);
	else if (k == 2)
		st->f.ra_reg = 0;	/* a call */
	r = k != 0;
	if (n > 0 && u->arch->hidden_ret(bytes, n)) {
		/* a return spelt as data: the path ends here */
		if (!w->verify)
			intvec_push(&w->facts->hidden, i);
		return 2;
	}
	if ((k = n > 0 ? u->arch->hidden_jump(bytes, n) : 0) != 0 ||
	    insn_jumps(u, s)) {
		/* a jump spelt as data: where to, rgpp does not read */
		if (w->verify && st->mangle != 0)
			violate(w, st, "a jump written as data while "
			    "the return address is mangled");
		else if (!w->verify && w->facts->data_jump == -1)
			w->facts->data_jump = i;
		if (k == 2)
			return 2;		/* it always jumps */
		r = 1;
	}
	return r;
}

/*
 * Does function fi (its statements up to the next function's entry)
 * have one that makes the walk read register values (arch->
 * wants_values)?  Most have none, and are walked without.
 */
static int
wants_values(const struct analysis *a, int fi)
{
	const struct arch	*arch = a->funcs[fi].arch;
	size_t			 i;
	int			 e = a->funcs[fi].entry;

	if (arch->wants_values == NULL || e < 0)
		return 0;
	/* up to the next function's entry: not by a search of all of
	   them, which a file of many functions walks once per walk */
	for (i = (size_t)e; i < a->u->nst && (i == (size_t)e ||
	    ix_get(a->func_at, (int)i) == -1); i++)
		if (a->u->st[i].kind == SK_INSN &&
		    a->u->st[i].cls == IC_CODE &&
		    arch->wants_values(&a->u->st[i]))
			return 1;
	return 0;
}

/*
 * Can a call to function fi by name run another definition than the
 * file's (interposed at link time)?  Not if it is a label of the file
 * or a use of Linux's local entry macros (SYM_FUNC_START_LOCAL:
 * SYM_L_LOCAL) that nothing else names (callees_named): 0; else 1.
 */
static int
callee_global(const struct analysis *a, int fi)
{
	static const char *const locals[] = {
		"SYM_FUNC_START_LOCAL", "SYM_FUNC_START_LOCAL_NOALIGN",
		"SYM_FUNC_START_LOCAL_ALIAS", "SYM_CODE_START_LOCAL",
		"SYM_CODE_START_LOCAL_NOALIGN", NULL
	};
	const struct stmt	*e = &a->u->st[a->funcs[fi].entry];

	if (e->kind == SK_INSN)
		return e->cls != IC_ENTRY || !arch_streq_any(e->name, locals);
	return e->kind != SK_LABEL;
}

/*
 * Is s a statement that may make a symbol it names global: not code,
 * data, CFI, a function's entry or end, .type or .size (a .globl,
 * .global or .weak, a use of a macro)?
 */
static int
may_export(const struct stmt *s)
{
	return s->kind == SK_INSN && s->cls != IC_CALL &&
	    s->cls != IC_JMP && s->cls != IC_JCC && s->cls != IC_DATA &&
	    s->cls != IC_CFI && s->cls != IC_ENTRY && s->cls != IC_END &&
	    (s->cls != IC_CODE || s->name[0] == '.') &&
	    !dir_is(s->name, ".type") && !dir_is(s->name, ".size");
}

/*
 * May a use of the macro named make a symbol its arguments name
 * global?  Not if it is a .macro of the file, defined once, in whose
 * body no statement that may_export names a parameter (Linux's
 * __ecb_crypt, which calls the function its argument names).
 */
static int
macro_exports(const struct analysis *a, const char *name)
{
	const struct unit	*u = a->u;
	size_t			 i;
	int			*h, k;

	if ((h = strmap_get(&a->macheads, name)) == NULL ||
	    strmap_get(&a->remacs, name) != NULL)
		return 1;
	for (i = (size_t)*h + 1; i < u->nst && u->st[i].body == *h; i++) {
		const struct stmt *s = &u->st[i];

		if (!may_export(s))
			continue;
		if (strchr(s->name, '\\') != NULL)
			return 1;
		for (k = 0; k < s->nops; k++)
			if (strchr(s->ops[k].text, '\\') != NULL)
				return 1;
	}
	return 0;
}

/*
 * Of the names in wanted (callees), those that a statement that
 * may_export names (a use of a .macro of the file only if it
 * macro_exports): their gives are all the result registers.  One pass
 * over the file.
 */
static void
callees_named(struct analysis *a, const struct strmap *wanted)
{
	const struct unit	*u = a->u;
	const char		*last = NULL;
	char			 word[256];
	const char		*p;
	size_t			 i, n;
	int			 k, *c, lastx = 1;

	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (!may_export(s))
			continue;
		/* the names repeat as one string (unit_str_same) */
		if (s->name[0] != '.' && s->name != last) {
			last = s->name;
			lastx = macro_exports(a, s->name);
		}
		if (s->name[0] != '.' && !lastx)
			continue;
		for (k = 0; k < s->nops; k++)
			for (p = s->ops[k].text; *p != '\0'; p += n > 0 ?
			    n : 1) {
				n = strspn(p, "abcdefghijklmnopqrstuvwxyz"
				    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$");
				if (n == 0 || n >= sizeof(word))
					continue;
				memcpy(word, p, n);
				word[n] = '\0';
				if ((c = strmap_get(wanted, word)) != NULL)
					a->walkmem->gives[*c] =
					    u->arch->results;
			}
	}
}

/*
 * Walk function ci as a callee (how is 1 or 2 in struct walk's callee):
 * the result registers its returns give back, or all of them where the
 * walk cannot tell (a path rgpp does not follow, a return of a macro, a
 * jump out, the depth lost).
 */
static uint32_t
callee_run(struct analysis *a, int ci, int how)
{
	struct walk	 w;
	struct facts	 fa;
	uint32_t	 gives;

	facts_init(&fa);
	memset(&w, 0, sizeof(w));
	w.a = a;
	w.facts = &fa;
	w.callee = how;
	walk_run(&w, ci);
	gives = w.gives;
	if (w.ncfg > 0 || fa.overflow || fa.bad_ra != -1 ||
	    fa.macro_ret != -1 || fa.macro_jump != -1 ||
	    fa.jump_mac != -1 || fa.data_jump != -1 ||
	    fa.falls_off != -1 || fa.macro_label != -1 ||
	    fa.odd_label != -1 || fa.cond_tail != -1 ||
	    fa.indirect != -1 || fa.bad_depth != -1 ||
	    fa.bad_tail != -1 || fa.unknown_at != -1 ||
	    fa.prets.n > 0 || fa.mrets.n > 0 || fa.wrets.n > 0 ||
	    fa.jump_rets.n > 0 || fa.tails.n > 0 || fa.falls.n > 0 ||
	    fa.hidden.n > 0)
		gives = a->u->arch->results;
	facts_free(&fa);
	return gives;
}

/*
 * Of the result registers (x0 and x1, a0 and a1), those that function
 * ci, called with no address in the stack passed and none escaped, may
 * give back one in: those that hold one (its own stack, a call's
 * result) at one of its returns, walked from a plain entry frame (1),
 * and those it may write at all (the caller's frame pointer, a copy of
 * the stack pointer in x9, one loaded from the caller's frame): those
 * that do not hold their entry values, or values computed from them
 * only, at one of its returns, walked with them marked at the entry
 * (2).  The caller's x0 and x1 hold no such address, nor does what is
 * computed from them.
 */
static uint32_t
callee_walk(struct analysis *a, int ci)
{
	uint32_t	 gives = callee_run(a, ci, 1);

	if (gives != a->u->arch->results)
		gives |= callee_run(a, ci, 2);
	return gives;
}

/*
 * Where the return address arrives in a register, read once per file
 * the local functions that a call of the file names (callee_global,
 * callees_named), each by callee_walk: call_gives looks them up.  A
 * name two functions have (#if branches) is not read.
 */
static void
callees_read(struct analysis *a)
{
	const struct unit	*u = a->u;
	struct strmap		 wanted;
	char			 buf[256];
	size_t			 i;
	int			*p, ci;

	if (!u->arch->ra_in_reg || (a->walkmem != NULL &&
	    a->walkmem->gives != NULL) || a->nfuncs == 0)
		return;
	if (a->walkmem == NULL) {
		a->walkmem = xcalloc(1, sizeof(*a->walkmem));
		for (i = 0; i < 16; i++)
			a->walkmem->nests[i].h = -1;
	}
	a->walkmem->gives = xcalloc(a->nfuncs, sizeof(uint32_t));
	for (i = 0; i < a->nfuncs; i++)
		a->walkmem->gives[i] = GIVES_UNREAD;
	if (u->arch->scratch != NULL) {
		a->walkmem->scratch_by = xcalloc(2 * a->nfuncs, sizeof(int));
		for (i = 0; i < 2 * a->nfuncs; i++)
			a->walkmem->scratch_by[i] = -1;
	}
	for (i = 0; i < a->nfuncs; i++)
		if ((p = strmap_get(&a->funcnames, a->funcs[i].name)) !=
		    NULL && *p != (int)i)
			a->walkmem->gives[*p] = GIVES_TWICE;
	strmap_init(&wanted);
	for (i = 0; i < u->nst; i++) {
		const struct stmt *s = &u->st[i];

		if (s->kind != SK_INSN || s->cls != IC_CALL ||
		    u->arch->target(s, buf, sizeof(buf)) == NULL ||
		    (p = strmap_get(&a->funcnames, buf)) == NULL ||
		    a->walkmem->gives[*p] != GIVES_UNREAD)
			continue;
		ci = *p;
		a->walkmem->gives[ci] = u->arch->results;
		if (!callee_global(a, ci) && a->funcs[ci].arch == u->arch) {
			a->walkmem->gives[ci] = GIVES_LOCAL;
			strmap_put(&wanted, a->funcs[ci].name, ci);
		}
	}
	if (wanted.n > 0)
		callees_named(a, &wanted);
	strmap_free(&wanted);
	for (i = 0; i < a->nfuncs; i++)
		if (a->walkmem->gives[i] == GIVES_LOCAL)
			a->walkmem->gives[i] = callee_walk(a, (int)i);
}

/*
 * The function of the file that the call at statement i names, where
 * the return address arrives in a register (callees_read ran): one
 * name of one function, no label the call reaches as a jump; else -1.
 */
static int
call_callee(const struct walk *w, int i)
{
	const struct arch	*arch = w->a->u->arch;
	const struct stmt	*s = &w->a->u->st[i];
	char			 buf[256];
	int			*p, t[MAX_TARGETS];

	if (!arch->ra_in_reg || w->a->walkmem == NULL ||
	    w->a->walkmem->gives == NULL ||
	    arch->target(s, buf, sizeof(buf)) == NULL ||
	    (p = strmap_get(&w->a->funcnames, buf)) == NULL ||
	    w->a->walkmem->gives[*p] == GIVES_TWICE ||
	    resolve_label(w->a, i, buf, t, MAX_TARGETS) != -1)
		return -1;
	return *p;
}

/*
 * The result registers a call of function ci (call_callee, or -1) may
 * give back an address in the stack in, where it passed none
 * (arch_call_gives): all of them, but for a local function that
 * callees_read read.
 */
static uint32_t
call_gives(const struct walk *w, int ci)
{
	uint32_t	 g;

	if (ci == -1 || w->callee)
		return w->a->u->arch->results;
	g = w->a->walkmem->gives[ci];
	return g == GIVES_UNREAD || g == GIVES_LOCAL ?
	    w->a->u->arch->results : g;
}

/*
 * The statement of a caller that reads the register the macros
 * overwrite (arch->scratch) as a call of function fi left it, or -1;
 * the caller in *caller.  Such a caller relies on fi's value there
 * (or on fi keeping the caller's), which RETGUARD_END overwrites.
 */
int
flow_scratch_by(const struct analysis *a, int fi, int *caller)
{
	if (a->walkmem == NULL || a->walkmem->scratch_by == NULL ||
	    a->walkmem->scratch_by[2 * fi] == -1)
		return -1;
	*caller = a->walkmem->scratch_by[2 * fi + 1];
	return a->walkmem->scratch_by[2 * fi];
}

/* Run every path from the entry of function fi. */
static void
walk_run(struct walk *w, int fi)
{
	struct wstate	 st;
	size_t		 steps = 0, i;
	int		 k;

	memset(&st, 0, sizeof(st));
	st.stmt = w->a->funcs[fi].entry;
	st.f.known = FR_DEPTH;
	st.f.ra_reg = w->a->u->arch->ra_in_reg;
	/* checking: the caller's x16, for the macros to overwrite */
	st.f.scratch = w->verify;
	if (w->callee == 2)
		st.f.taint = w->a->u->arch->results;
	st.flags = WS_INITIAL;
	st.owner = -1;
	st.first = -1;
	w->func = fi;
	w->arch = w->a->funcs[fi].arch;
	w->vals_on = wants_values(w->a, fi);
	w->per_stmt = w->a->visits;
	if (w->a->walkmem == NULL) {
		w->a->walkmem = xcalloc(1, sizeof(*w->a->walkmem));
		for (i = 0; i < 16; i++)
			w->a->walkmem->nests[i].h = -1;
	}
	w->seen = w->a->walkmem->seen;
	w->capseen = w->a->walkmem->capseen;
	w->used = w->a->walkmem->used;
	w->nseen = 0;
	w->work = w->a->walkmem->work;
	w->capwork = w->a->walkmem->capwork;
	w->nwork = 0;
	w->a->walkmem->reps = MAX_REP_READ;
	push(w, &st);
	while (w->nwork > 0) {
		st = w->work[--w->nwork];
		if (w->per_stmt[st.stmt] >= MAX_PER_STMT &&
		    (st.f.known & FR_CP)) {
			/* a loop that moves the copy: marked, first */
			st.f.known &= ~FR_CP;
			st.f.taint |= TAINT_BIT(st.f.cp_reg);
		} else if (w->per_stmt[st.stmt] >= MAX_PER_STMT &&
		    (st.f.known & FR_ANYDEPTH)) {
			st.f.known &= ~FR_ANYDEPTH;
			if (!w->verify && w->facts->unknown_at == -1) {
				w->facts->unknown_at = st.stmt;
				w->facts->unknown_why = "depth differs "
				    "between paths";
			}
		}
		state_norm(&st);
		if ((k = seen_add(w, &st)) == 0)
			continue;
		if (k == 1 && w->per_stmt[st.stmt] < 255)
			w->per_stmt[st.stmt]++;
		if (++steps > MAX_STATES) {
			if (w->facts != NULL)
				w->facts->overflow = 1;
			else
				violate(w, &st, "too many paths to follow");
			break;
		}
		if (edits_before(w, &st))
			continue;
		step(w, &st);
	}
	/* leave the counts at 0 and the set empty for the next walk */
	for (i = 0; i < w->nseen; i++) {
		struct wstate *t = &w->seen[w->used[i]];
		w->per_stmt[t->stmt] = 0;
		t->stmt = -1;
	}
	w->a->walkmem->seen = w->seen;
	w->a->walkmem->capseen = w->capseen;
	w->a->walkmem->used = w->used;
	w->a->walkmem->work = w->work;
	w->a->walkmem->capwork = w->capwork;
}

/* Free the memory the walks kept. */
void
flow_free(struct analysis *a)
{
	if (a->walkmem == NULL)
		return;
	free(a->walkmem->seen);
	free(a->walkmem->exps);
	free(a->walkmem->probed);
	free(a->walkmem->dprobed);
	free(a->walkmem->defras);
	free(a->walkmem->hdrs);
	free(a->walkmem->used);
	free(a->walkmem->work);
	free(a->walkmem->reads);
	free(a->walkmem->readix);
	free(a->walkmem->gives);
	free(a->walkmem->scratch_by);
	free(a->walkmem->hexp);
	free(a->walkmem);
	a->walkmem = NULL;
}

static void
facts_init(struct facts *fa)
{
	memset(fa, 0, sizeof(*fa));
	fa->ra_access = fa->cond_tail = fa->indirect = -1;
	fa->bad_depth = fa->bad_tail = fa->unknown_at = fa->bad_ra = -1;
	fa->macro_ret = fa->falls_off = fa->macro_jump = -1;
	fa->macro_label = fa->jump_mac = fa->data_jump = -1;
	fa->alt_entry = fa->scratch_read = fa->scratch_jump = -1;
	fa->odd_label = fa->ra_unknown = fa->keeps = -1;
	fa->odd_why = NULL;
}

/* Do two vectors hold the same values (step: compare every step-th)? */
static int
same_set(const struct intvec *x, const struct intvec *y, uint32_t step)
{
	uint32_t	 i;

	for (i = 0; i < x->n; i += step)
		if (!intvec_has(y, x->v[i]))
			return 0;
	for (i = 0; i < y->n; i += step)
		if (!intvec_has(x, y->v[i]))
			return 0;
	return 1;
}

/* Would plan() make the same of two walks' facts? */
static int
same_facts(const struct facts *x, const struct facts *y)
{
	const int	 xi[] = { x->ra_access, x->cond_tail, x->indirect,
	    x->bad_depth, x->bad_tail, x->unknown_at, x->bad_ra,
	    x->macro_ret, x->falls_off, x->macro_jump, x->macro_label,
	    x->jump_mac, x->data_jump, x->alt_entry, x->odd_label,
	    x->scratch_read, x->scratch_jump, x->ra_unknown, x->keeps };
	const int	 yi[] = { y->ra_access, y->cond_tail, y->indirect,
	    y->bad_depth, y->bad_tail, y->unknown_at, y->bad_ra,
	    y->macro_ret, y->falls_off, y->macro_jump, y->macro_label,
	    y->jump_mac, y->data_jump, y->alt_entry, y->odd_label,
	    y->scratch_read, y->scratch_jump, y->ra_unknown, y->keeps };
	size_t		 i;

	for (i = 0; i < sizeof(xi) / sizeof(xi[0]); i++)
		if ((xi[i] == -1) != (yi[i] == -1))
			return 0;
	return x->overflow == y->overflow &&
	    same_set(&x->rets, &y->rets, 1) &&
	    same_set(&x->prets, &y->prets, 1) &&
	    same_set(&x->mrets, &y->mrets, 1) &&
	    same_set(&x->wrets, &y->wrets, 1) &&
	    same_set(&x->jump_rets, &y->jump_rets, 2) &&
	    same_set(&x->tails, &y->tails, 1) &&
	    same_set(&x->falls, &y->falls, 1) &&
	    same_set(&x->hidden, &y->hidden, 1) &&
	    same_set(&x->spills, &y->spills, 1) &&
	    same_set(&x->reloads, &y->reloads, 1);
}

/*
 * The sets of #if branches of w->cfg other than the one w took, at
 * most MAX_CFGS in all: each in turn into x (0 when none is left).
 * *k counts them.
 */
static int
next_cfg(const struct walk *w, struct walk *x, int *k)
{
	int	 i, c, total = 1;

	for (i = 0; i < w->ncfg; i++)
		total *= w->cfg[i].nbranch;
	while (++*k < total && *k < MAX_CFGS) {
		x->ncfg = w->ncfg;
		x->fixed = 1;
		x->impossible = 0;
		memcpy(x->cfg, w->cfg, sizeof(w->cfg));
		for (i = 0, c = *k; i < w->ncfg; i++) {
			x->cfg[i].branch = c % w->cfg[i].nbranch;
			c /= w->cfg[i].nbranch;
		}
		for (i = 0; i < w->ncfg; i++)
			if (x->cfg[i].branch != w->cfg[i].branch)
				return 1;
	}
	return 0;
}

/*
 * Walk the function again for each other set of branches of w->cfg's
 * #if lines: if one finds what the first did not, the depth is taken
 * as lost at the first use of such a macro.  Sets in which a macro
 * used is not defined are builds that fail, and do not count.
 */
static void
other_cfgs(struct walk *w, int fi)
{
	struct walk	 x;
	struct facts	 fb;
	int		 k = 0, total = 1, i, differ = 0;

	for (i = 0; i < w->ncfg; i++)
		total *= w->cfg[i].nbranch;
	if (total > MAX_CFGS)
		differ = 1;
	memset(&x, 0, sizeof(x));
	x.a = w->a;
	while (!differ && next_cfg(w, &x, &k)) {
		facts_init(&fb);
		x.facts = &fb;
		walk_run(&x, fi);
		if (!x.impossible && !same_facts(w->facts, &fb))
			differ = 1;
		facts_free(&fb);
	}
	if (differ) {
		if (w->facts->bad_depth == -1)
			w->facts->bad_depth = w->cfg[0].use;
		w->facts->unknown_at = w->cfg[0].use;
		w->facts->unknown_why = "a header macro whose #if branches "
		    "do different things to the stack";
	}
}

/* Collect what the paths from function fi's entry reach. */
void
flow_facts(struct analysis *a, int fi, struct facts *fa)
{
	struct walk	 w;

	callees_read(a);
	facts_init(fa);
	memset(&w, 0, sizeof(w));
	w.a = a;
	w.facts = fa;
	walk_run(&w, fi);
	if (w.ncfg > 0)
		other_cfgs(&w, fi);
}

/*
 * Index the planned edits by statement (flow_unindex_edits undoes it
 * before the edits change): every replay of a round reads the index.
 */
void
flow_index_edits(struct analysis *a)
{
	size_t	 i;

	for (i = 0; i < a->nedits; i++) {
		const struct edit *e = &a->edits[i];
		switch (e->kind) {
		case ED_START:
			ix_set(a, &a->ed_start, e->stmt, e->owner);
			break;
		case ED_END:
			ix_set(a, &a->ed_end, e->stmt, e->owner);
			break;
		case ED_SKIP:
			ix_set(a, &a->ed_skip, e->stmt, (int)i);
			break;
		default:
			break;
		}
	}
}

/*
 * Clear the index of the edits, entry by entry, where flow_index_edits
 * wrote: the pages of ed_skip a file never needs stay untouched.
 */
void
flow_unindex_edits(struct analysis *a)
{
	size_t	 i;

	for (i = 0; i < a->nedits; i++) {
		const struct edit *e = &a->edits[i];
		switch (e->kind) {
		case ED_START:
			a->ed_start[e->stmt] = 0;
			break;
		case ED_END:
			a->ed_end[e->stmt] = 0;
			break;
		case ED_SKIP:
			a->ed_skip[e->stmt] = 0;
			break;
		default:
			break;
		}
	}
}

/*
 * Replay every path from function fi's entry with the planned edits.
 * Return 0 if the protection balances, else fill in *v.
 */
int
flow_verify(struct analysis *a, int fi, struct violation *v)
{
	struct walk	 w;

	callees_read(a);
	memset(&w, 0, sizeof(w));
	w.a = a;
	w.verify = 1;
	v->stmt = -1;
	v->what = NULL;
	v->owner = -1;
	v->blame = -1;
	v->bstmt = -1;
	v->bwhat = NULL;
	v->unpaired = 0;
	w.viol = v;
	w.ed_start = a->ed_start;
	w.ed_end = a->ed_end;
	w.ed_skip = a->ed_skip;
	walk_run(&w, fi);
	if (v->stmt == -1 && w.ncfg > 0) {
		/* each other set of #if branches, as flow_facts walks */
		struct walk		 x = w;
		struct violation	 xv;
		int			 k = 0;

		while (v->stmt == -1 && next_cfg(&w, &x, &k)) {
			xv = *v;
			x.viol = &xv;
			walk_run(&x, fi);
			if (!x.impossible)
				*v = xv;
		}
	}
	return v->stmt != -1;
}
