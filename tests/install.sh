#!/bin/sh
# install.sh: make install puts what users build with in place, and a
# consumer's make rules (macros/rgpp.mk) convert and assemble with it:
# protected objects with RETGUARD=yes, the original bytes with no; a
# header that the source includes changed, the source is converted
# and assembled again, also one that only an #if branch not taken
# includes (rgpp reads every branch), and the installed
# <machine/asm.h> changed, every object is assembled again.
# (tests/examples.sh builds a whole Autoconf project with rgpp.m4.)
set -u

build=${abs_top_builddir:?}
top=${top_srcdir:?}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

if ! command -v pkg-config >/dev/null; then
	echo "SKIP: no pkg-config"
	exit 77
fi
(cd "$build" && ${MAKE:-make} -s install DESTDIR="$tmp/root") \
    >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; bad "make install"; exit 1; }
prefix=$(sed -n 's/^prefix=//p' "$build/rgpp.pc")
root=$tmp/root$prefix
for f in bin/rgpp bin/rgcheck include/rgpp/machine/asm.h \
    share/rgpp/retguard-amd64.s share/rgpp/rgpp.mk \
    share/aclocal/rgpp.m4 lib/pkgconfig/rgpp.pc \
    share/man/man1/rgpp.1 share/man/man1/rgcheck.1 \
    share/man/man7/retguard.7; do
	if [ -f "$root/$f" ]; then pass "installed /$f"; else bad "no /$f"; fi
done
cflags=$(PKG_CONFIG_PATH=$root/lib/pkgconfig \
    PKG_CONFIG_SYSROOT_DIR=$tmp/root pkg-config --cflags rgpp)
cflags=$(echo $cflags)
if [ "$cflags" = "-I$root/include/rgpp" ]; then
	pass "pkg-config --cflags rgpp"
else
	bad "pkg-config --cflags rgpp gave '$cflags'"
fi

# A consumer: converts strlen.S at make time, with and without RETGUARD;
# rgpp and the macros found through pkg-config, as rgpp.mk does by
# default.
mkdir "$tmp/app"
cp "$top/examples/amd64/strlen.S" "$top/examples/amd64/close.S" \
    "$top/examples/amd64/SYS.h" "$top/examples/example.h" "$tmp/app/"
{
	printf '#ifdef NOT_DEFINED_ANYWHERE\n#include "alt.h"\n#endif\n'
	sed 's/ex_strlen/ex_strlen2/' "$tmp/app/strlen.S"
} >"$tmp/app/pick.S"
echo '/* only an #if branch that is not taken includes this */' \
    >"$tmp/app/alt.h"
cat >"$tmp/app/Makefile" <<MK
RGPPFLAGS = --arch=amd64
RGPP_INCLUDES = -I.
include $root/share/rgpp/rgpp.mk
all: strlen.o close.o pick.o
MK
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
PKG_CONFIG_PATH=$root/lib/pkgconfig
PKG_CONFIG_SYSROOT_DIR=$tmp/root
for v in yes no; do
	rm -f "$tmp/app/"*.o "$tmp/app/"*.rg.S
	if (cd "$tmp/app" && ${MAKE:-make} -s RETGUARD=$v) >"$tmp/m.log" 2>&1
	then
		pass "consumer builds with RETGUARD=$v"
	else
		cat "$tmp/m.log"; bad "consumer build with RETGUARD=$v"
		continue
	fi
	objcopy -O binary --only-section=.text "$tmp/app/strlen.o" \
	    "$tmp/$v.bin"
done
gcc $cflags -c -o "$tmp/orig.o" "$tmp/app/strlen.S" &&
    objcopy -O binary --only-section=.text "$tmp/orig.o" "$tmp/orig.bin"
if cmp -s "$tmp/no.bin" "$tmp/orig.bin"; then
	pass "RETGUARD=no gives the original .text"
else
	bad "RETGUARD=no changes .text"
fi
if cmp -s "$tmp/yes.bin" "$tmp/orig.bin"; then
	bad "RETGUARD=yes gives the original .text"
else
	pass "RETGUARD=yes protects"
fi

# touched FILE: change FILE's time a second after a stamp, and make.
touched() {
	touch "$tmp/stamp"
	sleep 1
	touch "$1"
	(cd "$tmp/app" && ${MAKE:-make} -s RETGUARD=yes) >"$tmp/m.log" 2>&1 ||
	    { cat "$tmp/m.log"; bad "rebuild after touching $1"; }
}

# made NAME... [-- NAME...]: the files before -- of the app were made
# again since the stamp, the files after it were not.
made() {
	again=1
	for m in "$@"; do
		if [ "$m" = -- ]; then
			again=0
		elif [ "$tmp/app/$m" -nt "$tmp/stamp" ]; then
			[ $again = 1 ] || return 1
		else
			[ $again = 0 ] || return 1
		fi
	done
}

# Dependency tracking: SYS.h changed, close.o is made again, strlen.o not.
touched "$tmp/app/SYS.h"
if made close.o close.rg.S -- strlen.o; then
	pass "rgpp.mk: a header changed, what includes it is converted again"
else
	bad "rgpp.mk: touching SYS.h did not rebuild close.o alone"
fi
(cd "$tmp/app" && ${MAKE:-make} -q RETGUARD=yes)
if [ $? -eq 0 ]; then
	pass "rgpp.mk: then everything is up to date"
else
	bad "rgpp.mk: still out of date after the rebuild"
fi

# A header that only a branch not taken includes: cpp's list (gcc -MM)
# would miss it, but rgpp read it, so pick.S is converted again.
touched "$tmp/app/alt.h"
if made pick.rg.S pick.o -- close.o strlen.o; then
	pass "rgpp.mk: a header in an #if branch not taken changed, pick.S is converted again"
else
	bad "rgpp.mk: touching alt.h did not rebuild pick.o alone"
fi

# The macros changed (rgpp upgraded): every object is assembled again.
touched "$root/include/rgpp/machine/asm.h"
if made pick.o close.o strlen.o; then
	pass "rgpp.mk: <machine/asm.h> changed, every object is assembled again"
else
	bad "rgpp.mk: touching machine/asm.h did not rebuild every object"
fi
exit $fail
