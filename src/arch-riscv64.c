/*
 * arch-riscv64.c: RV64.  The return address arrives in ra (x1); the
 * stack pointer is sp (x2), the frame pointer s0 (fp, x8).  Returns
 * and their pseudo-instruction spellings, jumps, calls, addi on sp,
 * and sd/ld of ra.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "unit.h"
#include "arch.h"

static const char *const farrets[] = {
	"mret", "sret", "uret", "dret", NULL
};
static const char *const jccs[] = {
	"beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez",
	"bgez", "bltz", "bgtz", "bgt", "ble", "bgtu", "bleu", "c.beqz",
	"c.bnez", NULL
};
static const char *const stops[] = {
	"ebreak", "c.ebreak", "unimp", "c.unimp", NULL
};

/* Register predicates, with their ABI and numeric names. */
static int
is_ra(const char *op)
{
	return strcmp(op, "ra") == 0 || strcmp(op, "x1") == 0;
}

/*
 * Does ra appear anywhere in the operand's text: as the base of an
 * address (-4(ra)), or alone?
 */
static int
names_ra(const char *op)
{
	return arch_any_word(op, is_ra);
}

static int
is_sp(const char *op)
{
	return strcmp(op, "sp") == 0 || strcmp(op, "x2") == 0;
}

static int
is_fp(const char *op)
{
	return strcmp(op, "s0") == 0 || strcmp(op, "fp") == 0 ||
	    strcmp(op, "x8") == 0;
}

/*
 * The general register an operand names, by its number (x0 to x31, and
 * the ABI names), REG_SP for sp, or -1.
 */
static int
gpr(const char *op)
{
	static const char *const abi[] = {
		"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1",
		"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3",
		"s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4",
		"t5", "t6", NULL
	};
	char	*end;
	long	 n;
	int	 i;

	if (op[0] == 'x' && isdigit((unsigned char)op[1])) {
		n = strtol(op + 1, &end, 10);
		i = *end == '\0' && n <= 31 && (op[1] != '0' || n == 0) ?
		    (int)n : -1;
	} else if (strcmp(op, "fp") == 0)
		i = 8;
	else
		for (i = 0; abi[i] != NULL && strcmp(op, abi[i]) != 0; i++)
			;
	return i == 2 ? REG_SP : i >= 0 && i < 32 ? i : -1;
}

/* Where a register points in the stack (arch_reg_at). */
static int
reg_at(const struct frame *f, const char *op, int *at)
{
	return arch_reg_at(f, gpr(op), 8, at);
}

/*
 * Is the name (n bytes) a register: x, f or v and a number, or an ABI
 * name?  For macro_reg: any other name in an operand may be a macro
 * for one.
 */
static int
rv_is_reg(const char *t, size_t n)
{
	static const char *const named[] = {
		"zero", "ra", "sp", "gp", "tp", "fp", NULL
	};
	size_t	 i = 1;
	char	 w[5];

	if (n >= 2 && n <= 4 && t[0] == 'f' && strchr("tsa", t[1]) != NULL)
		i = 2;		/* ft0, fs11, fa7 */
	else if (n < 2 || n > 3 || strchr("xfvtsa", t[0]) == NULL)
		i = n;
	if (i < n) {
		size_t k = i;

		while (k < n && isdigit((unsigned char)t[k]))
			k++;
		if (k == n)
			return 1;
	}
	if (n >= sizeof(w))
		return 0;
	memcpy(w, t, n);
	w[n] = '\0';
	return arch_streq_any(w, named);
}

/* The stack, frame or return address register (arch->special_reg)? */
static int
rv_special_reg(const char *op)
{
	return is_ra(op) || is_sp(op) || is_fp(op);
}

/* A register named by a macro (arch->macro_reg). */
static const char *
rv_macro_reg(const char *t, size_t *n)
{
	return arch_bare_macro(t, n, rv_is_reg);
}

static int
is_zero(const char *op)
{
	return strcmp(op, "zero") == 0 || strcmp(op, "x0") == 0;
}

/*
 * Split a jalr's operands: jalr rs; jalr rd, rs; jalr rd, rs, imm;
 * jalr rd, imm(rs).  Fill in rd and rs (pointers into a buffer).
 */
