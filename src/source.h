/*
 * source.h: one input file held in memory, and byte offset to
 * line:column mapping.  Included by the parser, the analysis, the
 * diagnostics and the emitter.
 */
#ifndef RG_SOURCE_H
#define RG_SOURCE_H

/* The largest file: offsets, and the two NULs after it, fit in 32 bits. */
#define SOURCE_MAX	((size_t)UINT32_MAX - 2)

#include <stddef.h>
#include <stdint.h>

struct source {
	char	*name;		/* as given on the command line, or "<stdin>" */
	char	*buf;		/* contents, followed by two NUL bytes */
	size_t	 len;		/* bytes of contents */
	uint32_t *lines;	/* offset of the start of each line */
	size_t	 nlines;
	/* a virtual source (the assembly of a C file's __asm blocks): */
	const struct source *real;	/* the file diagnostics name */
	const size_t	*map;		/* offset here -> offset in real */
};

int	 source_load(struct source *, const char *, char **);
int	 source_load_fd(struct source *, int, const char *, char **);
int	 source_read(struct source *, const char *, char **);
int	 source_from_fd(struct source *, int, const char *, size_t, char **);
void	 source_free(struct source *);
void	 source_index(struct source *);
void	 source_pos(const struct source *, size_t, int *, int *);
size_t	 source_line_start(const struct source *, size_t);
size_t	 source_line_end(const struct source *, size_t);
int	 source_quote(const struct source *, size_t, size_t);

#endif /* RG_SOURCE_H */
