/*
 * arch.c: the table of architectures, detection from the text, and
 * small helpers the architecture files share.
 */
#include "config.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "arch.h"

static const struct arch *const arches[] = {
	&arch_amd64,
	&arch_i386,
	&arch_aarch64,
	&arch_riscv64,
	NULL
};

/* Look an architecture up by name (with a few common aliases). */
const struct arch *
arch_find(const char *name)
{
	static const struct { const char *alias, *name; } aliases[] = {
		{ "x86_64", "amd64" }, { "x86-64", "amd64" },
		{ "i686", "i386" }, { "x86", "i386" }, { "arm64", "aarch64" },
		{ "riscv", "riscv64" },
	};
	size_t	 i;

	for (i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++)
		if (strcmp(name, aliases[i].alias) == 0)
			name = aliases[i].name;
	for (i = 0; arches[i] != NULL; i++)
		if (strcmp(arches[i]->name, name) == 0)
			return arches[i];
	return NULL;
}

/* The names of all architectures, for --help and errors. */
const char *
arch_names(void)
{
	return "amd64, i386, aarch64, riscv64";
}

/* An architecture named by a directory in the path, or NULL. */
static const struct arch *
arch_from_path(const char *path)
{
	static const struct { const char *word, *arch; } hints[] = {
		{ "x86_64", "amd64" }, { "amd64", "amd64" },
		{ "x86-64", "amd64" }, { "i386", "i386" }, { "i686", "i386" },
		{ "i586", "i386" }, { "aarch64", "aarch64" },
		{ "arm64", "aarch64" }, { "riscv", "riscv64" },
	};
	size_t	 i;

	if (path == NULL)
		return NULL;
	for (i = 0; i < sizeof(hints) / sizeof(hints[0]); i++)
		if (strstr(path, hints[i].word) != NULL)
			return arch_find(hints[i].arch);
	return NULL;
}

/* Does the text use any '%' register at all (x86 AT&T syntax)? */
static int
has_att_regs(const char *text, size_t len)
{
	static const char *const regs[] = {
		"eax", "ebx", "ecx", "edx", "esi", "edi", "ax", "bx", "cx",
		"dx", "al", "bl", "cl", "dl", "si", "di", NULL
	};
	const char	*p = text, *end = text + len;

	while ((p = memchr(p, '%', end - p)) != NULL) {
		size_t	 i;

		p++;
		for (i = 0; regs[i] != NULL; i++) {
			size_t n = strlen(regs[i]);
			if ((size_t)(end - p) >= n &&
			    strncmp(p, regs[i], n) == 0)
				return 1;
		}
		if (end - p >= 3 && (strncmp(p, "xmm", 3) == 0 ||
		    strncmp(p, "ymm", 3) == 0 || strncmp(p, "zmm", 3) == 0))
			return 1;
	}
	return 0;
}

/*
 * Tell the architecture of a source from its registers, then its path.
 * Set *alt when the text fits two architectures equally (i386 code and
 * amd64 code that only uses 32-bit registers).  Return 0 if nothing
 * fits.
 */
int
arch_detect(const char *text, size_t len, const char *path,
    const struct arch **a, const struct arch **alt)
{
	const struct arch	*hint = arch_from_path(path);

	*a = *alt = NULL;
	if (arch_amd64.score(text, len) > 0)
		*a = &arch_amd64;
	else if (arch_i386.score(text, len) > 0)
		*a = &arch_i386;
	else if (has_att_regs(text, len)) {
		if (hint == &arch_amd64 || hint == &arch_i386)
			*a = hint;
		else {
			*a = &arch_amd64;
			*alt = &arch_i386;
		}
	} else {
		int	 arm = arch_aarch64.score(text, len);
		int	 rv = arch_riscv64.score(text, len);

		if (arm > rv)
			*a = &arch_aarch64;
		else if (rv > arm)
			*a = &arch_riscv64;
		else if (hint != NULL)
			*a = hint;
	}
	return *a != NULL;
}

/*
 * Integer constant expressions as GNU as reads them (gas/expr.c's
 * ranks): unary + - ~ first, then * / % << >>, then + -, left to
 * right within a rank.  The operators whose meaning or rank differ
 * between as and C (| & ^ ! < > and the comparisons) are not read: such
 * an expression is no number to rgpp, as before; arch_word reads | & ^
 * where both read them the same (xp_bits).  A name is read only as
 * arch_symbols says: a symbol the file assigns a number once.
 */