static void
jalr_ops(const struct stmt *s, char *rd, char *rs, size_t sz, long *off)
{
	const char	*t;
	size_t		 n;

	*off = 0;
	snprintf(rd, sz, "ra");
	rs[0] = '\0';
	if (s->nops == 1) {
		snprintf(rs, sz, "%s", s->ops[0].text);
		return;
	}
	if (s->nops < 2)
		return;
	snprintf(rd, sz, "%s", s->ops[0].text);
	t = s->ops[1].text;
	if (strchr(t, '(') != NULL) {		/* imm(rs) */
		char num[32];
		n = strcspn(t, "(");
		if (n < sizeof(num)) {
			memcpy(num, t, n);
			num[n] = '\0';
			if (n > 0)
				arch_number(num, off);
		}
		snprintf(rs, sz, "%.*s", (int)strcspn(t + n + 1, ")"),
		    t + n + 1);
		return;
	}
	snprintf(rs, sz, "%s", t);
	if (s->nops >= 3)
		arch_number(s->ops[2].text, off);
}

/* Classify an instruction statement. */
static enum insn_class
rv_classify(const struct stmt *s)
{
	const char	*m = s->name;
	char		 rd[32], rs[32];
	long		 off;

	if (arch_ieq(m, "ret"))
		return IC_RET;
	if (arch_ieq(m, "jr") || arch_ieq(m, "c.jr"))
		return s->nops == 1 && is_ra(s->ops[0].text) ? IC_RET : IC_JMP;
	if (arch_ieq(m, "jalr")) {
		jalr_ops(s, rd, rs, sizeof(rd), &off);
		if (is_zero(rd))
			return is_ra(rs) && off == 0 ? IC_RET : IC_JMP;
		return IC_CALL;
	}
	if (arch_ieq(m, "j") || arch_ieq(m, "tail") ||
	    arch_ieq(m, "c.j"))
		return IC_JMP;
	if (arch_ieq(m, "jal"))
		return s->nops == 2 && is_zero(s->ops[0].text) ? IC_JMP :
		    IC_CALL;
	if (arch_ieq(m, "call") || arch_ieq(m, "c.jal") ||
	    arch_ieq(m, "c.jalr"))
		return IC_CALL;
	if (arch_in(m, jccs))
		return IC_JCC;
	if (arch_in(m, farrets))
		return IC_FARRET;
	if (arch_in(m, stops))
		return IC_STOP;
	return arch_other(m);
}

/* The symbol a direct jump or call goes to, or NULL when indirect. */
static const char *
rv_target(const struct stmt *s, char *buf, size_t sz)
{
	const char	*m = s->name, *t = NULL;
	size_t		 n;

	if (arch_ieq(m, "j") || arch_ieq(m, "tail") ||
	    arch_ieq(m, "c.j") || arch_ieq(m, "call") ||
	    arch_ieq(m, "c.jal"))
		t = s->nops >= 1 ? s->ops[0].text : NULL;
	else if (arch_ieq(m, "jal") && s->nops > 0)
		t = s->ops[s->nops - 1].text;
	else if (arch_in(m, jccs) && s->nops > 0)
		t = s->ops[s->nops - 1].text;
	if (t == NULL || *t == '\0')
		return NULL;
	n = strcspn(t, "@");
	if (n >= sz)
		return NULL;
	memcpy(buf, t, n);
	buf[n] = '\0';
	return buf;
}

/*
 * A memory operand imm(base): fill in both.  The base is the last
 * parenthesised group ((8*2)(sp), %lo(x)(a0)).  -1 if the base is read
 * but not the offset; 0 if it is no such operand.
 */
static int
mem(const char *op, char *base, size_t sz, long *off)
{
	const char	*lp = strrchr(op, '(');
	char		 num[64];
	size_t		 n;

	if (lp == NULL)
		return 0;
	n = strcspn(lp + 1, ")");
	if (n >= sz || lp[1 + n] != ')')
		return 0;
	memcpy(base, lp + 1, n);
	base[n] = '\0';
	n = lp - op;
	*off = 0;
	if (n >= sizeof(num))
		return -1;
	memcpy(num, op, n);
	num[n] = '\0';
	if (n > 0 && !arch_number(num, off))
		return -1;
	return 1;
}

