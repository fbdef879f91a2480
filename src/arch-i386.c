/*
 * arch-i386.c: the 32-bit x86 tables; the logic is in arch-x86.c.
 */
#include "config.h"

#include <stddef.h>

#include "unit.h"
#include "arch-x86.h"

/* and the 64-bit names, as in 64-bit code walked as i386's */
static const char *const sp_alias[] = { "sp", "rsp", "spl", NULL };
static const char *const fp_alias[] = { "bp", "rbp", "bpl", NULL };
static const struct x86_regs regs = {
	4, "esp", "ebp", sp_alias, fp_alias, "rsp", "rbp"
};
static const char *const regs32[] = {
	"esp", "ebp", NULL
};

/* Stack effect with the 32-bit registers. */
static void
i386_effect(const struct stmt *s, struct frame *f, struct effect *e)
{
	x86_effect(&regs, s, f, e);
}

/* Register values (arch->values). */
static void
i386_values(const struct stmt *s, struct frame *f)
{
	x86_values(&regs, s, f);
}

/* Evidence: the 32-bit stack and frame pointers, used as such. */
static int
i386_score(const char *text, size_t len)
{
	return x86_count_regs(text, len, regs32);
}

/* The registers a .macro parameter is tried as (arch->probes). */
static const char *const i386_probes[] = {
	"%esp|%sp", "%ebp|%bp", NULL
};

const struct arch arch_i386 = {
	"i386", 4, 1, 0, 0,
	x86_classify, x86_target, i386_effect, x86_hidden_ret,
	x86_hidden_jump, x86_insn_jump, i386_score,
	x86_operand, x86_pseudo, x86_mode, NULL, x86_macro_reg, 0,
	x86_special_reg,
	i386_probes, x86_bare_name, x86_prefix, x86_hidden_pad, NULL,
	NULL, NULL, x86_flags, x86_short_jump, i386_max_len, 0x00e8,
	TAINT_PUSHED | 0x7, 0x5,
	x86_wants_values, i386_values, x86_branch, NULL
};
