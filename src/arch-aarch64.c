/*
 * arch-aarch64.c: AArch64.  The return address arrives in x30; the
 * stack pointer is "sp"; the frame pointer x29.  Returns, branches,
 * calls, the stack effects of stp/ldp/str/ldr with their addressing
 * modes, and where x30 is saved to and loaded from.
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

static const char *const rets[] = { "ret", "retaa", "retab", NULL };
static const char *const farrets[] = {
	"eret", "eretaa", "eretab", "drps", NULL
};
static const char *const jmps[] = {
	"b", "br", "braa", "brab", "braaz", "brabz", NULL
};
static const char *const jccs[] = {
	"cbz", "cbnz", "tbz", "tbnz", "beq", "bne", "bcs", "bhs", "bcc",
	"blo", "bmi", "bpl", "bvs", "bvc", "bhi", "bls", "bge", "blt",
	"bgt", "ble", NULL
};
static const char *const calls[] = {
	"bl", "blr", "blraa", "blrab", "blraaz", "blrabz", NULL
};
static const char *const stops[] = { "brk", "udf", "hlt", NULL };
static const char *const pac[] = {
	"paciasp", "autiasp", "pacibsp", "autibsp", "paciaz", "autiaz",
	"pacibz", "autibz", "xpaclri", NULL
};

/*
 * Is the statement a hint that acts on x30: the pointer authentication
 * instructions in the hint space, as assemblers without them spell
 * them (hint #25 is paciasp, 29 autiasp; 24 to 31 the others, 7
 * xpaclri)?  A hint whose number is not a constant may be one.
 */
static int
pac_hint(const struct stmt *s)
{
	const char	*t;
	long		 n;

	if (!arch_ieq(s->name, "hint") || s->nops != 1)
		return 0;
	t = s->ops[0].text;
	if (!arch_number(t + (*t == '#'), &n))
		return 1;
	return n == 7 || (n >= 24 && n <= 31);
}

/*
 * A return that authenticates its address (retaa, retab): the address
 * it checks is the one signed at the entry, which a RETGUARD_END right
 * before it cannot give back.
 */
static int
a64_auth_ret(const struct stmt *s)
{
	return arch_ieq(s->name, "retaa") ||
	    arch_ieq(s->name, "retab");
}

/* Is the operand the link register? */
static int
is_lr(const char *op)
{
	switch (op[0] | 0x20) {	/* most operands are not: one test */
	case 'x':
	case 'w':
	case 'l':
		return arch_ieq(op, "x30") ||
		    arch_ieq(op, "lr") || arch_ieq(op, "w30");
	default:
		return 0;
	}
}

/* Is the name x16 (IP0), which the macros overwrite? */
static int
is_scratch(const char *op)
{
	return arch_ieq(op, "x16") || arch_ieq(op, "w16") ||
	    arch_ieq(op, "ip0");
}

/*
 * Does a register name that the test takes appear anywhere in the
 * operand's text: as the base or index of an address ([x30, #-4],
 * [x0, x30]), in a list, or alone?
 */
static int
names(const char *op, int (*is)(const char *))
{
	return arch_any_word(op, is);
}

/* Is the operand the stack pointer? */
static int
is_sp(const char *op)
{
	return arch_ieq(op, "sp") || arch_ieq(op, "wsp");
}

/* Is the operand the frame pointer? */
static int
is_fp(const char *op)
{
	return arch_ieq(op, "x29") || arch_ieq(op, "fp");
}

/*
 * The general register an operand is, by its number (x0 to x30, w0 to
 * w30, fp, lr, ip0, ip1), REG_SP for sp and wsp, else -1 (xzr, a
 * vector register, anything else); *wide set if it is all 64 bits.
 */
static int
gpr(const char *op, int *wide)
{
	static const struct {
		const char	*name;
		int		 id;
	} named[] = {
		{ "sp", REG_SP }, { "fp", 29 }, { "lr", 30 }, { "ip0", 16 },
		{ "ip1", 17 }
	};
	char	*end;
	long	 n;
	size_t	 i;

	*wide = (op[0] | 0x20) != 'w';
	if (((op[0] | 0x20) == 'x' || (op[0] | 0x20) == 'w') &&
	    isdigit((unsigned char)op[1])) {
		n = strtol(op + 1, &end, 10);
		return *end == '\0' && n <= 30 && (op[1] != '0' || n == 0) ?
		    (int)n : -1;
	}
	if (arch_ieq(op, "wsp"))
		return REG_SP;
	for (i = 0; i < sizeof(named) / sizeof(named[0]); i++)
		if (arch_ieq(op, named[i].name))
			return named[i].id;
	return -1;
}

