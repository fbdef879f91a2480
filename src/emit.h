/*
 * emit.h: turn planned edits into insertions at byte offsets, splice
 * them into the input, and write the result (stdout, a file, in place,
 * or a unified diff).  The only code that writes files.  Included by
 * the mains.
 */
#ifndef RG_EMIT_H
#define RG_EMIT_H

#include <stddef.h>
#include <stdio.h>

struct analysis;
struct source;

/*
 * Order among insertions at one offset: what belongs after the
 * statement before comes first (RESUME, SPILLED, RELOADED), then what
 * goes before the next one.  A skip label comes after the START it
 * jumps over when that START is inserted here too (RANK_LABEL); when
 * it jumps over a START already in the file, it comes before any
 * RETGUARD_SKIP inserted at the same place (RANK_LANDING), so that the
 * path that lands on it takes that jump too.  flow.c's edits_before
 * follows the same order.
 */
enum emit_rank {
	RANK_AFTER, RANK_LANDING, RANK_SKIP, RANK_START, RANK_LABEL, RANK_END
};

struct insertion {
	size_t	 off;
	int	 rank;		/* order among insertions at one offset */
	int	 seq;		/* then the order they were added in */
	char	*text;
};

struct insertions {
	struct insertion	*v;
	size_t			 n, cap;
};

void	 emit_insertions(const struct analysis *, struct insertions *);
int	 emit_label_rank(const struct analysis *, int);
void	 emit_add(struct insertions *, size_t, int, char *);
void	 emit_sort(struct insertions *);
void	 emit_free(struct insertions *);
int	 emit_same(const struct insertions *, const struct insertions *);
char	*emit_splice(const struct source *, const struct insertions *,
	    size_t *);
int	 emit_stream(FILE *, const char *, size_t);
void	 emit_diff(FILE *, const char *, const struct source *,
	    const struct insertions *);
int	 emit_file(const char *, const char *, size_t, int, char **);

#endif /* RG_EMIT_H */
