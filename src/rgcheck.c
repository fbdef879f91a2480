/*
 * rgcheck: report every return of hand-written assembly that RETGUARD
 * does not protect, and every way the protection can go wrong.
 */
#include "config.h"

#include <err.h>
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

static const struct option longopts[] = {
	CLI_COMMON_LONGOPTS,
	{ "format",		required_argument,	NULL, OPT_FORMAT },
	{ "summary",		no_argument,		NULL, OPT_SUMMARY },
	{ NULL,			0,			NULL, 0 }
};

/* Print the usage summary to fp. */
static void
usage(FILE *fp)
{
	fprintf(fp,
"usage: rgcheck [options] [file ...]\n"
"Report returns of GNU assembler sources (and of the __asm blocks of C\n"
"sources) that RETGUARD does not protect, and protection that does not\n"
"balance.  With no file, check standard input.  One line a finding:\n"
"file:line:col: error: message [-Wname].\n"
"\n"
"      --format=FORMAT    gcc (default), json (one object a line) or\n"
"                         sarif (SARIF 2.1.0, for code scanning)\n"
"      --summary          print the number of findings per check, and\n"
"                         of those silenced, to standard error\n"
CLI_COMMON_USAGE
"\n"
"A finding is silenced only by a comment on the line before it that\n"
"names the check and gives a reason: # rgcheck: allow NAME reason\n"
"\n"
"Exit status: 0 clean, 1 findings, 2 on a usage error or a file that\n"
"could not be read or parsed.\n",
	    arch_names());
}

/* Check one input; -1 if it could not be read or parsed. */
static int
check(const char *path, const struct options *o, const struct vocab *v)
{
	struct source		 src;
	struct insertions	 ins;
	char			*cause;
	int			 rv;

	if (path == NULL)
		rv = source_from_fd(&src, STDIN_FILENO, "<stdin>", 0, &cause);
	else
		rv = source_read(&src, path, &cause);
	if (rv == -1) {
		warnx("%s", cause);
		free(cause);
		return -1;
	}
	diag_reset_errors();
	rv = driver_convert(&src, o, v, &ins);
	diag_flush();
	if (rv == 0)
		emit_free(&ins);
	source_free(&src);
	return rv;
}

int
main(int argc, char *argv[])
{
	struct options	 o;
	struct vocab	 v;
	int		 ch, i, failed = 0, summary = 0;

	cli_init(&o, &v);
	o.check = 1;
	diag_set_check(1);
	while ((ch = getopt_long(argc, argv, "hI:qvVW:", longopts,
	    NULL)) != -1) {
		if (cli_option(ch, optarg, &o, &v))
			continue;
		switch (ch) {
		case OPT_FORMAT:
			if (strcmp(optarg, "gcc") == 0)
				diag_set_format(DF_GCC);
			else if (strcmp(optarg, "json") == 0)
				diag_set_format(DF_JSON);
			else if (strcmp(optarg, "sarif") == 0)
				diag_set_format(DF_SARIF);
			else
				errx(2, "--format takes gcc, json or sarif, "
				    "not %s", optarg);
			break;
		case OPT_SUMMARY:
			summary = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("rgcheck %s\n", PACKAGE_VERSION);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	cli_batch(argc);
	if (argc == 0)
		failed = check(NULL, &o, &v) == -1;
	for (i = 0; i < argc; i++)
		if (check(argv[i], &o, &v) == -1)
			failed = 1;
	cli_free(&v);
	diag_finish();
	if (summary)
		diag_summary(stderr);
	if (fflush(stdout) == EOF)
		err(2, "can't write to standard output");
	if (failed)
		return 2;
	return diag_findings() > 0 ? 1 : 0;
}
