/*
 * arch-x86.c: AT&T syntax x86, shared by amd64 and i386: which
 * mnemonics return, jump, call and stop, and what instructions do to
 * the stack pointer, the frame pointer and the return-address slot.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"
#include "unit.h"
#include "arch-x86.h"

/*
 * Every mnemonic that returns, jumps, calls, stops or prefixes another,
 * in lower case and sorted for bsearch(3): the classifier looks up each
 * statement of the file and of its headers.
 */
static const struct mnemonic {
	const char	*name;
	enum insn_class	 cls;
} mnemonics[] = {
	{ "addr16", IC_PREFIX },
	{ "addr32", IC_PREFIX },
	{ "adword", IC_PREFIX },
	{ "aword", IC_PREFIX },
	{ "bnd", IC_PREFIX },
	{ "call", IC_CALL },
	{ "calll", IC_CALL },
	{ "callq", IC_CALL },
	{ "callw", IC_CALL },
	{ "cs", IC_PREFIX },
	{ "data16", IC_PREFIX },
	{ "data32", IC_PREFIX },
	{ "ds", IC_PREFIX },
	{ "dword", IC_PREFIX },
	{ "erets", IC_FARRET },
	{ "eretu", IC_FARRET },
	{ "es", IC_PREFIX },
	{ "fs", IC_PREFIX },
	{ "gs", IC_PREFIX },
	{ "hlt", IC_STOP },
	{ "hnt", IC_PREFIX },
	{ "ht", IC_PREFIX },
	{ "int3", IC_STOP },
	{ "iret", IC_FARRET },
	{ "iretd", IC_FARRET },
	{ "iretl", IC_FARRET },
	{ "iretq", IC_FARRET },
	{ "iretw", IC_FARRET },
	{ "ja", IC_JCC },
	{ "jae", IC_JCC },
	{ "jb", IC_JCC },
	{ "jbe", IC_JCC },
	{ "jc", IC_JCC },
	{ "jcxz", IC_JCC },
	{ "je", IC_JCC },
	{ "jecxz", IC_JCC },
	{ "jg", IC_JCC },
	{ "jge", IC_JCC },
	{ "jl", IC_JCC },
	{ "jle", IC_JCC },
	{ "jmp", IC_JMP },
	{ "jmpl", IC_JMP },
	{ "jmpq", IC_JMP },
	{ "jmpw", IC_JMP },
	{ "jna", IC_JCC },
	{ "jnae", IC_JCC },
	{ "jnb", IC_JCC },
	{ "jnbe", IC_JCC },
	{ "jnc", IC_JCC },
	{ "jne", IC_JCC },
	{ "jng", IC_JCC },
	{ "jnge", IC_JCC },
	{ "jnl", IC_JCC },
	{ "jnle", IC_JCC },
	{ "jno", IC_JCC },
	{ "jnp", IC_JCC },
	{ "jns", IC_JCC },
	{ "jnz", IC_JCC },
	{ "jo", IC_JCC },
	{ "jp", IC_JCC },
	{ "jpe", IC_JCC },
	{ "jpo", IC_JCC },
	{ "jrcxz", IC_JCC },
	{ "js", IC_JCC },
	{ "jz", IC_JCC },
	{ "lcall", IC_CALL },
	{ "lcalll", IC_CALL },
	{ "lcallq", IC_CALL },
	{ "ljmp", IC_JMP },
	{ "ljmpl", IC_JMP },
	{ "ljmpq", IC_JMP },
	{ "ljmpw", IC_JMP },
	{ "lock", IC_PREFIX },
	{ "loop", IC_JCC },
	{ "loope", IC_JCC },
	{ "loopl", IC_JCC },
	{ "loopne", IC_JCC },
	{ "loopnz", IC_JCC },
	{ "loopq", IC_JCC },
	{ "loopz", IC_JCC },
	{ "lret", IC_FARRET },
	{ "lretl", IC_FARRET },
	{ "lretq", IC_FARRET },
	{ "lretw", IC_FARRET },
	{ "notrack", IC_PREFIX },
	{ "rep", IC_PREFIX },
	{ "repe", IC_PREFIX },
	{ "repne", IC_PREFIX },
	{ "repnz", IC_PREFIX },
	{ "repz", IC_PREFIX },
	{ "ret", IC_RET },
	{ "retl", IC_RET },
	{ "retn", IC_RET },
	{ "retnl", IC_RET },
	{ "retnq", IC_RET },
	{ "retq", IC_RET },
	{ "retw", IC_RET },
	{ "rex", IC_PREFIX },
	{ "rex64", IC_PREFIX },
	{ "rsm", IC_FARRET },
	{ "ss", IC_PREFIX },
	{ "sysexit", IC_FARRET },
	{ "sysexitl", IC_FARRET },
	{ "sysexitq", IC_FARRET },
	{ "sysret", IC_FARRET },
	{ "sysretl", IC_FARRET },
	{ "sysretq", IC_FARRET },
	{ "ud0", IC_STOP },
	{ "ud1", IC_STOP },
	{ "ud2", IC_STOP },
	{ "ud2a", IC_STOP },
	{ "ud2b", IC_STOP },
	{ "uiret", IC_FARRET },
	{ "wait", IC_PREFIX },
	{ "word", IC_PREFIX },
	{ "xacquire", IC_PREFIX },
	{ "xbegin", IC_JCC },
	{ "xrelease", IC_PREFIX },
};

static int
mnemonic_cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const struct mnemonic *)elem)->name);
}

/*
 * Class of a mnemonic alone, as's suffixes that choose an encoding
 * (jmp.d32, jmp.d8, jmp.s) dropped.  Most instructions are not in the
 * table; the search looks only among the entries of the same first
 * letter (the flow walk asks at every step).
 */
static enum insn_class
x86_mnemonic(const char *m)
{
	static unsigned char	 from[27], to[27];	/* per letter, in table */
	static struct {
		char		 low[16];
		unsigned char	 cls;
	}			 last[64];		/* answers given */
	const struct mnemonic	*hit;
	char			 low[16], *d;
	size_t			 n, i;
	int			 c;

	if (to[26] == 0) {
		for (i = 0; i < sizeof(mnemonics) / sizeof(mnemonics[0]);
		    i++) {
			c = mnemonics[i].name[0] - 'a';
			if (to[c] == 0)
				from[c] = (unsigned char)i;
			to[c] = (unsigned char)(i + 1);
		}
		to[26] = 1;
	}
	for (n = 0; m[n] != '\0'; n++) {
		if (n + 1 == sizeof(low))
			return IC_NONE;	/* longer than any in the table */
		low[n] = (char)tolower((unsigned char)m[n]);
	}
	low[n] = '\0';
	if (low[0] < 'a' || low[0] > 'z' || to[low[0] - 'a'] == 0)
		return IC_NONE;
	if ((d = strrchr(low, '.')) != NULL && d > low &&
	    (strcmp(d, ".s") == 0 || strcmp(d, ".d8") == 0 ||
	    strcmp(d, ".d32") == 0)) {
		*d = '\0';
		n = (size_t)(d - low);
	}
	/* a file uses a few mnemonics, over and over */
	i = (n * 7 + (unsigned char)low[0] * 3 + (unsigned char)low[n - 1]) &
	    (sizeof(last) / sizeof(last[0]) - 1);
	if (memcmp(last[i].low, low, n + 1) == 0)
		return (enum insn_class)last[i].cls;
	c = low[0] - 'a';
	hit = bsearch(low, mnemonics + from[c], to[c] - from[c],
	    sizeof(mnemonics[0]), mnemonic_cmp);
	memcpy(last[i].low, low, n + 1);
	last[i].cls = (unsigned char)(hit != NULL ? hit->cls : IC_NONE);
	return (enum insn_class)last[i].cls;
}

/*
 * Does m start with p (lower-case letters), in any case?  The walk
 * asks this of every instruction it steps through; strncasecmp is a
 * call and a table lookup a byte.
 */
static int
ci_prefix(const char *m, const char *p, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (((unsigned char)m[i] | 0x20) != (unsigned char)p[i])
			return 0;
	return 1;
}

/* The first letters compared before the call: most do not match. */
#define HAS_PREFIX(m, lit)						\
	(((unsigned char)(m)[0] | 0x20) == (unsigned char)(lit)[0] &&	\
	    ci_prefix((m), (lit), sizeof(lit) - 1))

/* strcasecmp(a, b) == 0 in the C locale, without the call. */
static int
ci_eq(const char *a, const char *b)
{
	unsigned char	 x, y;

	for (;; a++, b++) {
		x = (unsigned char)*a;
		y = (unsigned char)*b;
		if (x >= 'A' && x <= 'Z')
			x |= 0x20;
		if (y >= 'A' && y <= 'Z')
			y |= 0x20;
		if (x != y)
			return 0;
		if (x == '\0')
			return 1;
	}
}

/*
 * as's pseudo-prefixes, which choose an encoding (binutils 2.40's;
 * {rex2} and {nf} are those of 2.42).
 */
static const char *const pseudo_prefixes[] = {
	"{disp8}", "{disp16}", "{disp32}", "{load}", "{store}", "{vex}",
	"{vex2}", "{vex3}", "{evex}", "{rex}", "{rex2}", "{nooptimize}",
	"{nf}", NULL
};

/*
 * Is m one of as's REX prefixes that the table has not: rex or rex64
 * and some of x, y, z in that order (rex64xz), or rex. and some of w,
 * r, x, b in that order (rex.wb)?
 */
static int
rex_prefix(const char *m)
{
	const char	*order = "xyz";

	if (!HAS_PREFIX(m, "rex"))
		return 0;
	m += 3;
	if (*m == '.') {
		order = "wrxb";
		if (*++m == '\0')
			return 0;
	} else if (m[0] == '6' && m[1] == '4')
		m += 2;
	for (; *m != '\0'; m++, order++) {
		while (*order != '\0' && *order != (*m | 0x20))
			order++;
		if (*order == '\0')
			return 0;
	}
	return 1;
}

/*
 * Does the name prefix the instruction after it on the statement: rep,
 * lock, cs, data16, bnd, notrack, rex.w, {disp32} (arch->prefix)?
 */
int
x86_prefix(const char *m)
{
	size_t	 n;

	if (m[0] == '{')
		return arch_in(m, pseudo_prefixes);
	/* every prefix has 2 to 8 letters and starts with one of these */
	if (strchr("abcdefghlnrswx", m[0] | 0x20) == NULL ||
	    (n = strlen(m)) < 2 || n > 8)
		return 0;
	return x86_mnemonic(m) == IC_PREFIX || rex_prefix(m);
}

/* The length of the word that t starts with: jmp, rex.w, {disp32}. */
static size_t
head_word(const char *t)
{
	size_t	 n = 0;

	if (*t == '{') {
		while (t[n] != '\0' && t[n] != '}')
			n++;
		return t[n] == '}' ? n + 1 : 0;
	}
	while (isalnum((unsigned char)t[n]) || t[n] == '_' || t[n] == '.')
		n++;
	return n;
}

/*
 * Is t, an operand after an empty one (jne,pt ext), a branch hint of
 * the jump m?
 */
static int
branch_hint(const char *m, const char *t)
{
	enum insn_class	 c;

	if (t[0] != 'p' || (t[1] != 't' && t[1] != 'n'))
		return 0;
	c = x86_mnemonic(m);
	return c == IC_JMP || c == IC_JCC;
}

/* A statement read as the instruction it spells (x86_insn). */
struct insn_view {
	struct stmt	 st;
	struct operand	 ops[8];
	char		 name[32];
};

/*
 * The instruction a statement spells, as as reads it: after its
 * prefixes and pseudo-prefixes (bnd notrack jmp *%rcx, {disp32} jmp
 * ext, ds jne ext: the parser keeps their words apart, arch->prefix)
 * and without a branch hint (jne,pt ext).  s itself when it has none,
 * else v, which points into s's operands; NULL when no instruction
 * follows the prefixes, or none that rgpp reads (rep \op).
 */
static const struct stmt *
x86_insn(const struct stmt *s, struct insn_view *v)
{
	char	*t = NULL;
	size_t	 n;
	int	 i, k = 0;		/* s's operand that is v's first */

	if (!x86_prefix(s->name)) {
		if (s->nops < 2 || s->ops[0].text[0] != '\0' ||
		    !branch_hint(s->name, s->ops[1].text))
			return s;	/* most */
		v->st = *s;
		t = s->ops[1].text + 2;
		k = 1;
	} else {
		if (s->nops == 0)
			return NULL;
		v->st = *s;
		t = s->ops[0].text;
		do {
			if ((n = head_word(t)) == 0 || n >= sizeof(v->name))
				return NULL;
			memcpy(v->name, t, n);
			v->name[n] = '\0';
			t += n;
			if (*t == ' ')
				t++;
		} while (x86_prefix(v->name));
		v->st.name = v->name;
		if (*t == '\0') {
			/* rep movsb; ds jne,pt ext */
			t = s->nops > 1 && branch_hint(v->name,
			    s->ops[1].text) ? s->ops[1].text + 2 : NULL;
			k = 1;
		}
	}
	if (s->nops - k > (int)(sizeof(v->ops) / sizeof(v->ops[0])))
		return NULL;
	for (i = k; i < s->nops; i++)
		v->ops[i - k] = s->ops[i];
	if (t != NULL)
		v->ops[0].text = t;
	v->st.ops = s->nops > k ? v->ops : NULL;
	v->st.nops = s->nops - k;
	return &v->st;
}

/* Does an upper-case name spell an instruction that moves the stack? */
static int
stack_mnemonic(const char *m)
{
	static const char *const pre[] = {
		"PUSH", "POP", "SUB", "ADD", "LEA", "MOV", "LEAVE", "ENTER",
		"AND", "XCHG", NULL
	};
	size_t	 i, n;

	for (i = 0; pre[i] != NULL; i++) {
		n = strlen(pre[i]);
		if (strncmp(m, pre[i], n) == 0 && strlen(m) <= n + 1)
			return 1;
	}
	return 0;
}