struct xp {
	const char	*p;
	int		 ok;
	int		 bits;		/* | & ^ read (arch_word) */
	int		 lastbit;	/* the last term read had them */
};

/* Where a name's value comes from: arch_symbols. */
static struct arch_syms	 xp_syms;

/*
 * Read names as syms says from now on (the symbols of the file being
 * analysed: classify's set_number), the reader before kept in *was for
 * arch_symbols(was, NULL) to put back.
 */
void
arch_symbols(const struct arch_syms *syms, struct arch_syms *was)
{
	if (was != NULL)
		*was = xp_syms;
	xp_syms = *syms;
}

/* A name (frame_XFER, _INP_END): its value as xp_syms gives it. */
static long
xp_name(struct xp *x)
{
	char	 name[64];
	size_t	 n = 0;
	long	 v = 0;

	while (isalnum((unsigned char)*x->p) || *x->p == '_' ||
	    *x->p == '.' || *x->p == '$') {
		if (n + 1 < sizeof(name))
			name[n++] = *x->p;
		else
			x->ok = 0;
		x->p++;
	}
	name[n] = '\0';
	if (x->ok && !xp_syms.value(xp_syms.ctx, name, &v))
		x->ok = 0;
	return x->ok ? v : 0;
}

static long	 xp_sum(struct xp *, int);

/* A number: decimal, 0x hex, 0b binary, leading-0 octal. */
static long
xp_num(struct xp *x)
{
	const char	*s = x->p;
	char		*end;
	unsigned long	 v;

	if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B') && isdigit(
	    (unsigned char)s[2]))
		v = strtoul(s + 2, &end, 2);
	else
		v = strtoul(s, &end, 0);
	/* 1f and 2b are labels; 0x alone, 09 and overflow are no number */
	if (end == s || isalnum((unsigned char)*end) || *end == '_' ||
	    *end == '.' || v > LONG_MAX || (end - s == 2 && s[1] == 'x'))
		x->ok = 0;
	x->p = end;
	return (long)v;
}

static long
xp_unary(struct xp *x, int depth)
{
	long	 v;

	if (depth > 64) {
		x->ok = 0;
		return 0;
	}
	switch (*x->p) {
	case '+':
		x->p++;
		return xp_unary(x, depth + 1);
	case '-':
		x->p++;
		v = xp_unary(x, depth + 1);
		if (v == LONG_MIN)
			x->ok = 0;
		return x->ok ? -v : 0;
	case '~':
		x->p++;
		return ~xp_unary(x, depth + 1);
	case '(':
		x->p++;
		v = xp_sum(x, depth + 1);
		if (*x->p != ')')
			x->ok = 0;
		else
			x->p++;
		return v;
	default:
		if (xp_syms.value != NULL && (isalpha((unsigned char)*x->p) ||
		    *x->p == '_' || *x->p == '.'))
			return xp_name(x);
		if (!isdigit((unsigned char)*x->p)) {
			x->ok = 0;
			return 0;
		}
		return xp_num(x);
	}
}

/* * / % << >>: the highest rank, each exact or not read. */
static long
xp_product(struct xp *x, int depth)
{
	long	 v, r;
	char	 op;

	v = xp_unary(x, depth);
	while (x->ok && (*x->p == '*' || *x->p == '/' || *x->p == '%' ||
	    (x->p[0] == '<' && x->p[1] == '<') ||
	    (x->p[0] == '>' && x->p[1] == '>'))) {
		op = *x->p;
		x->p += op == '<' || op == '>' ? 2 : 1;
		r = xp_unary(x, depth);
		if (!x->ok)
			break;
		switch (op) {
		case '*':
			if (__builtin_mul_overflow(v, r, &v))
				x->ok = 0;
			break;
		case '/':
		case '%':
			if (r == 0 || (v == LONG_MIN && r == -1))
				x->ok = 0;
			else
				v = op == '/' ? v / r : v % r;
			break;
		case '<':
			if (r < 0 || r > 62 || v < 0 || v > (LONG_MAX >> r))
				x->ok = 0;
			else
				v <<= r;
			break;
		default:
			if (r < 0 || r > 63 || v < 0)
				x->ok = 0;
			else
				v >>= r;
			break;
		}
	}
	return x->ok ? v : 0;
}

/*
 * | & ^ (arch_word): as ranks them together, above + and -, and C
 * apart, below them; only a chain of one of them, not next to + or -
 * without parentheses, means the same to both, and is read.
 */