/* Where a register points in the stack (arch_reg_at). */
static int
reg_at(const struct frame *f, const char *op, int *at)
{
	int	 wide;

	return arch_reg_at(f, gpr(op, &wide), 29, at);
}

/*
 * Does the operand's text name a register that holds an address in the
 * stack (the base or index of an address, or alone)?
 */
static int
names_stack(const struct frame *f, const char *op)
{
	char	 w[8];
	size_t	 n;
	int	 at;

	while (*op != '\0') {
		for (n = 0; isalnum((unsigned char)op[n]) || op[n] == '_'; n++)
			;
		if (n == 0) {
			op++;
			continue;
		}
		if (n < sizeof(w)) {
			memcpy(w, op, n);
			w[n] = '\0';
			if (reg_at(f, w, &at) != 0)
				return 1;
		}
		op += n;
	}
	return 0;
}

/*
 * Is the name (n bytes) a register: x0-x30, w0-w30, the vector, SVE
 * and predicate registers by number, or a named one?  For macro_reg:
 * any other name in an operand may be a macro for one.
 */
static int
a64_is_reg(const char *t, size_t n)
{
	static const char *const named[] = {
		"sp", "wsp", "xzr", "wzr", "lr", "fp", "ip0", "ip1", NULL
	};
	char	 w[4];
	size_t	 i;

	if (n >= 2 && n <= 3 && strchr("xwvqdshbzpXWVQDSHBZP", t[0]) != NULL) {
		for (i = 1; i < n && isdigit((unsigned char)t[i]); i++)
			;
		if (i == n)
			return 1;
	}
	if (n < 2 || n >= sizeof(w))
		return 0;
	for (i = 0; i < n; i++)
		w[i] = (char)tolower((unsigned char)t[i]);
	w[n] = '\0';
	return arch_streq_any(w, named);
}

/* A register named by a macro or a .req alias (arch->macro_reg). */
static const char *
a64_macro_reg(const char *t, size_t *n)
{
	return arch_bare_macro(t, n, a64_is_reg);
}

/* The stack, frame or link register (arch->special_reg)? */
static int
a64_special_reg(const char *op)
{
	return is_lr(op) || is_sp(op) || is_fp(op) ||
	    arch_ieq(op, "w29");
}

/* Classify an instruction statement. */
static enum insn_class
a64_classify(const struct stmt *s)
{

	if (arch_in(s->name, rets))
		return s->nops == 0 || is_lr(s->ops[0].text) ? IC_RET : IC_JMP;
	if (arch_in(s->name, farrets))
		return IC_FARRET;
	if (arch_in(s->name, jmps))
		return IC_JMP;
	if (arch_in(s->name, jccs) || strncasecmp(s->name, "b.", 2) == 0)
		return IC_JCC;
	if (arch_in(s->name, calls))
		return IC_CALL;
	if (arch_in(s->name, stops))
		return IC_STOP;
	return arch_other(s->name);
}

/* The symbol a direct branch or call goes to, or NULL. */
static const char *
a64_target(const struct stmt *s, char *buf, size_t sz)
{
	const char	*t;
	int		 k = 0;
	size_t		 n;

	if (!arch_ieq(s->name, "b") && !arch_ieq(s->name, "bl") &&
	    !arch_in(s->name, jccs) && strncasecmp(s->name, "b.", 2) != 0)
		return NULL;		/* br, blr, ret xN: indirect */
	if (arch_ieq(s->name, "cbz") || arch_ieq(s->name, "cbnz"))
		k = 1;
	else if (arch_ieq(s->name, "tbz") ||
	    arch_ieq(s->name, "tbnz"))
		k = 2;
	if (s->nops <= k)
		return NULL;
	t = s->ops[k].text;
	n = strcspn(t, "@");
	if (n == 0 || n >= sz)
		return NULL;
	memcpy(buf, t, n);
	buf[n] = '\0';
	return buf;
}

/* An immediate operand: #16, 16, #-16, #0x10. */
static int
imm(const char *op, long *v)
{
	if (*op == '#')
		op++;
	return arch_number(op, v);
}

/*
 * Bytes a list of vector registers moves ({v0.2d, v1.2d}, {v0.16b -
 * v3.16b}, {v0.s}[1]): each register's arrangement, 16 bytes if it
 * has none that rgpp reads.
 */