/* Classify an instruction statement. */
enum insn_class
x86_classify(const struct stmt *s)
{
	struct insn_view	 v;
	const struct stmt	*i;
	enum insn_class		 c;
	const char		*p;

	if ((i = x86_insn(s, &v)) == NULL)
		return s->nops == 0 ? IC_PREFIX : IC_CODE;
	c = x86_mnemonic(i->name);
	if (i->name != s->name) {
		/* rep ret, notrack jmp *%rax, lock incl (%rax), cs jmp ext */
		if (c == IC_NONE || c == IC_PREFIX)
			return IC_CODE;
		return c;
	}
	if (c != IC_NONE)
		return c;
	for (p = s->name; *p != '\0'; p++)
		if (!isupper((unsigned char)*p))
			break;
	if (*p == '\0' && stack_mnemonic(s->name))
		return IC_CODE;		/* PUSHQ, SUBL: an instruction */
	return arch_other(s->name);
}

/* The symbol a direct jump or call goes to, or NULL when indirect. */
const char *
x86_target(const struct stmt *s, char *buf, size_t sz)
{
	struct insn_view	 v;
	const char		*t;
	size_t			 n;

	if ((s = x86_insn(s, &v)) == NULL || s->nops != 1)
		return NULL;		/* ljmp $seg,$off */
	t = s->ops[0].text;
	if (*t == '\0' || *t == '*' || *t == '%')
		return NULL;
	n = strcspn(t, "@");
	if (n >= sz)
		return NULL;
	memcpy(buf, t, n);
	buf[n] = '\0';
	return buf;
}

/*
 * Is reg (without '%') the register or one of its aliases?  Asked of
 * the stack and frame pointers, whose names have two or three letters.
 */
static int
is_reg(const char *op, const char *reg, const char *const *alias)
{
	if (op[0] != '%' || op[1] == '\0' || op[2] == '\0' ||
	    (op[3] != '\0' && op[4] != '\0') ||
	    ((op[2] | 0x20) != 'p' && (op[3] | 0x20) != 'p'))
		return 0;	/* each name has a p: sp, esp, spl, rbp */
	if (ci_eq(op + 1, reg))
		return 1;
	for (; alias != NULL && *alias != NULL; alias++)
		if (ci_eq(op + 1, *alias))
			return 1;
	return 0;
}

/*
 * Find the parts of a memory operand disp(%base...): the displacement
 * (*d, *dn bytes) and the base register's name without '%' (*b, *bn
 * bytes); return 0 if it is not one.
 */
static int
mem_parts(const char *op, const char **d, size_t *dn, const char **b,
    size_t *bn)
{
	const char	*lp, *c;

	if (*op == '*')
		op++;
	/* the last group: a displacement may have its own, (2*8)(%rsp) */
	if ((lp = strchr(op, '(')) == NULL)
		return 0;		/* most: a register or a number */
	for (c = lp + 1; *c != '\0'; c++)
		if (*c == '(')
			lp = c;
	if (op[0] == '%' && (c = strchr(op, ':')) != NULL) {
		op = c + 1;		/* %ss:(%rsp) */
		if (lp < op)
			return 0;
	}
	if (lp[1] != '%')
		return 0;
	*d = op;
	*dn = (size_t)(lp - op);
	*b = lp + 2;
	*bn = strcspn(lp + 2, ",)");
	return 1;
}

/* Read a displacement of n bytes at d: empty is 0; 0 if not a number. */
static int
mem_disp(const char *d, size_t n, long *disp)
{
	char	 t[64];

	if (n >= sizeof(t))
		return 0;
	if (n == 0) {
		*disp = 0;
		return 1;
	}
	memcpy(t, d, n);
	t[n] = '\0';
	return arch_number(t, disp);
}

/*
 * Read a memory operand disp(%base...) into its displacement and base
 * register name; return 0 if it is not one or the displacement is not
 * a plain number.
 */
static int
mem_operand(const char *op, long *disp, char *base, size_t sz)
{
	const char	*d, *b;
	size_t		 dn, bn;

	if (!mem_parts(op, &d, &dn, &b, &bn) || !mem_disp(d, dn, disp) ||
	    bn >= sz)
		return 0;
	memcpy(base, b, bn);
	base[bn] = '\0';
	return 1;
}

/* Is the n bytes at b the register reg, in any case? */
static int
reg_is(const char *b, size_t n, const char *reg)
{
	size_t	 i;

	/* reg is in lower case; asked of every memory operand's base */
	for (i = 0; i < n; i++)
		if (reg[i] == '\0' || (b[i] | 0x20) != reg[i])
			return 0;
	return reg[n] == '\0';
}

/* Operand size of push/pop from its suffix or register, or 0. */
static int
push_size(const struct x86_regs *r, const char *m, const struct stmt *s)
{
	size_t	 n = strlen(m);
	const char *op = s->nops > 0 ? s->ops[0].text : "";

	if (HAS_PREFIX(m, "pusha") || HAS_PREFIX(m, "popa"))
		return (m[n - 1] == 'w' || m[n - 1] == 'W') ? 16 : 32;
	if (strcasecmp(m, "pushf") == 0 || strcasecmp(m, "popf") == 0)
		return r->wordsize;
	switch (tolower((unsigned char)m[n - 1])) {
	case 'q':
		return 8;
	case 'l':
		return 4;
	case 'w':
		return 2;
	}
	if (op[0] == '%' && strlen(op) == 3 && op[1] != 'r' && op[1] != 'e' &&
	    op[2] != 's')
		return 2;		/* %ax, %bx, ... */
	return r->wordsize;
}

/* Does this mnemonic only read its last operand? */
static int
reads_only(const char *m)
{
	static const char *const ro[] = {
		"cmp", "cmpq", "cmpl", "cmpw", "test", "testq", "testl",
		"testw", "bt", "btq", "btl", "push", "pushq", "pushl",
		"pushw", NULL
	};

	return arch_in(m, ro);
}

/*
 * Does the mnemonic write only vector registers (pxor, vpaddd, aesenc,
 * movdqa), never the stack or frame pointer whatever its last operand
 * says?  as takes no other; a .macro parameter tried as %rsp there
 * (flow.c's param_effect) is not one.  Not those that can write a
 * general register: pextrq, pmovmskb, vmovq, vcvtsd2si and the like.
 */
static int
vector_dest(const char *m)
{
	switch (m[0] | 0x20) {
	case 'p':
		return !HAS_PREFIX(m, "pop") && !HAS_PREFIX(m, "push") &&
		    !HAS_PREFIX(m, "pext") && !HAS_PREFIX(m, "pdep") &&
		    !HAS_PREFIX(m, "pmovmsk") && !HAS_PREFIX(m, "pause") &&
		    !HAS_PREFIX(m, "prefetch");
	case 'v':
		return !HAS_PREFIX(m, "vpext") && !HAS_PREFIX(m, "vpmovmsk") &&
		    !HAS_PREFIX(m, "vmovmsk") && !HAS_PREFIX(m, "vextractps") &&
		    strcasecmp(m, "vmovd") != 0 && strcasecmp(m, "vmovq") != 0 &&
		    strstr(m, "2si") == NULL && strstr(m, "2usi") == NULL &&
		    strstr(m, "2SI") == NULL && strstr(m, "2USI") == NULL;
	case 'a':
		return HAS_PREFIX(m, "aes");
	case 's':
		return HAS_PREFIX(m, "sha1") || HAS_PREFIX(m, "sha256") ||
		    HAS_PREFIX(m, "shufp");
	case 'm':
		return HAS_PREFIX(m, "movdq") || HAS_PREFIX(m, "movap") ||
		    HAS_PREFIX(m, "movup");
	default:
		return 0;
	}
}

/*
 * The general register a name (without its %) is, whatever its width:
 * 0 to 15 in the encoding's order (rax, rcx, rdx, rbx, rsp, rbp, rsi,
 * rdi, r8 to r15), or -1.
 */
static int
gpr_num(const char *name)
{
	static const char *const names[] = {
		"ax", "cx", "dx", "bx", "sp", "bp", "si", "di", NULL
	};
	char	 w[6];
	size_t	 n, i;

	if ((n = strlen(name)) < 2 || n > 4)
		return -1;
	for (i = 0; i < n; i++)
		w[i] = (char)tolower((unsigned char)name[i]);
	w[n] = '\0';
	if (w[0] == 'r' && isdigit((unsigned char)w[1])) {
		i = (size_t)(w[1] - '0');
		if (isdigit((unsigned char)w[2]))
			i = 10 * i + (size_t)(w[2] - '0');
		n = i >= 10 ? 3 : 2;
		if (i < 8 || i > 15 || (w[n] != '\0' &&
		    (strchr("dwb", w[n]) == NULL || w[n + 1] != '\0')))
			return -1;
		return (int)i;
	}
	if (n == 3 && (w[0] == 'r' || w[0] == 'e'))
		memmove(w, w + 1, 3);		/* rbx, ebx: bx */
	else if (n == 3 && w[2] == 'l')
		w[2] = '\0';			/* sil, spl: si, sp */
	else if (n == 2 && (w[1] == 'l' || w[1] == 'h') &&
	    strchr("abcd", w[0]) != NULL)
		w[1] = 'x';			/* al, bh: ax, bx */
	for (i = 0; names[i] != NULL; i++)
		if (w[0] == names[i][0] && w[1] == names[i][1] && w[2] == '\0')
			return (int)i;
	return -1;
}

/* gpr_num of an operand that is a register (%rbx), or -1. */
static int
gpr_id(const char *op)
{
	return op[0] == '%' ? gpr_num(op + 1) : -1;
}

/* gpr_num of the n bytes at b (a memory operand's base), or -1. */
static int
gpr_num_n(const char *b, size_t n)
{
	char	 w[8];

	if (n >= sizeof(w))
		return -1;
	memcpy(w, b, n);
	w[n] = '\0';
	return gpr_num(w);
}

/* The width in bytes of the general register named (no %), or 0. */
static int
gpr_width(const char *name)
{
	size_t	 n = strlen(name);
	int	 c;

	if (gpr_num(name) < 0)
		return 0;
	c = name[n - 1] | 0x20;
	if ((name[0] | 0x20) == 'r' && isdigit((unsigned char)name[1]))
		return c == 'd' ? 4 : c == 'w' ? 2 : c == 'b' ? 1 : 8;
	if ((name[0] | 0x20) == 'r')
		return 8;
	if ((name[0] | 0x20) == 'e')
		return 4;
	return c == 'l' || (c == 'h' && n == 2) ? 1 : 2;
}

/* Does the operand text name general register id anywhere? */
static int
names_gpr(const char *t, int id)
{
	char	 w[8];
	size_t	 n;

	for (; (t = strchr(t, '%')) != NULL; t += n + 1) {
		for (n = 0; n < sizeof(w) - 1 &&
		    isalnum((unsigned char)t[1 + n]); n++)
			w[n] = t[1 + n];
		w[n] = '\0';
		if (gpr_num(w) == id)
			return 1;
	}
	return 0;
}

/*
 * The general registers (bit n for gpr_id n) the instruction writes
 * other than as its last operand: xchg and the like, and those that
 * write registers they do not name (mul, cpuid, the string
 * instructions).  Calls are the walk's (arch_call).
 */
static unsigned
implicit_regs(const char *m, const struct stmt *s)
{
	static const struct {
		const char	*name;
		unsigned	 regs;
	} imp[] = {
		{ "mul", 0x5 }, { "imul", 0x5 }, { "div", 0x5 },
		{ "idiv", 0x5 },
		{ "cqto", 0x4 }, { "cqo", 0x4 }, { "cltd", 0x4 },
		{ "cdq", 0x4 }, { "cwtd", 0x4 }, { "cwd", 0x4 },
		{ "cltq", 0x1 }, { "cdqe", 0x1 }, { "cwtl", 0x1 },
		{ "cwde", 0x1 }, { "cbtw", 0x1 }, { "cbw", 0x1 },
		{ "cpuid", 0xf }, { "rdtsc", 0x5 }, { "rdtscp", 0x7 },
		{ "rdpmc", 0x5 }, { "rdmsr", 0x5 }, { "xgetbv", 0x5 },
		{ "syscall", 0x803 }, { "sysenter", 0xffff },
		{ "lahf", 0x1 }, { "xlat", 0x1 }, { "xlatb", 0x1 },
		{ "cmpxchg", 0x1 }, { "cmpxchg8b", 0x5 },
		{ "cmpxchg16b", 0x5 }, { "popa", 0xffff }, { "popal", 0xffff },
		{ "lods", 0x43 }, { "movs", 0xc2 }, { "stos", 0x82 },
		{ "scas", 0x82 }, { "cmps", 0xc2 }, { "ins", 0x82 },
		{ "outs", 0x42 }, { "leave", 0x30 }, { "enter", 0x30 }
	};
	size_t		 i, n;
	unsigned	 w = 0;
	int		 k, id;

	/* both operands written; after a prefix (lock xchg), any */
	if (HAS_PREFIX(m, "xchg") || HAS_PREFIX(m, "xadd") ||
	    HAS_PREFIX(m, "mulx") || (HAS_PREFIX(m, "cmpxchg") &&
	    s->nops > 0) || strcasecmp(m, s->name) != 0) {
		for (k = 0; k < s->nops; k++)
			for (id = 0; id < 16; id++)
				if (names_gpr(s->ops[k].text, id))
					w |= 1u << id;
	}
	if ((HAS_PREFIX(m, "imul") || HAS_PREFIX(m, "mul") ||
	    HAS_PREFIX(m, "div") || HAS_PREFIX(m, "idiv")) && s->nops > 1)
		return w;		/* imul %rax, %rbx: the last operand */
	for (i = 0; i < sizeof(imp) / sizeof(imp[0]); i++) {
		if ((m[0] | 0x20) != imp[i].name[0])
			continue;
		n = strlen(imp[i].name);
		if (strncasecmp(m, imp[i].name, n) != 0)
			continue;
		/* a size letter may follow: mulq, lodsb, movsq, popal */
		if (m[n] != '\0' && (m[n + 1] != '\0' ||
		    strchr("bwlqd", m[n] | 0x20) == NULL))
			continue;
		/* SSE's movsd and cmpsd too: forgetting is safe */
		w |= imp[i].regs;
	}
	return w;
}

