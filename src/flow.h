/*
 * flow.h: paths through a function, followed statement by statement
 * with the stack frame and the return-address state.  Included by
 * flow.c, plan.c and check.c.
 */
#ifndef RG_FLOW_H
#define RG_FLOW_H

#include <stdint.h>

struct analysis;

/* 16 bytes, as a file's functions each keep nine (struct facts). */
struct intvec {
	int		*v;
	uint32_t	 n, cap;
};

/* What the paths from one entry reach. */
struct facts {
	struct intvec	 rets;		/* returns at entry depth */
	struct intvec	 prets;		/* uses of macros that return,
					   protected inside (vocab gtail,
					   or a .macro of the file) */
	struct intvec	 mrets;		/* uses of .macros of the file whose
					   body returns, at entry depth:
					   RETGUARD_END goes in the body */
	struct intvec	 wrets;		/* uses of a header's .macro whose
					   body returns, at entry depth:
					   RETGUARD_RETS goes around them */
	struct intvec	 jump_rets;	/* ret at another depth: stmt, depth */
	struct intvec	 tails;		/* jumps out at entry depth */
	struct intvec	 falls;		/* entries fallen into: func, stmt */
	struct intvec	 hidden;	/* .byte returns reached */
	struct intvec	 reached;	/* every return reached */
	struct intvec	 spills;	/* RISC: stmt, CFA offset */
	struct intvec	 reloads;	/* RISC: stmt */
	int		 bad_ra;	/* RISC: leaves without RA in reg */
	int		 macro_ret;	/* a macro that may return */
	const char	*macro_why;	/* a .macro of the file: why its
					   body cannot take RETGUARD_END */
	int		 macro_hdr;	/* that .macro is a header's */
	int		 macro_jump;	/* a .macro that jumps where rgpp
					   cannot tell, or -1 */
	int		 jump_mac;	/* a #define or header .macro that
					   may jump out of its body, or -1 */
	int		 data_jump;	/* a jump written as .byte or .inst
					   data, or -1 */
	int		 alt_entry;	/* a global label after the start,
					   or -1 */
	int		 falls_off;	/* runs past its end into other code */
	int		 macro_label;	/* jumps to a label a .macro defines
					   at its use, or -1 */
	int		 odd_label;	/* jumps to a label rgpp does not
					   look for, or -1 */
	const char	*odd_why;	/* where that label is */
	int		 ra_access;	/* stmt, or -1 */
	int		 ra_unknown;	/* an access at a depth not known
					   that may reach it (x86), or -1 */
	int		 scratch_read;	/* reads arch->scratch before it
					   writes it, or -1 */
	int		 scratch_jump;	/* jumps through arch->scratch,
					   or -1 */
	int		 keeps;		/* loads back a register a callee
					   may overwrite, saved with no
					   call since (effect's keeps), or
					   -1 */
	int		 cond_tail;	/* stmt, or -1 */
	int		 indirect;	/* ambiguous indirect jump stmt, or -1 */
	int		 bad_depth;	/* ret or tail at unknown depth, or -1 */
	int		 bad_tail;	/* tail jump at another depth, or -1 */
	int		 unknown_at;	/* where the depth was lost, or -1 */
	const char	*unknown_why;
	int		 overflow;	/* too many paths */
};

/* A path on which the protection does not balance. */
struct violation {
	int		 stmt;		/* where, or -1 if none */
	const char	*what;
	int		 owner;		/* function whose edit caused it */
	int		 blame;		/* the first violation that an edit */
	int		 bstmt;		/* caused, on any path: the edit's */
	const char	*bwhat;		/* function, or -1 */
	int		 unpaired;	/* at stmt, a RETGUARD_END has run
					   with no RETGUARD_START before it */
};

struct condlink;
struct unit;

int	 has_else(const struct unit *, const struct condlink *);
void	 intvec_push(struct intvec *, int);
int	 intvec_has(const struct intvec *, int);
void	 intvec_free(struct intvec *);
void	 facts_free(struct facts *);
void	 flow_facts(struct analysis *, int, struct facts *);
int	 flow_verify(struct analysis *, int, struct violation *);
int	 flow_scratch_by(const struct analysis *, int, int *);
void	 flow_index_edits(struct analysis *);
void	 flow_unindex_edits(struct analysis *);

#endif /* RG_FLOW_H */
