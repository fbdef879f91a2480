/*
 * casm.h: the assembly inside a C source's __asm() blocks, read as one
 * virtual assembly source whose every byte maps back to the C file,
 * and the converter's insertions written back as C string literals.
 * Included by the driver.
 */
#ifndef RG_CASM_H
#define RG_CASM_H

#include <stddef.h>

#include "source.h"

struct analysis;
struct insertions;

/* One string literal, or one other token, of an asm block. */
struct casm_piece {
	size_t	 vstart, vend;	/* its text in the virtual source */
	size_t	 sstart, send;	/* its span in the C source */
	int	 literal;	/* a "..." literal (else a name or #param) */
};

struct casm {
	struct source		 virt;	/* the top-level blocks' assembly */
	size_t			*map;	/* virt offset -> C offset */
	struct casm_piece	*pieces;
	size_t			 npieces, cappieces;
	int			 nblocks;	/* top-level blocks */
	int			 nstmts;	/* asm statements in functions */
	size_t			*rets;	/* C offsets of returns in those */
	size_t			 nrets, caprets;
};

int	 casm_is_c(const struct source *);
int	 casm_extract(const struct source *, struct casm *);
void	 casm_insertions(const struct analysis *, const struct casm *,
	    struct insertions *);
void	 casm_free(struct casm *);

#endif /* RG_CASM_H */