static long
xp_bits(struct xp *x, int depth)
{
	long	 v, r;
	char	 op = 0;

	v = xp_product(x, depth);
	while (x->bits && x->ok && (*x->p == '|' || *x->p == '&' ||
	    *x->p == '^')) {
		if (op != 0 && *x->p != op)
			x->ok = 0;
		op = *x->p++;
		r = xp_product(x, depth);
		if (!x->ok)
			break;
		v = op == '|' ? v | r : op == '&' ? v & r : v ^ r;
	}
	x->lastbit = op != 0;
	return x->ok ? v : 0;
}

/* + -: the rank below. */
static long
xp_sum(struct xp *x, int depth)
{
	long	 v, r;
	char	 op;
	int	 bit;

	v = xp_bits(x, depth);
	bit = x->lastbit;
	while (x->ok && (*x->p == '+' || *x->p == '-')) {
		op = *x->p++;
		r = xp_bits(x, depth);
		if (bit || x->lastbit)
			x->ok = 0;
		if (!x->ok)
			break;
		if (op == '+' ? __builtin_add_overflow(v, r, &v) :
		    __builtin_sub_overflow(v, r, &v))
			x->ok = 0;
	}
	return x->ok ? v : 0;
}

/*
 * Read an integer, or an expression of integers that as computes (16,
 * -0x10, 0b101, 2*8, (16 * 16), 8+4-2): its value in *v.  The operand
 * texts rgpp reads have no blanks, but blanks are skipped here too.
 */
static int
xp_read(const char *s, long *v, int bits)
{
	char		 buf[128];
	struct xp	 x;
	size_t		 n = 0;

	/* the common case: a plain decimal number */
	if (isdigit((unsigned char)s[0]) && s[0] != '0') {
		long	 d = 0;
		size_t	 i;

		for (i = 0; isdigit((unsigned char)s[i]) && i < 18; i++)
			d = 10 * d + (s[i] - '0');
		if (s[i] == '\0') {
			*v = d;
			return 1;
		}
	}
	for (; *s != '\0'; s++)
		if (*s != ' ' && *s != '\t') {
			if (n + 1 >= sizeof(buf))
				return 0;
			buf[n++] = *s;
		}
	buf[n] = '\0';
	x.p = buf;
	x.ok = 1;
	x.bits = bits;
	x.lastbit = 0;
	*v = xp_sum(&x, 0);
	return x.ok && *x.p == '\0';
}

int
arch_number(const char *s, long *v)
{
	return xp_read(s, v, 0);
}

/*
 * arch_number, | & ^ read too where as and C read them the same
 * (xp_bits): the word of an .inst (0xd5200000|(3<<19)|0).
 */
int
arch_word(const char *s, long *v)
{
	return xp_read(s, v, 1);
}

/*
 * Exact membership of a name in a NULL-terminated list.  The first two
 * bytes rule out most entries without strcmp: every directive of
 * classify's lists starts with a dot.
 */
int
arch_streq_any(const char *name, const char *const *list)
{
	for (; *list != NULL; list++)
		if (name[0] == (*list)[0] && (name[0] == '\0' ||
		    name[1] == (*list)[1]) && strcmp(name, *list) == 0)
			return 1;
	return 0;
}

/* Count the words of text (identifiers) that are in the list. */
int
arch_count_words(const char *text, size_t len, const char *const *words)
{
	const char	*p = text, *end = text + len;
	int		 count = 0;
	char		 w[16];
	size_t		 n;

	while (p < end) {
		if (!(isalpha((unsigned char)*p) || *p == '_' || *p == '[')) {
			p++;
			continue;
		}
		for (n = 1; p + n < end && (isalnum((unsigned char)p[n]) ||
		    p[n] == '_' || p[n] == '.'); n++)
			;
		if (n < sizeof(w)) {
			memcpy(w, p, n);
			w[n] = '\0';
			if (arch_streq_any(w, words))
				count++;
		}
		p += n;
	}
	return count;
}

/*
 * Case-insensitive membership of a mnemonic in a list.  The first
 * bytes, folded, tell most names apart before strcasecmp is called:
 * two bytes that strcasecmp finds equal are equal with bit 5 set.
 */
int
arch_in(const char *name, const char *const *list)
{
	for (; *list != NULL; list++)
		if ((name[0] | 0x20) == ((*list)[0] | 0x20) &&
		    strcasecmp(name, *list) == 0)
			return 1;
	return 0;
}

