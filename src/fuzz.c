/*
 * fuzz.c: the libFuzzer target (./configure --enable-fuzzing CC=clang).
 * One input through the scanner, parser, analysis and emitter, as
 * amd64, i386, aarch64 or riscv64 (chosen by its first byte), with
 * three properties: nothing crashes (ASan, UBSan); converting the
 * output again inserts nothing (it parses, and rgpp would change
 * nothing in it); and rgcheck accepts the output: no function in it is
 * unbalanced that was not already in the input (rgcheck's other
 * findings on rgpp's output are the edits the second conversion would
 * make, none, and the warnings rgpp gave, the same).  With bit 4 of
 * the first byte set, the input up to its first NUL is a header,
 * fuzz.h, which the rest includes, and a fourth property holds:
 * learning every definition of the header, their bodies parsed with
 * it (RGPP_LEARN_ALL), gives the same insertions as learning those the
 * file's names reach, their bodies parsed when reached.  With
 * RGPP_FUZZ_CRASH_ONLY set in the environment only the first is
 * checked.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "source.h"
#include "diag.h"
#include "arch.h"
#include "analysis.h"
#include "emit.h"
#include "driver.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* A source named name over a copy of n bytes of p. */
static void
make_source(struct source *s, const char *name, const char *p, size_t n)
{
	memset(s, 0, sizeof(*s));
	s->name = xstrdup(name);
	s->buf = xmalloc(n + 2);
	memcpy(s->buf, p, n);
	s->buf[n] = s->buf[n + 1] = '\0';
	s->len = n;
	s->lines = NULL;
	{
		size_t i, cap = 0;
		ARRAY_RESERVE(s->lines, s->nlines, cap);
		s->lines[s->nlines++] = 0;
		for (i = 0; i < n; i++)
			if (s->buf[i] == '\n') {
				ARRAY_RESERVE(s->lines, s->nlines, cap);
				s->lines[s->nlines++] = i + 1;
			}
	}
}

static char	 hdir[] = "/tmp/rgpp-fuzz.XXXXXX";
static char	 hpath[sizeof(hdir) + 8];

static void
remove_header(void)
{
	unlink(hpath);
	rmdir(hdir);
}

/*
 * Write the header part of the input to fuzz.h in a directory of this
 * process's own; the file part, after "#include "fuzz.h"", goes in
 * *file (n bytes).  0, or -1 if the header cannot be written.
 */
static int
split_header(const char *p, size_t n, char **file, size_t *fn)
{
	static const char	 inc[] = "#include \"fuzz.h\"\n";
	const char		*z = memchr(p, '\0', n);
	size_t			 hn = z != NULL ? (size_t)(z - p) : 0;
	FILE			*f;

	if (hpath[0] == '\0') {
		if (mkdtemp(hdir) == NULL)
			return -1;
		snprintf(hpath, sizeof(hpath), "%s/fuzz.h", hdir);
		atexit(remove_header);
	}
	if ((f = fopen(hpath, "wb")) == NULL)
		return -1;
	if (fwrite(p, 1, hn, f) != hn) {
		fclose(f);
		return -1;
	}
	if (fclose(f) != 0)
		return -1;
	if (z != NULL) {
		p = z + 1;
		n -= hn + 1;
	}
	*fn = sizeof(inc) - 1 + n;
	*file = xmalloc(*fn + 1);
	memcpy(*file, inc, sizeof(inc) - 1);
	memcpy(*file + sizeof(inc) - 1, p, n);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const arches[] = {
		"amd64", "i386", "aarch64", "riscv64"
	};
	struct options		 o;
	struct vocab		 v;
	struct source		 s1, s2;
	struct insertions	 i1, i2, iall;
	char			*out, *file = NULL, path[sizeof(hdir) + 8];
	const char		*name, *text = (const char *)data + 1;
	size_t			 len, unbalanced, n = size - 1;
	int			 rc, header;

	if (size == 0)
		return 0;
	memset(&o, 0, sizeof(o));
	memset(&v, 0, sizeof(v));
	o.arch = arch_find(arches[data[0] & 3]);
	o.cpp = (data[0] & 4) ? 0 : 1;
	v.cfi = -1;
	diag_set_quiet(1);
	diag_reset_errors();
	/* bit 3: a C file, its asm blocks converted */
	name = (data[0] & 8) ? "fuzz.c" : "fuzz.S";
	/* bit 4: a header first, up to a NUL; the file next to it */
	header = (data[0] & 16) != 0;
	if (header) {
		if (split_header(text, n, &file, &n) != 0) {
			perror("fuzz.h");
			abort();
		}
		text = file;
		snprintf(path, sizeof(path), "%s/%s", hdir, name);
		name = path;
	}
	make_source(&s1, name, text, n);
	rc = driver_convert(&s1, &o, &v, &i1);
	diag_discard();
	unbalanced = diag_count(D_UNBALANCED);
	if (header) {
		diag_reset_errors();
		/* read the header again, its bodies parsed with it */
		learn_forget();
		setenv("RGPP_LEARN_ALL", "1", 1);
		if (driver_convert(&s1, &o, &v, &iall) != rc ||
		    (rc == 0 && !emit_same(&i1, &iall))) {
			fprintf(stderr, "learning all of the header's "
			    "definitions gives another result\n");
			abort();
		}
		unsetenv("RGPP_LEARN_ALL");
		diag_discard();
		emit_free(&iall);
	}
	free(file);
	if (rc != 0) {
		source_free(&s1);
		learn_forget();
		return 0;
	}
	out = emit_splice(&s1, &i1, &len);
	if (getenv("RGPP_FUZZ_CRASH_ONLY") != NULL) {
		emit_free(&i1);
		free(out);
		source_free(&s1);
		learn_forget();
		return 0;
	}
	make_source(&s2, name, out, len);
	diag_reset_errors();
	if (driver_convert(&s2, &o, &v, &i2) != 0) {
		fprintf(stderr, "the converted output does not parse\n");
		abort();
	}
	diag_discard();
	if (i2.n != 0) {
		fprintf(stderr, "converting twice inserts %zu more\n", i2.n);
		abort();
	}
	if (diag_count(D_UNBALANCED) > unbalanced) {
		fprintf(stderr, "the output has %zu unbalanced functions, "
		    "the input %zu\n", diag_count(D_UNBALANCED), unbalanced);
		abort();
	}
	emit_free(&i1);
	emit_free(&i2);
	free(out);
	source_free(&s1);
	source_free(&s2);
	learn_forget();
	return 0;
}