/*
 * A load (1) or store (0) and the bytes it moves; -1 if the statement
 * is neither.  The atomics (lr.d, amoswap.d) are not read here.
 */
static int
load_store_kind(const char *m, int *size)
{
	static const struct {
		const char	*name;
		int		 load, size;
	} ls[] = {
		{ "sb", 0, 1 }, { "sh", 0, 2 }, { "sw", 0, 4 }, { "sd", 0, 8 },
		{ "sq", 0, 16 }, { "fsh", 0, 2 }, { "fsw", 0, 4 },
		{ "fsd", 0, 8 }, { "fsq", 0, 16 }, { "c.sb", 0, 1 },
		{ "c.sh", 0, 2 }, { "c.sw", 0, 4 }, { "c.sd", 0, 8 },
		{ "c.swsp", 0, 4 }, { "c.sdsp", 0, 8 }, { "c.fsw", 0, 4 },
		{ "c.fsd", 0, 8 }, { "c.fswsp", 0, 4 }, { "c.fsdsp", 0, 8 },
		{ "lb", 1, 1 }, { "lbu", 1, 1 }, { "lh", 1, 2 },
		{ "lhu", 1, 2 }, { "lw", 1, 4 }, { "lwu", 1, 4 },
		{ "ld", 1, 8 }, { "lq", 1, 16 }, { "flh", 1, 2 },
		{ "flw", 1, 4 }, { "fld", 1, 8 }, { "flq", 1, 16 },
		{ "c.lbu", 1, 1 }, { "c.lh", 1, 2 }, { "c.lhu", 1, 2 },
		{ "c.lw", 1, 4 }, { "c.ld", 1, 8 }, { "c.lwsp", 1, 4 },
		{ "c.ldsp", 1, 8 }, { "c.flw", 1, 4 }, { "c.fld", 1, 8 },
		{ "c.flwsp", 1, 4 }, { "c.fldsp", 1, 8 }
	};
	size_t	 i;

	if (((m[0] | 0x20) != 's' && (m[0] | 0x20) != 'l' &&
	    (m[0] | 0x20) != 'f' && (m[0] | 0x20) != 'c') || strlen(m) > 8)
		return -1;
	for (i = 0; i < sizeof(ls) / sizeof(ls[0]); i++)
		if (arch_ieq(m, ls[i].name)) {
			*size = ls[i].size;
			return ls[i].load;
		}
	return -1;
}

/*
 * Loads and stores: of ra (sd and ld: a spill and a reload), into sp or
 * s0, and of any other register over the saved ra, through sp, s0, the
 * copy of either that rgpp follows, or a register marked as holding an
 * address in the stack.
 */
static int
load_store(const struct stmt *s, struct frame *f, struct effect *e)
{
	const char	*rd;
	char		 base[16];
	long		 off;
	int		 load, ok, slot, size, k, at = 0;

	if ((load = load_store_kind(s->name, &size)) < 0 || s->nops != 2 ||
	    (k = mem(s->ops[1].text, base, sizeof(base), &off)) == 0)
		return 0;
	/* ra as the address: the mangled value */
	if (names_ra(s->ops[1].text))
		e->ra_access = 1;
	if (k < 0) {
		/* where, rgpp cannot tell: maybe the saved ra */
		if (f->ra_slot != 0 && (is_sp(base) || is_fp(base) ||
		    reg_at(f, base, &at) != 0))
			e->ra_access = 1;
		return 0;
	}
	rd = s->ops[0].text;
	k = reg_at(f, base, &at);
	/* through a register marked: anywhere in the stack */
	if (k == 1 && f->ra_slot != 0)
		e->ra_access = 1;
	if (load && is_sp(rd)) {
		f->known &= ~FR_DEPTH;
		e->unknown = "stack pointer loaded";
		return 1;
	}
	if (load && is_fp(rd))
		f->known &= ~FR_FP;
	ok = k == 2;
	slot = (int)off - at;
	if (!is_ra(rd)) {
		/* another register over the saved ra */
		if (ok && f->ra_slot != 0 && slot + size > f->ra_slot &&
		    slot < f->ra_slot + 8)
			e->ra_access = 1;
		return 1;
	}
	if (!ok || size != 8) {
		e->ra_access = 1;
		return 1;
	}
	if (load)
		e->reload = 1;
	else
		e->spill = 1;
	e->slot = slot;
	return 1;
}

