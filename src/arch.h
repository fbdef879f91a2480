/*
 * arch.h: the architecture-neutral vocabulary (classes of statements,
 * stack frames, effects) and the table of hooks each architecture
 * fills in.  The analysis above this header never names an
 * architecture.  Included by every phase from classification on.
 */
#ifndef RG_ARCH_H
#define RG_ARCH_H

#include <stdint.h>
#include <strings.h>

struct stmt;
struct unit;

/* What a statement is, for the flow analysis. */
enum insn_class {
	IC_NONE,	/* not code: directive, label, cpp line */
	IC_CODE,	/* an instruction that falls through */
	IC_MACRO,	/* a macro call of unknown expansion */
	IC_DATA,	/* data emitted into the code (.byte, .long) */
	IC_RET,		/* a return, if the stack is at entry depth */
	IC_FARRET,	/* lret, iret, sysret, eret: never protected */
	IC_JMP,		/* unconditional jump */
	IC_JCC,		/* conditional jump */
	IC_CALL,	/* call */
	IC_STOP,	/* hlt, ud2: does not fall through */
	IC_PREFIX,	/* rep, lock: belongs to the next instruction */
	IC_CFI,		/* .cfi_* or a cfi_* macro */
	IC_ENTRY,	/* a function entry macro */
	IC_END,		/* a function end macro or .size */
	IC_RG_START,	/* our macros */
	IC_RG_END,
	IC_RG_RESUME,
	IC_RG_SKIP,
	IC_RG_SPILLED,
	IC_RG_RELOADED,
	IC_RG_RETS,	/* RETGUARD_RETS(_NOCFI): ret is protected */
	IC_RG_RETS_END	/* RETGUARD_RETS_END: ret is ret again */
};

/* The abstract stack frame at one point of a path. */
/*
 * Are a and b (a name, not blank) the same, case aside?  The first two
 * bytes decide most calls without strcasecmp: two bytes it finds equal
 * are equal with bit 5 set (a[1] is read only where a[0] is b[0]).
 */
static inline int
arch_ieq(const char *a, const char *b)
{
	return (a[0] | 0x20) == (b[0] | 0x20) && (b[0] == '\0' ||
	    (a[1] | 0x20) == (b[1] | 0x20)) && strcasecmp(a, b) == 0;
}

#define FR_NVALS	6	/* register values a frame holds */

struct frame {
	int	 depth;		/* bytes pushed since entry */
	int	 fp;		/* depth when the frame pointer was set */
	int	 known;		/* FR_* */
	int	 ra_reg;	/* RISC: the return address is in its register */
	int	 ra_slot;	/* RISC: CFA offset of its saved copy, or 0 */
	int	 cp;		/* depth of the stack where cp_reg points, */
	int	 cp_reg;	/* a copy of the stack or frame pointer */
	int	 scratch;	/* aarch64: x16, which the macros overwrite,
				   holds what the function put there (not
				   0; SCRATCH_CALL + n: what a call of
				   function n left, flow.c) */
	uint32_t saved;		/* aarch64: registers a callee may overwrite
				   (x1 to x18) stored in the stack since the
				   entry or the last call (bits as in
				   TAINT_REGS), and SAVED_KEPT */
	uint64_t taint;		/* TAINT_* */
	int	 slack;		/* FR_RANGE: depth is depth to depth + slack */
	/*
	 * x86, where the walk reads values (arch->values): the general
	 * registers (bit n for register n) whose value is known; the
	 * register (1 + its number, 0 for none) that the last instruction
	 * compared (cmp $cmp_imm, of width cmp_w bytes), for a conditional
	 * jump after it (arch->branch).  A known register's value lies in
	 * vlo[k] to vhi[k] of its slot k, the one whose vid is 1 + its
	 * number (frame_vslot).  Few registers are known at once, and
	 * every step of the walk copies the frame: FR_NVALS slots, not one
	 * per register, kept the frame under half its size.
	 */
	uint32_t vals;
	int	 cmp_reg;
	int	 cmp_w;
	long	 cmp_imm;
	uint8_t	 vid[FR_NVALS];	/* 0: free; no two slots alike */
	uint32_t vlo[FR_NVALS];
	uint32_t vhi[FR_NVALS];
};
#define FR_DEPTH	0x01
#define FR_FP		0x02
#define FR_CP		0x04	/* cp and cp_reg hold */
/*
 * x86: the depth is not known exactly but lies in a range (the stack
 * realigned by and $-32, %rsp from a known depth); never with FR_DEPTH.
 */
#define FR_RANGE	0x08
#define FR_ANYDEPTH	(FR_DEPTH | FR_RANGE)