static int
list_size(const char *r)
{
	const char	*dot = strchr(r, '.');
	long		 a, b;
	int		 n, each = 16;

	if (strchr(r, '-') != NULL) {
		/* a range: v0.16b-v3.16b, as many as the numbers say */
		if (sscanf(r, "{ %*1[vV]%ld", &a) != 1 ||
		    sscanf(strchr(r, '-') + 1, " %*1[vV]%ld", &b) != 1)
			return 64;
		n = (int)((b - a + 32) % 32) + 1;
	} else
		for (n = 1; (r = strchr(r, ',')) != NULL; r++)
			n++;
	if (dot != NULL && strchr("}[", dot[2]) == NULL) {
		a = strtol(dot + 1, NULL, 10);
		switch (tolower((unsigned char)dot[1 + strspn(dot + 1,
		    "0123456789")])) {
		case 'b':
			each = (int)a;
			break;
		case 'h':
			each = 2 * (int)a;
			break;
		case 's':
			each = 4 * (int)a;
			break;
		case 'd':
			each = 8 * (int)a;
			break;
		}
		if (each <= 0 || each > 16)
			each = 16;
	}
	return n * each;
}

/* Bytes in one register of a load or store. */
static int
reg_size(const char *r)
{
	if (r[0] == '{')
		return list_size(r);
	switch (tolower((unsigned char)r[0])) {
	case 'w':
	case 's':
		return 4;
	case 'q':
		return 16;
	case 'h':
		return 2;
	case 'b':
		return 1;
	}
	return 8;
}

/*
 * A memory operand "[base]", "[base, #imm]" or "[base, #imm]!": fill
 * in the base register, the offset and whether it writes back.  -1 if
 * the base is read but not the offset ([sp, x1], [sp, #NAME]); 0 if
 * it is no such operand.
 */
static int
mem(const char *op, char *base, size_t sz, long *off, int *wb)
{
	const char	*c;
	size_t		 n;

	if (*op != '[')
		return 0;
	op++;
	n = strcspn(op, ",]");
	if (n == 0 || n >= sz)
		return 0;
	memcpy(base, op, n);
	base[n] = '\0';
	*off = 0;
	if (op[n] == ',') {
		c = op + n + 1;
		n = strcspn(c, "]");
		{
			char	 num[32];
			if (n >= sizeof(num))
				return 0;
			memcpy(num, c, n);
			num[n] = '\0';
			if (!imm(num, off))
				return -1;
		}
		c += n;
	} else
		c = op + n;
	if (*c != ']')
		return 0;
	*wb = c[1] == '!';
	return 1;
}

/*
 * A register that the procedure call standard lets a callee overwrite
 * (x1 to x18; x0 holds the result), stored in the stack and loaded back
 * with no call between: the function keeps it for its callers, who
 * rely on more than that standard (glibc's _dl_tlsdesc_undefweak keeps
 * x1), and may keep a value in x16 as well.
 */
static void
kept_reg(const char *op, int load, struct frame *f, struct effect *e)
{
	int	 wide, id = gpr(op, &wide);

	if (id < 1 || id > 18 || !wide)
		return;
	if (!load)
		f->saved |= (uint32_t)TAINT_BIT(id);
	else if (f->saved & TAINT_BIT(id)) {
		e->keeps = 1;
		f->saved |= SAVED_KEPT;
	}
}

/*
 * stp/str/ldp/ldr and friends through sp, x29, the copy of either that
 * rgpp follows, or a register marked as holding an address in the
 * stack, which may be the saved x30's.
 */