/*
 * addi/mv that move sp, set s0 from sp, or set sp from s0 or the copy
 * that rgpp follows.
 */
static int
arith(const struct stmt *s, struct frame *f, struct effect *e)
{
	const char	*m = s->name, *d, *src;
	long		 v = 0;
	int		 at;

	if ((arch_ieq(m, "addi") || arch_ieq(m, "c.addi16sp") ||
	    arch_ieq(m, "c.addi")) && s->nops >= 2) {
		d = s->ops[0].text;
		src = s->nops == 3 ? s->ops[1].text : d;
		if (!arch_number(s->ops[s->nops - 1].text, &v))
			return 0;
	} else if ((arch_ieq(m, "mv") || arch_ieq(m, "c.mv")) &&
	    s->nops == 2) {
		d = s->ops[0].text;
		src = s->ops[1].text;
	} else
		return 0;
	/* mv sp, a1; addi sp, a1, 16: restored from the copy */
	if (is_sp(d) && (f->known & FR_CP) && !is_sp(src) && !is_fp(src) &&
	    reg_at(f, src, &at) == 2) {
		f->depth = at - (int)v;
		f->known |= FR_DEPTH;
		return 1;
	}
	return arch_sp_move(is_sp(d), is_fp(d), is_sp(src), is_fp(src), v, f,
	    e);
}

/*
 * Any other access to memory (lr.d, sc.d, amoadd.d, a vector load,
 * cbo.zero): through a register marked, or through sp, s0 or the copy
 * where rgpp cannot tell how far it reaches or its bytes meet the saved
 * ra, it may read or write it.
 */
static void
other_access(const struct stmt *s, const struct frame *f,
    struct effect *e)
{
	const char	*m = s->name;
	char		 base[16];
	long		 off;
	int		 i, k, at = 0, size = 1 << 20;

	if (f->ra_slot == 0 || rv_classify(s) != IC_CODE ||
	    strncasecmp(m, "prefetch", 8) == 0)
		return;
	if (strncasecmp(m, "lr.", 3) == 0 || strncasecmp(m, "sc.", 3) == 0 ||
	    strncasecmp(m, "amo", 3) == 0)
		size = strstr(m, ".w") != NULL ? 4 :
		    strstr(m, ".q") != NULL ? 16 : 8;
	for (i = 0; i < s->nops; i++) {
		if ((k = mem(s->ops[i].text, base, sizeof(base), &off)) == 0)
			continue;
		if (k < 0 ? reg_at(f, base, &at) != 0 :
		    (k = reg_at(f, base, &at)) == 1 || (k == 2 &&
		    (int)off - at < f->ra_slot + 8 &&
		    (int)off - at + size > f->ra_slot))
			e->ra_access = 1;
	}
}

/*
 * Is the operand a floating-point or vector register (f0, ft1, fs2,
 * fa3, v4), which an address in the stack moved there (fmv.d.x fa0, a1)
 * may come back from?
 */
static int
is_fvreg(const char *op)
{
	size_t	 n = op[0] == 'f' && op[1] != '\0' &&
	    strchr("tsa", op[1]) != NULL ? 2 : 1;

	return (op[0] == 'f' || op[0] == 'v') &&
	    isdigit((unsigned char)op[n]);
}

/*
 * The registers an instruction writes, for the addresses in the stack
 * they hold (arch_reg_at): in reads them as the instruction found them.
 * mv, addi and c.addi4spn from sp, s0 or the copy give an exact copy
 * (s0 the frame pointer); anything else computed from a register that
 * holds an address in the stack gives one not followed (the compressed
 * forms read their first operand too); anything else, none.  A load's
 * register holds none, but that a load from the stack after a store
 * there of a register holding such an address (TAINT_PUSHED), or any
 * load after one was stored elsewhere (TAINT_ESCAPED: sd a3, 0(a0); ld
 * a4, 0(a0)), marks it.  Such an address moved to a floating-point or
 * vector register (fmv.d.x fa0, a3) escapes too, and a general
 * register written from one of those then (fmv.x.d a4, fa0) is marked;
 * so for a CSR (csrw, csrr).
 */