/* The slot of general register id's known value, or -1 if not known. */
static inline int
frame_vslot(const struct frame *f, int id)
{
	int	k;

	if (!((f->vals >> id) & 1))
		return -1;
	for (k = 0; k < FR_NVALS; k++)
		if (f->vid[k] == id + 1)
			return k;
	return -1;
}

/* The lowest and highest value of register id: any, if not known. */
static inline uint32_t
frame_vlo(const struct frame *f, int id)
{
	int	k = frame_vslot(f, id);

	return k < 0 ? 0 : f->vlo[k];
}

static inline uint32_t
frame_vhi(const struct frame *f, int id)
{
	int	k = frame_vslot(f, id);

	return k < 0 ? UINT32_MAX : f->vhi[k];
}

/*
 * Make register id's value lo to hi; 0 (and the value forgotten) where
 * no slot is free.  The slot named after it, if any, is taken again, so
 * that no two slots ever name the same register.
 */
static inline int
frame_vset(struct frame *f, int id, uint32_t lo, uint32_t hi)
{
	int	j, k, free = -1;

	for (k = 0; k < FR_NVALS; k++) {
		if (f->vid[k] == id + 1)
			break;
		if (free < 0 && (f->vid[k] == 0 ||
		    !((f->vals >> (f->vid[k] - 1)) & 1)))
			free = k;
	}
	if (k == FR_NVALS && (k = free) < 0) {
		/* full: the widest range goes, the new one if it is */
		uint32_t wide = hi - lo;

		for (j = 0; j < FR_NVALS; j++)
			if (f->vhi[j] - f->vlo[j] > wide) {
				wide = f->vhi[j] - f->vlo[j];
				k = j;
			}
		if (k < 0) {
			f->vals &= ~(1u << id);
			return 0;
		}
		f->vals &= ~(1u << (f->vid[k] - 1));
	}
	f->vid[k] = (uint8_t)(id + 1);
	f->vlo[k] = lo;
	f->vhi[k] = hi;
	f->vals |= 1u << id;
	return 1;
}

/*
 * General registers (bit n for register n in the encoding's order: x86's
 * rax, rcx, rdx, rbx, rsp, rbp, rsi, rdi, r8 to r15; aarch64's x0 to
 * x30; riscv64's x0 to x31) that hold an address in the stack other
 * than cp_reg's, at a place rgpp does not follow (a second copy, a copy
 * aligned or added to); an access through one may be to the return
 * address.  TAINT_PUSHED: such an address, or the stack pointer, was
 * pushed or stored in the stack, and a pop or a load from the stack
 * may give it back.  TAINT_ESCAPED: one was stored to memory that rgpp
 * does not know to be the stack, or moved to a vector or floating-point
 * register, and any load of a general register from memory or from such
 * a register may give it back (on aarch64 and riscv64, a call's result
 * too: arch_call).
 */
#define TAINT_REGS	0xffffffffull
#define TAINT_PUSHED	0x100000000ull
#define TAINT_ESCAPED	0x200000000ull
#define TAINT_BIT(id)	((uint64_t)1 << (id))
/*
 * struct frame's saved: the path loaded back one of the registers saved
 * (bit 0: x0, the result's, is never one of them).  It stays until the
 * path ends, calls too, so that a reading of a macro body that loads one
 * back says so in the frame it leaves, remembered or not (flow.c's
 * kept_seen).
 */
#define SAVED_KEPT	1u
/* struct frame's scratch: SCRATCH_CALL + n, a call of function n wrote it */
#define SCRATCH_CALL	2
#define REG_SP		(-2)	/* arch_reg_at's id of the stack pointer */

/* What one instruction does to the frame and the return address. */
struct effect {
	int		 ra_access;	/* reads or writes the return address;
					   2: may, at a depth not known */
	const char	*unknown;	/* why the depth became unknown */
	int		 spill;		/* RISC: stores the RA register */
	int		 reload;	/* RISC: loads the RA register */
	int		 clobber;	/* RISC: overwrites it (a call) */
	int		 slot;		/* CFA offset stored to or loaded from */
	int		 scratch_read;	/* reads the register the macros
					   overwrite (aarch64's x16) */
	int		 keeps;		/* loads back a register a callee
					   may overwrite, which it saved
					   with no call since (saved) */
};

struct arch {
	const char	*name;
	int		 wordsize;
	int		 hash_comment;	/* '#' starts a comment mid-line */
	int		 slash_comment;	/* '//' starts a comment */
	int		 ra_in_reg;	/* the return address arrives in a register */