/* Does the instruction write register id other than as its last operand? */
static int
writes_implicit(const char *m, const struct stmt *s, int id)
{
	return (implicit_regs(m, s) >> id) & 1;
}

/* index_reg's index that may be any register */
#define IX_UNKNOWN	16

/*
 * Where general register id points in the stack, as the depth the
 * stack pointer had where it pointed there (*at): 2 if rgpp follows it
 * exactly (the stack pointer, the frame pointer, the one copy); 1 if
 * it holds an address in the stack rgpp does not follow (TAINT_REGS);
 * 0 if it holds none that rgpp knows of.
 */
static int
stack_reg(const struct frame *f, int id, int *at)
{
	if (id < 0)
		return 0;
	if (id == IX_UNKNOWN)	/* an index that may be any of them */
		return (f->known & (FR_CP | FR_FP)) || f->taint != 0;
	if (id == 4) {		/* at a depth not known: anywhere */
		*at = f->depth;
		return (f->known & FR_DEPTH) ? 2 : 1;
	}
	if (id == 5 && (f->known & FR_FP)) {
		*at = f->fp;
		return 2;
	}
	if ((f->known & FR_CP) && id == f->cp_reg) {
		*at = f->cp;
		return 2;
	}
	return (f->taint >> id) & 1;
}

/* Register id no longer holds an address in the stack. */
static void
untrack(struct frame *f, int id)
{
	if ((f->known & FR_CP) && id == f->cp_reg)
		f->known &= ~FR_CP;
	f->taint &= ~TAINT_BIT(id);
}

/*
 * Register id now holds an address in the stack: at the depth at when
 * exact is set and the one copy is free, else one not followed.
 */
static void
track(struct frame *f, int id, int exact, int at)
{
	untrack(f, id);
	if (exact && !(f->known & FR_CP)) {
		f->cp = at;
		f->cp_reg = id;
		f->known |= FR_CP;
	} else if (id != 4)
		f->taint |= TAINT_BIT(id);
}

/* Is the operand a full-width general register of the mode (%rbx)? */
static int
full_width(const struct x86_regs *r, const char *op)
{
	size_t	 n = strlen(op);

	return n >= 3 && (op[1] | 0x20) == (r->wordsize == 8 ? 'r' : 'e') &&
	    (isalpha((unsigned char)op[2]) ? n == 4 :
	    isdigit((unsigned char)op[n - 1]));
}

/*
 * The general register a memory operand's index is, -1 if it has none
 * ((%rsp), or the old (%esp,1), a scale and no index), or IX_UNKNOWN
 * where rgpp cannot tell which register it is: a symbol (SRND = %rdi;
 * (%rsp,SRND)), a .macro parameter ((%rsp,\idx)) or a macro name that
 * as reads as a register; it may hold anything.
 */
static int
index_reg(const char *b, size_t bn)
{
	char		 w[8];
	size_t		 n;
	int		 id;

	if (b[bn] != ',' || b[bn + 1] == ')' ||
	    isdigit((unsigned char)b[bn + 1]))
		return -1;
	if (b[bn + 1] != '%')
		return IX_UNKNOWN;
	b += bn + 2;
	for (n = 0; n < sizeof(w) - 1 && isalnum((unsigned char)b[n]); n++)
		w[n] = b[n];
	w[n] = '\0';
	return (id = gpr_num(w)) >= 0 ? id : IX_UNKNOWN;
}

/*
 * Does the statement write a register from an address in the stack,
 * or change one that holds one, so that sp_flow must look?  Most do
 * not: no copy held, and no stack or frame pointer read into another
 * register.
 */
static int
flow_needed(const struct frame *f, const char *m, const struct stmt *s)
{
	const char	*src;
	int		 id, k;

	if ((f->known & FR_CP) || f->taint != 0 ||
	    (s->nops == 2 && HAS_PREFIX(m, "lea")))
		return 1;
	if (s->nops < 1 || ((src = s->ops[0].text)[0] != '%' &&
	    s->nops < 3))
		return 0;
	if (s->nops == 1)
		return HAS_PREFIX(m, "push") && (id = gpr_id(src)) >= 4 &&
		    id <= 5;
	/*
	 * imul $1, %rsp, %rax; rorx $0, %rsp, %rax: any source; movq
	 * %rsp, 8(%rsp) and movq %rsp, %xmm0 store it (stored)
	 */
	for (k = 0; k + 1 < s->nops; k++)
		if ((id = gpr_id(s->ops[k].text)) == 4 ||
		    (id == 5 && (f->known & FR_FP)))
			return 1;
	return 0;
}

/*
 * An instruction that writes no general register (movq %rsp, 8(%rsp);
 * movq %rsp, %xmm0; movq %rsp, saved(%rip)) and reads one holding an
 * address in the stack: a load may give it back.  Stored in the stack,
 * a load from there (TAINT_PUSHED); anywhere else, in a vector
 * register too, any load (TAINT_ESCAPED).
 */
static void
stored(const struct stmt *s, const char *last, struct frame *f)
{
	const char	*d, *b;
	size_t		 dn, bn;
	int		 k, at;

	for (k = 0; k + 1 < s->nops; k++)
		if (stack_reg(f, gpr_id(s->ops[k].text), &at) != 0)
			break;
	if (k + 1 >= s->nops)
		return;
	if (mem_parts(last, &d, &dn, &b, &bn) && bn < 8 &&
	    stack_reg(f, gpr_num_n(b, bn), &at) != 0)
		f->taint |= TAINT_PUSHED;
	else
		f->taint |= TAINT_ESCAPED;
}

/*
 * Can reading the operand (not a general register) give back an address
 * in the stack that stored() saw go: memory where one was stored?
 */
static int
loads_back(const struct frame *f, const char *op)
{
	const char	*d, *b;
	size_t		 dn, bn;
	int		 at;

	if (!(f->taint & (TAINT_PUSHED | TAINT_ESCAPED)) || op[0] == '$' ||
	    gpr_id(op) >= 0)
		return 0;
	if (f->taint & TAINT_ESCAPED)
		return 1;
	/* pushq %rsp; movq (%rsp), %rax: as pop would */
	return mem_parts(op, &d, &dn, &b, &bn) && bn < 8 &&
	    stack_reg(f, gpr_num_n(b, bn), &at) != 0;
}

/*
 * Copies of the stack pointer in other registers (OpenSSL's "mov
 * %rsp,%rax", glibc's "mov %rsp, %rbx", Linux's "lea 8(%rsp),%r10"),
 * and of the frame pointer.  One is followed exactly, as the frame
 * pointer's depth is: where it points, moved by add and sub, kept by
 * calls in the registers the callee keeps; the stack pointer restored
 * from it is exact.  Any other register given an address in the stack
 * (a second copy, a copy aligned, one loaded by pop after the stack
 * pointer was pushed, a string instruction's moving pointer) is marked
 * as holding one, and an access through it is taken as one to the
 * return address (check_slot), as is one loaded from where such an
 * address was stored (stored, loads_back).  A register overwritten
 * holds none.  Returns 1 if the statement moved the stack pointer from
 * the copy (done here).
 */
static int
sp_flow(const struct x86_regs *r, const char *m, const struct stmt *s,
    struct frame *f)
{
	const char	*last = s->nops > 0 ? s->ops[s->nops - 1].text : "";
	const char	*src = s->nops > 0 ? s->ops[0].text : "";
	const char	*d0, *b;
	size_t		 dn, bn;
	long		 v = 0;
	int		 id, k, at = 0, st, ix;

	if (!flow_needed(f, m, s))
		return 0;
	/* mov %rax, %rsp; lea 8(%rax), %rsp: restored from the copy */
	if ((f->known & FR_CP) && s->nops == 2 && is_reg(last, r->sp, NULL)) {
		if (HAS_PREFIX(m, "mov"))
			id = gpr_id(src);
		else if (HAS_PREFIX(m, "lea") &&
		    mem_parts(src, &d0, &dn, &b, &bn) && bn < 8 &&
		    index_reg(b, bn) < 0 && mem_disp(d0, dn, &v))
			id = gpr_num_n(b, bn);
		else
			id = -1;
		if (id == f->cp_reg) {
			f->depth = f->cp - (int)v;
			f->known = (f->known & ~FR_RANGE) | FR_DEPTH;
			return 1;
		}
	}
	if (HAS_PREFIX(m, "push")) {
		if (s->nops == 1 && stack_reg(f, gpr_id(src), &at) != 0)
			f->taint |= TAINT_PUSHED;
		return 0;
	}
	/* xchg: either may now hold the other's address */
	if ((HAS_PREFIX(m, "xchg") || HAS_PREFIX(m, "xadd")) &&
	    s->nops == 2) {
		if (stack_reg(f, gpr_id(src), &at) ||
		    stack_reg(f, gpr_id(last), &at))
			for (k = 0; k < 2; k++)
				if ((id = gpr_id(s->ops[k].text)) >= 0)
					track(f, id, 0, 0);
		return 0;
	}
	/* written without being named: mul's rdx; lods's rsi moves on */
	for (id = 0; id < 16; id++) {
		if (id == 4 || (id == 5 && (f->known & FR_FP)) ||
		    !stack_reg(f, id, &at) || !writes_implicit(m, s, id))
			continue;
		if ((id == 6 || id == 7) && (HAS_PREFIX(m, "lods") ||
		    HAS_PREFIX(m, "stos") || HAS_PREFIX(m, "movs") ||
		    HAS_PREFIX(m, "scas") || HAS_PREFIX(m, "cmps") ||
		    HAS_PREFIX(m, "ins") || HAS_PREFIX(m, "outs")))
			track(f, id, 0, 0);
		else
			untrack(f, id);
	}
	/* not movdqu %xmm0, (%rdi): a .macro parameter tried as %rsp */
	if (s->nops >= 2 && gpr_id(last) < 0 && last[0] != '$' &&
	    !reads_only(m) && !vector_dest(m))
		stored(s, last, f);
	if (s->nops == 0 || (id = gpr_id(last)) < 0 || id == 4 ||
	    reads_only(m) || vector_dest(m))
		return 0;	/* a vector register, whatever the text says */
	/*
	 * mov %rsp, %rbp: the frame pointer's (x86_effect); at a depth
	 * not known, a copy not followed
	 */
	if (id == 5 && HAS_PREFIX(m, "mov") && gpr_id(src) == 4 &&
	    (f->known & FR_DEPTH)) {
		untrack(f, id);
		return 0;
	}
	if (HAS_PREFIX(m, "mov") && s->nops == 2) {
		st = stack_reg(f, gpr_id(src), &at);
		if (st == 0 && loads_back(f, src))
			st = 1;
		if (st == 0)
			untrack(f, id);
		else
			track(f, id, st == 2 && full_width(r, src) &&
			    full_width(r, last), at);
	} else if (HAS_PREFIX(m, "lea") && s->nops == 2) {
		if (!mem_parts(src, &d0, &dn, &b, &bn) || bn >= 8) {
			/* lea (,%rcx,8), %rdx: no base */
			for (k = 0; k < 16; k++)
				if (stack_reg(f, k, &at) && names_gpr(src, k))
					break;
			if (k < 16)
				track(f, id, 0, 0);
			else
				untrack(f, id);
			return 0;
		}
		st = stack_reg(f, gpr_num_n(b, bn), &at);
		ix = stack_reg(f, index_reg(b, bn), &k);
		if (st == 0 && ix == 0)
			untrack(f, id);
		else if (st == 2 && index_reg(b, bn) < 0 &&
		    mem_disp(d0, dn, &v) && full_width(r, last))
			track(f, id, 1, at - (int)v);
		else
			track(f, id, 0, 0);
	} else if (HAS_PREFIX(m, "pop") && !HAS_PREFIX(m, "popcnt")) {
		if (f->taint & (TAINT_PUSHED | TAINT_ESCAPED))
			track(f, id, 0, 0);
		else
			untrack(f, id);
	} else if (s->nops == 2 && gpr_id(src) == id &&
	    (HAS_PREFIX(m, "xor") || HAS_PREFIX(m, "sub"))) {
		untrack(f, id);		/* xorl %ebx, %ebx */
	} else if (s->nops == 2 && src[0] == '$' &&
	    (HAS_PREFIX(m, "add") || HAS_PREFIX(m, "sub")) &&
	    stack_reg(f, id, &at) == 2 && id != 5 && full_width(r, last) &&
	    arch_number(src + 1, &v)) {
		/* addq $8, %rbx: the copy moves */
		f->cp = at + ((m[0] | 0x20) == 'a' ? -(int)v : (int)v);
	} else {
		/* and $-16, %rbx; add %rsp, %rax: an address, not followed */
		st = stack_reg(f, id, &at);
		for (k = 0; k + 1 < s->nops && st == 0; k++)
			st = loads_back(f, s->ops[k].text) ? 1 :
			    stack_reg(f, gpr_id(s->ops[k].text), &at);
		if (st != 0)
			track(f, id, 0, 0);
		else
			untrack(f, id);
	}
	return 0;
}

/*
 * How many bytes an instruction's memory operand covers, as far as its
 * name and register operands tell: the widest register it names (a
 * vector register's 16, 32 or 64 bytes), the scalar forms' own (movsd,
 * pinsrq, vpbroadcastd), x87's by its letter, else its size letter,
 * else the word.  Those that save or load a state take its size
 * (fxsave 512 bytes, fnstenv 28); xsave's, which the CPU sets, reaches
 * as far as rgpp can tell.
 */
