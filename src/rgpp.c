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

/* The make rule that -MF writes: targets, and whether headers are phony. */
struct deps {
	const char	 *file;
	const char	**targets;
	size_t		  ntargets;
	int		  phony;
};

static const struct option longopts[] = {
	CLI_COMMON_LONGOPTS,
	{ "dep-file",		required_argument,	NULL, OPT_DEPFILE },
	{ "dep-phony",		no_argument,		NULL, OPT_DEPPHONY },
	{ "dep-target",		required_argument,	NULL, OPT_DEPTARGET },
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
"  -MF, --dep-file=FILE   also write a make rule to FILE: the output\n"
"                         depends on the input and every header read\n"
"  -MT, --dep-target=T    the rule's target (default: the -o file)\n"
"  -MP, --dep-phony       an empty rule for each header, as gcc -MP\n"
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
		if (source_from_fd(src, STDIN_FILENO, "<stdin>", 0, &cause) == 0)
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

/* Put a file name into fp as make reads it. */
static void
put_make_name(FILE *fp, const char *name)
{
	for (; *name != '\0'; name++) {
		if (*name == ' ' || *name == '\t' || *name == '#')
			putc('\\', fp);
		else if (*name == '$')
			putc('$', fp);
		putc(*name, fp);
	}
}

/*
 * Write the make rule of -MF: the targets depend on the input and on
 * every header rgpp found while reading it (all of them, in every
 * #if branch: what rgpp makes of the file depends on each).
 */
static int
write_deps(const struct deps *d, const char *path)
{
	const char	**hdrs;
	char		 *buf;
	size_t		  i, n, len;
	FILE		 *fp;
	int		  rv;

	hdrs = learn_read(&n);
	if ((fp = open_memstream(&buf, &len)) == NULL)
		err(2, "open_memstream");
	for (i = 0; i < d->ntargets; i++) {
		if (i > 0)
			putc(' ', fp);
		put_make_name(fp, d->targets[i]);
	}
	fputs(":", fp);
	if (path != NULL) {
		fputs(" ", fp);
		put_make_name(fp, path);
	}
	for (i = 0; i < n; i++) {
		fputs(" \\\n ", fp);
		put_make_name(fp, hdrs[i]);
	}
	putc('\n', fp);
	for (i = 0; d->phony && i < n; i++) {
		putc('\n', fp);
		put_make_name(fp, hdrs[i]);
		fputs(":\n", fp);
	}
	if (fclose(fp) == EOF)
		err(2, "open_memstream");
	rv = write_output(d->file, buf, len);
	free(buf);
	return rv;
}

/* Convert one input and write it as the mode says; 0 or -1. */
static int
process(const char *path, enum mode mode, const char *out,
    const struct deps *deps, const struct options *o,
    const struct vocab *v)
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
	if (rv == 0 && deps->file != NULL)
		rv = write_deps(deps, path);
	free(buf);
	emit_free(&ins);
	source_free(&src);
	return rv;
}

/* The argv getopt reads (kept for the life of the program). */
static char	**args;

static void
free_args(void)
{
	free(args);
}

/*
 * gcc's spellings -MF FILE, -MFFILE, -MT TARGET and -MP, as the long
 * options getopt knows: a new argv in args (the strings are argv's).
 */
static char **
gcc_dep_options(int *argcp, char *argv[])
{
	int	  argc = *argcp;
	char	**nv, *arg;
	int	  i, j, rest = 0;

	nv = args = xcalloc(2 * (size_t)argc + 1, sizeof(*nv));
	if (atexit(free_args) != 0)
		err(2, "atexit");
	for (i = j = 0; i < argc; i++) {
		arg = argv[i];
		if (i == 0 || rest || strncmp(arg, "-M", 2) != 0) {
			if (i > 0 && strcmp(arg, "--") == 0)
				rest = 1;
			nv[j++] = arg;
			continue;
		}
		if (strcmp(arg, "-MP") == 0) {
			nv[j++] = "--dep-phony";
			continue;
		}
		if (arg[2] != 'F' && arg[2] != 'T')
			errx(2, "unknown option %s (rgpp knows -MF FILE, "
			    "-MT TARGET and -MP)", arg);
		if (arg[3] == '\0' && i + 1 == argc)
			errx(2, "%s needs %s", arg,
			    arg[2] == 'F' ? "a file name" : "a target");
		nv[j++] = arg[2] == 'F' ? "--dep-file" : "--dep-target";
		nv[j++] = arg[3] != '\0' ? arg + 3 : argv[++i];
	}
	nv[j] = NULL;
	*argcp = j;
	return nv;
}

int
main(int argc, char *argv[])
{
	struct options	 o;
	struct vocab	 v;
	struct deps	 deps;
	enum mode	 mode = M_STDOUT;
	const char	*out = NULL;
	int		 ch, i, failed = 0;

	cli_init(&o, &v);
	memset(&deps, 0, sizeof(deps));
	argv = gcc_dep_options(&argc, argv);
	while ((ch = getopt_long(argc, argv, "hiI:o:qvVW:", longopts,
	    NULL)) != -1) {
		if (cli_option(ch, optarg, &o, &v))
			continue;
		switch (ch) {
		case OPT_DIFF:
			mode = M_DIFF;
			break;
		case OPT_DEPFILE:
			deps.file = optarg;
			break;
		case OPT_DEPTARGET:
			deps.targets = xreallocarray(deps.targets,
			    deps.ntargets + 1, sizeof(*deps.targets));
			deps.targets[deps.ntargets++] = optarg;
			break;
		case OPT_DEPPHONY:
			deps.phony = 1;
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
	if (deps.file != NULL) {
		if (mode == M_INPLACE || mode == M_DIFF || argc > 1)
			errx(2, "-MF takes one input, converted with -o "
			    "or to standard output");
		if (deps.ntargets == 0 && mode != M_OUTPUT)
			errx(2, "-MF needs -o FILE or -MT TARGET: the rule's "
			    "target");
		if (deps.ntargets == 0) {
			deps.targets = xcalloc(1, sizeof(*deps.targets));
			deps.targets[deps.ntargets++] = out;
		}
	} else if (deps.ntargets > 0 || deps.phony)
		errx(2, "-MT and -MP need -MF FILE");
	cli_batch(argc);
	if (argc == 0 && process(NULL, mode, out, &deps, &o, &v) == -1)
		failed = 1;
	for (i = 0; i < argc; i++)
		if (process(argv[i], mode, out, &deps, &o, &v) == -1)
			failed = 1;
	cli_free(&v);
	free(deps.targets);
	return failed ? 2 : 0;
}