	/* Class of an instruction statement (name not a known macro). */
	enum insn_class	(*classify)(const struct stmt *);
	/* Target symbol of a jump or call, or NULL if indirect. */
	const char	*(*target)(const struct stmt *, char *, size_t);
	/* Apply one instruction to the frame. */
	void		(*effect)(const struct stmt *, struct frame *,
			    struct effect *);
	/* A byte sequence in .byte data that is a return. */
	int		(*hidden_ret)(const unsigned char *, int);
	/*
	 * A jump or branch (not a call) at the start of such bytes: 2 if
	 * it always jumps, 1 if it may not.
	 */
	int		(*hidden_jump)(const unsigned char *, int);
	/*
	 * A jump or return in the operands of .insn (its text), or NULL
	 * where as has no .insn.
	 */
	int		(*insn_jump)(const char *);
	/* Evidence in the text for this architecture. */
	int		(*score)(const char *, size_t);
	/*
	 * The text of an operand as the analysis reads it, written to out
	 * (room for twice n plus one), or NULL to read t as it is; *macreg
	 * set if it names a register by a macro (macro_reg).
	 */
	const char	*(*operand)(const char *t, size_t n, char *out,
			    int *macreg);
	/* Its own directives, without the dot (arch_pseudo_op). */
	const char	*const *pseudo;
	/*
	 * x86: which mode's code a statement is (an architecture), and how
	 * surely (*how, MODE_*); NULL if it does not tell.  A source for
	 * amd64 may hold 32-bit code (under #ifndef __x86_64__, after
	 * .code32) and one for i386 64-bit code: each function is walked
	 * with the registers of its own.  NULL for the others.
	 */
	const struct arch *(*mode)(const struct stmt *, int *how);
	/*
	 * Does this return authenticate the return address (aarch64's
	 * retaa)?  None can have RETGUARD_END before it.  NULL where no
	 * return does.
	 */
	int		(*auth_ret)(const struct stmt *);
	/*
	 * The first register in an operand's text that may be named by a
	 * macro (x86's %RSP_LP; aarch64's LINK after #define LINK x30 or
	 * LINK .req x30): where its name starts, with its length in *n;
	 * NULL if none.
	 */
	const char	*(*macro_reg)(const char *, size_t *);
	/*
	 * Registers are bare names (x30, ra), not %-prefixed: a name that
	 * macro_reg finds may as well be a symbol (bl memcpy), and reads
	 * as what cpp and .req make of it, or as itself if nothing
	 * defines it (regmac.c).
	 */
	int		 bare_regs;
	/*
	 * Is the name (no %) the stack pointer, the frame pointer or the
	 * register the return address arrives in?
	 */
	int		(*special_reg)(const char *);
	/*
	 * The registers whose use the analysis follows (the stack and
	 * frame pointers, the return address's register), each as the
	 * spellings of it an operand may have, split by |: what a .macro
	 * parameter in a register's place is tried as (flow.c's
	 * param_effect).
	 */
	const char	*const *probes;
	/*
	 * Where registers are %-prefixed (bare_regs 0): the first name in
	 * an operand's text that a #define may stand for (x86's STK after
	 * #define STK %rsp), as arch_bare_macro finds it; NULL if none.
	 */
	const char	*(*bare_name)(const char *, size_t *);
	/*
	 * Does the name start an instruction that follows it on the same
	 * statement, as x86's prefixes do (rep ret, bnd jmp ext, {disp32}
	 * jmp ext)?  The text of such a statement's first operand keeps
	 * one blank between the words it starts with (jmp ext, not the
	 * jmpext of every other text).  NULL where nothing does.
	 */
	int		(*prefix)(const char *);
	/*
	 * The length of the indirect-branch landing pad that data bytes
	 * start with (x86's endbr64, aarch64's bti c), or 0; NULL where
	 * rgpp reads none.
	 */
	int		(*hidden_pad)(const unsigned char *, int);
	/*
	 * Data bytes that read or write the return address, as its
	 * instruction would: aarch64's paciasp written as .inst (1), or
	 * that overwrite it as a call does (2); else 0.  NULL where no
	 * data is read so.
	 */
	int		(*hidden_ra)(const unsigned char *, int);
	/*
	 * The register RETGUARD_START and RETGUARD_END overwrite besides
	 * the return address's (aarch64's x16), as messages name it; NULL
	 * where they overwrite none.  effect() tells its reads.
	 */
	const char	*scratch;
	/*
	 * The text of a .insn, as hidden_ra tells (1 if it may read or
	 * write the return address, 2 if it overwrites it as a call
	 * does); NULL where as has no .insn.
	 */
	int		(*insn_ra)(const char *);
	/*
	 * What an instruction does to the arithmetic flags, which x86's
	 * RETGUARD_START and RETGUARD_END set: FL_*.  NULL where the
	 * macros leave them alone.
	 */
	int		(*flags)(const struct stmt *);
	/*
	 * Is this a jump whose displacement is one byte, which as cannot
	 * make longer (x86's jecxz, loop)?  NULL where there is none.
	 */
	int		(*short_jump)(const struct stmt *);
	/*
	 * At most how many bytes the instruction statement makes, where
	 * a short_jump's reach is measured; NULL where there is none.
	 */
	int		(*max_len)(const struct stmt *);
	/*
	 * The general registers (bits as in TAINT_REGS) that a call leaves
	 * as they were, as the code after it relies on: a copy of the
	 * stack pointer there still points where it did (arch_call).
	 */
	uint32_t	 kept;
	/*
	 * The registers a call passes arguments in (bits as in
	 * TAINT_REGS; TAINT_PUSHED where arguments go on the stack, as
	 * on i386) and those it returns its result in: a callee may give
	 * back an address it was passed (memcpy's), so where an argument
	 * holds an address in the stack, the result may too (arch_call).
	 */
	uint64_t	 args;
	uint32_t	 results;
	/*
	 * Register values (x86; NULL elsewhere): does a statement of the
	 * function make the walk read them (an index register or a string
	 * instruction through the stack: wants_values); what a plain
	 * instruction does to them (values, after effect); a conditional
	 * jump after a compare, taken (1) or not (0): 0 if the values say
	 * it cannot be, else the values narrowed (branch).
	 */
	int		(*wants_values)(const struct stmt *);
	void		(*values)(const struct stmt *, struct frame *);
	int		(*branch)(const struct stmt *, struct frame *, int);
	/*
	 * A word in the names of the functions that implement the TLS
	 * descriptor convention (aarch64's tlsdesc: glibc's
	 * _dl_tlsdesc_return, musl's __tlsdesc_static, FreeBSD's
	 * _rtld_tlsdesc_undef, bionic's tlsdesc_resolver_dynamic), whose
	 * callers keep values in registers the macros overwrite (scratch)
	 * across the call; NULL where the macros keep what such callers
	 * rely on.
	 */
	const char	*tls_desc;
};
#define FL_NONE		0	/* neither reads nor sets them: mov */
#define FL_READ		1	/* reads them: jne, setc, adc */
#define FL_WRITE	2	/* sets them all: add */
#define FL_SET		6	/* sets them, and does nothing else: cmp */
#define FL_PART		8	/* sets some, keeps others: inc keeps CF */
#define MODE_HINT	1	/* usual in that mode only: %esp, %ebp */
#define MODE_DIRECTIVE	2	/* .code32, .code64: until the next */
#define MODE_ONLY	3	/* invalid in the other mode: %rax, pushl */