static int
access_width(const struct x86_regs *r, const char *m, const struct stmt *s)
{
	char		 lc[24];
	const char	*t;
	size_t		 n, tn, i;
	int		 w = 0, vec = 0, k, g;

	if ((n = strlen(m)) >= sizeof(lc) || n == 0)
		return 1 << 20;
	for (i = 0; i <= n; i++)
		lc[i] = (char)tolower((unsigned char)m[i]);
	if (HAS_PREFIX(lc, "fxsave") || HAS_PREFIX(lc, "fxrstor"))
		return 512;
	if (HAS_PREFIX(lc, "fnsave") || HAS_PREFIX(lc, "fsave") ||
	    HAS_PREFIX(lc, "frstor"))
		return 108;
	if (strstr(lc, "env") != NULL)
		return 28;		/* fnstenv, fldenv */
	if (HAS_PREFIX(lc, "xsave") || HAS_PREFIX(lc, "xrstor"))
		return 1 << 20;		/* as large as the CPU's state */
	if (HAS_PREFIX(lc, "cmpxchg8b") || HAS_PREFIX(lc, "cmpxchg16b"))
		return lc[7] == '8' ? 8 : 16;
	if (HAS_PREFIX(lc, "movdir64b") || HAS_PREFIX(lc, "enqcmd"))
		return 64;
	if (lc[0] == 'f') {	/* x87: flds 4, fldl 8, fldt 10, fildl 4 */
		if (n > 2 && lc[n - 1] == 'l' && lc[n - 2] == 'l')
			return 8;
		switch (lc[n - 1]) {
		case 's':
			return lc[1] == 'i' ? 2 : 4;
		case 'l':
			return lc[1] == 'i' ? 4 : 8;
		case 'q':
			return 8;
		case 'w':
			return 2;
		default:
			return 10;
		}
	}
	/* movzbl, movswq: the source's letter */
	if ((HAS_PREFIX(lc, "movz") || HAS_PREFIX(lc, "movs")) && n == 6 &&
	    strchr("bwl", lc[4]) != NULL && strchr("wlq", lc[5]) != NULL)
		return lc[4] == 'b' ? 1 : lc[4] == 'w' ? 2 : 4;
	for (k = 0; k < s->nops; k++) {
		t = s->ops[k].text;
		if (t[0] != '%' || strchr(t, '(') != NULL)
			continue;
		if (strlen(t) >= 4 && (t[2] | 0x20) == 'm' &&
		    (t[3] | 0x20) == 'm') {	/* %xmm0, %ymm1, %zmm2 */
			vec = 1;
			g = (t[1] | 0x20) == 'z' ? 64 : (t[1] | 0x20) == 'y' ?
			    32 : 16;
		} else if ((t[1] | 0x20) == 'm' && (t[2] | 0x20) == 'm')
			g = 8;			/* %mm0 */
		else if ((g = gpr_width(t + 1)) == 0)
			continue;
		if (g > w)
			w = g;
	}
	t = lc[0] == 'v' ? lc + 1 : lc;
	tn = strlen(t);
	if (vec && !HAS_PREFIX(t, "cvt") && tn > 2 && t[tn - 2] == 's' &&
	    (t[tn - 1] == 's' || t[tn - 1] == 'd'))
		return t[tn - 1] == 's' ? 4 : 8;	/* movss, addsd */
	if (vec && (HAS_PREFIX(t, "movlp") || HAS_PREFIX(t, "movhp") ||
	    HAS_PREFIX(t, "movddup") || HAS_PREFIX(t, "cvt")))
		return 8;
	if (vec && (HAS_PREFIX(t, "movq") || HAS_PREFIX(t, "movd") ||
	    HAS_PREFIX(t, "pinsr") || HAS_PREFIX(t, "pextr") ||
	    strstr(t, "broadcast") != NULL)) {
		switch (t[tn - 1]) {
		case 'b':
			return 1;
		case 'w':
			return 2;
		case 'd':
			return 4;
		case 'q':
			return 8;
		}
	}
	if (w > 0)
		return w;
	if (strcmp(lc, "sub") == 0 || strcmp(lc, "sbb") == 0)
		return 4;		/* as's default, not a letter */
	switch (lc[n - 1]) {
	case 'b':
		return 1;
	case 'w':
		return 2;
	case 'l':
		return 4;
	case 'q':
		return 8;
	}
	return r->wordsize;
}

/*
 * Does the walk know general register id's value (x86_values)?  Its
 * lowest and highest, where it does.
 */
#define VAL_KNOWN(f, id)	(((f)->vals >> (id)) & 1)
#define VLO(f, id)		frame_vlo((f), (id))
#define VHI(f, id)		frame_vhi((f), (id))

/* Do [at, at + w) and the return address's slot of sw bytes at slot meet? */
#define MEETS(at, w, slot, sw)	((at) < (slot) + (sw) && (at) + (w) > (slot))

/*
 * Is the statement a string instruction (movsb, lodsq, rep stosl,
 * movsb (%rsi), (%rdi))?  Not SSE's movsd and cmpsd, whose operands
 * name a vector register.
 */
static int
string_insn(const char *m, const struct stmt *s)
{
	static const char *const ops[] = {
		"movs", "stos", "lods", "cmps", "scas", "ins", "outs", NULL
	};
	size_t	 n = strlen(m), i, k;

	if (n < 4 || n > 5 || strchr("mslcio", m[0] | 0x20) == NULL)
		return 0;
	for (i = 0; i < (size_t)s->nops; i++)
		if (s->ops[i].text[0] == '%' &&
		    strchr("xyz", s->ops[i].text[1] | 0x20) != NULL)
			return 0;
	for (i = 0; ops[i] != NULL; i++) {
		k = strlen(ops[i]);
		if (strncasecmp(m, ops[i], k) == 0 && (n == k ||
		    (n == k + 1 && strchr("bwlqd", m[k] | 0x20) != NULL)))
			return 1;
	}
	return 0;
}

/*
 * Does a string instruction through an exact copy of the stack pointer
 * that points at depth at miss the return address's slot, %rcx known
 * (movl $4, %ecx; rep stosq)?  It runs up to %rcx times (once without
 * a rep, which rgpp may not see on the statement before), upward or,
 * after std, downward.
 */
static int
string_misses(const struct x86_regs *r, const char *m, const struct frame *f,
    int at)
{
	long	 n, w;
	size_t	 len = strlen(m);

	if (!VAL_KNOWN(f, 1))
		return 0;
	switch (m[len - 1] | 0x20) {
	case 'b':
		w = 1;
		break;
	case 'w':
		w = 2;
		break;
	case 'l':
	case 'd':
		w = 4;
		break;
	default:
		w = 8;
		break;
	}
	n = VHI(f, 1) > 0 ? (long)VHI(f, 1) : 1;
	if (r->wordsize == 4 && n * w >= 0x40000000L)
		return 0;
	return !MEETS(-(n - 1) * w, (2 * n - 1) * w, (long)at,
	    (long)r->wordsize);
}

/*
 * A string instruction without operands (lodsq, rep stosb) accesses
 * (%rsi) or (%rdi), and a rep before it (on its statement or on the
 * one before: rgpp does not look) repeats it %rcx times, upward or,
 * after std, downward: through an address in the stack, any may reach
 * the return address, as rgpp reads no register's value.
 */
static void
check_string(const struct x86_regs *r, const char *m, const struct stmt *s,
    const struct frame *f, struct effect *e)
{
	int	 si, di, at = 0, k, st;

	/* xlat reads (%rbx,%al); maskmovdqu writes (%rdi) */
	if (HAS_PREFIX(m, "xlat") && (st = stack_reg(f, 3, &at)) != 0) {
		if (st == 1 || MEETS(0, 256, at, r->wordsize))
			e->ra_access = 1;
		return;
	}
	if ((HAS_PREFIX(m, "maskmov") || HAS_PREFIX(m, "vmaskmovdqu")) &&
	    (st = stack_reg(f, 7, &at)) != 0) {
		if (st == 1 || MEETS(0, 16, at, r->wordsize))
			e->ra_access = 1;
		return;
	}
	if (s->nops != 0 || string_insn(m, s) == 0)
		return;
	si = HAS_PREFIX(m, "lods") || HAS_PREFIX(m, "movs") ||
	    HAS_PREFIX(m, "cmps") || HAS_PREFIX(m, "outs");
	di = HAS_PREFIX(m, "stos") || HAS_PREFIX(m, "movs") ||
	    HAS_PREFIX(m, "cmps") || HAS_PREFIX(m, "scas") ||
	    HAS_PREFIX(m, "ins");
	for (k = 6; k <= 7; k++)
		if ((k == 6 ? si : di) && (st = stack_reg(f, k, &at)) != 0 &&
		    (st == 1 || !string_misses(r, m, f, at)))
			e->ra_access = 1;
}

/*
 * The offsets from its base that an access at displacement disp of
 * width bytes through an index register reaches, [*lo, *hi), where the
 * walk knows the index's value (x86_values): 1, else 0 (it may reach
 * anywhere).  A 32-bit address (i386's, or (%esp,%ecx) on amd64) wraps
 * around: one that may is not known.
 */
static int
index_reach(const struct x86_regs *r, const struct frame *f, const char *b,
    size_t bn, long disp, int width, long *lo, long *hi)
{
	const char	*p;
	int		 id = index_reg(b, bn), scale = 1;

	if (id < 0 || id == IX_UNKNOWN || !VAL_KNOWN(f, id))
		return 0;
	for (p = b + bn + 2; isalnum((unsigned char)*p); p++)
		continue;
	if (p[0] == ',' && p[1] != '\0' && strchr("1248", p[1]) != NULL &&
	    p[2] == ')')
		scale = p[1] - '0';
	else if (p[0] != ')')
		return 0;
	*lo = disp + (long)scale * (long)VLO(f, id);
	*hi = disp + (long)scale * (long)VHI(f, id) + width;
	if ((r->wordsize == 4 || (b[0] | 0x20) == 'e') &&
	    (*lo <= -0x80000000L || *hi >= 0x80000000L))
		return 0;
	return 1;
}

/*
 * Can a memory operand through the stack pointer (d and b its
 * displacement and base) meet the return address's slot at a depth not
 * known exactly?  Under FR_RANGE the slot is from depth to depth + slack
 * bytes above the stack pointer (and $-32, %rsp from a known depth:
 * accesses below the old stack pointer, as the realigned frame's, miss
 * it); else it may be anywhere (sub %rcx, %rsp; mov 8(%rsp), %rax).
 */
static int
range_meets(const struct x86_regs *r, const char *m, const struct stmt *s,
    const struct frame *f, const char *d, size_t dn, const char *b,
    size_t bn)
{
	long	 disp, lo, hi;
	int	 width, aw;

	if (!(f->known & FR_RANGE) || string_insn(m, s) != 0 ||
	    !mem_disp(d, dn, &disp) || (HAS_PREFIX(m, "bt") &&
	    s->nops == 2 && gpr_id(s->ops[0].text) >= 0))
		return 1;
	if (HAS_PREFIX(m, "pop") && !HAS_PREFIX(m, "popcnt"))
		disp += push_size(r, m, s);
	width = (b[0] | 0x20) == 'e' ? 4 : (b[0] | 0x20) == 'r' ? 8 :
	    r->wordsize;
	aw = access_width(r, m, s);
	if (index_reg(b, bn) >= 0)
		return !index_reach(r, f, b, bn, disp, aw, &lo, &hi) ||
		    MEETS(lo, hi - lo, (long)f->depth,
		    (long)f->slack + width);
	return MEETS(disp, aw, f->depth, f->slack + width);
}

/* Note an access to the return-address slot by a memory operand. */
static void
check_slot(const struct x86_regs *r, const char *m, const struct stmt *s,
    const struct frame *f, struct effect *e)
{
	const char	*d, *b;
	size_t		 dn, bn;
	long		 disp, slot, lo, hi;
	int		 i, sp, fp, cp, width, st, at = 0, bid;

	if (HAS_PREFIX(m, "lea") || HAS_PREFIX(m, "nop") ||
	    HAS_PREFIX(m, "prefetch"))
		return;
	if ((f->known & FR_CP) || f->taint != 0)
		check_string(r, m, s, f, e);
	for (i = 0; i < s->nops; i++) {
		/* the base first: most are not the stack or frame pointer */
		if (!mem_parts(s->ops[i].text, &d, &dn, &b, &bn) || bn >= 16)
			continue;
		/* the other mode's names too: code of both modes in one */
		sp = reg_is(b, bn, r->sp) || reg_is(b, bn, r->sp2);
		if (sp && !(f->known & FR_DEPTH)) {
			if (range_meets(r, m, s, f, d, dn, b, bn) &&
			    !e->ra_access)
				e->ra_access = 2;
			continue;
		}
		fp = (f->known & FR_FP) && (reg_is(b, bn, r->fp) ||
		    reg_is(b, bn, r->fp2));
		cp = 0;
		if ((f->known & FR_CP) || f->taint != 0) {
			/* through a copy, or an index that is one */
			bid = sp || fp ? -1 : gpr_num_n(b, bn);
			st = stack_reg(f, index_reg(b, bn), &at);
			if (st != 0 || (!sp && !fp &&
			    (st = stack_reg(f, bid, &at)) == 1)) {
				e->ra_access = 1;
				continue;
			}
			cp = !sp && !fp && st == 2;
		}
		if (!sp && !fp && !cp)
			continue;
		/*
		 * A string instruction's access may reach the slot, as a
		 * rep repeats it (check_string).
		 */
		if (string_insn(m, s) != 0) {
			e->ra_access = 1;
			continue;
		}
		/*
		 * A displacement that is no number rgpp computes (a symbol
		 * of .set or .equ, a name defined nowhere it reads) may be
		 * the slot's; an access that meets the slot, from inside it
		 * (movl %eax, 4(%rsp)) or from below (movdqu (%rsp), %xmm0
		 * at depth 8), reaches it.  The slot is as wide as the base
		 * register's mode makes it (4(%esp) under #ifndef
		 * __x86_64__ in a file for amd64); through a copy, the
		 * mode's.
		 */
		slot = cp ? at : sp ? f->depth : f->fp;
		width = cp ? r->wordsize : (b[0] | 0x20) == 'e' ? 4 :
		    (b[0] | 0x20) == 'r' ? 8 : r->wordsize;
		/* bt %rcx, (%rsp): the bit's offset reaches anywhere */
		if (HAS_PREFIX(m, "bt") && s->nops == 2 &&
		    gpr_id(s->ops[0].text) >= 0) {
			e->ra_access = 1;
			continue;
		}
		if (!mem_disp(d, dn, &disp)) {
			e->ra_access = 1;
			continue;
		}
		/* popq (%rsp): the address after the pop */
		if (sp && HAS_PREFIX(m, "pop") && !HAS_PREFIX(m, "popcnt"))
			disp += push_size(r, m, s);
		/*
		 * An index register may hold anything (mov 8(%rsp,%rcx),
		 * %rax after a push reads the return address), unless its
		 * value is known (movsd 32(%rsp,%r14,8), %xmm0 in glibc's
		 * svml loops over the lanes)
		 */
		if (index_reg(b, bn) >= 0) {
			if (!index_reach(r, f, b, bn, disp,
			    access_width(r, m, s), &lo, &hi) ||
			    MEETS(lo, hi - lo, slot, width))
				e->ra_access = 1;
			continue;
		}
		if (MEETS(disp, access_width(r, m, s), slot, width))
			e->ra_access = 1;
	}
}