static void
copy_flow(const struct stmt *s, const struct frame *in, struct frame *f)
{
	static const char *const sp_words[] = { "sp", "x2", NULL };
	static const char *const sp_fp_words[] = {
		"sp", "x2", "s0", "fp", "x8", NULL
	};
	const char	*m = s->name;
	char		 base[16];
	long		 v = 0;
	int		 d, i, k, at = 0, kind = 0, size;

	if (s->nops == 0)
		return;
	/* most: nothing followed, and no stack or frame pointer read */
	if (!(in->known & FR_CP) && in->taint == 0) {
		for (i = 0; i < s->nops; i++)
			if (strchr(s->ops[i].text, '(') == NULL &&
			    arch_mentions(s->ops[i].text, (in->known & FR_FP) ?
			    sp_fp_words : sp_words) &&
			    reg_at(in, s->ops[i].text, &at) != 0)
				break;
		if (i == s->nops)
			return;
	}
	if (rv_classify(s) != IC_CODE)
		return;
	/*
	 * An address in the stack stored: a load from the stack may give
	 * it back (TAINT_PUSHED); stored anywhere else, any load, or a
	 * callee (TAINT_ESCAPED)
	 */
	if ((load_store_kind(m, &size) == 0 && reg_at(in, s->ops[0].text,
	    &at) != 0) || (s->nops == 3 && (strncasecmp(m, "sc.", 3) == 0 ||
	    strncasecmp(m, "amo", 3) == 0) && reg_at(in, s->ops[1].text,
	    &at) != 0))
		f->taint |= mem(s->ops[s->nops - 1].text, base, sizeof(base),
		    &v) != 0 && reg_at(in, base, &at) != 0 ? TAINT_PUSHED :
		    TAINT_ESCAPED;
	/* csrw sscratch, a3; csrrw a0, sscratch, a3: a CSR keeps it too */
	for (i = 1; strncasecmp(m, "csr", 3) == 0 && i < s->nops; i++)
		if (reg_at(in, s->ops[i].text, &at) != 0)
			f->taint |= TAINT_ESCAPED;
	if (load_store_kind(m, &size) == 0 ||
	    strncasecmp(m, "sfence", 6) == 0)
		return;
	if ((d = gpr(s->ops[0].text)) < 0) {
		/* fmv.d.x fa0, a1; vmv.s.x v0, a1: it may come back */
		for (i = 1; d != REG_SP && i < s->nops; i++)
			if (reg_at(in, s->ops[i].text, &at) != 0)
				f->taint |= TAINT_ESCAPED;
		return;			/* sp: arith */
	}
	if (d == 0)
		return;
	if (load_store_kind(m, &size) == 1 || strncasecmp(m, "lr.", 3) == 0 ||
	    strncasecmp(m, "sc.", 3) == 0 || strncasecmp(m, "amo", 3) == 0) {
		/* from the stack, where such an address was stored: marked */
		if ((in->taint & TAINT_PUSHED) && strncasecmp(m, "sc.", 3) &&
		    mem(s->ops[s->nops - 1].text, base, sizeof(base),
		    &v) != 0)
			kind = reg_at(in, base, &at) != 0;
		/* from anywhere, after one was stored elsewhere */
		if ((in->taint & TAINT_ESCAPED) && strncasecmp(m, "sc.", 3))
			kind = 1;
		arch_reg_set(f, d, 8, kind, 0);
		return;
	}
	k = -1;
	if ((arch_ieq(m, "mv") || arch_ieq(m, "c.mv")) &&
	    s->nops == 2)
		k = arch_reg_at(in, gpr(s->ops[1].text), 8, &at);
	else if ((arch_ieq(m, "addi") ||
	    arch_ieq(m, "c.addi4spn")) && s->nops == 3 &&
	    arch_number(s->ops[2].text, &v))
		k = arch_reg_at(in, gpr(s->ops[1].text), 8, &at);
	else if (arch_ieq(m, "c.addi") && s->nops == 2 &&
	    arch_number(s->ops[1].text, &v))
		k = arch_reg_at(in, d, 8, &at);
	if (k == 2) {
		arch_reg_set(f, d, 8, 2, at - (int)v);
		return;
	}
	for (i = strncasecmp(m, "c.", 2) == 0 ? 0 : 1; i < s->nops && !kind;
	    i++)
		kind = arch_reg_at(in, gpr(s->ops[i].text), 8, &at) != 0 ||
		    ((in->taint & TAINT_ESCAPED) && (is_fvreg(s->ops[i].text) ||
		    strncasecmp(m, "csrr", 4) == 0));
	arch_reg_set(f, d, 8, kind, 0);
}

