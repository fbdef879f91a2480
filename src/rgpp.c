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
#include "cli.h"

enum mode { M_STDOUT, M_OUTPUT, M_INPLACE, M_DIFF };

static const struct option longopts[] = {
	CLI_COMMON_LONGOPTS,
	{ "diff",		no_argument,		NULL, OPT_DIFF },
	{ "in-place",		no_argument,		NULL, 'i' },
	{ "output",		required_argument,	NULL, 'o' },
	{ NULL,			0,			NULL, 0 }
};

/* Print the usage summary to fp. */
static void
usage(FILE *fp)
{
	fprintf(fp,
"usage: rgpp [options] [file ...]\n"
"Insert RETGUARD_START after each function entry and RETGUARD_END before\n"
"each return of GNU assembler sources, and of the top-level __asm blocks\n"
"of C sources (.c, and .h with an asm block).  With no file, filter\n"
"standard input to standard output.\n"
"\n"
"  -o, --output=FILE      write the result to FILE (one input only)\n"
"  -i, --in-place         rewrite each file in place, atomically\n"
"      --diff             print a unified diff; change nothing\n"
CLI_COMMON_USAGE
"\n"
"Exit status: 0 done (warnings say which functions were left alone),\n"
"2 on a usage error or a file that could not be converted.\n",
	    arch_names());
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

	cli_init(&o, &v);
	while ((ch = getopt_long(argc, argv, "hiI:o:qvVW:", longopts,
	    NULL)) != -1) {
		if (cli_option(ch, optarg, &o, &v))
			continue;
		switch (ch) {
		case OPT_DIFF:
			mode = M_DIFF;
			break;
		case 'i':
			mode = M_INPLACE;
			break;
		case 'o':
			mode = strcmp(optarg, "-") == 0 ? M_STDOUT : M_OUTPUT;
			out = optarg;
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
	cli_free(&v);
	return failed ? 2 : 0;
}