static int
load_store(const struct stmt *s, struct frame *f, struct effect *e)
{
	const char	*m = s->name;
	char		 base[16];
	long		 off, post = 0;
	int		 nregs, wb, i, k, ok, addr, load, size, id, wide;
	int		 at = 0;

	load = strncasecmp(m, "ld", 2) == 0;
	if (!load && strncasecmp(m, "st", 2) != 0)
		return 0;
	nregs = (strncasecmp(m + 2, "p", 1) == 0 ||
	    strncasecmp(m + 2, "np", 2) == 0) ? 2 : 1;
	/* x30 as an address or an index: the mangled value */
	for (i = nregs; i < s->nops; i++)
		if (names(s->ops[i].text, is_lr))
			e->ra_access = 1;
	if (s->nops < nregs + 1 ||
	    (k = mem(s->ops[nregs].text, base, sizeof(base), &off, &wb)) == 0)
		return 0;
	if (k < 0) {
		/* where, rgpp cannot tell: maybe the saved x30 */
		if (f->ra_slot != 0 && (is_sp(base) || is_fp(base) ||
		    names_stack(f, s->ops[nregs].text)))
			e->ra_access = 1;
		return 0;
	}
	id = gpr(base, &wide);
	if (s->nops > nregs + 1 && !imm(s->ops[nregs + 1].text, &post)) {
		/* ld1 {v0.16b}, [x1], x2: moved by a register */
		if (f->ra_slot != 0 && reg_at(f, base, &at) != 0)
			e->ra_access = 1;
		if (id != REG_SP && reg_at(f, base, &at) != 0)
			arch_reg_set(f, id, 29, 1, 0);
		return id != REG_SP;
	}
	size = reg_size(s->ops[0].text);
	if (wb)					/* pre-index */
		arch_reg_move(f, id, 29, off);
	k = reg_at(f, base, &at);
	ok = k == 2;
	addr = (wb || s->nops > nregs + 1 ? 0 : (int)off) - at;
	/* through a register marked: anywhere in the stack */
	if (k == 1 && f->ra_slot != 0)
		e->ra_access = 1;
	for (i = 0; i < nregs; i++) {
		if (ok)
			kept_reg(s->ops[i].text, load, f, e);
		if (!is_lr(s->ops[i].text)) {
			/* another register over the saved x30 */
			if (ok && f->ra_slot != 0 &&
			    addr + (i + 1) * size > f->ra_slot &&
			    addr + i * size < f->ra_slot + 8)
				e->ra_access = 1;
			continue;
		}
		if (!ok) {
			e->ra_access = 1;
			continue;
		}
		if (load)
			e->reload = 1;
		else
			e->spill = 1;
		e->slot = addr + i * size;
	}
	if (s->nops > nregs + 1)		/* post-index */
		arch_reg_move(f, id, 29, post);
	if (load)
		for (i = 0; i < nregs; i++) {
			if (is_fp(s->ops[i].text))
				f->known &= ~FR_FP;
			if (is_sp(s->ops[i].text)) {
				f->known &= ~FR_DEPTH;
				e->unknown = "stack pointer loaded";
			}
		}
	return 1;
}

/*
 * Any other access to memory ([x3] of swp, cas, ldadd, ldxp, stxr and
 * the like): through a register marked, or through sp, x29 or the copy
 * at an offset rgpp cannot read or whose 16 bytes meet the saved x30,
 * it may read or write it.
 */
static void
other_access(const struct stmt *s, const struct frame *f,
    struct effect *e)
{
	char	 base[16];
	long	 off;
	int	 i, k, wb, at = 0;

	if (f->ra_slot == 0 || strncasecmp(s->name, "prf", 3) == 0)
		return;
	for (i = 0; i < s->nops; i++) {
		if ((k = mem(s->ops[i].text, base, sizeof(base), &off,
		    &wb)) == 0)
			continue;
		if (k < 0 ? names_stack(f, s->ops[i].text) :
		    (k = reg_at(f, base, &at)) == 1 || (k == 2 &&
		    (int)off - at < f->ra_slot + 8 &&
		    (int)off - at + 16 > f->ra_slot))
			e->ra_access = 1;
	}
}

/*
 * add/sub/mov that move sp, set x29 from sp, or set sp from x29 or the
 * copy that rgpp follows.
 */
static int
arith(const struct stmt *s, struct frame *f, struct effect *e)
{
	const char	*m = s->name;
	long		 v = 0;
	int		 sub = strncasecmp(m, "sub", 3) == 0, at;

	if (arch_ieq(m, "mov") && s->nops == 2)
		;
	else if ((!arch_ieq(m, "add") && !arch_ieq(m, "sub")) ||
	    s->nops < 3 || !imm(s->ops[2].text, &v))
		return 0;
	else if (s->nops == 4 && arch_ieq(s->ops[3].text, "lsl#12"))
		v <<= 12;
	else if (s->nops != 3)
		return 0;
	if (sub)
		v = -v;
	/* mov sp, x3; add sp, x3, #16: restored from the copy */
	if (is_sp(s->ops[0].text) && (f->known & FR_CP) &&
	    !is_fp(s->ops[1].text) && reg_at(f, s->ops[1].text, &at) == 2 &&
	    !is_sp(s->ops[1].text)) {
		f->depth = at - (int)v;
		f->known |= FR_DEPTH;
		return 1;
	}
	return arch_sp_move(is_sp(s->ops[0].text), is_fp(s->ops[0].text),
	    is_sp(s->ops[1].text), is_fp(s->ops[1].text), v, f, e);
}

