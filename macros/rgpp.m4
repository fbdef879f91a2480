# rgpp.m4: Autoconf support for converting assembly with rgpp.
#
# RGPP_INIT: find rgpp and its macros, and offer --enable-retguard.
#
#   --enable-retguard	protect the assembly functions (the default when
#			rgpp is found; an error when it is not)
#   --disable-retguard	do not protect them: the sources are still
#			converted when rgpp is found, and the converted
#			sources assemble to the bytes of the originals
#   RGPP=no		do not use rgpp at all: build the originals
#
# rgpp is $RGPP when set, else the one named by pkg-config's rgpp.pc
# (its variable rgpp), else the first in PATH; the macros and rgpp.mk
# come from rgpp.pc, or from beside rgpp ($bindir/../include/rgpp and
# $bindir/../share/rgpp) when pkg-config does not know rgpp.
# Substitutes:
#   RGPP		the converter, or no
#   RGPP_ARCH		rgpp's name of the host architecture (amd64, i386,
#			aarch64, riscv64), or empty
#   RGPPFLAGS		options for rgpp; default --arch=$RGPP_ARCH
#   RGPP_CFLAGS		-I of the directory of <machine/asm.h>
#   RGPP_CPPFLAGS	$RGPP_CFLAGS, and -D_RET_PROTECTOR when protecting
#   RGPP_MK		(AC_SUBST_FILE) the text of rgpp.mk, for a line
#			@RGPP_MK@ in Makefile.am; empty without rgpp
# and defines the Automake conditionals RGPP (converting) and RETGUARD
# (protecting).
AC_DEFUN([RGPP_INIT],
[AC_REQUIRE([AC_CANONICAL_HOST])dnl
AC_ARG_ENABLE([retguard],
	[AS_HELP_STRING([--enable-retguard],
	    [protect the return addresses of assembly functions with RETGUARD
	     (default: yes when rgpp is found)])],
	[], [enable_retguard=auto])
AC_ARG_VAR([RGPP], [the rgpp converter; no: do not convert])
AC_ARG_VAR([RGPPFLAGS], [options for rgpp (default: --arch of the host)])
: "${PKG_CONFIG:=pkg-config}"
rgpp_pc=no
AS_IF([$PKG_CONFIG --exists rgpp 2>/dev/null], [rgpp_pc=yes])
AS_IF([test -z "$RGPP" && test $rgpp_pc = yes],
	[RGPP=`$PKG_CONFIG --variable=rgpp rgpp`
	 AS_IF([test -x "$RGPP"], [], [RGPP=])])
AS_IF([test -z "$RGPP"], [AC_PATH_PROG([RGPP], [rgpp], [no])],
	[AC_MSG_CHECKING([for rgpp])
	 AC_MSG_RESULT([$RGPP])])
RGPP_CFLAGS=
RGPP_MK=/dev/null
AS_IF([test "x$RGPP" != xno],
	[AC_MSG_CHECKING([for the RETGUARD macros])
	 AS_IF([test $rgpp_pc = yes],
		[rgpp_incdir=`$PKG_CONFIG --variable=includedir rgpp`/rgpp
		 rgpp_macrodir=`$PKG_CONFIG --variable=macrodir rgpp`],
		[rgpp_prefix=`AS_DIRNAME(["$RGPP"])`/..
		 rgpp_incdir=$rgpp_prefix/include/rgpp
		 rgpp_macrodir=$rgpp_prefix/share/rgpp])
	 AS_IF([test -f "$rgpp_incdir/machine/asm.h" &&
		test -f "$rgpp_macrodir/rgpp.mk"],
		[RGPP_CFLAGS="-I$rgpp_incdir"
		 RGPP_MK=$rgpp_macrodir/rgpp.mk
		 AC_MSG_RESULT([$rgpp_incdir])],
		[AC_MSG_RESULT([not found])
		 AC_MSG_WARN([rgpp without its macros: not converting])
		 RGPP=no])])
AS_CASE([$host_cpu],
	[x86_64|amd64], [RGPP_ARCH=amd64],
	[i?86], [RGPP_ARCH=i386],
	[aarch64|arm64], [RGPP_ARCH=aarch64],
	[riscv64], [RGPP_ARCH=riscv64],
	[RGPP_ARCH=])
AS_IF([test -z "$RGPPFLAGS" && test -n "$RGPP_ARCH"],
	[RGPPFLAGS="--arch=$RGPP_ARCH"])
AS_CASE([$enable_retguard],
	[auto], [AS_IF([test "x$RGPP" != xno],
		[enable_retguard=yes], [enable_retguard=no])],
	[yes], [AS_IF([test "x$RGPP" = xno],
		[AC_MSG_ERROR([--enable-retguard needs rgpp and its macros (set RGPP or PKG_CONFIG_PATH)])])],
	[no], [],
	[AC_MSG_ERROR([--enable-retguard takes yes or no, not $enable_retguard])])
AC_MSG_CHECKING([whether to protect assembly functions with RETGUARD])
AC_MSG_RESULT([$enable_retguard])
RGPP_CPPFLAGS=$RGPP_CFLAGS
AS_IF([test "x$enable_retguard" = xyes],
	[RGPP_CPPFLAGS="$RGPP_CPPFLAGS -D_RET_PROTECTOR"])
AC_SUBST([RGPP_ARCH])
AC_SUBST([RGPP_CFLAGS])
AC_SUBST([RGPP_CPPFLAGS])
AC_SUBST_FILE([RGPP_MK])
AM_CONDITIONAL([RGPP], [test "x$RGPP" != xno])
AM_CONDITIONAL([RETGUARD], [test "x$enable_retguard" = xyes])
])
