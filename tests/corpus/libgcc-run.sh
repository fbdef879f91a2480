#!/bin/sh
# libgcc-run.sh: real code, run.  libgcc's aarch64 outline atomics
# (libgcc/config/aarch64/lse.S of Debian's gcc-12-source; nothing is
# committed), the functions GCC calls for atomics with
# -moutline-atomics, are converted by rgpp, built with and without
# protection, and run under qemu-aarch64 with LSE on and off
# (libgcc-run.c).
#
#   RGPP=/path/to/rgpp tests/corpus/libgcc-run.sh
#
# lse.S is one source built once per operation, size and memory model
# (-DL_swp -DSIZE=4 -DMODEL=1 ...).  Each function starts with
# JUMP_IF_NOT_LSE 8f, a .macro whose body branches to the label its
# use names: rgpp reads 8f from the use and follows the jump, so swp,
# the ld<op> functions and cas are protected (cas's 8f is the 8: of
# the branch of its #if SIZE < 16 that is assembled: each is a
# target).  Checks: the conversion is idempotent and protects the
# three; for sizes 4 and 8 (and 16, which has cas only) and the
# models relax, acq_rel and sync, the converted source without
# _RET_PROTECTOR gives the original's .text byte for byte, and with it
# holds the protection's XOR at every RETGUARD_START and RETGUARD_END
# that cpp keeps; both builds give the results the operations mean,
# with LSE instructions and with the load/store-exclusive loops.
#
# One PASS: or FAIL: line a check; exit status 1 if a check failed, 77
# when the gcc-12-source tarball, the cross compiler or qemu is
# missing.  Environment: RGPP (required), CORPUS_SRC (default
# /usr/src), CC_AARCH64, QEMU_AARCH64, TMPDIR.
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
rgpp=${RGPP:?set RGPP}
src=${CORPUS_SRC:-/usr/src}
# shellcheck disable=SC2012
t=$(ls "$src"/gcc-12/gcc-12*.tar.xz "$src"/gcc-*/gcc-*.tar.xz 2>/dev/null |
    head -1)
if [ -z "$t" ]; then
	echo "libgcc-run.sh: no gcc tarball (apt-get install gcc-12-source)" >&2
	exit 77
fi
cc=${CC_AARCH64:-aarch64-linux-gnu-gcc-12}
qemu=${QEMU_AARCH64:-qemu-aarch64}
for tool in "$cc" "$qemu"; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "libgcc-run.sh: no $tool" >&2
		exit 77
	fi
done
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
tar -xJf "$t" -C "$tmp" --strip-components=1 --wildcards \
    '*/libgcc/config/aarch64/lse.S' || exit 99
lse=$tmp/libgcc/config/aarch64/lse.S
fail=0
nbad=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; nbad=$((nbad + 1)); }
# shellcheck source=tests/corpus/build3.sh
. "$here/build3.sh"

# libgcc's configure result: the assembler knows the LSE instructions
echo '#define HAVE_AS_LSE 1' >"$tmp/auto-target.h"
"$rgpp" --arch=aarch64 -I"$tmp" -o "$tmp/conv.S" "$lse" 2>"$tmp/conv.err"
rc=$?
"$rgpp" --arch=aarch64 -q -I"$tmp" -o "$tmp/again.S" "$tmp/conv.S" \
    2>/dev/null
if [ $rc = 0 ] && cmp -s "$tmp/conv.S" "$tmp/again.S"; then
	pass "lse.S: converted, idempotent"
else
	bad "lse.S: rgpp exit $rc, or converting again changes it"
fi
# NAME(swp), NAME(LDNM) and NAME(cas) protected
n=$(grep -c '^	RETGUARD_START' "$tmp/conv.S")
if [ "$n" = 3 ] && ! grep -q 'not protected' "$tmp/conv.err"; then
	pass "lse.S: swp, ld<op> and cas protected"
else
	bad "lse.S: $n functions protected; rgpp said: $(cat "$tmp/conv.err")"
fi

xor='eor	x30, x30, x16'
objs_plain=''
objs_prot=''
nbad0=$nbad
for op in swp ldadd ldclr ldeor ldset cas; do
	sizes='4 8'
	[ $op = cas ] && sizes='4 8 16'
	for size in $sizes; do
		for model in 1 4 5; do
			d="-DL_$op -DSIZE=$size -DMODEL=$model"
			o=$tmp/$op$size.$model
			# shellcheck disable=SC2086
			build3 "$op$size model $model" "$lse" "$tmp/conv.S" \
			    "$o" "$xor" $d -I"$tmp"
			[ "$k" -ge 3 ] ||
			    bad "$op$size model $model: $k RETGUARD macros"
			objs_plain="$objs_plain $o.plain.o"
			objs_prot="$objs_prot $o.prot.o"
		done
	done
done
[ "$nbad" = "$nbad0" ] &&
    pass "lse.S: 39 functions built three ways, unprotected .text the original's, an XOR at each RETGUARD macro"
for v in plain prot; do
	eval "objs=\$objs_$v"
	# shellcheck disable=SC2154,SC2086
	if ! $cc -static -O1 -o "$tmp/run.$v" "$here/libgcc-run.c" $objs \
	    2>"$tmp/link.err"; then
		bad "$v: does not link: $(head -3 "$tmp/link.err")"
		continue
	fi
	if "$qemu" "$tmp/run.$v" >"$tmp/run.$v.out" 2>&1; then
		pass "$v: $(tail -1 "$tmp/run.$v.out"), with LSE and without"
	else
		bad "$v: $(grep -m1 FAIL "$tmp/run.$v.out" || tail -1 "$tmp/run.$v.out")"
	fi
done
exit $fail
