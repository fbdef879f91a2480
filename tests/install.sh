#!/bin/sh
# install.sh: make install puts what users build with in place, and a
# consumer's make rules (macros/rgpp.mk) convert and assemble with it:
# protected objects with RETGUARD=yes, the original bytes with no.
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
    share/man/man1/rgpp.1 share/man/man1/rgcheck.1; do
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

# A consumer: converts strlen.S at make time, with and without RETGUARD.
mkdir "$tmp/app"
cp "$top/examples/amd64/strlen.S" "$top/examples/example.h" "$tmp/app/"
cat >"$tmp/app/Makefile" <<MK
RGPP = $root/bin/rgpp
RGPPFLAGS = --arch=amd64
RGPP_CFLAGS = $cflags
include $root/share/rgpp/rgpp.mk
all: strlen.o
MK
for v in yes no; do
	rm -f "$tmp/app/strlen.o" "$tmp/app/strlen.rg.S"
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
exit $fail
