/*
 * arch-x86.h: what amd64 and i386 share.  Included only by
 * arch-x86.c, arch-amd64.c and arch-i386.c.
 */
#ifndef RG_ARCH_X86_H
#define RG_ARCH_X86_H

#include "arch.h"

struct x86_regs {
	int		 wordsize;
	const char	*sp;		/* "rsp" */
	const char	*fp;		/* "rbp" */
	const char *const *sp_alias;	/* other names of sp */
	const char *const *fp_alias;
	const char	*sp2;		/* the other mode's: "esp" */
	const char	*fp2;		/* "ebp" */
};

enum insn_class	 x86_classify(const struct stmt *);
const char	*x86_target(const struct stmt *, char *, size_t);
void		 x86_effect(const struct x86_regs *, const struct stmt *,
		    struct frame *, struct effect *);
int		 x86_hidden_ret(const unsigned char *, int);
int		 x86_hidden_jump(const unsigned char *, int);
int		 x86_hidden_pad(const unsigned char *, int);
int		 x86_flags(const struct stmt *);
int		 x86_wants_values(const struct stmt *);
void		 x86_values(const struct x86_regs *, const struct stmt *,
		    struct frame *);
int		 x86_branch(const struct stmt *, struct frame *, int);
int		 x86_short_jump(const struct stmt *);
int		 amd64_max_len(const struct stmt *);
int		 i386_max_len(const struct stmt *);
int		 x86_insn_jump(const char *);
int		 x86_count_regs(const char *, size_t, const char *const *);
const char	*x86_operand(const char *, size_t, char *, int *);
const char	*x86_macro_reg(const char *, size_t *);
int		 x86_special_reg(const char *);
const char	*x86_bare_name(const char *, size_t *);
int		 x86_prefix(const char *);

extern const char *const x86_pseudo[];
const struct arch *x86_mode(const struct stmt *, int *);

#endif /* RG_ARCH_X86_H */
