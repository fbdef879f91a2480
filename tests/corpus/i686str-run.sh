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
# shellcheck disable=SC2012
t=$(ls "$src"/glibc/glibc-*.tar.xz 2>/dev/null | head -1)
if [ -z "$t" ]; then
	echo "i686str-run.sh: no glibc tarball (apt-get install glibc-source)" >&2
	exit 77
fi
. "$top/tests/i386-run.sh"
if ! command -v "$cc" >/dev/null 2>&1 || ! i386_run "$cc"; then
	echo "i686str-run.sh: cannot build and run i386 programs with $cc" >&2
	exit 77
fi
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
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
. "$top/tests/corpus/convert-lib.sh"

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
	for v in orig plain prot; do
		case $v in
		orig) s=$f d= ;;
		plain) s=$c d= ;;
		prot) s=$c d=-D_RET_PROTECTOR ;;
		esac
		# shellcheck disable=SC2086
		"$cc" -c $defs $d -I"$tmp/inc" -I"$tmp" -I"$tmp/$m" \
		    -I"$top/include" -include machine/asm.h \
		    -o "$tmp/o/$b.$v.o" "$s" 2>"$tmp/o/$b.$v.as" ||
		    bad "$b: $v does not assemble"
	done
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
	for v in orig plain; do
		objcopy -O binary -j .text -j .text.sse2 -j .text.ssse3 \
		    -j .text.atom "$tmp/o/$b.$v.o" "$tmp/o/$b.$v.text" \
		    2>/dev/null
	done
	cmp -s "$tmp/o/$b.orig.text" "$tmp/o/$b.plain.text" ||
	    bad "$b: converted, unprotected .text differs from the original"
	# every ret right after the XOR, and one XOR more: START's
	"$objdump" -d --no-show-raw-insn "$tmp/o/$b.prot.o" |
	    awk '/^ *[0-9a-f]+:/ { sub(/^ *[0-9a-f]+:[ \t]*/, "");
		gsub(/ +/, " ");
		if ($1 ~ /^ret/) { rets++; if (prev != "xor %esp,(%esp)") bare++ }
		if ($0 == "xor %esp,(%esp)") xors++
		prev = $0 }
	    END { printf "%d %d %d\n", rets, xors, bare }' >"$tmp/o/$b.count"
	read -r rets xors bare <"$tmp/o/$b.count"
	if [ "$bare" != 0 ] || [ "$rets" -lt 1 ] ||
	    [ "$xors" != $((rets + 1)) ]; then
		bad "$b: $rets returns, $xors XORs, $bare returns without one"
	fi
done
[ "$fail" = 0 ] &&
    pass "$n functions: converted, idempotent, unprotected the same" \
	"bytes, protected every return"

for v in orig prot; do
	if ! "$cc" -static -O1 -Wall -Wextra -o "$tmp/run.$v" \
	    "$here/i686str-run.c" "$tmp"/o/*."$v".o 2>"$tmp/cc.$v"; then
		cat "$tmp/cc.$v"
		bad "the $v program does not build"
		continue
	fi
	$i386_run "$tmp/run.$v" >"$tmp/out.$v" 2>&1
	echo "exit $?" >>"$tmp/out.$v"
done
if [ -f "$tmp/out.orig" ] && [ -f "$tmp/out.prot" ]; then
	if grep -q FAIL "$tmp/out.orig" || ! grep -q '^exit 0$' "$tmp/out.orig"
	then
		sed 's/^/	/' "$tmp/out.orig"
		bad "the original program fails"
	elif ! cmp -s "$tmp/out.orig" "$tmp/out.prot"; then
		diff "$tmp/out.orig" "$tmp/out.prot" | sed 's/^/	/'
		bad "protected, the program does not print what the original does"
	else
		pass "protected, the $(grep -c '^ok:' "$tmp/out.prot")" \
		    "functions give the C library's results"
	fi
fi
exit $fail