/*
 * GNU as's directives on all of rgpp's targets (generic, ELF, DWARF
 * CFI), without their dot, sorted for bsearch; each target adds its
 * own (struct arch's pseudo).  Every name is one that as (binutils
 * 2.40) refuses to take for a .macro on each target it is listed for.
 * as ignores a .macro of one of these names ("attempt to redefine
 * pseudo-op ... ignored"), and a line of that name is the directive,
 * never the macro.
 */
static const char *const pseudo_ops[] = {
	"2byte", "4byte", "8byte", "abort", "align", "altmacro", "ascii",
	"asciz", "attach_to_group", "balign", "balignl", "balignw", "bss",
	"byte",
	"cfi_adjust_cfa_offset", "cfi_def_cfa", "cfi_def_cfa_offset",
	"cfi_def_cfa_register", "cfi_endproc", "cfi_escape",
	"cfi_fde_data", "cfi_inline_lsda", "cfi_label", "cfi_lsda",
	"cfi_negate_ra_state", "cfi_offset", "cfi_personality",
	"cfi_personality_id", "cfi_register", "cfi_rel_offset",
	"cfi_remember_state", "cfi_restore", "cfi_restore_state",
	"cfi_return_column", "cfi_same_value", "cfi_sections",
	"cfi_signal_frame", "cfi_startproc", "cfi_undefined",
	"cfi_val_encoded_addr", "cfi_val_offset", "cfi_window_save",
	"comm", "common", "data", "dc", "dcb", "double", "ds", "eject",
	"else", "elsec", "elseif", "end", "endc", "endfunc", "endif",
	"endm", "endr", "equ", "equiv", "eqv", "err", "error", "exitm",
	"extern", "fail", "file", "fill", "float", "format", "func",
	"global", "globl", "gnu_attribute", "hidden", "hword", "ident",
	"if", "ifb", "ifc", "ifdef", "ifeq", "ifeqs", "ifge", "ifgt",
	"ifle", "iflt", "ifnb", "ifnc", "ifndef", "ifne", "ifnes",
	"ifnotdef", "incbin", "include", "int", "internal", "irep", "irepc",
	"irp", "irpc", "lcomm", "lflags", "linefile", "linkonce", "list",
	"llen", "loc", "loc_mark_labels", "local", "long", "lsym",
	"macro", "mexit", "mri", "noaltmacro", "noformat", "nolist", "nop",
	"nopage", "nops", "octa", "offset", "org", "p2align", "p2alignl",
	"p2alignw", "page", "plen", "popsection", "previous", "print",
	"protected", "psize", "purgem", "pushsection", "quad", "reloc",
	"rept", "sbttl", "section", "set", "short", "single", "size",
	"skip", "sleb128", "space", "spc", "stabd", "stabn", "stabs",
	"string", "string16", "string32", "string64", "string8", "struct",
	"subsection", "symver", "text", "title", "ttl", "type", "uleb128",
	"version", "vtable_entry", "vtable_inherit", "warning", "weak",
	"weakref", "word", "xdef", "xref", "xstabs", "zero"
};

static int
pseudo_cmp(const void *key, const void *elem)
{
	return strcasecmp(key, *(const char *const *)elem);
}

/*
 * Is name (with its dot) one of as's directives for arch (or NULL: on
 * every target), which no .macro can take the name of?
 */
int
arch_pseudo_op(const struct arch *arch, const char *name)
{
	if (name[0] != '.')
		return 0;
	if (bsearch(name + 1, pseudo_ops, sizeof(pseudo_ops) /
	    sizeof(pseudo_ops[0]), sizeof(pseudo_ops[0]), pseudo_cmp) != NULL)
		return 1;
	return arch != NULL && arch->pseudo != NULL &&
	    arch_in(name + 1, arch->pseudo);
}

/* The class of a name no table knows: a macro if it has capitals. */
enum insn_class
arch_other(const char *name)
{
	for (; *name != '\0'; name++)
		if (isupper((unsigned char)*name))
			return IC_MACRO;
	return IC_CODE;
}

/*
 * Does a word of the operand's text (letters, digits, _) pass is: a
 * register named in an address (-4(ra), [x30, #8]) or alone?  No
 * register's name starts with a digit: numbers (#8, 16) are not asked.
 */
int
arch_any_word(const char *op, int (*is)(const char *))
{
	char	 w[8];
	size_t	 n;

	while (*op != '\0') {
		for (n = 0; isalnum((unsigned char)op[n]) || op[n] == '_'; n++)
			;
		if (n == 0) {
			op++;
			continue;
		}
		if (n < sizeof(w) && !isdigit((unsigned char)op[0])) {
			memcpy(w, op, n);
			w[n] = '\0';
			if (is(w))
				return 1;
		}
		op += n;
	}
	return 0;
}