/*
 * Where a store of a register holding an address in the stack puts it
 * (its address operand is the statement's i-th): in the stack, where a
 * load from the stack may give it back (TAINT_PUSHED), or anywhere else
 * (TAINT_ESCAPED: memory rgpp does not follow, which any load, or a
 * callee, may give back).
 */
static uint64_t
stored_to(const struct frame *in, const struct stmt *s, int i)
{
	char	 base[16];
	long	 v;
	int	 wb, at;

	return i < s->nops && mem(s->ops[i].text, base, sizeof(base), &v,
	    &wb) != 0 && reg_at(in, base, &at) != 0 ? TAINT_PUSHED :
	    TAINT_ESCAPED;
}

/*
 * Is the operand a vector, SIMD and floating-point or SVE register (b0,
 * h1, s2, d3, q4, v5.d[0], z6.d), which an address in the stack moved
 * there (fmov d0, x3; ins v0.d[0], x3) may come back from?
 */
static int
is_vreg(const char *op)
{
	return op[0] != '\0' && strchr("bhsdqvzBHSDQVZ", op[0]) != NULL &&
	    isdigit((unsigned char)op[1]);
}

/*
 * An atomic read-modify-write (ldadd, ldclr, ldeor, ldset, ldsmax and
 * the others, swp, cas, casp and their a, al, l, b and h forms): the
 * register it loads into (ldadd's and swp's second, cas's first, casp's
 * first two) holds what it loaded, which holds no address in the stack
 * unless it came from the stack after such an address was stored there,
 * or from anywhere after one was stored elsewhere (then marked); a
 * register it stores that holds one may come back so (stored_to).
 */
static void
atomic_flow(const struct stmt *s, const struct frame *in, struct frame *f)
{
	char	 base[16];
	long	 v;
	int	 i, nr, first, last, at = 0, wb, kind = 0, wide;

	for (nr = 0; nr < s->nops && s->ops[nr].text[0] != '['; nr++)
		;
	for (i = 0; i < nr; i++)
		if (reg_at(in, s->ops[i].text, &at) != 0)
			f->taint |= stored_to(in, s, nr);
	if ((in->taint & TAINT_PUSHED) && nr < s->nops &&
	    mem(s->ops[nr].text, base, sizeof(base), &v, &wb) != 0)
		kind = reg_at(in, base, &at) != 0;
	if (in->taint & TAINT_ESCAPED)
		kind = 1;
	/* the registers loaded: from first up to last */
	first = strncasecmp(s->name, "cas", 3) != 0;
	last = strncasecmp(s->name, "casp", 4) == 0 ? 2 : first + 1;
	for (i = first; i < last && i < nr; i++)
		arch_reg_set(f, gpr(s->ops[i].text, &wide), 29, kind, 0);
}

/*
 * The registers an instruction writes, for the addresses in the stack
 * they hold (arch_reg_at): in reads them as the instruction found them.
 * mov, and add or sub of a constant, from sp, x29 or the copy give an
 * exact copy (x29 the frame pointer); anything else computed from a
 * register that holds an address in the stack gives one not followed;
 * anything else, none.  The loaded registers of a load hold none, but
 * that a load from the stack after a store there of a register holding
 * such an address (TAINT_PUSHED), or any load after one was stored
 * elsewhere (TAINT_ESCAPED: str x3, [x0]; ldr x4, [x0]), marks them; so
 * do the atomics (atomic_flow).  Such an address moved to a vector or
 * floating-point register (fmov d0, x3; ins v0.d[0], x3) escapes too,
 * and a general register written from one of those then (fmov x4, d0;
 * umov x4, v0.d[0]) is marked; so for a system register (msr, mrs).
 * Compares and ldg leave them as they were (stxr's status holds none).
 */
