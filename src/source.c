/*
 * source.c: read an input file whole, refuse what cannot be assembly
 * source, and map byte offsets to lines and columns.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "source.h"

/*
 * Build the table of line starts, in one pass.  A line of text takes a
 * memchr; an empty line, of which a header with all but its directives
 * blanked (learn.c) is mostly made, one compare.
 */
void
source_index(struct source *s)
{
	const char	*p = s->buf, *e = s->buf + s->len;
	size_t		 cap = s->len / 32 + 16;

	s->lines = xreallocarray(s->lines, cap, sizeof(*s->lines));
	s->nlines = 0;
	s->lines[s->nlines++] = 0;
	while (p < e) {
		if (*p != '\n' &&
		    (p = memchr(p, '\n', (size_t)(e - p))) == NULL)
			break;
		ARRAY_RESERVE(s->lines, s->nlines, cap);
		s->lines[s->nlines++] = (uint32_t)(++p - s->buf);
	}
}

/*
 * Read all of fd into s, not indexed; size is what it should hold (its
 * size on disk), or 0 if not known.  On failure return -1 and set
 * *cause to a message naming the file.
 */
static int
read_fd(struct source *s, int fd, const char *name, size_t size,
    char **cause)
{
	/* no more than needed: every page touched is a page fault */
	size_t	 cap = size > 0 && size < SOURCE_MAX ? size + 3 : 65536;
	ssize_t	 n;

	memset(s, 0, sizeof(*s));
	s->name = xstrdup(name);
	s->buf = xmalloc(cap);
	for (;;) {
		if (s->len + 2 >= cap) {
			cap *= 2;
			s->buf = xreallocarray(s->buf, cap, 1);
		}
		n = read(fd, s->buf + s->len, cap - s->len - 2);
		if (n == 0)
			break;
		if (n == -1) {
			if (errno == EINTR)
				continue;
			xasprintf(cause, "%s: %s", name, strerror(errno));
			source_free(s);
			return -1;
		}
		s->len += n;
		if (s->len > SOURCE_MAX) {
			xasprintf(cause, "%s: too large (4 GiB or more)",
			    name);
			source_free(s);
			return -1;
		}
	}
	s->buf[s->len] = '\0';
	s->buf[s->len + 1] = '\0';
	return 0;
}

/* Read all of fd into s, as read_fd, and index its lines. */
int
source_from_fd(struct source *s, int fd, const char *name, size_t size,
    char **cause)
{
	if (read_fd(s, fd, name, size, cause) == -1)
		return -1;
	source_index(s);
	return 0;
}

/*
 * Read the file open at fd, named path, into s, not indexed
 * (source_index); refuse directories and other non-files.  fd stays
 * open.
 */
int
source_load_fd(struct source *s, int fd, const char *path, char **cause)
{
	struct stat	 st;

	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode)) {
		xasprintf(cause, "%s: %s", path,
		    S_ISDIR(st.st_mode) ? "is a directory" :
		    "not a regular file");
		return -1;
	}
	return read_fd(s, fd, path, (size_t)st.st_size, cause);
}

/* Read the file at path into s, as source_load_fd. */
int
source_load(struct source *s, const char *path, char **cause)
{
	int	 fd, rv;

	if ((fd = open(path, O_RDONLY)) == -1) {
		xasprintf(cause, "can't open %s for reading: %s", path,
		    strerror(errno));
		return -1;
	}
	rv = source_load_fd(s, fd, path, cause);
	close(fd);
	return rv;
}

/* Read the file at path into s and index its lines. */
int
source_read(struct source *s, const char *path, char **cause)
{
	if (source_load(s, path, cause) == -1)
		return -1;
	source_index(s);
	return 0;
}

/* Free what source_read allocated. */
void
source_free(struct source *s)
{
	free(s->name);
	free(s->buf);
	free(s->lines);
	memset(s, 0, sizeof(*s));
}

/* Find the 0-based index of the line holding offset off. */
static size_t
source_lineno(const struct source *s, size_t off)
{
	size_t	 lo = 0, hi = s->nlines;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (s->lines[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* Give the 1-based line and column (in bytes) of offset off. */
void
source_pos(const struct source *s, size_t off, int *line, int *col)
{
	size_t	 l = source_lineno(s, off);

	*line = (int)l + 1;
	*col = (int)(off - s->lines[l]) + 1;
}

/* Offset of the first byte of the line holding off. */
size_t
source_line_start(const struct source *s, size_t off)
{
	return s->lines[source_lineno(s, off)];
}

/* Offset just past the newline ending the line holding off (or len). */
size_t
source_line_end(const struct source *s, size_t off)
{
	size_t	 l = source_lineno(s, off);

	return l + 1 < s->nlines ? s->lines[l + 1] : s->len;
}

/*
 * Is there a ' in from..to, outside strings and comments?  GNU as's '#
 * is one character; cpp takes it for a character constant that runs to
 * the next ' or to the end of the logical line, and expands no macro
 * in it.  0 too where a comment opened in from..to does not close
 * there.
 */
int
source_quote(const struct source *src, size_t from, size_t to)
{
	const char	*b = src->buf;
	size_t		 p;
	int		 str = 0;

	for (p = from; p < to; p++) {
		if (str) {
			if (b[p] == '\\' && p + 1 < to)
				p++;
			else if (b[p] == '"')
				str = 0;
		} else if (b[p] == '"')
			str = 1;
		else if (b[p] == '\'')
			return 1;
		else if (b[p] == '/' && p + 1 < to && b[p + 1] == '*') {
			const char *c = memmem(b + p + 2, to - p - 2, "*/", 2);

			if (c == NULL)
				return 0;
			p = (size_t)(c - b) + 1;
		}
	}
	return 0;
}