/*
 * Does the text hold one of the words, in any case, anywhere (a quick
 * test before the registers of an operand are read: sp, x29)?
 */
int
arch_mentions(const char *t, const char *const *words)
{
	const char *const	*w;
	size_t			 i;

	for (; *t != '\0'; t++)
		for (w = words; *w != NULL; w++) {
			for (i = 0; (*w)[i] != '\0' &&
			    (t[i] | 0x20) == (*w)[i]; i++)
				;
			if ((*w)[i] == '\0')
				return 1;
		}
	return 0;
}

/*
 * What a call does to the copies of the stack pointer in a frame.  The
 * callee keeps the registers of a->kept (amd64's rbx, rbp and r12 to
 * r15; aarch64's x18 to x29; riscv64's gp, tp and s0 to s11), as the
 * code after the call relies on: a copy there still points where it
 * did.  It overwrites the others, and its result (a->results) may be
 * an address in the stack that an argument held (a->args: lea
 * 16(%rsp), %rdi; call memcpy; add x0, sp, #16; bl memcpy): marked.
 * Where the return address arrives in a register (aarch64, riscv64),
 * such an address passed goes to memory that rgpp does not follow too
 * (TAINT_ESCAPED: the callee may store it, and any later load give it
 * back), the call keeps TAINT_ESCAPED (memory keeps what it holds) and
 * marks the result after it (a global the callee reads may hold one),
 * and it marks the result registers (x0 and x1, a0 and a1) after any
 * call: the callee may give back the address of one of its own stack
 * arguments, which are the caller's stack at the call, in either half
 * of a 16-byte result, and nothing in the caller tells which callees
 * have some.  Where nothing was passed and nothing escaped, a callee
 * whose body rgpp reads marks only those of them it may give back
 * such an address in (gives, a subset of a->results: flow.c's
 * callee_gives), so that a pointer kept in x1 across a call to a local
 * function of the file's own convention stays unmarked (Linux's arm64
 * crypto).
 */
void
arch_call(struct frame *f, const struct arch *a)
{
	arch_call_gives(f, a, a->results);
}

void
arch_call_gives(struct frame *f, const struct arch *a, uint32_t gives)
{
	uint64_t	 keep = a->kept | TAINT_PUSHED;
	int		 passed = (f->taint & a->args) != 0 ||
	    ((f->known & FR_CP) && ((a->args >> f->cp_reg) & 1));

	if ((f->known & FR_CP) && !((a->kept >> f->cp_reg) & 1))
		f->known &= ~FR_CP;
	f->vals &= a->kept;	/* the callee's registers: any value */
	f->cmp_reg = 0;
	if (a->ra_in_reg && passed)
		f->taint |= TAINT_ESCAPED;
	if (a->ra_in_reg)
		keep |= TAINT_ESCAPED;
	f->taint &= keep;
	if (passed || (f->taint & TAINT_ESCAPED))
		f->taint |= a->results;
	else if (a->ra_in_reg)
		f->taint |= gives & a->results;
}

/*
 * Where register id (REG_SP for the stack pointer; fpid is the frame
 * pointer's) points in the stack, as the depth the stack pointer had
 * where it pointed there (*at): 2 if rgpp follows it exactly (the
 * stack pointer, the frame pointer, the one copy), 1 if it holds an
 * address in the stack that rgpp does not follow (TAINT_REGS), 0 if
 * it holds none rgpp knows of.  The stack pointer at a depth not known
 * is 1: an access through it, or through a copy made then, may reach
 * the saved return address (x86 still takes it for none).  For aarch64
 * and riscv64.
 */
int
arch_reg_at(const struct frame *f, int id, int fpid, int *at)
{
	if (id == REG_SP) {
		*at = f->depth;
		return (f->known & FR_DEPTH) ? 2 : 1;
	}
	if (id < 0 || id > 31)
		return 0;
	if (id == fpid && (f->known & FR_FP)) {
		*at = f->fp;
		return 2;
	}
	if ((f->known & FR_CP) && id == f->cp_reg) {
		*at = f->cp;
		return 2;
	}
	return (f->taint >> id) & 1;
}

/*
 * Register id (not the stack pointer) is written: it now holds an
 * address in the stack at the depth at, as arch_reg_at tells (kind 2:
 * the frame pointer, else the one copy if it is free, else marked), or
 * one not followed (kind 1: marked), or none (kind 0).
 */