static void
copy_flow(const struct stmt *s, const struct frame *in, struct frame *f)
{
	static const char *const sp_words[] = { "sp", NULL };
	static const char *const sp_fp_words[] = { "sp", "29", "fp", NULL };
	static const char *const readers[] = {
		"cmp", "cmn", "tst", "ccmp", "ccmn", "prfm", "prfum", "msr",
		"sys", "dc", "ic", "at", "tlbi", "hint", NULL
	};
	static const char *const keep[] = {
		"movk", "bfi", "bfxil", "bfm", "bfc", NULL
	};
	static const char *const atomics[] = {
		"ldadd", "ldclr", "ldeor", "ldset", "ldsmax", "ldsmin",
		"ldumax", "ldumin", "cas", "swp", NULL
	};
	const char	*m = s->name;
	char		 base[16];
	long		 v = 0;
	int		 d, i, k, at = 0, kind = 0, wide, swide, wb;
	size_t		 n;

	if (s->nops == 0)
		return;
	/* most: nothing followed, and no stack or frame pointer read */
	if (!(in->known & FR_CP) && in->taint == 0) {
		for (i = 0; i < s->nops; i++)
			if (s->ops[i].text[0] != '[' &&
			    arch_mentions(s->ops[i].text, (in->known & FR_FP) ?
			    sp_fp_words : sp_words) &&
			    names_stack(in, s->ops[i].text))
				break;
		if (i == s->nops)
			return;
	}
	if (a64_classify(s) != IC_CODE)
		return;
	/* msr tpidr_el0, x3: a system register keeps it too */
	if (arch_ieq(m, "msr") && s->nops == 2 &&
	    names_stack(in, s->ops[1].text))
		f->taint |= TAINT_ESCAPED;
	if (arch_in(m, readers))
		return;
	for (n = 0; atomics[n] != NULL; n++)
		if (strncasecmp(m, atomics[n], strlen(atomics[n])) == 0) {
			atomic_flow(s, in, f);
			return;
		}
	if (arch_ieq(m, "ldg"))
		return;			/* its address keeps, with a tag */
	if (strncasecmp(m, "st", 2) == 0) {
		/* an address in the stack stored: a load may give it back */
		for (i = 0; i < s->nops && s->ops[i].text[0] != '['; i++)
			;
		for (k = 0; k < i; k++)
			if (reg_at(in, s->ops[k].text, &at) != 0)
				f->taint |= stored_to(in, s, i);
		/* stxr w0, x1, [x2]: the status */
		if (strncasecmp(m, "stxr", 4) == 0 ||
		    strncasecmp(m, "stlxr", 5) == 0 ||
		    strncasecmp(m, "stxp", 4) == 0 ||
		    strncasecmp(m, "stlxp", 5) == 0)
			arch_reg_set(f, gpr(s->ops[0].text, &wide), 29, 0, 0);
		return;
	}
	if (strncasecmp(m, "ld", 2) == 0) {
		/* from the stack, where such an address was stored: marked */
		for (i = 0; i < s->nops && s->ops[i].text[0] != '['; i++)
			;
		if ((in->taint & TAINT_PUSHED) && i < s->nops &&
		    mem(s->ops[i].text, base, sizeof(base), &v, &wb) != 0)
			kind = reg_at(in, base, &at) != 0;
		/* from anywhere, after one was stored elsewhere */
		if (in->taint & TAINT_ESCAPED)
			kind = 1;
		for (i = 0; i < s->nops && s->ops[i].text[0] != '['; i++)
			arch_reg_set(f, gpr(s->ops[i].text, &wide), 29, kind,
			    0);
		return;
	}
	if ((d = gpr(s->ops[0].text, &wide)) < 0) {
		/* fmov d0, x3; ins v0.d[0], x3: it may come back */
		for (i = 1; d != REG_SP && i < s->nops; i++)
			if (names_stack(in, s->ops[i].text))
				f->taint |= TAINT_ESCAPED;
		return;			/* sp: arith */
	}
	if (s->nops >= 2 && (arch_ieq(m, "mov") ? s->nops == 2 :
	    (arch_ieq(m, "add") || arch_ieq(m, "sub")) &&
	    s->nops >= 3 &&
	    imm(s->ops[2].text, &v) && (s->nops == 3 || (s->nops == 4 &&
	    arch_ieq(s->ops[3].text, "lsl#12"))))) {
		if (s->nops == 4)
			v <<= 12;
		if ((m[0] | 0x20) == 's')
			v = -v;
		k = arch_reg_at(in, gpr(s->ops[1].text, &swide), 29, &at);
		if (k == 2 && wide && swide) {
			arch_reg_set(f, d, 29, 2, at - (int)v);
			return;
		}
		kind = k != 0;
	}
	for (i = arch_in(m, keep) ? 0 : 1; i < s->nops && !kind; i++)
		kind = names_stack(in, s->ops[i].text) ||
		    ((in->taint & TAINT_ESCAPED) && (is_vreg(s->ops[i].text) ||
		    arch_ieq(m, "mrs")));
	arch_reg_set(f, d, 29, kind, 0);
}

/*
 * x16, which RETGUARD_START and RETGUARD_END overwrite: set
 * e->scratch_read to 1 if the instruction reads it while it holds no
 * value that the function put there (f->scratch 0), 2 if it reads it
 * otherwise; set f->scratch if it writes it.  The first operand is
 * written, but by stores, compares, branches, the atomics, and the
 * instructions that keep part of it (movk, bfi), which read it; the
 * others are read, but the second register of a load pair.  A call
 * leaves x16 as the callee or a veneer made it.
 */
