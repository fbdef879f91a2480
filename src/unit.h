/*
 * unit.h: one parsed file: its statements with exact source spans, and
 * the structure found on them (conditionals, macro bodies, labels).
 * Included by the parser and every phase after it.
 */
#ifndef RG_UNIT_H
#define RG_UNIT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

struct source;
struct arch;

enum stmt_kind {
	SK_LABEL,	/* name: */
	SK_INSN,	/* mnemonic, directive or macro name, then operands */
	SK_JUNK,	/* tokens that do not start with a name */
	SK_CPP,		/* a preprocessor directive line other than #define */
	SK_DEFINE	/* #define; its body statements follow it */
};

enum cpp_kind {
	CPP_IF,
	CPP_IFDEF,
	CPP_IFNDEF,
	CPP_ELIF,
	CPP_ELSE,
	CPP_ENDIF,
	CPP_INCLUDE,
	CPP_OTHER
};

/* Conditional assembly, from cpp or from GNU as .if. */
enum cond_kind {
	COND_NONE,
	COND_IF,
	COND_ELSE,	/* #elif, #else, .elseif, .else */
	COND_ENDIF
};

#define SF_BOL		0x01	/* first statement on its line */
#define SF_INACTIVE	0x02	/* under #if 0 */
#define SF_DEFINE	0x04	/* in a #define body */
#define SF_MACRO	0x08	/* in a .macro body */
#define SF_PREFIX_SEP	0x10	/* a prefix ended by ';' (rep; ret) */
#define SF_FUNCBODY	0x20	/* a #define whose body is a function */
#define SF_JUMPMAC	0x40	/* a macro use that may jump where the
				   walk does not follow (classify.c) */
#define SF_ALTENTRY	0x80	/* defines a global label that is no
				   function's entry (classify.c) */

#define SX_MACREG	0x01	/* an operand names a register by a
				   macro (x86's %RSP_LP: arch->macro_reg) */
#define SX_BARE		0x02	/* an operand has a name that a #define
				   or .req may make a register (LINK,
				   STK: regmac.c's bare_find) */

struct operand {
	uint32_t start, end;	/* bytes in the source */
	char	*text;		/* the tokens without blanks or comments */
};

/*
 * 40 bytes: a file has a statement for every dozen bytes or so, and
 * the statements are most of rgpp's memory.  Offsets are 32-bit
 * (source_read refuses files of 4 GiB or more).  A conditional's links
 * are not here but in the unit's conds, as few statements have them.
 */
struct stmt {
	uint32_t	 start, end;	/* bytes in the source */
	char		*name;		/* label, mnemonic or directive */
	struct operand	*ops;		/* in the unit's array */
	int		 nops;
	int		 body;		/* enclosing #define or .macro, or -1 */
	unsigned char	 kind;		/* enum stmt_kind */
	unsigned char	 cpp;		/* enum cpp_kind */
	unsigned char	 cond;		/* enum cond_kind */
	unsigned char	 cls;		/* enum insn_class, from classify */
	unsigned char	 flags;		/* SF_* */
	unsigned char	 acls;		/* 1 + the unit's arch->classify, or 0 */
	unsigned char	 xflags;	/* SX_* */
};

/*
 * Is name the directive dir (with its dot), in any case?  Most names
 * are not directives: two bytes tell before strcasecmp is called.
 */
static inline int
dir_is(const char *name, const char *dir)
{
	return name[0] == '.' && (name[1] | 0x20) == (dir[1] | 0x20) &&
	    strcasecmp(name, dir) == 0;
}

/*
 * Does s open a block that as repeats: .rept or .rep (REP_REPT), .irp
 * (REP_IRP), .irpc (REP_IRPC)?  0 if not.  Its .endr closes it.
 */
#define REP_REPT	1
#define REP_IRP		2
#define REP_IRPC	3
static inline int
rep_head(const struct stmt *s)
{
	const char	*n = s->name;

	if (s->kind != SK_INSN || n[0] != '.')
		return 0;
	if ((n[1] | 0x20) == 'r')
		return strcasecmp(n, ".rept") == 0 ||
		    strcasecmp(n, ".rep") == 0 ? REP_REPT : 0;
	if ((n[1] | 0x20) != 'i')
		return 0;
	return strcasecmp(n, ".irp") == 0 ? REP_IRP :
	    strcasecmp(n, ".irpc") == 0 ? REP_IRPC : 0;
}

/*
 * A #define whose body unit_parse skipped (struct unit's lazy): its
 * statement, and its line from the start of the directive to the end
 * of its last line (the newline, or the end of the source).
 */
struct skipped {
	int		 st;
	uint32_t	 start, end;
};

/*
 * The links of a statement of a conditional group (cond is not
 * COND_NONE), made by structure(); read with cond_next and cond_end.
 */
struct condlink {
	int		 st;
	int		 next;		/* next branch of the group, or -1 */
	int		 end;		/* matching end of the group, or -1 */
	int		 knext;		/* next's entry in conds, or -1 */
};

struct unit {
	struct source		*src;
	const struct arch	*arch;
	int			 cpp;		/* run through cpp (.S) */
	int			 lazy;		/* skip the bodies of #defines
						   but RETGUARD_*'s (learn.c
						   parses one when needed) */
	struct skipped		*skipped;	/* those bodies, in order */
	size_t			 nskipped, capskipped;
	struct stmt		*st;
	size_t			 nst, capst;
	struct operand		*ops;		/* all statements' operands */
	size_t			 nops, capops;
	struct condlink		*conds;		/* in statement order */
	size_t			 nconds, capconds;
	char			**blocks;	/* the strings, packed */
	size_t			 nblocks, capblocks;
	size_t			 room;		/* bytes left in the last */
	char			*fill;		/* where the next string goes */
};

/* What the scanner needs; kept here so scan.l and parse.y agree. */
struct scan_state {
	struct unit	*unit;
	size_t		 off;		/* bytes scanned */
	size_t		 tok_start;	/* start of a multi-rule token */
	size_t		 comment_start;	/* of the comment being read: a
					   directive's tok_start stays */
	int		 hash_comment;	/* '#' starts a comment mid-line */
	int		 slash_comment;	/* '//' starts a comment */
	int		 dir;		/* kind of the directive being read */
	int		 eof_nl;	/* the NL at the end was given */
	int		 errors;
};

/*
 * Does a lazy unit skip the body of the #define of this name (the text
 * from its name on)?  Not RETGUARD_*'s: learn.c reports those empty.
 */
static inline int
scan_lazy_body(const struct unit *u, const char *name)
{
	return u->lazy && strncmp(name, "RETGUARD_", 9) != 0;
}

const struct condlink *cond_link(const struct unit *, int);
const struct condlink *cond_link_next(const struct unit *,
	    const struct condlink *);
int	 cond_next(const struct unit *, int);
int	 cond_end(const struct unit *, int);
int	 is_if0(const struct unit *, const struct stmt *);
int	 if0_else(const struct unit *, int);
int	 unit_parse(struct unit *);
void	 unit_free(struct unit *);
char	*unit_str(struct unit *, const char *, size_t);

/* The slots of a table for unit_str_same. */
#define UNIT_SAME	256
char	*unit_str_same(struct unit *, char **, const char *, size_t);
struct stmt *unit_add(struct unit *, enum stmt_kind, size_t, size_t);

#endif /* RG_UNIT_H */