/* Add to the depth, or forget it. */
static void
adjust(struct frame *f, long by)
{
	f->depth += (int)by;
}

/*
 * Apply a stack-pointer arithmetic instruction: sub, add, lea; and,
 * whose realignment (and $-32, %rsp) lowers the stack pointer by up to
 * the bits it clears, from a depth known or in a range (FR_RANGE).
 */
static int
sp_arith(const struct x86_regs *r, const char *m, const struct stmt *s,
    struct frame *f, struct effect *e)
{
	const char	*src = s->ops[0].text;
	char		 base[16];
	unsigned long	 clear;
	long		 v;

	if (HAS_PREFIX(m, "and") && src[0] == '$' &&
	    arch_number(src + 1, &v) && (f->known & FR_ANYDEPTH)) {
		clear = ~(unsigned long)v;
		if (r->wordsize == 4)
			clear &= 0xffffffffUL;
		e->unknown = "stack pointer set by a computation";
		if (clear >= 4096 || (f->known & FR_DEPTH ? 0 : f->slack) +
		    (int)clear >= 4096) {
			f->known &= ~FR_ANYDEPTH;
			return 1;
		}
		if (f->known & FR_DEPTH)
			f->slack = 0;
		f->slack += (int)clear;
		f->known = (f->known & ~FR_DEPTH) | FR_RANGE;
		return 1;
	}
	if (HAS_PREFIX(m, "sub") || HAS_PREFIX(m, "add")) {
		if (src[0] != '$' || !arch_number(src + 1, &v)) {
			e->unknown = "computed stack adjustment";
			return 0;
		}
		adjust(f, m[0] == 's' || m[0] == 'S' ? v : -v);
		return 1;
	}
	if (HAS_PREFIX(m, "lea") &&
	    mem_operand(src, &v, base, sizeof(base)) &&
	    strchr(strrchr(src, '(') + 1, ',') == NULL) {
		if (strcasecmp(base, r->sp) == 0) {
			adjust(f, -v);
			return 1;
		}
		if (strcasecmp(base, r->fp) == 0 && (f->known & FR_FP)) {
			/* lea -8(%rbp), %rsp: exact again */
			f->depth = f->fp - (int)v;
			f->known = (f->known & ~FR_RANGE) | FR_DEPTH;
			return 1;
		}
	}
	e->unknown = "stack pointer set by a computation";
	return 0;
}

/*
 * The frame pointer is set from the stack pointer: followed at a known
 * depth, else a copy not followed (an access through it may reach the
 * return address).
 */
static void
set_fp(struct frame *f)
{
	if (f->known & FR_DEPTH)
		f->known |= FR_FP;
	else {
		f->known &= ~FR_FP;
		f->taint |= TAINT_BIT(5);
	}
}

/* What an instruction does to the frame. */
void
x86_effect(const struct x86_regs *r, const struct stmt *s, struct frame *f,
    struct effect *e)
{
	struct insn_view	 iv;
	const struct stmt	*i;
	const char		*m, *last;
	long			 v;
	int			 n;

	memset(e, 0, sizeof(*e));
	/* lock incl (%rsp): judge the instruction after the prefix */
	if ((i = x86_insn(s, &iv)) != NULL)
		s = i;
	m = s->name;
	check_slot(r, m, s, f, e);
	if (sp_flow(r, m, s, f))
		return;
	last = s->nops > 0 ? s->ops[s->nops - 1].text : "";

	if (HAS_PREFIX(m, "push")) {
		f->depth += push_size(r, m, s);
		return;
	}
	if (HAS_PREFIX(m, "pop") && !HAS_PREFIX(m, "popcnt")) {
		/* at a depth not known, one that may reach the slot */
		if ((f->known & FR_DEPTH) ? f->depth <= 0 :
		    !(f->known & FR_RANGE) || MEETS(0, push_size(r, m, s),
		    f->depth, f->slack + r->wordsize))
			e->ra_access = (f->known & FR_DEPTH) ? 1 : 2;
		f->depth -= push_size(r, m, s);
		if (is_reg(last, r->fp, r->fp_alias) ||
		    HAS_PREFIX(m, "popa"))
			f->known &= ~FR_FP;
		if (is_reg(last, r->sp, r->sp_alias)) {
			f->known &= ~FR_ANYDEPTH;
			e->unknown = "pop into the stack pointer";
		}
		return;
	}
	if (HAS_PREFIX(m, "leave")) {
		if (f->known & FR_FP) {
			f->depth = f->fp - r->wordsize;
			f->known = (f->known & ~FR_RANGE) | FR_DEPTH;
		} else {
			f->known &= ~FR_ANYDEPTH;
			e->unknown = "leave without a known frame pointer";
		}
		f->known &= ~FR_FP;
		return;
	}
	if (HAS_PREFIX(m, "enter")) {
		if (s->nops != 2 || s->ops[0].text[0] != '$' ||
		    !arch_number(s->ops[0].text + 1, &v) ||
		    strcmp(s->ops[1].text, "$0") != 0) {
			f->known &= ~(FR_ANYDEPTH | FR_FP);
			e->unknown = "enter with a nesting level";
			return;
		}
		f->depth += r->wordsize;
		f->fp = f->depth;
		f->depth += (int)v;
		set_fp(f);
		return;
	}
	if (s->nops == 2 && HAS_PREFIX(m, "mov") &&
	    is_reg(s->ops[0].text, r->sp, NULL) &&
	    is_reg(s->ops[1].text, r->fp, NULL)) {
		f->fp = f->depth;
		set_fp(f);
		return;
	}
	if (s->nops == 2 && HAS_PREFIX(m, "mov") &&
	    is_reg(s->ops[0].text, r->fp, NULL) &&
	    is_reg(s->ops[1].text, r->sp, NULL)) {
		if (f->known & FR_FP) {
			f->depth = f->fp;
			f->known = (f->known & ~FR_RANGE) | FR_DEPTH;
		} else {
			f->known &= ~FR_ANYDEPTH;
			e->unknown = "stack pointer loaded from an unknown "
			    "frame pointer";
		}
		return;
	}
	for (n = 0; HAS_PREFIX(m, "xchg") && n < s->nops; n++)
		if (is_reg(s->ops[n].text, r->sp, r->sp_alias)) {
			f->known &= ~FR_ANYDEPTH;
			e->unknown = "stack pointer exchanged";
			return;
		}
	if (s->nops >= 1 && is_reg(last, r->sp, r->sp_alias) &&
	    !reads_only(m) && !vector_dest(m)) {
		if (s->nops == 2 && is_reg(last, r->sp, NULL) &&
		    sp_arith(r, m, s, f, e))
			return;
		f->known &= ~FR_ANYDEPTH;
		if (e->unknown == NULL)
			e->unknown = "stack pointer changed";
		return;
	}
	if (s->nops >= 1 && is_reg(last, r->fp, r->fp_alias) &&
	    !reads_only(m) && !vector_dest(m))
		f->known &= ~FR_FP;
}

/* x86's own directives (arch_pseudo_op). */
const char *const x86_pseudo[] = {
	"allow_index_reg", "arch", "att_mnemonic", "att_syntax", "bfloat16",
	"bundle_align_mode", "bundle_lock", "bundle_unlock", "code16",
	"code16gcc", "code32", "code64", "dfloat", "disallow_index_reg",
	"ffloat", "hfloat", "intel_mnemonic", "intel_syntax", "largecomm",
	"noopt", "operand_check", "optim", "slong", "sse_check", "tfloat",
	"value", NULL
};

/* isalnum for register names, without the locale's table */
#define ALNUM(c)	((((c) | 0x20) >= 'a' && ((c) | 0x20) <= 'z') || \
			    ((c) >= '0' && (c) <= '9'))

/*
 * The mode of x86 code a statement is: a register only amd64 has, or
 * a push or pop that only one mode can encode (pushq, push %ebp), is
 * sure; a .code directive holds until the next; %esp or %ebp is i386's
 * stack or frame pointer, which 64-bit code rarely uses.
 */
const struct arch *
x86_mode(const struct stmt *s, int *how)
{
	static const char *const push64[] = {
		"pushq", "popq", "pushfq", "popfq", NULL
	};
	static const char *const push32[] = {
		"pushl", "popl", "pushfl", "popfl", "pusha", "popa", "pushal",
		"popal", "pushad", "popad", NULL
	};
	struct insn_view	 v;
	const struct stmt	*in;
	const char		*m = s->name, *t;
	int			 i, hint = 0, c;

	*how = 0;
	if (m[0] == '.') {
		if ((m[1] | 0x20) != 'c' || (m[2] | 0x20) != 'o')
			return NULL;	/* most directives: no .code */
		if (strcasecmp(m, ".code64") == 0) {
			*how = MODE_DIRECTIVE;
			return &arch_amd64;
		}
		if (strcasecmp(m, ".code32") == 0 ||
		    strncasecmp(m, ".code16", 7) == 0) {
			*how = MODE_DIRECTIVE;
			return &arch_i386;
		}
		return NULL;
	}
	if ((in = x86_insn(s, &v)) != NULL) {
		s = in;			/* data16 pushl */
		m = s->name;
	}
	if ((m[0] | 0x20) == 'p' && (HAS_PREFIX(m, "push") ||
	    HAS_PREFIX(m, "pop"))) {
		if (arch_in(m, push64)) {
			*how = MODE_ONLY;
			return &arch_amd64;
		}
		if (arch_in(m, push32) || (m[(m[1] | 0x20) == 'u' ? 4 : 3] ==
		    '\0' && s->nops == 1 && s->ops[0].text[0] == '%' &&
		    (s->ops[0].text[1] | 0x20) == 'e' &&
		    strlen(s->ops[0].text) == 4)) {
			/* push %ebx: no 64-bit encoding */
			*how = MODE_ONLY;
			return &arch_i386;
		}
	}
	/*
	 * Each register: a name that starts with r (%rax, %r8d, %rip) or
	 * sil, dil, bpl, spl is amd64's; none of i386's does.
	 */
	for (i = 0; i < s->nops; i++)
		for (t = s->ops[i].text; (t = strchr(t, '%')) != NULL; ) {
			t++;
			c = t[0] | 0x20;
			if (c == 'r' && ALNUM(t[1])) {
				*how = MODE_ONLY;
				return &arch_amd64;
			}
			if (ALNUM(t[0]) && ALNUM(t[1]) && ALNUM(t[2]) &&
			    !ALNUM(t[3])) {
				if ((t[2] | 0x20) == 'l' && (((c == 's' ||
				    c == 'd') && (t[1] | 0x20) == 'i') ||
				    ((c == 'b' || c == 's') &&
				    (t[1] | 0x20) == 'p'))) {
					*how = MODE_ONLY;
					return &arch_amd64;
				}
				if (c == 'e' && (t[2] | 0x20) == 'p' &&
				    ((t[1] | 0x20) == 's' ||
				    (t[1] | 0x20) == 'b'))
					hint = 1;
			}
		}
	if (!hint)
		return NULL;
	*how = MODE_HINT;
	return &arch_i386;
}

/* A return opcode in data bytes: ret, ret imm16. */
int
x86_hidden_ret(const unsigned char *b, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (b[i] == 0xc3 || b[i] == 0xc2)
			return b[i];
	return 0;
}

/*
 * A jump opcode at the start of data bytes, after legacy prefixes (and
 * a REX prefix before 0xff): jmp, jcc, jcxz, loop, jmp far, and jmp
 * through memory or a register (0xff /4, /5).  Only the first
 * instruction is read: a decoder of every instruction's length would
 * be needed for the others.
 */
int
x86_hidden_jump(const unsigned char *b, int n)
{
	int	 i = 0;

	while (i < n && (b[i] == 0x26 || b[i] == 0x2e || b[i] == 0x36 ||
	    b[i] == 0x3e || b[i] == 0x64 || b[i] == 0x65 || b[i] == 0x66 ||
	    b[i] == 0x67 || b[i] == 0xf0 || b[i] == 0xf2 || b[i] == 0xf3))
		i++;
	if (i + 1 < n && (b[i] & 0xf0) == 0x40 && b[i + 1] == 0xff)
		i++;			/* rex.w jmp *... */
	if (i >= n)
		return 0;
	if (b[i] == 0xe9 || b[i] == 0xeb || b[i] == 0xea)
		return 2;
	if ((b[i] >= 0xe0 && b[i] <= 0xe3) || (b[i] & 0xf0) == 0x70)
		return 1;
	if (i + 1 < n && b[i] == 0x0f && (b[i + 1] & 0xf0) == 0x80)
		return 1;
	return i + 1 < n && b[i] == 0xff && ((b[i + 1] >> 3) & 7) >= 4 &&
	    ((b[i + 1] >> 3) & 7) <= 5 ? 2 : 0;
}

/*
 * A landing pad of indirect branches (IBT) at the start of data bytes:
 * endbr64 (f3 0f 1e fa, OpenSSL's .byte 243,15,30,250) or endbr32.
 */
int
x86_hidden_pad(const unsigned char *b, int n)
{
	return n >= 4 && b[0] == 0xf3 && b[1] == 0x0f && b[2] == 0x1e &&
	    (b[3] == 0xfa || b[3] == 0xfb) ? 4 : 0;
}

/*
 * .insn's encoding, "0xeb" or "{vex} 0x0f85": its opcode bytes, most
 * significant first, read as data.
 */
