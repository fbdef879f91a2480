/*
 * fuzz.c: the libFuzzer target (./configure --enable-fuzzing CC=clang).
 * One input through the scanner, parser, analysis and emitter, as
 * amd64, i386, aarch64 or riscv64 (chosen by its first byte), with
 * three properties: nothing crashes (ASan, UBSan); converting the
 * output again inserts nothing (it parses, and rgpp would change
 * nothing in it); and rgcheck accepts the output: no function in it is
 * unbalanced that was not already in the input (rgcheck's other
 * findings on rgpp's output are the edits the second conversion would
 * make, none, and the warnings rgpp gave, the same).  With
 * RGPP_FUZZ_CRASH_ONLY set in the environment only the first is
 * checked.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const arches[] = {
		"amd64", "i386", "aarch64", "riscv64"
	};
	struct options		 o;
	struct vocab		 v;
	struct source		 s1, s2;
	struct insertions	 i1, i2;
	char			*out;
	const char		*name;
	size_t			 len, unbalanced;

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
	make_source(&s1, name, (const char *)data + 1, size - 1);
	if (driver_convert(&s1, &o, &v, &i1) != 0) {
		diag_discard();
		source_free(&s1);
		learn_forget();
		return 0;
	}
	diag_discard();
	unbalanced = diag_count(D_UNBALANCED);
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
