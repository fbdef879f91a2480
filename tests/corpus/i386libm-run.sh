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
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
. "$top/tests/corpus/convert-lib.sh"
glibc_i386 i386libm-run.sh
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
	# shellcheck disable=SC2086
	assemble_three "$b" "$f" "$c" $defs -I"$tmp/inc" -I"$tmp" \
	    -include "$top/include/machine/asm.h"
	same_text "$b" -j .text
	# in .text, every ret right after the XOR, and one XOR more a
	# function: its START's
	guard_count "$objdump" 'xor %esp,(%esp)' -j .text \
	    "$tmp/o/$b.prot.o" >"$tmp/o/$b.count"
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

build_runs "$i386_run" "$here/i386libm-run.c" -static -O1 -Wall -Wextra
compare_runs "protected, the $(grep -c '^ok:' "$tmp/out.prot" 2>/dev/null)" \
    "functions give the original's results"
exit $fail