int
x86_insn_jump(const char *t)
{
	unsigned char	 b[8];
	unsigned long	 v;
	char		*end;
	int		 n = 0, i;

	while (*t != '\0' && !isdigit((unsigned char)*t))
		t++;
	v = strtoul(t, &end, 0);
	if (end == t)
		return 0;
	for (; v != 0 && n < (int)sizeof(b); v >>= 8)
		b[n++] = (unsigned char)v;
	for (i = 0; i < n / 2; i++) {
		unsigned char c = b[i];

		b[i] = b[n - 1 - i];
		b[n - 1 - i] = c;
	}
	return n > 0 && (x86_hidden_ret(b, 1) || x86_hidden_jump(b, n));
}

/* Count "%reg" occurrences of the listed registers in text. */
int
x86_count_regs(const char *text, size_t len, const char *const *regs)
{
	const char	*p = text, *end = text + len;
	int		 count = 0;
	size_t		 n;

	while ((p = memchr(p, '%', end - p)) != NULL) {
		p++;
		for (n = 0; p + n < end && isalnum((unsigned char)p[n]); n++)
			;
		if (n > 0 && n < 8) {
			char	 w[8];
			memcpy(w, p, n);
			w[n] = '\0';
			if (arch_in(w, regs))
				count++;
		}
		p += n;
	}
	return count;
}

static int	 x86_reg_name(const char *, size_t);

/*
 * Registers named without '%': newlib's x86_64mach.h and i386mach.h
 * define rsp as REG(rsp), which is %rsp, and write movq (rsp), rax.
 * The analysis reads such a name as the register, so that a function
 * that moves the stack pointer or reads its return address that way is
 * seen to.  A symbol of a register's name is read as the register too:
 * at worst a function is left alone.  NULL if t has no such name.
 */
const char *
x86_operand(const char *t, size_t n, char *out, int *macreg)
{
	static const char *const regs[] = {
		"rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
		"eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp",
		"ax", "bx", "cx", "dx", "si", "di", "bp", "sp",
		"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
		"r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d", "r15d",
		"rip", "eip", NULL
	};
	size_t	 i = 0, k = 0, w;
	int	 found = 0;
	char	 p;

	/*
	 * A name is a run of letters, digits and '_' that starts with a
	 * letter, after none of . % $ @ \ (a directive, a register, an
	 * immediate, a relocation, a macro argument).
	 */
	while (i < n) {
		if (!isalnum((unsigned char)t[i]) && t[i] != '_') {
			if (found)
				out[k++] = t[i];
			i++;
			continue;
		}
		for (w = 1; i + w < n && (isalnum((unsigned char)t[i + w]) ||
		    t[i + w] == '_'); w++)
			;
		p = i > 0 ? t[i - 1] : ' ';
		/* %RSP_LP: a register named by a macro (x86_macro_reg) */
		if (p == '%' && (i + w == n || t[i + w] != '\\') &&
		    !isdigit((unsigned char)t[i]) && !x86_reg_name(t + i, w))
			*macreg = 1;
		if (w >= 2 && w <= 4 && strchr("abcders", t[i]) != NULL &&
		    p != '.' && p != '%' && p != '$' && p != '@' && p != '\\' &&
		    (i + w == n || t[i + w] != '(')) {
			char	 name[5];

			const char *const *r;

			memcpy(name, t + i, w);
			name[w] = '\0';
			for (r = regs; *r != NULL; r++)
				if (strcmp(name, *r) == 0)	/* lower case */
					break;
			if (*r != NULL) {
				/* the text so far, once: most have none */
				if (!found)
					memcpy(out, t, k = i);
				out[k++] = '%';
				found = 1;
			}
		}
		if (found) {
			memcpy(out + k, t + i, w);
			k += w;
		}
		i += w;
	}
	if (!found)
		return NULL;
	out[k] = '\0';
	return out;
}

/* Is the name (n bytes, any case) one of as's x86 registers? */
static int
x86_reg_name(const char *t, size_t n)
{
	static const char *const base[] = {
		"ax", "bx", "cx", "dx", "si", "di", "bp", "sp", "ip", NULL
	};
	static const char *const fixed[] = {
		"ax", "bx", "cx", "dx", "si", "di", "bp", "sp", "ip",
		"al", "ah", "bl", "bh", "cl", "ch", "dl", "dh", "sil",
		"dil", "bpl", "spl", "cs", "ds", "es", "fs", "gs", "ss",
		"st", "eiz", "riz", NULL
	};
	static const struct {
		const char	*pfx;
		int		 max;		/* highest number */
		const char	*sfx;		/* letters that may follow */
	} numbered[] = {
		{ "r", 15, "bwdl" }, { "xmm", 31, "" }, { "ymm", 31, "" },
		{ "zmm", 31, "" }, { "k", 7, "" }, { "mm", 7, "" },
		{ "cr", 15, "" }, { "dr", 15, "" }, { "db", 15, "" },
		{ "tr", 7, "" }, { "bnd", 3, "" }, { "tmm", 7, "" }
	};
	char	 w[8];
	size_t	 i, p, d;
	long	 v;

	if (n == 0 || n >= sizeof(w))
		return 0;
	/* the common ones first: rax, esp, r12, xmm0 */
	if (n == 3 && ((t[0] | 0x20) == 'r' || (t[0] | 0x20) == 'e')) {
		switch (((t[1] | 0x20) << 8) | (t[2] | 0x20)) {
		case 'a' << 8 | 'x': case 'b' << 8 | 'x': case 'c' << 8 | 'x':
		case 'd' << 8 | 'x': case 's' << 8 | 'i': case 'd' << 8 | 'i':
		case 'b' << 8 | 'p': case 's' << 8 | 'p': case 'i' << 8 | 'p':
			return 1;
		}
	}
	if (n >= 4 && (t[1] | 0x20) == 'm' && (t[2] | 0x20) == 'm' &&
	    isdigit((unsigned char)t[3]) && ((t[0] | 0x20) == 'x' ||
	    (t[0] | 0x20) == 'y' || (t[0] | 0x20) == 'z'))
		return n == 4 || (n == 5 && isdigit((unsigned char)t[4]) &&
		    (t[3] - '0') * 10 + (t[4] - '0') <= 31 && t[3] != '0');
	for (i = 0; i < n; i++)
		w[i] = (char)(t[i] | 0x20);
	w[n] = '\0';
	if (n == 3 && (w[0] == 'e' || w[0] == 'r') && arch_in(w + 1, base))
		return 1;		/* eax, rsp, rip */
	if (arch_in(w, fixed))
		return 1;
	for (i = 0; i < sizeof(numbered) / sizeof(numbered[0]); i++) {
		p = strlen(numbered[i].pfx);
		if (n <= p || strncmp(w, numbered[i].pfx, p) != 0)
			continue;
		for (d = p, v = 0; d < n && w[d] >= '0' && w[d] <= '9' &&
		    d < p + 2; d++)
			v = v * 10 + (w[d] - '0');
		if (d == p || v > numbered[i].max || (w[p] == '0' &&
		    d > p + 1))
			continue;
		if (d == n || (d + 1 == n && strchr(numbered[i].sfx, w[d]) !=
		    NULL && w[d] != '\0'))
			return i > 0 || v >= 8;	/* r8..r15 only */
	}
	return 0;
}

/*
 * Is the name (n bytes) a register, for arch_bare_macro?  Never: an
 * operand's registers have their % by now, x86_operand's too.
 */
static int
x86_reg_word(const char *t, size_t n)
{
	(void)t;
	(void)n;
	return 0;
}

/*
 * The first name in an operand's text that a #define may stand for: no
 * register, and not after a % (x86_macro_reg's) or a $ (arch->bare_name).
 */
const char *
x86_bare_name(const char *t, size_t *n)
{
	return arch_bare_macro(t, n, x86_reg_word);
}

/* The stack or frame pointer, by any name (arch->special_reg)? */
int
x86_special_reg(const char *w)
{
	static const char *const sp[] = {
		"rsp", "esp", "sp", "spl", "rbp", "ebp", "bp", "bpl", NULL
	};
	char	 l[4];
	size_t	 i, n = strlen(w);

	if (n < 2 || n > 3)
		return 0;
	for (i = 0; i <= n; i++)
		l[i] = (char)tolower((unsigned char)w[i]);
	return arch_streq_any(l, sp);
}

/*
 * The first register in the operand text t named by something that is
 * no register (glibc's %RSP_LP, which sysdep.h #defines as rsp; Linux's
 * %_ASM_SP): a pointer to its '%', its length in *n, a parenthesised
 * list right after it included (%VEC(1)); NULL if there is none.  A
 * name after %\, or before a \ (%xmm\i), is built from a .macro
 * parameter's: not read here.
 */
const char *
x86_macro_reg(const char *t, size_t *n)
{
	const char	*p, *q;

	for (p = strchr(t, '%'); p != NULL; p = strchr(p + 1, '%')) {
		if (!isalpha((unsigned char)p[1]) && p[1] != '_')
			continue;
		for (q = p + 1; isalnum((unsigned char)*q) || *q == '_'; q++)
			;
		if (x86_reg_name(p + 1, (size_t)(q - p - 1)) || *q == '\\')
			continue;	/* %st(1); %xmm\\i, a parameter's */
		*n = (size_t)(arch_past_parens(q) - p);
		return p;
	}
	return NULL;
}

/* A name and what it does to the flags, for x86_flags. */
struct flname {
	const char	*name;
	int		 fl;
};

static int
flname_cmp(const void *k, const void *e)
{
	return strcasecmp(k, ((const struct flname *)e)->name);
}

/*
 * What an instruction does to the arithmetic flags (arch->flags), which
 * RETGUARD_START's and RETGUARD_END's xor set, as FL_* bits: FL_READ
 * for those that read them (jne, setc, cmovz, lahf, loopz; adc and
 * cmc set them too), FL_SET for those whose only result is the flags
 * (cmp, test, bt, clc, comisd, popf, and cmpxchg, whose ZF says if it
 * stored), FL_PART for those that keep some (inc and dec keep CF, rol
 * and ror keep ZF), FL_NONE for those that neither read nor set them
 * (mov, lea, push, pop, a vector or x87 instruction but a few), else
 * FL_WRITE.  pushf counts as FL_NONE: at an entry it saves the system
 * flags (IF, AC), which the xor leaves alone (Linux's native_save_fl);
 * the arithmetic ones are undefined at a call.
 */
int
x86_flags(const struct stmt *s)
{
#define R	FL_READ
#define RW	(FL_READ | FL_WRITE)
#define RS	(FL_READ | FL_SET)
#define S	FL_SET
#define P	FL_PART
#define N	FL_NONE
	/* sorted for bsearch */
	static const struct flname fl[] = {
		{ "adc", RW }, { "adcb", RW }, { "adcl", RW },
		{ "adcq", RW }, { "adcw", RW }, { "adcx", RW },
		{ "adcxl", RW }, { "adcxq", RW }, { "adox", RW },
		{ "adoxl", RW }, { "adoxq", RW }, { "bswap", N },
		{ "bswapl", N }, { "bswapq", N }, { "bt", S }, { "btl", S },
		{ "btq", S }, { "btw", S }, { "cbtw", N }, { "cbw", N },
		{ "cdq", N }, { "cdqe", N }, { "clc", S }, { "cld", N },
		{ "cli", N }, { "cltd", N }, { "cltq", N }, { "cmc", RS },
		{ "cmp", S }, { "cmpb", S }, { "cmpl", S }, { "cmpq", S },
		{ "cmpw", S }, { "comisd", S }, { "comiss", S },
		{ "cqo", N }, { "cqto", N }, { "cwd", N }, { "cwde", N },
		{ "cwtd", N }, { "cwtl", N }, { "dec", P }, { "decb", P },
		{ "decl", P }, { "decq", P }, { "decw", P },
		{ "endbr32", N }, { "endbr64", N }, { "enter", N },
		{ "enterq", N }, { "fcomi", S }, { "fcomip", S },
		{ "fucomi", S }, { "fucomip", S }, { "inc", P },
		{ "incb", P }, { "incl", P }, { "incq", P }, { "incw", P },
		{ "into", R }, { "jcxz", N }, { "jecxz", N }, { "jmp", N },
		{ "jmpl", N }, { "jmpq", N }, { "jrcxz", N }, { "lahf", R },
		{ "lea", N }, { "leal", N }, { "leaq", N }, { "leave", N },
		{ "leavel", N }, { "leaveq", N }, { "leaw", N },
		{ "lfence", N }, { "loop", N }, { "loope", R },
		{ "loopl", N }, { "loopne", R }, { "loopnz", R },
		{ "loopq", N }, { "loopz", R }, { "mfence", N },
		{ "nop", N }, { "nopl", N }, { "nopw", N }, { "not", N },
		{ "notb", N }, { "notl", N }, { "notq", N }, { "notw", N },
		{ "pause", N }, { "popf", S }, { "popfl", S },
		{ "popfq", S }, { "popfw", S }, { "ptest", S },
		{ "rcl", RW }, { "rclb", RW }, { "rcll", RW },
		{ "rclq", RW }, { "rclw", RW }, { "rcr", RW },
		{ "rcrb", RW }, { "rcrl", RW }, { "rcrq", RW },
		{ "rcrw", RW }, { "rol", P }, { "rolb", P }, { "roll", P },
		{ "rolq", P }, { "rolw", P }, { "ror", P }, { "rorb", P },
		{ "rorl", P }, { "rorq", P }, { "rorw", P }, { "sahf", S },
		{ "salc", R }, { "sbb", RW }, { "sbbb", RW },
		{ "sbbl", RW }, { "sbbq", RW }, { "sbbw", RW },
		{ "sfence", N }, { "stc", S }, { "std", N }, { "sti", N },
		{ "test", S }, { "testb", S }, { "testl", S },
		{ "testq", S }, { "testw", S }, { "ucomisd", S },
		{ "ucomiss", S }, { "vcomisd", S }, { "vcomiss", S },
		{ "vptest", S }, { "vtestpd", S }, { "vtestps", S },
		{ "vucomisd", S }, { "vucomiss", S }, { "xchg", N },
		{ "xchgb", N }, { "xchgl", N }, { "xchgq", N },
		{ "xchgw", N },
	};
#undef R
#undef RW
#undef RS
#undef S
#undef P
#undef N
	struct insn_view	 iv;
	const struct stmt	*in;
	const struct flname	*f;
	const char		*m;

	if ((in = x86_insn(s, &iv)) != NULL)
		s = in;
	m = s->name;
	/* the most common, which the table does not name, first */
	if ((HAS_PREFIX(m, "mov") && !HAS_PREFIX(m, "movs")) ||
	    HAS_PREFIX(m, "push") || ((m[0] | 0x20) == 'v' &&
	    !HAS_PREFIX(m, "vptest") && !HAS_PREFIX(m, "vtest") &&
	    !HAS_PREFIX(m, "vcomis") && !HAS_PREFIX(m, "vucomis") &&
	    !HAS_PREFIX(m, "vpcmp")))
		return FL_NONE;
	if ((f = bsearch(m, fl, sizeof(fl) / sizeof(fl[0]), sizeof(fl[0]),
	    flname_cmp)) != NULL)
		return f->fl;
	if (HAS_PREFIX(m, "set") || HAS_PREFIX(m, "cmov") ||
	    HAS_PREFIX(m, "fcmov"))
		return FL_READ;
	if (HAS_PREFIX(m, "cmpxchg"))
		return FL_SET;
	if ((m[0] | 0x20) == 'j')
		return FL_READ;		/* jne, jc: jmp and jecxz above */
	if (HAS_PREFIX(m, "pcmp") && strstr(m, "str") != NULL)
		return FL_WRITE;	/* pcmpistri */
	if (HAS_PREFIX(m, "vpcmp") && strstr(m, "str") != NULL)
		return FL_WRITE;
	if (HAS_PREFIX(m, "kortest") || HAS_PREFIX(m, "ktest"))
		return FL_SET;
	if ((HAS_PREFIX(m, "mov") && !HAS_PREFIX(m, "movs")) ||
	    HAS_PREFIX(m, "push") || (HAS_PREFIX(m, "pop") &&
	    !HAS_PREFIX(m, "popcnt")) || (m[0] | 0x20) == 'v' ||
	    (m[0] | 0x20) == 'f' || vector_dest(m))
		return FL_NONE;
	if (HAS_PREFIX(m, "movs") && s->nops > 0)
		return FL_NONE;		/* movslq, movsd %xmm0, movss */
	if (HAS_PREFIX(m, "lods") || HAS_PREFIX(m, "stos") ||
	    HAS_PREFIX(m, "movs"))
		return FL_NONE;		/* the string moves */
	return FL_WRITE;
}