static void
scratch_use(const struct stmt *s, struct frame *f, struct effect *e)
{
	static const char *const keep[] = {
		"movk", "bfi", "bfxil", "bfm", "bfc", NULL
	};
	static const char *const readers[] = {
		"cmp", "cmn", "tst", "ccmp", "ccmn", "cbz", "cbnz", "tbz",
		"tbnz", "br", "blr", "braa", "brab", "braaz", "brabz",
		"blraa", "blrab", "blraaz", "blrabz", "ret", "prfm", "prfum",
		"cas", "casp", "swp", NULL
	};
	static const char *const atomics[] = {
		"ldadd", "ldclr", "ldeor", "ldset", "ldsmax", "ldsmin",
		"ldumax", "ldumin", "cas", "swp", NULL
	};
	const char	*m = s->name;
	int		 i, nw = 1, rd = 0, wr = 0;
	size_t		 k;

	/* most name no x16: only a call writes it then */
	for (i = 0; i < s->nops && !names(s->ops[i].text, is_scratch); i++)
		;
	if (i == s->nops) {
		if (arch_in(m, calls))
			f->scratch = 1;
		return;
	}
	if (strncasecmp(m, "st", 2) == 0 || arch_in(m, readers))
		nw = 0;
	for (k = 0; atomics[k] != NULL; k++)
		if (strncasecmp(m, atomics[k], strlen(atomics[k])) == 0)
			nw = 0;
	if (nw && strncasecmp(m, "ld", 2) == 0 && (strncasecmp(m + 2,
	    "p", 1) == 0 || strncasecmp(m + 2, "np", 2) == 0))
		nw = 2;
	for (i = 0; i < s->nops; i++) {
		if (!names(s->ops[i].text, is_scratch))
			continue;
		if (i < nw && is_scratch(s->ops[i].text)) {
			wr = 1;
			if (i == 0 && arch_in(m, keep))
				rd = 1;
		} else
			rd = 1;
	}
	if (rd)
		e->scratch_read = f->scratch ? 2 : 1;
	if (wr || arch_in(m, calls))
		f->scratch = 1;
}

/* What an instruction does to the frame and to x30. */
static void
a64_effect(const struct stmt *s, struct frame *f, struct effect *e)
{
	struct frame	 in;
	int		 i;

	memset(e, 0, sizeof(*e));
	scratch_use(s, f, e);
	if (arch_in(s->name, calls)) {
		/* blr x30: a jump to the mangled address */
		for (i = 0; i < s->nops; i++)
			if (names(s->ops[i].text, is_lr))
				e->ra_access = 1;
		e->clobber = 1;
		f->saved &= SAVED_KEPT;
		return;
	}
	if (arch_in(s->name, pac) || pac_hint(s)) {
		e->ra_access = 1;
		return;
	}
	in = *f;
	if (load_store(s, f, e) || arith(s, f, e)) {
		copy_flow(s, &in, f);
		return;
	}
	other_access(s, f, e);
	for (i = 0; i < s->nops; i++)
		if (names(s->ops[i].text, is_lr))
			e->ra_access = 1;
	if (s->nops >= 1 && is_sp(s->ops[0].text) &&
	    strncasecmp(s->name, "st", 2) != 0 &&
	    strncasecmp(s->name, "cmp", 3) != 0) {
		f->known &= ~FR_DEPTH;
		e->unknown = "stack pointer changed";
	}
	if (s->nops >= 1 && is_fp(s->ops[0].text) &&
	    strncasecmp(s->name, "st", 2) != 0 &&
	    strncasecmp(s->name, "cmp", 3) != 0)
		f->known &= ~FR_FP;
	copy_flow(s, &in, f);
}

/* A return in data: "ret" is 0xd65f03c0 (little-endian words). */
static int
a64_hidden_ret(const unsigned char *b, int n)
{
	int	 i;

	for (i = 0; i + 3 < n; i++)
		if (b[i] == 0xc0 && b[i + 1] == 0x03 && b[i + 2] == 0x5f &&
		    b[i + 3] == 0xd6)
			return 0xc0;
	return 0;
}

/*
 * A branch in data words: b, b.cond, cbz, cbnz, tbz, tbnz, and the
 * branches to a register but blr (br, braa, eret, ...).
 */
