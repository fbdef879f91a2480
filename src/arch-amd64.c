/*
 * arch-amd64.c: the x86-64 tables; the logic is in arch-x86.c.
 */
#include "config.h"

#include <stddef.h>

#include "unit.h"
#include "arch-x86.h"

static const char *const sp_alias[] = { "esp", "sp", "spl", NULL };
static const char *const fp_alias[] = { "ebp", "bp", "bpl", NULL };
static const struct x86_regs regs = {
	8, "rsp", "rbp", sp_alias, fp_alias, "esp", "ebp"
};
static const char *const regs64[] = {
	"rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp", "rip",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
	"r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d", "r15d",
	NULL
};

/* Stack effect with the 64-bit registers. */
static void
amd64_effect(const struct stmt *s, struct frame *f, struct effect *e)
{
	x86_effect(&regs, s, f, e);
}

/* Register values (arch->values). */
static void
amd64_values(const struct stmt *s, struct frame *f)
{
	x86_values(&regs, s, f);
}

/* Evidence: 64-bit register names. */
static int
amd64_score(const char *text, size_t len)
{
	return x86_count_regs(text, len, regs64);
}

/* The registers a .macro parameter is tried as (arch->probes). */
static const char *const amd64_probes[] = {
	"%rsp|%esp|%sp", "%rbp|%ebp|%bp", NULL
};

const struct arch arch_amd64 = {
	"amd64", 8, 1, 0, 0,
	x86_classify, x86_target, amd64_effect, x86_hidden_ret,
	x86_hidden_jump, x86_insn_jump, amd64_score,
	x86_operand, x86_pseudo, x86_mode, NULL, x86_macro_reg, 0,
	x86_special_reg,
	amd64_probes, x86_bare_name, x86_prefix, x86_hidden_pad, NULL,
	NULL, NULL, x86_flags, x86_short_jump, amd64_max_len, 0xf028,
	0x3c6, 0x5,
	x86_wants_values, amd64_values, x86_branch, NULL
};