void
arch_reg_set(struct frame *f, int id, int fpid, int kind, int at)
{
	if (id < 0 || id > 31)
		return;
	if ((f->known & FR_CP) && id == f->cp_reg)
		f->known &= ~FR_CP;
	f->taint &= ~TAINT_BIT(id);
	if (id == fpid)
		f->known &= ~FR_FP;
	if (kind == 2 && id == fpid) {
		f->fp = at;
		f->known |= FR_FP;
	} else if (kind == 2 && !(f->known & FR_CP)) {
		f->cp = at;
		f->cp_reg = id;
		f->known |= FR_CP;
	} else if (kind != 0)
		f->taint |= TAINT_BIT(id);
}

/* Register id's address moves by the bytes given (a write-back). */
void
arch_reg_move(struct frame *f, int id, int fpid, long by)
{
	if (id == REG_SP)
		f->depth -= (int)by;
	else if (id == fpid && (f->known & FR_FP))
		f->fp -= (int)by;
	else if ((f->known & FR_CP) && id == f->cp_reg)
		f->cp -= (int)by;
}

/*
 * The CFA offset of the address base+off, where the base is the stack
 * pointer (sp set) or the frame pointer (fp set); *ok is 0 when that
 * base is not known relative to the entry.
 */
int
arch_cfa_off(int sp, int fp, long off, const struct frame *f, int *ok)
{
	*ok = 1;
	if (sp && (f->known & FR_DEPTH))
		return (int)off - f->depth;
	if (fp && (f->known & FR_FP))
		return (int)off - f->fp;
	*ok = 0;
	return 0;
}

/*
 * dst = src + v between the stack pointer and the frame pointer (the
 * flags say which each operand is).  Return 0 if it is neither such
 * move, else apply it to the frame.
 */
int
arch_sp_move(int dsp, int dfp, int ssp, int sfp, long v, struct frame *f,
    struct effect *e)
{
	if (dsp && ssp) {
		f->depth -= (int)v;
		return 1;
	}
	if (dfp && ssp) {
		f->fp = f->depth - (int)v;
		if (f->known & FR_DEPTH)
			f->known |= FR_FP;
		return 1;
	}
	if (dsp && sfp) {
		if (f->known & FR_FP) {
			f->depth = f->fp - (int)v;
			f->known |= FR_DEPTH;
		} else {
			f->known &= ~FR_DEPTH;
			e->unknown = "stack pointer set from an unknown frame "
			    "pointer";
		}
		return 1;
	}
	return 0;
}

/*
 * macro_reg for bare registers: the first name in the operand text t
 * that is not a register (is_reg), with its length in *n and a
 * parenthesised list right after it (SZREG(sp): an object-like macro
 * before a base register, or a function-like macro's arguments); NULL
 * if there is none.  A name after . % : @ $ \ or a digit is a
 * directive, a relocation (%lo, :lo12:), a .macro parameter or part
 * of a number (1f, 0x10); one before a \ is built from a parameter.
 */
/* A name's first character, and one of its others: no locale, inline. */
#define NAME0(c)	((((c) | 0x20) >= 'a' && ((c) | 0x20) <= 'z') || \
			    (c) == '_')
#define NAME1(c)	(NAME0(c) || ((c) >= '0' && (c) <= '9'))

const char *
arch_bare_macro(const char *t, size_t *n, int (*is_reg)(const char *, size_t))
{
	const char	*p, *q;
	char		 b;

	for (p = t; *p != '\0'; p = q) {
		if (!NAME0(*p)) {
			q = p + 1;
			continue;
		}
		for (q = p + 1; NAME1(*q); q++)
			;
		b = p > t ? p[-1] : ' ';
		if (NAME1(b) || b == '.' || b == '%' || b == ':' || b == '@' ||
		    b == '$' || b == '\\' || *q == '\\' ||
		    is_reg(p, (size_t)(q - p)))
			continue;
		*n = (size_t)(arch_past_parens(q) - p);
		return p;
	}
	return NULL;
}

/* Past the parenthesised list at q (all of it if open), or q if none. */
const char *
arch_past_parens(const char *q)
{
	int	 depth = 0;

	if (*q != '(')
		return q;
	for (; *q != '\0'; q++)
		if (*q == '(')
			depth++;
		else if (*q == ')' && --depth == 0)
			return q + 1;
	return q;
}
