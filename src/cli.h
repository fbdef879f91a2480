/*
 * cli.h: the options rgpp and rgcheck share.  Included by the mains.
 */
#ifndef RG_CLI_H
#define RG_CLI_H

#include <getopt.h>

struct options;
struct vocab;

enum {
	OPT_ARCH = 256, OPT_ENTRY, OPT_END, OPT_RETURN, OPT_CFI, OPT_CPP,
	OPT_NOCPP, OPT_DIFF, OPT_FORMAT, OPT_SUMMARY, OPT_DEPFILE,
	OPT_DEPTARGET, OPT_DEPPHONY, OPT_LAST
};

#define CLI_COMMON_LONGOPTS						\
	{ "arch",		required_argument,	NULL, OPT_ARCH },	\
	{ "entry-macro",	required_argument,	NULL, OPT_ENTRY },	\
	{ "end-macro",		required_argument,	NULL, OPT_END },	\
	{ "return-macro",	required_argument,	NULL, OPT_RETURN },	\
	{ "cfi",		required_argument,	NULL, OPT_CFI },	\
	{ "cpp",		no_argument,		NULL, OPT_CPP },	\
	{ "no-cpp",		no_argument,		NULL, OPT_NOCPP },	\
	{ "include",		required_argument,	NULL, 'I' },		\
	{ "quiet",		no_argument,		NULL, 'q' },		\
	{ "verbose",		no_argument,		NULL, 'v' },		\
	{ "help",		no_argument,		NULL, 'h' },		\
	{ "version",		no_argument,		NULL, 'V' }

#define CLI_COMMON_USAGE						\
"      --arch=ARCH        the architecture (%s); default: detect\n"	\
"  -I, --include=DIR      where included headers are\n"		\
"      --entry-macro=NAME a macro that starts a function, like ENTRY(x)\n" \
"      --end-macro=NAME   a macro that ends a function, like END(x)\n"	\
"      --return-macro=NAME a macro that returns, like Linux's RET\n"	\
"      --cfi=auto|yes|no  whether functions have CFI (default: auto)\n"	\
"      --cpp, --no-cpp    whether the input goes through cpp (default:\n" \
"                         .s does not, everything else does)\n"	\
"  -W NAME, -Wno-NAME    turn the check or warning NAME on or off\n"	\
"  -q, --quiet            print errors only\n"			\
"  -v, --verbose          also print notes\n"			\
"  -h, --help             print this help\n"			\
"  -V, --version          print the version\n"

void	 cli_init(struct options *, struct vocab *);
int	 cli_option(int, const char *, struct options *, struct vocab *);
void	 cli_free(struct vocab *);
void	 cli_batch(int);

#endif /* RG_CLI_H */
