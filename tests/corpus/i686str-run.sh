#!/bin/sh
# i686str-run.sh: real code, run.  Seven of glibc's i686 string
# functions (sysdeps/i386/i686/multiarch/{strlen-sse2-bsf,strchr-sse2,
# strchr-sse2-bsf,strrchr-sse2,wcsrchr-sse2,wcscpy-ssse3,wcscmp-sse2}.S
# of Debian's glibc-source; nothing is committed) return through
# RETURN, a #define of the file that pops what ENTRANCE pushed, returns
# and puts the CFI back (POP (%edi); ret; CFI_PUSH (%edi)): rgpp reads
# each use as that body, protects the function, and puts RETGUARD_END
# and RETGUARD_RESUME in the #define.  The sources are converted, built
# with and without protection against glibc's own sysdep.h for i386
# (its ENTRY opens CFI), linked with i686str-run.c and run (natively,
# or under qemu-i386 where this kernel runs no 32-bit program).
#
#   RGPP=/path/to/rgpp tests/corpus/i686str-run.sh
#
# Checks: each conversion protects its function and converts again to
# itself; without _RET_PROTECTOR its .text is the original's byte for
# byte; with it every return in it comes right after the XOR (objdump);
# the original and the protected program print the same lines, none a
# failure: every result on strings of every alignment and length up
# to 300 is the C library's.
#
# One PASS: or FAIL: line a check; exit status 1 if a check failed, 77
# when the glibc tarball or an i386 compiler that can run its programs
# is missing.  Environment: RGPP (required), CORPUS_SRC (default
# /usr/src), CC_I386 (default i686-linux-gnu-gcc-12), TMPDIR.
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
rgpp=${RGPP:?set RGPP}
src=${CORPUS_SRC:-/usr/src}
cc=${CC_I386:-i686-linux-gnu-gcc-12}
objdump=${OBJDUMP_I386:-objdump}
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
. "$top/tests/corpus/convert-lib.sh"
glibc_i386 i686str-run.sh
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
m=sysdeps/i386/i686/multiarch
names="strlen-sse2-bsf strchr-sse2 strchr-sse2-bsf strrchr-sse2
wcsrchr-sse2 wcscpy-ssse3 wcscmp-sse2"
set --
for b in $names; do
	set -- "$@" "*/$m/$b.S"
done
tar -xJf "$t" -C "$tmp" --strip-components=1 --wildcards \
    "*/sysdeps/i386/sysdep.h" "*/sysdeps/x86/sysdep.h" \
    "*/sysdeps/generic/sysdep.h" "*/sysdeps/generic/dwarf2.h" "$@" ||
    exit 99

# glibc's own sysdep.h for i386 (ENTRY, END, the cfi_ macros), with
# C_SYMBOL_NAME of libc-symbols.h; IS_IN (libc) and SHARED as its
# build of libc.so defines them
mkdir "$tmp/inc" "$tmp/o" || exit 99
printf '%s\n' '#define C_SYMBOL_NAME(name) name' \
    '#include <sysdeps/i386/sysdep.h>' >"$tmp/inc/sysdep.h"
defs="-DSHARED -DIS_IN(lib)=1"

n=0
for b in $names; do
	f=$tmp/$m/$b.S
	c=$tmp/o/$b.rg.S
	n=$((n + 1))
	convert_twice i386 "$b" "$f" "$c" "$tmp/$m" || continue
	if [ "$(grep -c 'RETGUARD_START$' "$c")" != 1 ] ||
	    ! grep -q 'define.*RETURN.*RETGUARD_END; ret; RETGUARD_RESUME;' \
	    "$c"; then
		bad "$b: not protected, or not with RETGUARD_END and" \
		    "RETGUARD_RESUME in its RETURN"
	fi
	# shellcheck disable=SC2086
	assemble_three "$b" "$f" "$c" $defs -I"$tmp/inc" -I"$tmp" \
	    -I"$tmp/$m" -I"$top/include" -include machine/asm.h
	# wcscpy-ssse3.S has cmp without a suffix: the same warnings,
	# but for the file's name and the lines
	for v in orig plain prot; do
		sed -n 's/^[^:]*:[0-9]*: //p' "$tmp/o/$b.$v.as" \
		    >"$tmp/o/$b.$v.msg"
	done
	for v in plain prot; do
		cmp -s "$tmp/o/$b.orig.msg" "$tmp/o/$b.$v.msg" ||
		    bad "$b: $v assembles with other messages than the original"
	done
	same_text "$b" -j .text -j .text.sse2 -j .text.ssse3 -j .text.atom
	# every ret right after the XOR, and one XOR more: START's
	guard_count "$objdump" 'xor %esp,(%esp)' "$tmp/o/$b.prot.o" \
	    >"$tmp/o/$b.count"
	read -r rets xors bare <"$tmp/o/$b.count"
	if [ "$bare" != 0 ] || [ "$rets" -lt 1 ] ||
	    [ "$xors" != $((rets + 1)) ]; then
		bad "$b: $rets returns, $xors XORs, $bare returns without one"
	fi
done
[ "$fail" = 0 ] &&
    pass "$n functions: converted, idempotent, unprotected the same" \
	"bytes, protected every return"

build_runs "$i386_run" "$here/i686str-run.c" -static -O1 -Wall -Wextra
compare_runs "protected, the $(grep -c '^ok:' "$tmp/out.prot" 2>/dev/null)" \
    "functions give the C library's results"
exit $fail