extern const struct arch arch_amd64;
extern const struct arch arch_i386;
extern const struct arch arch_aarch64;
extern const struct arch arch_riscv64;

const struct arch *arch_find(const char *);
const char	*arch_names(void);
int		 arch_detect(const char *, size_t, const char *,
		    const struct arch **, const struct arch **);

/* Helpers for the architecture files. */
int		 arch_mentions(const char *, const char *const *);
int		 arch_any_word(const char *, int (*)(const char *));
void		 arch_call(struct frame *, const struct arch *);
void		 arch_call_gives(struct frame *, const struct arch *,
		    uint32_t);
int		 arch_reg_at(const struct frame *, int, int, int *);
void		 arch_reg_set(struct frame *, int, int, int, int);
void		 arch_reg_move(struct frame *, int, int, long);
int		 arch_number(const char *, long *);
int		 arch_word(const char *, long *);
int		 arch_streq_any(const char *, const char *const *);
int		 arch_count_words(const char *, size_t, const char *const *);
int		 arch_in(const char *, const char *const *);
/* arch_number's reader of names: 1 and the value, or 0 (no number) */
struct arch_syms {
	int	(*value)(void *, const char *, long *);
	void	*ctx;
};
void		 arch_symbols(const struct arch_syms *, struct arch_syms *);
enum insn_class	 arch_other(const char *);
int		 arch_pseudo_op(const struct arch *, const char *);
int		 arch_cfa_off(int, int, long, const struct frame *, int *);
int		 arch_sp_move(int, int, int, int, long, struct frame *,
		    struct effect *);
const char	*arch_bare_macro(const char *, size_t *,
		    int (*)(const char *, size_t));
const char	*arch_past_parens(const char *);

#endif /* RG_ARCH_H */