/* What an instruction does to the frame and to ra. */
static void
rv_effect(const struct stmt *s, struct frame *f, struct effect *e)
{
	enum insn_class	 c = rv_classify(s);
	struct frame	 in;
	int		 i;

	memset(e, 0, sizeof(*e));
	if (c == IC_CALL) {
		char rd[32], rs[32];
		long off;

		if (arch_ieq(s->name, "jalr")) {
			jalr_ops(s, rd, rs, sizeof(rd), &off);
			e->clobber = is_ra(rd);
			/* jalr ra: a call to the mangled address */
			e->ra_access = is_ra(rs);
		} else if (arch_ieq(s->name, "c.jalr") && s->nops == 1)
			e->ra_access = e->clobber = 1;
		else if (arch_ieq(s->name, "jal") && s->nops == 2)
			e->clobber = is_ra(s->ops[0].text);
		else
			e->clobber = 1;
		return;
	}
	in = *f;
	if (load_store(s, f, e) || arith(s, f, e)) {
		copy_flow(s, &in, f);
		return;
	}
	other_access(s, f, e);
	for (i = 0; i < s->nops; i++)
		if (names_ra(s->ops[i].text))
			e->ra_access = 1;
	/* the first operand is written, but by stores and branches: sub */
	if (s->nops >= 1 && (is_sp(s->ops[0].text) ||
	    is_fp(s->ops[0].text)) && load_store_kind(s->name, &i) != 0 &&
	    strncasecmp(s->name, "sfence", 6) != 0 &&
	    !arch_in(s->name, jccs)) {
		if (is_sp(s->ops[0].text)) {
			f->known &= ~FR_DEPTH;
			e->unknown = "stack pointer changed";
		} else
			f->known &= ~FR_FP;
	}
	copy_flow(s, &in, f);
}

/* A return in data: "ret" is 0x00008067 (or c.jr ra, 0x8082). */
static int
rv_hidden_ret(const unsigned char *b, int n)
{
	int	 i;

	for (i = 0; i + 3 < n; i++)
		if (b[i] == 0x67 && b[i + 1] == 0x80 && b[i + 2] == 0 &&
		    b[i + 3] == 0)
			return 0x67;
	for (i = 0; i + 1 < n; i += 2)
		if (b[i] == 0x82 && b[i + 1] == 0x80)	/* c.jr ra */
			return 0x82;
	return 0;
}

/*
 * Data that may read or write ra (1): words not decoded, but any with
 * 1 (ra) in a register field, rd, rs1 or rs2 (c.mv and c.add's in the
 * compressed ones; rd alone in lui and auipc), other than the jumps
 * and returns that link nothing (jalr zero, c.jr), which hidden_ret
 * and hidden_jump read.  A call that links ra (jal ra, jalr ra, t0,
 * c.jalr t0) overwrites it (2); jalr ra, ra reads it first.
 */
