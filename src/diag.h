/*
 * diag.h: the one diagnostics function and its table of messages.
 * Included by every phase that reports something; only diag.c prints.
 */
#ifndef RG_DIAG_H
#define RG_DIAG_H

#include <stddef.h>
#include <stdio.h>

struct source;

enum diag_level {
	DL_NOTE,
	DL_WARNING,
	DL_ERROR
};

/* Keep in the order of the table in diag.c and of rgpp.1 DIAGNOSTICS. */
enum diag_id {
	/* input errors: the file is left as it was, exit status 2 */
	D_NUL_BYTE,
	D_UNTERM_COMMENT,
	D_UNTERM_STRING,
	D_DEFINE_EOF,
	D_SYNTAX,
	D_ENDIF_WITHOUT_IF,
	D_IF_WITHOUT_ENDIF,
	D_GAS_IF_WITHOUT_ENDIF,
	D_ENDM_WITHOUT_MACRO,
	D_MACRO_WITHOUT_ENDM,
	D_ARCH_UNKNOWN,
	D_ARCH_AMBIGUOUS,
	/* functions and returns left alone, with the reason */
	D_RA_ACCESS,
	D_DEPTH_UNKNOWN,
	D_COND_TAIL,
	D_INDIRECT_JUMP,
	D_CONFLICT,
	D_STRAY_RET,
	D_STRAY_REACHED,
	D_HIDDEN_RET,
	D_MACRO_RET,
	D_MACRO_OUTSIDE,
	D_ASM_STMT_RET,
	D_RET_UNKNOWN_DEPTH,
	D_ONLY_JUMP_RETS,
	D_UNBALANCED,
	D_EMPTY_GUARD,
	/* what rgcheck finds missing */
	D_MISSING_START,
	D_MISSING_END,
	D_MISSING_END_TAIL,
	D_MISSING_RESUME,
	D_DOUBLE_START,
	D_MISSING_SPILLED,
	D_MISSING_RELOADED,
	D_MISSING_RETS,
	D_NOCFI_MACROS,
	D_START_BEFORE_PAD,
	/* notes, shown with -v */
	D_JUMP_RET,
	D_NOT_A_RETURN,
	D_NO_RETURN,
	D_ALLOWED,
	D_FALLTHROUGH,
	D_ARCH_DETECTED,
	D_MAX
};

void	 diag_set_quiet(int);
void	 diag_set_verbose(int);
void	 diag_mute(int);

enum diag_format { DF_GCC, DF_JSON, DF_SARIF };
void	 diag_set_format(enum diag_format);
int	 diag_enable(const char *, int);
void	 diag_finish(void);
void	 diag_summary(FILE *);
void	 diag_set_check(int);
int	 diag_findings(void);
int	 diag_silenced(const struct source *, size_t, enum diag_id);
int	 diag_annotated(const struct source *, size_t, enum diag_id);
void	 diag(const struct source *, size_t, enum diag_id, ...);
void	 diag_plain(const struct source *, enum diag_id, ...);
void	 diag_flush(void);
void	 diag_discard(void);
int	 diag_errors(void);
void	 diag_reset_errors(void);
size_t	 diag_count(enum diag_id);
const char *diag_name(enum diag_id);
enum diag_level diag_level(enum diag_id);

#endif /* RG_DIAG_H */
