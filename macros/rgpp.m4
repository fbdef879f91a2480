# rgpp.m4: Autoconf support for converting assembly with rgpp.
#
# RGPP_INIT: find rgpp and its macros, and offer --enable-retguard.
# Defines RGPP (the converter, or "false" when missing), RGPP_CPPFLAGS
# (the include directory of <machine/asm.h>, and -D_RET_PROTECTOR when
# protection is on) and the Automake conditional RETGUARD.
AC_DEFUN([RGPP_INIT],
[AC_ARG_ENABLE([retguard],
	[AS_HELP_STRING([--enable-retguard],
	    [protect the return addresses of assembly functions with RETGUARD
	     (default: yes when rgpp is found)])],
	[], [enable_retguard=auto])
AC_PATH_PROG([RGPP], [rgpp], [false])
AC_MSG_CHECKING([for the RETGUARD macros])
rgpp_cflags=`pkg-config --cflags rgpp 2>/dev/null`
AS_IF([test -n "$rgpp_cflags"], [AC_MSG_RESULT([$rgpp_cflags])],
	[AC_MSG_RESULT([not found])])
AS_CASE([$enable_retguard],
	[auto], [AS_IF([test "x$RGPP" != xfalse && test -n "$rgpp_cflags"],
		[enable_retguard=yes], [enable_retguard=no])],
	[yes], [AS_IF([test "x$RGPP" = xfalse || test -z "$rgpp_cflags"],
		[AC_MSG_ERROR([--enable-retguard needs rgpp and rgpp.pc])])])
RGPP_CPPFLAGS="$rgpp_cflags"
AS_IF([test "x$enable_retguard" = xyes],
	[RGPP_CPPFLAGS="$RGPP_CPPFLAGS -D_RET_PROTECTOR"])
AC_SUBST([RGPP_CPPFLAGS])
AM_CONDITIONAL([RETGUARD], [test "x$enable_retguard" = xyes])
])