static int
rv_hidden_ra(const unsigned char *b, int n)
{
	uint32_t w, rd, rs1, rs2;
	int	 i, call = 0;

	for (i = 0; i + 1 < n; ) {
		w = (uint32_t)b[i] | (uint32_t)b[i + 1] << 8;
		if ((w & 3) != 3) {
			rd = (w >> 7) & 0x1f;
			i += 2;
			if ((w & 0xf07f) == 0x9002 && rd != 0) {
				if (rd == 1)
					return 1;
				call = 2;		/* c.jalr */
			} else if ((w & 0xf07f) != 0x8002 &&
			    (rd == 1 || ((w >> 2) & 0x1f) == 1))
				return 1;
			continue;
		}
		if (i + 3 >= n)
			break;
		w |= (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		i += 4;
		rd = (w >> 7) & 0x1f;
		rs1 = (w >> 15) & 0x1f;
		rs2 = (w >> 20) & 0x1f;
		switch (w & 0x7f) {
		case 0x6f:			/* jal */
			if (rd == 1)
				call = 2;
			break;
		case 0x67:			/* jalr */
			if (rs1 == 1 && rd != 0)
				return 1;
			if (rd == 1)
				call = 2;
			break;
		case 0x37:			/* lui */
		case 0x17:			/* auipc */
			if (rd == 1)
				return 1;
			break;
		default:
			if (rd == 1 || rs1 == 1 || rs2 == 1)
				return 1;
		}
	}
	return call;
}

/*
 * A jump in data: beq and the other branches, jal and jalr that link
 * nothing (rd x0), and their compressed forms c.j, c.beqz, c.bnez,
 * c.jr.  Read as the instruction stream: 2 or 4 bytes each.
 */
static int
rv_hidden_jump(const unsigned char *b, int n)
{
	uint32_t w;
	int	 i;

	for (i = 0; i + 1 < n; ) {
		w = (uint32_t)b[i] | (uint32_t)b[i + 1] << 8;
		if ((w & 3) != 3) {
			if ((w & 0xe003) == 0xa001 ||		/* c.j */
			    ((w & 0xf07f) == 0x8002 && (w & 0x0f80) != 0))
				return 2;			/* c.jr */
			if ((w & 0xc003) == 0xc001)		/* c.b*z */
				return 1;
			i += 2;
			continue;
		}
		if (i + 3 >= n)
			break;
		w |= (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		if ((w & 0x7f) == 0x63)
			return 1;
		if (((w & 0x7f) == 0x6f || (w & 0x7f) == 0x67) &&
		    ((w >> 7) & 0x1f) == 0)
			return 2;
		i += 4;
	}
	return 0;
}

/* The next operand of .insn's text at *t: a copy in w, *t past it. */
static const char *
insn_operand(const char **t, char *w, size_t sz)
{
	size_t	 n = 0;

	while (**t == ' ' || **t == '\t' || **t == ',')
		(*t)++;
	while (**t != '\0' && **t != ',' && **t != ' ' && **t != '\t') {
		if (n + 1 < sz)
			w[n++] = **t;
		(*t)++;
	}
	w[n] = '\0';
	return w;
}

/*
 * A raw .insn: its value alone ("0x00008067", 2 or 4 bytes by its low
 * bits) or after its length ("4, 0x00008067"), in b, and its length;
 * 0 if the text is a format and its fields.
 */
static int
insn_raw(const char *t, unsigned char *b)
{
	char	 w[32];
	long	 op, len;
	int	 i;

	if (!arch_number(insn_operand(&t, w, sizeof(w)), &op))
		return 0;
	len = (op & 3) == 3 ? 4 : 2;
	if (*insn_operand(&t, w, sizeof(w)) != '\0') {
		len = op;
		if ((len != 2 && len != 4) || !arch_number(w, &op))
			return 0;
	}
	for (i = 0; i < 4; i++)
		b[i] = (unsigned char)(op >> (8 * i));
	return (int)len;
}

/*
 * .insn: a raw encoding ("0x00008067", read as data), or a format and
 * its fields: b and sb are branches; j, uj and jalr (i, opcode 0x67)
 * jump unless they link ra; cj is c.j but for c.jal (funct3 1), cb
 * c.beqz or c.bnez with funct3 6 or 7, cr c.jr or c.jalr with funct4
 * 8 or 9 (c.mv and c.add too: taken as jumps).
 */
static int
rv_insn_jump(const char *t)
{
	unsigned char	 b[4];
	char		 fmt[32], w[32], rd[32];
	long		 op, f;
	int		 n;

	if ((n = insn_raw(t, b)) != 0)
		return rv_hidden_ret(b, n) || rv_hidden_jump(b, n);
	insn_operand(&t, fmt, sizeof(fmt));
	if (!arch_number(insn_operand(&t, w, sizeof(w)), &op))
		return 0;
	if (strcmp(fmt, "b") == 0 || strcmp(fmt, "sb") == 0)
		return 1;
	if (strcmp(fmt, "j") == 0 || strcmp(fmt, "uj") == 0 ||
	    (strcmp(fmt, "i") == 0 && (op & 0x7f) == 0x67)) {
		if (fmt[0] == 'i')
			insn_operand(&t, w, sizeof(w));		/* func3 */
		insn_operand(&t, rd, sizeof(rd));
		return strcmp(rd, "ra") != 0 && strcmp(rd, "x1") != 0;
	}
	if (fmt[0] != 'c' || !arch_number(insn_operand(&t, w, sizeof(w)), &f))
		return 0;
	return (strcmp(fmt, "cj") == 0 && f != 1) ||
	    (strcmp(fmt, "cb") == 0 && (f == 6 || f == 7)) ||
	    (strcmp(fmt, "cr") == 0 && (f == 8 || f == 9));
}

/*
 * .insn's text, as rv_hidden_ra reads a word: a raw encoding is read
 * so; of the formats, a j or uj, or an i of opcode 0x67 (jalr), whose
 * rd is ra is a call (but jalr ra reading ra); any other that names ra
 * or a .macro parameter is taken to read or write it.
 */
static int
rv_insn_ra(const char *t)
{
	unsigned char	 b[4];
	const char	*p = t;
	char		 fmt[32], w[32], rd[32], rs[32];
	long		 op;
	int		 n;

	if (strchr(t, '\\') != NULL)
		return 1;
	if ((n = insn_raw(t, b)) != 0)
		return rv_hidden_ra(b, n);
	insn_operand(&p, fmt, sizeof(fmt));
	if (!arch_number(insn_operand(&p, w, sizeof(w)), &op))
		return names_ra(t);
	if (strcmp(fmt, "j") == 0 || strcmp(fmt, "uj") == 0 ||
	    (strcmp(fmt, "i") == 0 && (op & 0x7f) == 0x67)) {
		if (fmt[0] == 'i')
			insn_operand(&p, w, sizeof(w));		/* func3 */
		insn_operand(&p, rd, sizeof(rd));
		insn_operand(&p, rs, sizeof(rs));
		if (!is_ra(rd))
			return names_ra(p) || names_ra(rs);
		return fmt[0] == 'i' && (names_ra(rs) || names_ra(p)) ? 1 : 2;
	}
	return names_ra(t);
}

/* Evidence: RISC-V ABI register names and mnemonics. */
static int
rv_score(const char *text, size_t len)
{
	static const char *const words[] = {
		"ra", "a0", "a1", "a2", "a3", "a4", "a5", "t0", "t1", "t2",
		"s0", "s1", "addi", "sd", "ld", "jalr", "auipc", "lui",
		"beqz", "bnez", NULL
	};

	return arch_count_words(text, len, words);
}

/* riscv64's own directives (arch_pseudo_op). */
static const char *const rv_pseudo[] = {
	"attribute", "dtpreldword", "dtprelword", "dword", "half", "insn",
	"option", "variant_cc", NULL
};

/* The registers a .macro parameter is tried as (arch->probes). */
static const char *const rv_probes[] = {
	"sp|x2", "ra|x1", "s0|fp|x8", NULL
};

const struct arch arch_riscv64 = {
	"riscv64", 8, 1, 0, 1,
	rv_classify, rv_target, rv_effect, rv_hidden_ret,
	rv_hidden_jump, rv_insn_jump, rv_score,
	NULL, rv_pseudo, NULL, NULL, rv_macro_reg, 1, rv_special_reg,
	rv_probes, NULL, NULL, NULL, rv_hidden_ra, NULL, rv_insn_ra,
	NULL, NULL, NULL, 0x0ffc0318,
	0x3fc00, 0xc00,
	NULL, NULL, NULL, NULL
};
