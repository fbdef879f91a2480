/*
 * rgpp: insert RETGUARD_START after each function entry and
 * RETGUARD_END before each return of hand-written assembly.
 */
#include "config.h"

#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
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

enum mode { M_STDOUT, M_OUTPUT, M_INPLACE, M_DIFF };

enum {
	OPT_ARCH = 256, OPT_ENTRY, OPT_END, OPT_RETURN, OPT_CFI, OPT_DIFF,
	OPT_CPP, OPT_NOCPP
};

static const struct option longopts[] = {
	{ "arch",		required_argument,	NULL, OPT_ARCH },
	{ "entry-macro",	required_argument,	NULL, OPT_ENTRY },
	{ "end-macro",		required_argument,	NULL, OPT_END },
	{ "return-macro",	required_argument,	NULL, OPT_RETURN },
	{ "cfi",		required_argument,	NULL, OPT_CFI },
	{ "cpp",		no_argument,		NULL, OPT_CPP },
	{ "no-cpp",		no_argument,		NULL, OPT_NOCPP },
	{ "diff",		no_argument,		NULL, OPT_DIFF },
	{ "in-place",		no_argument,		NULL, 'i' },
	{ "output",		required_argument,	NULL, 'o' },
	{ "include",		required_argument,	NULL, 'I' },
	{ "quiet",		no_argument,		NULL, 'q' },
	{ "verbose",		no_argument,		NULL, 'v' },
	{ "help",		no_argument,		NULL, 'h' },
	{ "version",		no_argument,		NULL, 'V' },
	{ NULL,			0,			NULL, 0 }
};

/* Print the usage summary to fp. */
static void
usage(FILE *fp)
{
	fprintf(fp,
"usage: rgpp [options] [file ...]\n"
"Insert RETGUARD_START after each function entry and RETGUARD_END before\n"
"each return of GNU assembler sources.  With no file, filter standard\n"
"input to standard output.\n"
"\n"
"  -o, --output=FILE      write the result to FILE (one input only)\n"
"  -i, --in-place         rewrite each file in place, atomically\n"
"      --diff             print a unified diff; change nothing\n"
"      --arch=ARCH        the architecture (%s); default: detect\n"
"  -I, --include=DIR      where included headers are\n"
"      --entry-macro=NAME a macro that starts a function, like ENTRY(x)\n"
"      --end-macro=NAME   a macro that ends a function, like END(x)\n"
"      --return-macro=NAME a macro that returns, like Linux's RET\n"
"      --cfi=auto|yes|no  whether functions have CFI (default: auto)\n"
"      --cpp, --no-cpp    whether the input goes through cpp (default:\n"
"                         .s does not, everything else does)\n"
"  -q, --quiet            print errors only\n"
"  -v, --verbose          also print notes\n"
"  -h, --help             print this help\n"
"  -V, --version          print the version\n"
"\n"
"Exit status: 0 done (warnings say which functions were left alone),\n"
"2 on a usage error or a file that could not be converted.\n",
	    arch_names());
}

/* Add a name to a list of extra vocabulary. */
static void
vocab_add(const char ***list, size_t *n, const char *name)
{
	*list = xreallocarray(*list, *n + 1, sizeof(**list));
	(*list)[(*n)++] = name;
}

/* Read one input: a file, or standard input for NULL. */
static int
read_input(struct source *src, const char *path)
{
	char	*cause;

	if (path == NULL) {
		if (source_from_fd(src, STDIN_FILENO, "<stdin>", &cause) == 0)
			return 0;
	} else if (source_read(src, path, &cause) == 0)
		return 0;
	warnx("%s", cause);
	free(cause);
	return -1;
}

/* Write the result for -o: atomically to a file, directly to a device. */
static int
write_output(const char *out, const char *buf, size_t len)
{
	struct stat	 st;
	char		*cause;
	FILE		*fp;

	if (stat(out, &st) == 0 && !S_ISREG(st.st_mode)) {
		if ((fp = fopen(out, "w")) == NULL) {
			warn("can't open %s for writing", out);
			return -1;
		}
		if (emit_stream(fp, buf, len) == -1) {
			warn("can't write %s", out);
			fclose(fp);
			return -1;
		}
		if (fclose(fp) == EOF) {
			warn("can't write %s", out);
			return -1;
		}
		return 0;
	}
	if (emit_file(out, buf, len, 0, &cause) == -1) {
		warnx("%s", cause);
		free(cause);
		return -1;
	}
	return 0;
}