/*
 * A jump whose displacement is one byte, which as cannot make longer
 * (arch->short_jump): jecxz, jrcxz, jcxz, and loop with its forms.
 */
int
x86_short_jump(const struct stmt *s)
{
	static const char *const j[] = {
		"jecxz", "jrcxz", "jcxz", NULL
	};
	struct insn_view	 iv;
	const struct stmt	*in;

	if ((in = x86_insn(s, &iv)) != NULL)
		s = in;
	return arch_in(s->name, j) || HAS_PREFIX(s->name, "loop");
}

/*
 * What a register operand's name (n bytes after its %) is to
 * x86_len: a general register of 64, 32 or 16 bits (XR_64, XR_32,
 * XR_16), another one (XR_OTHER: 8 bits, vector, mask, x87, segment,
 * control), or none that as knows (XR_NONE: a macro's).
 */
#define XR_NONE		0
#define XR_64		1
#define XR_32		2
#define XR_16		3
#define XR_OTHER	4

static int
reg_width(const char *t, size_t n)
{
	static const char *const base[] = {
		"ax", "bx", "cx", "dx", "si", "di", "bp", "sp", "ip", NULL
	};
	char	 w[8];
	size_t	 i;

	if (!x86_reg_name(t, n) || n >= sizeof(w))
		return XR_NONE;
	for (i = 0; i < n; i++)
		w[i] = (char)(t[i] | 0x20);
	w[n] = '\0';
	if (strcmp(w, "riz") == 0)
		return XR_64;
	if (strcmp(w, "eiz") == 0)
		return XR_32;
	if (n == 2 && arch_in(w, base))
		return XR_16;
	if (n == 3 && arch_in(w + 1, base))
		return w[0] == 'r' ? XR_64 : XR_32;
	if (w[0] == 'r' && isdigit((unsigned char)w[1])) {
		switch (w[n - 1]) {
		case 'd':
			return XR_32;
		case 'w':
			return XR_16;
		case 'b':
		case 'l':
			return XR_OTHER;
		default:
			return XR_64;
		}
	}
	return XR_OTHER;
}

/*
 * The opcode bytes of the general-register instructions that have no
 * mandatory prefix, with or without their size letter: 1 (mov, add,
 * lea, push, shl), 2 (imul, movzbl, cmovne, sete, bt), or 0 for any
 * other instruction.
 */
static int
gpr_insn(const char *m)
{
	static const char *const one[] = {
		"adc", "add", "and", "cmp", "dec", "div", "idiv", "inc",
		"lea", "mov", "mul", "neg", "not", "or", "pop", "push",
		"rcl", "rcr", "rol", "ror", "sal", "sar", "sbb", "shl", "shr",
		"sub", "test", "xchg", "xor", NULL
	};
	static const char *const two[] = {
		"bsf", "bsr", "bswap", "bt", "btc", "btr", "bts", "cmpxchg",
		"imul", "movsbl", "movsbq", "movsbw", "movslq", "movswl",
		"movswq", "movsx", "movsxd", "movzbl", "movzbq", "movzbw",
		"movzwl", "movzwq", "movzx", "nop", "shld", "shrd", "xadd",
		NULL
	};
	char	 w[16];
	size_t	 n = strlen(m);

	if (HAS_PREFIX(m, "cmov") || HAS_PREFIX(m, "set") || arch_in(m, two))
		return 2;
	if (arch_in(m, one))
		return 1;
	if (n < 2 || n >= sizeof(w) || strchr("bwlq", m[n - 1] | 0x20) == NULL)
		return 0;
	memcpy(w, m, n - 1);
	w[n - 1] = '\0';
	return arch_in(w, one) ? 1 : arch_in(w, two) ? 2 : 0;
}

/* What x86_len reads in an instruction's operands. */
struct lenops {
	int	 imm;		/* immediates */
	int	 mem;		/* a memory operand */
	int	 unknown;	/* operands that a macro may make anything */
	int	 r16;		/* a 16-bit general register */
	int	 other;		/* a register but a general one */
	int	 disp;		/* the bytes of the displacement, at most */
	int	 a32;		/* an address-size prefix may be needed */
	int	 seg;		/* a segment override */
};

/*
 * Read one memory operand t for x86_len, in a mode of bits; 0 if
 * it is none that rgpp reads (a macro's use: PER_CPU_VAR((%rsi))).
 */
static int
len_mem(const char *t, int bits, int vec, int disp32, struct lenops *o)
{
	const char	*p, *q, *e, *b = NULL;
	char		 buf[64];
	long		 v;
	int		 k, nreg = 0, d;

	if (t[0] == '%') {
		/* %fs:8, %gs:(%rax): a segment register and a colon */
		for (q = t + 1; isalpha((unsigned char)*q); q++)
			;
		if (*q != ':' || reg_width(t + 1, (size_t)(q - t - 1)) !=
		    XR_OTHER)
			return 0;
		o->seg = 1;
		t = q + 1;
	}
	e = t + strlen(t);
	if (e > t && e[-1] == '}' && (q = strchr(t, '{')) != NULL)
		e = q;			/* (%rax){1to8} */
	if ((p = memchr(t, '(', (size_t)(e - t))) == NULL) {
		o->disp = 4;		/* an absolute address */
		o->mem = 1;
		return 1;
	}
	if ((q = memchr(p, ')', (size_t)(e - p))) == NULL || q + 1 != e ||
	    (p[1] != '%' && p[1] != ','))
		return 0;
	for (q = p + 1; q < e - 1; q++) {
		if (*q == ',' || *q == ' ')
			continue;
		if (*q == '%') {
			for (k = 1; isalnum((unsigned char)q[k]) ||
			    q[k] == '_'; k++)
				;
			if (reg_width(q + 1, (size_t)k - 1) != (bits == 64 ?
			    XR_64 : XR_32))
				o->a32 = 1;
			if (nreg++ == 0 && q == p + 1)
				b = q + 1;	/* the base */
			q += k - 1;
		} else if (!isdigit((unsigned char)*q))
			return 0;	/* a scale of a macro's */
	}
	if (p == t)
		d = 0;
	else if ((size_t)(p - t) < sizeof(buf)) {
		memcpy(buf, t, (size_t)(p - t));
		buf[p - t] = '\0';
		d = !arch_number(buf, &v) || v < -128 || v > 127 ? 4 :
		    vec ? 4 : 1;
	} else
		d = 4;
	/* no base: a disp32; %rbp or %r13 as base: a disp8 of 0 at least */
	if (b == NULL)
		d = 4;
	else if (d == 0 && (o->a32 || strncasecmp(b, "rbp", 3) == 0 ||
	    strncasecmp(b, "ebp", 3) == 0 || strncasecmp(b, "r13", 3) == 0 ||
	    strncasecmp(b, "bp", 2) == 0))
		d = 1;
	if (disp32 && d > 0)
		d = 4;
	if (d > o->disp)
		o->disp = d;
	o->mem = 1;
	return 1;
}

/*
 * At most how many bytes as makes of the instruction statement s in a
 * mode of bits (arch->max_len), by its operands' forms: each prefix
 * word a byte; a jump to a label 6 (jcc rel32), jecxz and loop 3; a
 * vector (VEX, EVEX) instruction 6 (EVEX's 4, opcode, ModRM), a
 * general-register one of those gpr_insn names 4 or 5 (operand size,
 * REX, its opcode bytes, ModRM), any other 7 (operand size, a mandatory
 * prefix, REX, three opcode bytes, ModRM); then a memory operand's SIB,
 * displacement (1 for a number within a byte, else 4; EVEX scales a
 * byte's, so 4 for a vector's), address-size and segment prefixes; an
 * immediate's 4 bytes (8 for mov, which as makes movabs; 1 for a
 * vector's); and 8 for an operand a macro names.  15 where it cannot
 * tell.  tests/x86-len.sh compares this with what GNU as makes.
 */
static int
x86_len(const struct stmt *s0, int bits)
{
	struct insn_view	 iv;
	struct lenops		 o;
	const struct stmt	*s;
	const char		*t, *m;
	size_t			 n;
	int			 pfx = 0, disp32 = 0, vec, len, i, k;

	/* the prefix words before the instruction */
	if (x86_prefix(s0->name)) {
		pfx = 1;
		disp32 = s0->name[0] == '{';
		for (t = s0->nops > 0 ? s0->ops[0].text : ""; *t != '\0';
		    t += n + (t[n] == ' ')) {
			char	 w[32];

			if ((n = head_word(t)) == 0 || n >= sizeof(w))
				break;
			memcpy(w, t, n);
			w[n] = '\0';
			if (!x86_prefix(w))
				break;
			pfx++;
			disp32 |= w[0] == '{';
		}
	}
	if ((s = x86_insn(s0, &iv)) == NULL)
		return pfx > 0 && (s0->nops == 0 || s0->ops[0].text[0] ==
		    '\0') ? pfx : 15;
	if (s != s0 && s->nops < s0->nops)
		pfx++;			/* jne,pt: a segment prefix */
	m = s->name;
	if (s0->cls == IC_RET)
		return strncasecmp(m, "ret", 3) == 0 && strlen(m) <= 4 ?
		    pfx + (s->nops > 0 ? 3 : 1) : 15;
	if ((s0->cls == IC_JMP || s0->cls == IC_JCC || s0->cls == IC_CALL) &&
	    s->nops == 1 && strchr("*$%(", s->ops[0].text[0]) == NULL)
		return pfx + (x86_short_jump(s) ? 3 : 6);
	if (HAS_PREFIX(m, "movabs"))
		return pfx + 12 > 15 ? 15 : pfx + 12;
	vec = (m[0] | 0x20) == 'v' || (m[0] | 0x20) == 'k';
	memset(&o, 0, sizeof(o));
	for (i = 0; i < s->nops; i++) {
		t = s->ops[i].text;
		if (*t == '*')
			t++;
		if (*t == '\0' || *t == '{')
			continue;	/* {rn-sae} */
		if (*t == '$') {
			o.imm++;
			continue;
		}
		if (*t == '%') {
			for (k = 1; isalnum((unsigned char)t[k]) ||
			    t[k] == '_'; k++)
				;
			if (t[k] == '\0' || t[k] == '{' || (t[k] == '(' &&
			    strncasecmp(t + 1, "st", 2) == 0)) {
				switch (reg_width(t + 1, (size_t)k - 1)) {
				case XR_NONE:
					o.unknown++;
					break;
				case XR_16:
					o.r16 = 1;
					break;
				case XR_OTHER:
					o.other = 1;
					break;
				}
				continue;
			}
		}
		if (!len_mem(t, bits, vec, disp32, &o))
			o.unknown++;
	}
	if (vec)
		len = 6 + o.imm;
	else if ((k = gpr_insn(m)) != 0 && !o.other)
		len = (o.r16 || o.unknown || (m[strlen(m) - 1] | 0x20) ==
		    'w') + (bits == 64) + k + 1 + o.imm * (HAS_PREFIX(m,
		    "mov") ? 8 : 4);
	else
		len = 7 + o.imm * 4;
	if (o.mem)
		len += 1 + o.disp + o.a32 + o.seg;
	len += pfx + 8 * o.unknown;
	return len > 15 ? 15 : len;
}

int
amd64_max_len(const struct stmt *s)
{
	return x86_len(s, 64);
}

int
i386_max_len(const struct stmt *s)
{
	return x86_len(s, 32);
}

/*
 * Does the statement make the walk read register values: an access
 * through the stack or frame pointer with an index register, or a
 * string instruction without operands (rep stosq)?  Most functions
 * have none, and their walk reads no value.
 */