static int
a64_hidden_jump(const unsigned char *b, int n)
{
	uint32_t w;
	int	 i;

	for (i = 0; i + 3 < n; i += 4) {
		w = (uint32_t)b[i] | (uint32_t)b[i + 1] << 8 |
		    (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		if ((w & 0xfc000000) == 0x14000000)	/* b */
			return 2;
		if ((w & 0xff000010) == 0x54000000 ||	/* b.cond */
		    (w & 0x7c000000) == 0x34000000)	/* cb*, tb* */
			return 1;
		if ((w & 0xfe000000) == 0xd6000000 &&
		    ((w >> 21) & 0xf) != 1)		/* blr, blraa... */
			return 2;
	}
	return 0;
}

/* The little-endian word of the first four data bytes. */
static uint32_t
data_word(const unsigned char *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 |
	    (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

/*
 * A landing pad of indirect branches (BTI) at the start of data words:
 * bti c, j or jc (hint 34, 36, 38: .inst 0xd503245f), or paciasp or
 * pacibsp (hint 25, 27), which BTI takes as bti c.
 */
static int
a64_hidden_pad(const unsigned char *b, int n)
{
	uint32_t	 w;

	if (n < 4)
		return 0;
	w = data_word(b);
	return w == 0xd503245f || w == 0xd503249f || w == 0xd50324df ||
	    w == 0xd503233f || w == 0xd503237f ? 4 : 0;
}

/*
 * Data words that act on x30 as pac_hint's hints do: paciasp written
 * .inst 0xd503233f, the others of hint 24 to 31, and xpaclri (7): 1.
 * Other words are not decoded: one with 30 in a register field (Rt or
 * Rd, Rn, Rt2 or Ra, Rm) may read or write x30 (.inst 0xaa1e03e0 is
 * mov x0, x30), but the branches to a register, which hidden_ret and
 * hidden_jump read, and the calls, bl and blr, which overwrite it (2)
 * but for blr x30.
 */
static int
a64_hidden_ra(const unsigned char *b, int n)
{
	uint32_t	 w, h;
	int		 i, call = 0;

	for (i = 0; i + 3 < n; i += 4) {
		w = data_word(b + i);
		if ((w & 0xfc000000) == 0x94000000 ||
		    ((w & 0xfffffc1f) == 0xd63f0000 &&
		    ((w >> 5) & 0x1f) != 30)) {
			call = 2;		/* bl, blr */
			continue;
		}
		if ((w & 0xfffff01f) != 0xd503201f) {
			if ((w & 0xfe000000) != 0xd6000000 &&
			    ((w & 0x1f) == 30 || ((w >> 5) & 0x1f) == 30 ||
			    ((w >> 10) & 0x1f) == 30 ||
			    ((w >> 16) & 0x1f) == 30))
				return 1;
			if ((w & 0xfffffc1f) == 0xd63f0000)
				return 1;	/* blr x30 */
			continue;		/* no hint */
		}
		h = (w >> 5) & 0x7f;
		if (h == 7 || (h >= 24 && h <= 31))
			return 1;
	}
	return call;
}

/* Evidence: AArch64 register names and mnemonics. */
static int
a64_score(const char *text, size_t len)
{
	static const char *const words[] = {
		"x0", "x1", "x2", "x3", "x8", "x9", "x16", "x17", "x29",
		"x30", "w0", "w1", "w2", "ldp", "stp", "adrp", "cbz", "cbnz",
		"[sp", NULL
	};

	return arch_count_words(text, len, words);
}

/* The registers a .macro parameter is tried as (arch->probes). */
static const char *const a64_probes[] = {
	"sp|wsp", "x29|fp|w29", "x30|lr|w30", NULL
};

/* aarch64's own directives (arch_pseudo_op). */
static const char *const a64_pseudo[] = {
	"arch", "arch_extension", "cfi_b_key_frame", "cpu", "dword",
	"float16", "inst", "ltorg", "pool", "req", "tlsdescadd",
	"tlsdesccall", "tlsdescldr", "unreq", "variant_pcs", "xword", NULL
};

const struct arch arch_aarch64 = {
	"aarch64", 8, 0, 1, 1,
	a64_classify, a64_target, a64_effect, a64_hidden_ret,
	a64_hidden_jump, NULL, a64_score,
	NULL, a64_pseudo, NULL, a64_auth_ret, a64_macro_reg, 1,
	a64_special_reg, a64_probes, NULL, NULL, a64_hidden_pad,
	a64_hidden_ra, "x16", NULL, NULL, NULL, NULL, 0x3ffc0000,
	0x1ff, 0x3,
	NULL, NULL, NULL, "tlsdesc"
};