/* Convert one input and write it as the mode says; 0 or -1. */
static int
process(const char *path, enum mode mode, const char *out,
    const struct options *o, const struct vocab *v)
{
	struct source		 src;
	struct insertions	 ins;
	char			*buf, *cause;
	size_t			 len;
	int			 rv = 0;

	if (read_input(&src, path) == -1)
		return -1;
	diag_reset_errors();
	if (driver_convert(&src, o, v, &ins) == -1) {
		diag_flush();
		source_free(&src);
		return -1;
	}
	diag_flush();
	buf = emit_splice(&src, &ins, &len);
	switch (mode) {
	case M_STDOUT:
		if (emit_stream(stdout, buf, len) == -1) {
			warn("can't write to standard output");
			rv = -1;
		}
		break;
	case M_OUTPUT:
		rv = write_output(out, buf, len);
		break;
	case M_INPLACE:
		if (ins.n == 0)
			break;		/* unchanged: leave the file alone */
		if (emit_file(path, buf, len, 1, &cause) == -1) {
			warnx("%s", cause);
			free(cause);
			rv = -1;
		}
		break;
	case M_DIFF:
		emit_diff(stdout, path ? path : "<stdin>", &src, &ins);
		if (fflush(stdout) == EOF) {
			warn("can't write to standard output");
			rv = -1;
		}
		break;
	}
	free(buf);
	emit_free(&ins);
	source_free(&src);
	return rv;
}

int
main(int argc, char *argv[])
{
	struct options	 o;
	struct vocab	 v;
	enum mode	 mode = M_STDOUT;
	const char	*out = NULL;
	int		 ch, i, failed = 0;

	memset(&o, 0, sizeof(o));
	memset(&v, 0, sizeof(v));
	o.cpp = -1;
	v.cfi = -1;
	while ((ch = getopt_long(argc, argv, "hiI:o:qvV", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case OPT_ARCH:
			if ((o.arch = arch_find(optarg)) == NULL)
				errx(2, "unknown architecture %s (known: %s)",
				    optarg, arch_names());
			break;
		case OPT_ENTRY:
			vocab_add(&v.entry, &v.nentry, optarg);
			break;
		case OPT_END:
			vocab_add(&v.end, &v.nend, optarg);
			break;
		case OPT_RETURN:
			vocab_add(&v.ret, &v.nret, optarg);
			break;
		case OPT_CFI:
			if (strcmp(optarg, "auto") == 0)
				v.cfi = -1;
			else if (strcmp(optarg, "yes") == 0)
				v.cfi = 1;
			else if (strcmp(optarg, "no") == 0)
				v.cfi = 0;
			else
				errx(2, "--cfi takes auto, yes or no, "
				    "not %s", optarg);
			break;
		case OPT_CPP:
			o.cpp = 1;
			break;
		case OPT_NOCPP:
			o.cpp = 0;
			break;
		case OPT_DIFF:
			mode = M_DIFF;
			break;
		case 'i':
			mode = M_INPLACE;
			break;
		case 'o':
			mode = M_OUTPUT;
			out = optarg;
			break;
		case 'I':
			vocab_add(&v.incdirs, &v.nincdirs, optarg);
			break;
		case 'q':
			diag_set_quiet(1);
			break;
		case 'v':
			diag_set_verbose(1);
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("rgpp %s\n", PACKAGE_VERSION);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	if (mode == M_OUTPUT && argc > 1)
		errx(2, "-o takes one input file, not %d", argc);
	if (mode == M_INPLACE && argc == 0)
		errx(2, "-i needs file names");
	if (argc == 0)
		return process(NULL, mode, out, &o, &v) == 0 ? 0 : 2;
	for (i = 0; i < argc; i++)
		if (process(argv[i], mode, out, &o, &v) == -1)
			failed = 1;
	free(v.entry);
	free(v.end);
	free(v.ret);
	free(v.incdirs);
	return failed ? 2 : 0;
}
