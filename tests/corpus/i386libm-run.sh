#!/bin/sh
# i386libm-run.sh: real code, run.  Five of glibc's i386 libm sources
# (sysdeps/i386/fpu/{e_asin,e_atan2,e_log,s_atan,s_frexp}.S of Debian's
# glibc-source; nothing is committed) built as libm.so builds them,
# with PIC: each function loads its GOT pointer with LOAD_PIC_REG,
# whose body defines glibc's PC thunk in a section of its own, ret
# included, before it calls it.  rgpp reads that part as none of the
# use's code and protects the functions (it used to take the thunk's
# ret for one of theirs and leave them alone); asin, atan and atan2
# also go through i386-math-asm.h's underflow checks, which push and
# pop around a store.  The sources are converted, built with and
# without protection against glibc's own sysdep.h for i386, linked
# with i386libm-run.c and run (natively, or under qemu-i386 where
# this kernel runs no 32-bit program).
#
#   RGPP=/path/to/rgpp tests/corpus/i386libm-run.sh
#
# Checks: each conversion protects every function of its file and
# converts again to itself; without _RET_PROTECTOR its .text is the
# original's byte for byte; with it every return in .text comes right
# after the XOR (objdump; the thunk, in its own section, is left as it
# is); the original and the protected program print the same lines,
# none a failure.
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
	echo "i386libm-run.sh: no glibc tarball (apt-get install glibc-source)" >&2
	exit 77
fi
. "$top/tests/i386-run.sh"
if ! command -v "$cc" >/dev/null 2>&1 || ! i386_run "$cc"; then
	echo "i386libm-run.sh: cannot build and run i386 programs with $cc" >&2
	exit 77
fi
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
m=sysdeps/i386/fpu
names="e_asin e_atan2 e_log s_atan s_frexp"
set --
for b in $names; do
	set -- "$@" "*/$m/$b.S"
done
tar -xJf "$t" -C "$tmp" --strip-components=1 --wildcards \
    "*/sysdeps/i386/sysdep.h" "*/sysdeps/x86/sysdep.h" \
    "*/sysdeps/generic/sysdep.h" "*/sysdeps/generic/dwarf2.h" \
    "*/sysdeps/i386/asm-syntax.h" "*/math/machine/asm.h" \
    "*/$m/i386-math-asm.h" "$@" || exit 99
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
. "$top/tests/corpus/convert-lib.sh"

# glibc's own headers, found as its build of libm finds them: <sysdep.h>
# (with C_SYMBOL_NAME of libc-symbols.h), <machine/asm.h> of math/,
# <i386-math-asm.h>; the libm_alias_* macros only make aliases, and
# are empty here
mkdir "$tmp/inc" "$tmp/inc/machine" "$tmp/o" || exit 99
printf '%s\n' '#define C_SYMBOL_NAME(name) name' \
    '#include <sysdeps/i386/sysdep.h>' >"$tmp/inc/sysdep.h"
cp "$tmp/math/machine/asm.h" "$tmp/inc/machine/asm.h" &&
    cp "$tmp/sysdeps/i386/asm-syntax.h" "$tmp/$m/i386-math-asm.h" \
    "$tmp/inc/" || exit 99
echo '#define libm_alias_finite(from, to)' >"$tmp/inc/libm-alias-finite.h"
echo '#define libm_alias_double(from, to)' >"$tmp/inc/libm-alias-double.h"
defs="-DPIC -DSHARED -DIS_IN(lib)=1"

n=0
for b in $names; do
	f=$tmp/$m/$b.S
	c=$tmp/o/$b.rg.S
	n=$((n + 1))
	convert_twice i386 "$b" "$f" "$c" "$tmp/$m" || continue
	if [ "$(grep -c '^ENTRY *(' "$f")" != \
	    "$(grep -c 'RETGUARD_START$' "$c")" ]; then
		bad "$b: not every function protected"
	fi
	for v in orig plain prot; do
		case $v in
		orig) s=$f d= ;;
		plain) s=$c d= ;;
		prot) s=$c d=-D_RET_PROTECTOR ;;
		esac
		# shellcheck disable=SC2086
		"$cc" -c $defs $d -I"$tmp/inc" -I"$tmp" \
		    -include "$top/include/machine/asm.h" \
		    -o "$tmp/o/$b.$v.o" "$s" || bad "$b: $v does not assemble"
	done
	for v in orig plain; do
		objcopy -O binary -j .text "$tmp/o/$b.$v.o" \
		    "$tmp/o/$b.$v.text" 2>/dev/null
	done
	cmp -s "$tmp/o/$b.orig.text" "$tmp/o/$b.plain.text" ||
	    bad "$b: converted, unprotected .text differs from the original"
	# in .text, every ret right after the XOR, and one XOR more a
	# function: its START's
	"$objdump" -d -j .text --no-show-raw-insn "$tmp/o/$b.prot.o" |
	    awk '/^ *[0-9a-f]+:/ { sub(/^ *[0-9a-f]+:[ \t]*/, "");
		gsub(/ +/, " ");
		if ($1 ~ /^ret/) { rets++; if (prev != "xor %esp,(%esp)") bare++ }
		if ($0 == "xor %esp,(%esp)") xors++
		prev = $0 }
	    END { printf "%d %d %d\n", rets, xors, bare }' >"$tmp/o/$b.count"
	read -r rets xors bare <"$tmp/o/$b.count"
	funcs=$(grep -c '^ENTRY *(' "$f")
	if [ "$bare" != 0 ] || [ "$rets" -lt 1 ] ||
	    [ "$xors" != $((rets + funcs)) ]; then
		bad "$b: $rets returns, $xors XORs, $bare returns without one"
	fi
	# the thunk is there, and as it was
	"$objdump" -d --no-show-raw-insn "$tmp/o/$b.prot.o" |
	    grep -q '^[0-9a-f]* <__x86.get_pc_thunk' ||
	    bad "$b: no PC thunk in the protected object"
done
[ "$fail" = 0 ] &&
    pass "$n files: converted, idempotent, unprotected the same" \
	"bytes, protected every return"

for v in orig prot; do
	if ! "$cc" -static -O1 -Wall -Wextra -o "$tmp/run.$v" \
	    "$here/i386libm-run.c" "$tmp"/o/*."$v".o 2>"$tmp/cc.$v"; then
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
		    "functions give the original's results"
	fi
fi
exit $fail
