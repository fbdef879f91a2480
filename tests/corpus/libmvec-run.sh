#!/bin/sh
# libmvec-run.sh: real code, run.  glibc's x86_64 vector-math
# wrappers (sysdeps/x86_64/fpu/svml_[ds]_{sin,pow}*_core*.S of
# Debian's glibc-source; nothing is committed) are whole functions
# whose body is a header's .macro that returns (ENTRY (_ZGVbN2v_sin);
# WRAPPER_IMPL_SSE2 sin; END (_ZGVbN2v_sin)): rgpp puts RETGUARD_RETS
# and RETGUARD_RETS_END around the use.  The sixteen sources are
# converted, built with and without protection against glibc's own
# sysdep.h for x86_64 (its ENTRY opens CFI; JUMPTARGET(x) is made the
# driver's rt_x), linked with libmvec-run.c and run.
#
#   RGPP=/path/to/rgpp tests/corpus/libmvec-run.sh
#
# Checks: each conversion protects its function and converts again to
# itself; without _RET_PROTECTOR its .text is the original's byte for
# byte; with it every return in it comes right after the XOR (objdump),
# two for each RETGUARD_RETS (START and the ret macro), the AVX-512
# wrappers calling the AVX2 ones, which call the SSE2 ones, which call
# the scalar function; the original and the protected program print
# the same lines, none a failure: every lane is the scalar function's,
# and backtraces taken in the scalar function name each wrapper on the
# way (through up to three protected frames: their CFI).
#
# One PASS: or FAIL: line a check; exit status 1 if a check failed, 77
# when the glibc tarball or gcc is missing, or this is not x86_64.
# Environment: RGPP (required), CORPUS_SRC (default /usr/src), CC,
# TMPDIR.
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
rgpp=${RGPP:?set RGPP}
src=${CORPUS_SRC:-/usr/src}
cc=${CC:-gcc}
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
. "$top/tests/corpus/convert-lib.sh"
glibc_tarball libmvec-run.sh
if [ "$(uname -m)" != x86_64 ] || ! command -v "$cc" >/dev/null 2>&1; then
	echo "libmvec-run.sh: needs x86_64 and $cc" >&2
	exit 77
fi
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fpu=sysdeps/x86_64/fpu
tar -xJf "$t" -C "$tmp" --strip-components=1 --wildcards \
    "*/sysdeps/x86_64/sysdep.h" "*/sysdeps/x86/sysdep.h" \
    "*/sysdeps/generic/sysdep.h" "*/sysdeps/generic/dwarf2.h" \
    "*/$fpu/svml_d_wrapper_impl.h" "*/$fpu/svml_s_wrapper_impl.h" \
    "*/$fpu/svml_d_sin[0-9]_core*.S" "*/$fpu/svml_s_sinf[0-9]*_core*.S" \
    "*/$fpu/svml_d_pow[0-9]_core*.S" "*/$fpu/svml_s_powf[0-9]*_core*.S" ||
    exit 99

# glibc's own sysdep.h for x86_64 (ENTRY, END, the cfi_ macros), with
# what its build would add: C_SYMBOL_NAME of libc-symbols.h, calls
# without the PLT, and the scalar functions the driver's rt_ hooks
mkdir "$tmp/inc" || exit 99
cat >"$tmp/inc/sysdep.h" <<'EOS'
#define C_SYMBOL_NAME(name) name
#define HIDDEN_JUMPTARGET(name) name
#include <sysdeps/x86_64/sysdep.h>
#undef JUMPTARGET
#define JUMPTARGET(name) rt_##name
#define libmvec_hidden_def(name)
EOS

mkdir "$tmp/o" || exit 99
n=0
for f in "$tmp/$fpu"/svml_*_core*.S; do
	b=$(basename "$f" .S)
	c=$tmp/o/$b.rg.S
	n=$((n + 1))
	convert_twice amd64 "$b" "$f" "$c" "$tmp/$fpu" || continue
	if [ "$(grep -c 'RETGUARD_START$' "$c")" != 1 ] ||
	    [ "$(grep -c 'RETGUARD_RETS$' "$c")" != 1 ] ||
	    [ "$(grep -c 'RETGUARD_RETS_END$' "$c")" != 1 ]; then
		bad "$b: not protected with RETGUARD_START and RETGUARD_RETS"
	fi
	assemble_three "$b" "$f" "$c" -I"$tmp/inc" -I"$tmp" -I"$tmp/$fpu" \
	    -I"$top/include" -include machine/asm.h -Wa,--fatal-warnings
	same_text "$b" -j .text
	# every ret right after the XOR; START and each ret of the macro
	objdump -d --no-show-raw-insn "$tmp/o/$b.prot.o" |
	    awk '/^ *[0-9a-f]+:/ { sub(/^ *[0-9a-f]+:[ \t]*/, "");
		if ($1 ~ /^ret/) { rets++; if (prev != "xor %rsp,(%rsp)") bare++ }
		if ($0 == "xor    %rsp,(%rsp)") xors++
		gsub(/ +/, " "); prev = $0 }
	    END { printf "%d %d %d\n", rets, xors, bare }' >"$tmp/o/$b.count"
	read -r rets xors bare <"$tmp/o/$b.count"
	if [ "$bare" != 0 ] || [ "$rets" -lt 1 ] ||
	    [ "$xors" != $((rets + 1)) ]; then
		bad "$b: $rets returns, $xors XORs, $bare returns without one"
	fi
done
[ "$n" = 16 ] || bad "$n sources, not the 16 of sin, sinf, pow and powf"
[ "$fail" = 0 ] &&
    pass "$n wrappers: converted, idempotent, unprotected the same" \
	"bytes, protected every return"

build_runs "" "$here/libmvec-run.c" -O1 -Wno-psabi -rdynamic -lm -ldl
compare_runs "protected, $(grep -c '^ok:' "$tmp/out.prot" 2>/dev/null)" \
    "checks as the original's: results and backtraces" \
    "$(grep '^not run' "$tmp/out.prot" 2>/dev/null | tr '\n' ' ')"
exit $fail