int
x86_wants_values(const struct stmt *s)
{
	struct insn_view	 iv;
	const struct stmt	*i;
	const char		*d, *b;
	size_t			 dn, bn;
	int			 k, id;

	if ((i = x86_insn(s, &iv)) == NULL)
		return 0;
	if (i->nops == 0)
		return string_insn(i->name, i);
	for (k = 0; k < i->nops; k++)
		if (strchr(i->ops[k].text, '(') != NULL &&
		    mem_parts(i->ops[k].text, &d, &dn, &b, &bn) && bn < 8 &&
		    index_reg(b, bn) >= 0 &&
		    ((id = gpr_num_n(b, bn)) == 4 || id == 5))
			return 1;
	return 0;
}

/* Does an instruction of one register operand write it (incl %ecx)? */
static int
one_writer(const char *m)
{
	static const char *const w[] = {
		"inc", "dec", "neg", "not", "pop", "bswap", "rdrand", "rdseed",
		"rdpid", "rdfsbase", "rdgsbase", "rdssp", "shl", "shr", "sal",
		"sar", "rol", "ror", "rcl", "rcr", NULL
	};
	size_t	 i, n;

	if ((m[0] | 0x20) == 's' && (m[1] | 0x20) == 'e' &&
	    (m[2] | 0x20) == 't')
		return 1;		/* setne %cl */
	for (i = 0; w[i] != NULL; i++) {
		n = strlen(w[i]);
		if (strncasecmp(m, w[i], n) == 0 && (m[n] == '\0' ||
		    (m[n + 1] == '\0' && strchr("bwlqd", m[n] | 0x20) != NULL)))
			return 1;
	}
	return 0;
}

/*
 * Of the registers in mask, those the instruction writes other than as
 * its last operand (writes_implicit); most name none of its list.
 */
static uint32_t
implicit_mask(const char *m, const struct stmt *s, uint32_t mask)
{
	if (mask == 0 || strchr("cdeilmoprsx", m[0] | 0x20) == NULL ||
	    (HAS_PREFIX(m, "mov") && !HAS_PREFIX(m, "movs")) ||
	    HAS_PREFIX(m, "sub") || HAS_PREFIX(m, "xor") ||
	    HAS_PREFIX(m, "or"))
		return 0;
	return mask & implicit_regs(m, s);
}

/* Is the mnemonic mov with at most a size letter (movl, movabsq)? */
static int
plain_mov(const char *m)
{
	size_t	 n = HAS_PREFIX(m, "movabs") ? 6 : 3;

	return HAS_PREFIX(m, "mov") && (m[n] == '\0' || (m[n + 1] == '\0' &&
	    strchr("bwlq", m[n] | 0x20) != NULL));
}

/* The add the mnemonic makes to its register: inc, dec, add $, sub $. */
static int
adds(const char *m, const char *src, int nops, long *k)
{
	size_t	 n = strlen(m);
	long	 v;

	if (n < 3 || n > 4 || (n == 4 && strchr("bwlq", m[3] | 0x20) == NULL))
		return 0;
	if (nops == 1 && strncasecmp(m, "inc", 3) == 0)
		*k = 1;
	else if (nops == 1 && strncasecmp(m, "dec", 3) == 0)
		*k = -1;
	else if (nops == 2 && src[0] == '$' && arch_number(src + 1, &v) &&
	    v > -0x10000 && v < 0x10000 && (strncasecmp(m, "add", 3) == 0 ||
	    strncasecmp(m, "sub", 3) == 0))
		*k = (m[0] | 0x20) == 'a' ? v : -v;
	else
		return 0;
	return 1;
}

/*
 * What an instruction of the walk does to the values it reads: where a
 * general register's value lies, as far as a few forms tell (a constant
 * moved in, xor of itself, movzbl's 0 to 255, and $imm, inc and add of
 * a constant to a known value, a byte written into a register known
 * below 256, and on amd64 any write of a 32-bit register, which clears
 * the upper half); the compare a conditional jump reads (cmp $imm,
 * %reg).  Any other write of a register, named or not, forgets it.
 */
void
x86_values(const struct x86_regs *r, const struct stmt *s, struct frame *f)
{
	struct insn_view	 iv;
	const struct stmt	*i;
	const char		*m, *src, *last;
	uint64_t		 lo = 0, hi = 0, max, mask;
	long			 v, k;
	int			 id, sid, w, have = 0, high;

	f->cmp_reg = 0;
	/* an instruction a .macro parameter names; data (.byte 0x31) */
	if (s->name[0] == '\\' || s->name[0] == '.' ||
	    (i = x86_insn(s, &iv)) == NULL) {
		f->vals = 0;
		return;
	}
	s = i;
	m = s->name;
	f->vals &= ~implicit_mask(m, s, f->vals);
	if (s->nops == 0)
		return;
	src = s->ops[0].text;
	last = s->ops[s->nops - 1].text;
	if ((id = gpr_id(last)) < 0 || vector_dest(m))
		return;
	w = gpr_width(last + 1);
	if (HAS_PREFIX(m, "cmp") && s->nops == 2 && src[0] == '$' &&
	    arch_number(src + 1, &v)) {
		f->cmp_reg = id + 1;
		f->cmp_w = w;
		f->cmp_imm = v;
		return;
	}
	/* mull %ecx, nopl %eax, tpause %eax: read, not written */
	if (s->nops == 1 && !one_writer(m))
		return;
	/* bsf of 0, a cmpxchg that fails: written or not */
	if (HAS_PREFIX(m, "bsf") || HAS_PREFIX(m, "bsr") ||
	    HAS_PREFIX(m, "cmpxchg")) {
		f->vals &= ~(1u << id);
		return;
	}
	/* cmpb, testb, btw: no write (btc, bts and btr write) */
	if (reads_only(m) || HAS_PREFIX(m, "cmp") || HAS_PREFIX(m, "test") ||
	    (HAS_PREFIX(m, "bt") && (m[2] == '\0' || (m[3] == '\0' &&
	    strchr("wlq", m[2] | 0x20) != NULL))))
		return;
	max = w >= 8 ? UINT64_MAX : ((uint64_t)1 << (8 * w)) - 1;
	sid = s->nops == 2 ? gpr_id(src) : -1;
	if (plain_mov(m) && s->nops == 2) {
		if (src[0] == '$' && arch_number(src + 1, &v)) {
			have = 1;
			lo = hi = (uint64_t)v & max;
		} else if (sid >= 0 && VAL_KNOWN(f, sid) &&
		    VHI(f, sid) <= max) {
			have = 1;
			lo = VLO(f, sid);
			hi = VHI(f, sid);
		}
	} else if (HAS_PREFIX(m, "movz") && s->nops == 2) {
		have = 1;
		hi = (m[4] | 0x20) == 'b' || (sid >= 0 &&
		    gpr_width(src + 1) == 1) ? 0xff : 0xffff;
		if (sid >= 0 && VAL_KNOWN(f, sid) && VHI(f, sid) <= hi) {
			lo = VLO(f, sid);
			hi = VHI(f, sid);
		}
	} else if ((HAS_PREFIX(m, "xor") || HAS_PREFIX(m, "sub")) &&
	    sid == id && s->nops == 2 && strcasecmp(src, last) == 0) {
		have = 1;		/* xorl %ecx, %ecx */
	} else if (HAS_PREFIX(m, "and") && s->nops == 2 && src[0] == '$' &&
	    arch_number(src + 1, &v) && ((uint64_t)v & max) <= 0xffffffff) {
		have = 1;
		hi = (uint64_t)v & max;
		if (VAL_KNOWN(f, id) && VHI(f, id) < hi)
			hi = VHI(f, id);
	} else if (VAL_KNOWN(f, id) && s->nops == 2 && src[0] == '$' &&
	    (HAS_PREFIX(m, "shl") || HAS_PREFIX(m, "sal") ||
	    HAS_PREFIX(m, "shr")) && strlen(m) <= 4 &&
	    arch_number(src + 1, &v) && v >= 0 && v < 32) {
		/* shlq $4, %r15: a byte's offset in a table of 16 */
		lo = (m[2] | 0x20) == 'r' ? (uint64_t)VLO(f, id) >> v :
		    (uint64_t)VLO(f, id) << v;
		hi = (m[2] | 0x20) == 'r' ? (uint64_t)VHI(f, id) >> v :
		    (uint64_t)VHI(f, id) << v;
		have = hi <= max;
	} else if (VAL_KNOWN(f, id) && adds(m, src, s->nops, &k) &&
	    (long)VLO(f, id) + k >= 0 &&
	    (uint64_t)((long)VHI(f, id) + k) <= (max < 0xffffffff ? max :
	    0xffffffff)) {
		have = 1;
		lo = (uint64_t)((long)VLO(f, id) + k);
		hi = (uint64_t)((long)VHI(f, id) + k);
	}
	if (have && hi > 0xffffffff)
		have = 0;
	if (w >= 4 && w >= r->wordsize) {
		/* the whole register */
		if (!have)
			f->vals &= ~(1u << id);
	} else if (w == 4) {
		/* amd64's 32-bit write clears the upper half */
		if (!have) {
			have = 1;
			lo = 0;
			hi = 0xffffffff;
		}
	} else {
		/* %cl, %cx, %ch: the rest of the register stays */
		high = (last[2] | 0x20) == 'h' && last[3] == '\0';
		mask = high ? 0xff00 : max;
		if (!have) {
			lo = 0;
			hi = max;
		}
		if (high) {
			lo <<= 8;
			hi <<= 8;
		}
		if (!VAL_KNOWN(f, id))
			have = 0;
		else if (VHI(f, id) <= mask && !high)
			have = 1;	/* all of it written */
		else {
			lo = 0;
			hi = (uint64_t)VHI(f, id) + mask;
			have = hi <= 0xffffffff;
		}
		if (!have)
			f->vals &= ~(1u << id);
	}
	if (have)
		frame_vset(f, id, (uint32_t)lo, (uint32_t)hi);
}

/*
 * A conditional jump after cmp $imm, %reg where the register's value is
 * known, taken or not: 0 if it cannot be, else the value narrowed to
 * what it must be then (incl %r12d; cmpl $2, %r12d; jl 1b: below 2 in
 * the loop).  A loop, which writes %rcx, forgets it.
 */
int
x86_branch(const struct stmt *s, struct frame *f, int taken)
{
	static const struct {
		const char	*cc;
		int		 op;	/* 0 <, 1 >=, 2 <=, 3 >, 4 ==, 5 != */
		int		 sign;
	} cond[] = {
		{ "b", 0, 0 }, { "nae", 0, 0 }, { "c", 0, 0 },
		{ "ae", 1, 0 }, { "nb", 1, 0 }, { "nc", 1, 0 },
		{ "be", 2, 0 }, { "na", 2, 0 }, { "a", 3, 0 },
		{ "nbe", 3, 0 }, { "l", 0, 1 }, { "nge", 0, 1 },
		{ "ge", 1, 1 }, { "nl", 1, 1 }, { "le", 2, 1 },
		{ "ng", 2, 1 }, { "g", 3, 1 }, { "nle", 3, 1 },
		{ "e", 4, 0 }, { "z", 4, 0 }, { "ne", 5, 0 }, { "nz", 5, 0 }
	};
	struct insn_view	 iv;
	const struct stmt	*i;
	const char		*m;
	int64_t			 lo, hi, c;
	uint64_t		 max;
	size_t			 k;
	int			 id, op = -1;

	if ((i = x86_insn(s, &iv)) == NULL) {
		f->vals = 0;
		return 1;
	}
	m = i->name;
	if (HAS_PREFIX(m, "loop") && VAL_KNOWN(f, 1) && VLO(f, 1) >= 1) {
		/* loop: %rcx less one, taken unless 0 (loope: and ZF) */
		lo = VLO(f, 1) - 1;
		hi = VHI(f, 1) - 1;
		if (taken && lo == 0)
			lo = 1;
		else if (!taken && (m[4] == '\0' || (m[5] == '\0' &&
		    strchr("wlq", m[4] | 0x20) != NULL)))
			hi = 0;
		if (lo > hi)
			return 0;
		frame_vset(f, 1, (uint32_t)lo, (uint32_t)hi);
		return 1;
	}
	if ((m[0] | 0x20) != 'j') {
		f->vals = 0;		/* loop writes %rcx; xbegin %rax */
		return 1;
	}
	if (f->cmp_reg == 0 || !VAL_KNOWN(f, f->cmp_reg - 1))
		return 1;
	id = f->cmp_reg - 1;
	for (k = 0; k < sizeof(cond) / sizeof(cond[0]); k++)
		if (strcasecmp(m + 1, cond[k].cc) == 0)
			break;
	if (k == sizeof(cond) / sizeof(cond[0]))
		return 1;
	max = f->cmp_w >= 8 ? UINT64_MAX :
	    ((uint64_t)1 << (8 * f->cmp_w)) - 1;
	/* the value as the compare reads it: all of it, not negative */
	if (VHI(f, id) > (cond[k].sign ? max >> 1 : max))
		return 1;
	c = (int64_t)((uint64_t)f->cmp_imm & max);
	if (cond[k].sign && f->cmp_w < 8 && (uint64_t)c > max >> 1)
		c -= (int64_t)max + 1;		/* negative at its width */
	if (f->cmp_w >= 8 && !cond[k].sign && f->cmp_imm < 0)
		c = INT64_C(0x100000000);	/* above any value known */
	op = cond[k].op;
	if (!taken)
		op ^= 1;	/* < and >=, <= and >, == and != */
	lo = VLO(f, id);
	hi = VHI(f, id);
	switch (op) {
	case 0:
		if (hi > c - 1)
			hi = c - 1;
		break;
	case 1:
		if (lo < c)
			lo = c;
		break;
	case 2:
		if (hi > c)
			hi = c;
		break;
	case 3:
		if (lo < c + 1)
			lo = c + 1;
		break;
	case 4:
		if (c < lo || c > hi)
			return 0;
		lo = hi = c;
		break;
	default:
		if (lo == c && hi == c)
			return 0;
		if (lo == c)
			lo++;
		else if (hi == c)
			hi--;
		break;
	}
	if (lo > hi)
		return 0;
	frame_vset(f, id, (uint32_t)lo, (uint32_t)hi);
	return 1;
}
