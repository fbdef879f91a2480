#!/bin/sh
#
# Runtime tests of rgpp and the RETGUARD macros: convert real assembler
# functions, build them with and without protection, run them.
#
# usage: RGPP=/path/to/rgpp tests/runtime/run.sh ARCH
#
# ARCH is amd64 or i386 (or a file name whose base name, less its
# extension, is one: tests/runtime/amd64.rt).  For each source in
# tests/runtime/ARCH/*.S (unprotected originals; cfi.S has functions
# with CFI, nocfi.S the same functions without), the test
#   - converts it: $RGPP -I tests/runtime/ARCH -I include $RGPPFLAGS
#     --arch=ARCH -o conv.S orig.S (the -I as for the assembler, so that
#     rgpp can read ../testasm.h from a converted copy too), and converts
#     the result again, which must change nothing;
#   - checks in the objects of the protected builds that every function
#     starts with the XOR and that every ret comes right after one;
#   - assembles the original, and the converted source without
#     _RET_PROTECTOR (its .text and .eh_frame must be the original's),
#     with -D_RET_PROTECTOR (user) and with -D_RET_PROTECTOR -D_KERNEL
#     (kernel), using include/machine/asm.h;
#   - assembles the converted source again with the GNU as macros of
#     macros/retguard-ARCH.s instead of asm.h, which must give the same
#     .text and .eh_frame in each of the three variants;
#   - links the original, user and kernel objects with main.c and
#     cxx.cc and runs the checks of main.c: results, the smash test
#     (win() runs unprotected; protected, the process dies first),
#     unwinding from a callback, a C++ exception through the asm frame,
#     and an unwind at every single-stepped instruction.
#
# One PASS: or FAIL: line a check; exit status 1 if a check failed, 77
# (skip) if a tool is missing, 99 on a usage error.  Environment:
# RGPP (required), RGPPFLAGS (more rgpp options), CC_<ARCH> and
# CXX_<ARCH> (compilers), RT_KEEP=1 (keep the build directory), TMPDIR.

set -u

usage() {
	echo "usage: RGPP=/path/to/rgpp $0 amd64|i386" >&2
	exit 99
}

[ $# -eq 1 ] || usage
arch=$(basename "$1")
arch=${arch%.*}
rtdir=$(cd "$(dirname "$0")" && pwd) || exit 99
top=$(cd "$rtdir/../.." && pwd) || exit 99

# Per-architecture toolchain.  A new architecture is one more case:
# its compilers, link flags, how to run its programs ($run, e.g. a qemu)
# and whether main.c can single-step it.
run=
case $arch in
amd64)
	triplet=x86_64-linux-gnu
	cc=${CC_AMD64:-gcc}
	cxx=${CXX_AMD64:-g++}
	ldflags=
	hostarch=x86_64
	xor_user='xor %rsp,(%rsp)'	# as objdump prints them
	xor_kernel='xor %esp,(%rsp)'
	;;
i386)
	triplet=i686-linux-gnu
	cc=${CC_I386:-i686-linux-gnu-gcc-12}
	cxx=${CXX_I386:-i686-linux-gnu-g++-12}
	# rt_win_tramp alone in its 64 KiB: see main.c
	ldflags="-static -Wl,--section-start=.rt_win=0x30000000"
	hostarch=x86_64
	xor_user='xor %esp,(%esp)'
	xor_kernel='xor %sp,(%esp)'
	;;
aarch64|riscv64)
	echo "SKIP: $arch: no runtime tests for $arch yet"
	exit 77
	;;
*)
	echo "run.sh: unknown architecture: $arch" >&2
	usage
	;;
esac
as=${triplet}-as
objcopy=${triplet}-objcopy
objdump=${triplet}-objdump
macros=$top/macros/retguard-$arch.s

cflags="-O2 -g -Wall -Wextra -fasynchronous-unwind-tables -fno-optimize-sibling-calls"
asflags="-g -Wa,--fatal-warnings -I$top/include -I$rtdir/$arch"
rgppflags="-I $rtdir/$arch -I $top/include ${RGPPFLAGS:-}"

skip() {
	echo "SKIP: $arch: $*"
	exit 77
}

# Tools: a missing one skips the whole test, loudly.
[ -n "${RGPP:-}" ] || skip "RGPP is not set (RGPP=/path/to/rgpp $0 $arch)"
[ -x "$RGPP" ] || command -v "$RGPP" >/dev/null 2>&1 ||
    skip "RGPP=$RGPP is not an executable"
for tool in "$cc" "$cxx" "$as" "$objcopy" "$objdump" timeout cmp; do
	command -v "$tool" >/dev/null 2>&1 || skip "$tool not found"
done
[ "$(uname -m)" = "$hostarch" ] || [ -n "$run" ] ||
    skip "cannot run $arch programs on a $(uname -m) host"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rgpp-runtime.XXXXXX") || exit 99
if [ "${RT_KEEP:-}" = 1 ]; then
	echo "# build directory: $tmp"
else
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 1' HUP INT TERM
fi
# shellcheck disable=SC3045 # dash, bash and busybox sh have ulimit -c
ulimit -c 0 2>/dev/null

npass=0
nfail=0

pass() {
	echo "PASS: $arch: $*"
	npass=$((npass + 1))
}

fail() {
	echo "FAIL: $arch: $*"
	nfail=$((nfail + 1))
}

# check OK-STATUS MESSAGE: one check line from a command's status.
check() {
	if [ "$1" -eq 0 ]; then pass "$2"; else fail "$2"; fi
}

# Run a build command quietly; show its output if it fails.
build() {
	"$@" >"$tmp/build.log" 2>&1
	st=$?
	[ $st -eq 0 ] || sed 's/^/# /' "$tmp/build.log"
	return $st
}

# The machine code run on this host: a trivial program first, so that a
# host that cannot run it (no 32-bit support) skips instead of failing.
printf 'int main(void) { return 0; }\n' >"$tmp/true.c"
# shellcheck disable=SC2086 # ldflags and run are lists of words
build "$cc" $ldflags "$tmp/true.c" -o "$tmp/true" ||
    skip "$cc cannot link a program"
$run "$tmp/true" || skip "cannot run $arch programs here"

# Same contents of one section in two objects?
same_section() {
	"$objcopy" -O binary --only-section="$1" "$2" "$tmp/sec.1" &&
	"$objcopy" -O binary --only-section="$1" "$3" "$tmp/sec.2" &&
	cmp -s "$tmp/sec.1" "$tmp/sec.2"
}

# Same .text relocations in two objects?
same_relocs() {
	"$objdump" -r -j .text "$1" | sed 1,2d >"$tmp/rel.1" &&
	"$objdump" -r -j .text "$2" | sed 1,2d >"$tmp/rel.2" &&
	cmp -s "$tmp/rel.1" "$tmp/rel.2"
}

# In object $1, does every function start with the XOR $2, and is every
# ret right after one?  Prints the offenders.  (An oracle independent of
# rgpp's analysis: every ret of the test sources is a function return.)
all_guarded() {
	funcs=$("$objdump" -t "$1" | awk 'NF > 4 && $(NF-3) == "F" { print $NF }') &&
	"$objdump" -d --no-show-raw-insn "$1" | awk -v funcs="$funcs" \
	    -v xor="$2" '
		BEGIN { n = split(funcs, f); for (i = 1; i <= n; i++) fn[f[i]] = 1 }
		/^[0-9a-f]+ <.*>:$/ {
			name = substr($2, 2, length($2) - 3)
			first = (name in fn)
			next
		}
		/^ +[0-9a-f]+:\t/ {
			insn = $0
			sub(/^ +[0-9a-f]+:\t/, "", insn)
			sub(/ *(#.*)?$/, "", insn)
			gsub(/ +/, " ", insn)
			if (first && insn != xor)
				bad = bad "# " name ": starts with " insn "\n"
			if (insn ~ /^(repz |rep )?ret/ && prev != xor)
				bad = bad "# " name ": " insn " after " prev "\n"
			first = 0
			prev = insn
		}
		END { printf "%s", bad; exit bad != "" }'
}

# Compare the objects of two variants: .text, relocations, .eh_frame.
compare() {
	what=$1 a=$2 b=$3 name=$4
	if [ ! -f "$tmp/$a/$name.o" ] || [ ! -f "$tmp/$b/$name.o" ]; then
		fail "$name.S: $what: not compared, an object is missing"
		return
	fi
	same_section .text "$tmp/$a/$name.o" "$tmp/$b/$name.o"
	check $? "$name.S: $what: .text identical"
	same_relocs "$tmp/$a/$name.o" "$tmp/$b/$name.o"
	check $? "$name.S: $what: .text relocations identical"
	same_section .eh_frame "$tmp/$a/$name.o" "$tmp/$b/$name.o"
	check $? "$name.S: $what: .eh_frame identical"
}

mkdir "$tmp/conv" "$tmp/orig" "$tmp/plain" "$tmp/user" "$tmp/kernel" \
    "$tmp/gas-plain" "$tmp/gas-user" "$tmp/gas-kernel" || exit 99

# Convert, assemble and compare every source.
names=
for src in "$rtdir/$arch"/*.S; do
	[ -f "$src" ] || skip "no test sources in $rtdir/$arch"
	name=$(basename "$src" .S)
	names="$names $name"
	conv=$tmp/conv/$name.S

	# rgpp gets the assembler's include path, to read testasm.h also
	# from the converted copy.
	# shellcheck disable=SC2086 # RGPPFLAGS is a list of words
	build "$RGPP" $rgppflags --arch="$arch" -o "$conv" "$src" &&
	    [ -s "$conv" ]
	check $? "$name.S: rgpp converts it"
	# shellcheck disable=SC2086
	build "$RGPP" $rgppflags --arch="$arch" -o "$tmp/conv/$name.2.S" \
	    "$conv" && cmp -s "$conv" "$tmp/conv/$name.2.S"
	check $? "$name.S: converting the result again changes nothing"

	# shellcheck disable=SC2086 # asflags is a list of words
	build "$cc" $asflags -c "$src" -o "$tmp/orig/$name.o"
	check $? "$name.S: original assembles"
	for v in plain user kernel; do
		case $v in
		plain)	defs= ;;
		user)	defs=-D_RET_PROTECTOR ;;
		kernel)	defs="-D_RET_PROTECTOR -D_KERNEL" ;;
		esac
		# shellcheck disable=SC2086
		build "$cc" $asflags $defs -c "$conv" -o "$tmp/$v/$name.o"
		check $? "$name.S: converted, $v, assembles without warnings"
	done
	for v in user kernel; do
		if [ $v = user ]; then xor=$xor_user; else xor=$xor_kernel; fi
		[ -f "$tmp/$v/$name.o" ] && all_guarded "$tmp/$v/$name.o" "$xor"
		check $? "$name.S: converted, $v: every function starts with $xor, every ret follows one"
	done
	compare "converted without _RET_PROTECTOR vs original" orig plain \
	    "$name"

	# The same through cpp alone and the GNU as macros: on the command
	# line for plain and user, by .include for kernel.
	# shellcheck disable=SC2086
	build "$cc" -E -DRT_GAS_MACROS $asflags -x assembler-with-cpp \
	    "$conv" -o "$tmp/conv/$name.s"
	check $? "$name.S: converted, preprocessed without asm.h"
	build "$as" -g --fatal-warnings "$macros" "$tmp/conv/$name.s" \
	    -o "$tmp/gas-plain/$name.o"
	check $? "$name.S: converted, $(basename "$macros"), plain, assembles"
	build "$as" -g --fatal-warnings --defsym _RET_PROTECTOR=1 "$macros" \
	    "$tmp/conv/$name.s" -o "$tmp/gas-user/$name.o"
	check $? "$name.S: converted, $(basename "$macros"), user, assembles"
	{ printf '\t.include "%s"\n' "$(basename "$macros")" &&
	    cat "$tmp/conv/$name.s"; } >"$tmp/conv/$name.inc.s"
	build "$as" -g --fatal-warnings -I "$(dirname "$macros")" \
	    --defsym _RET_PROTECTOR=1 --defsym _KERNEL=1 \
	    "$tmp/conv/$name.inc.s" -o "$tmp/gas-kernel/$name.o"
	check $? "$name.S: converted, .include $(basename "$macros"), kernel, assembles"
	for v in plain user kernel; do
		compare "GNU as macros vs asm.h, $v" "$v" "gas-$v" "$name"
	done
done

# Link the test program for each variant that runs.
# shellcheck disable=SC2086 # cflags and ldflags are lists of words
build "$cc" $cflags -c "$rtdir/main.c" -o "$tmp/main.o" &&
    build "$cxx" $cflags -c "$rtdir/cxx.cc" -o "$tmp/cxx.o"
check $? "main.c and cxx.cc compile"
for v in orig user kernel; do
	objs=
	for name in $names; do
		objs="$objs $tmp/$v/$name.o"
	done
	# shellcheck disable=SC2086
	build "$cxx" $ldflags "$tmp/main.o" "$tmp/cxx.o" $objs -o "$tmp/$v/t"
	check $? "$v: test program links"
done

# Run the test program of variant $1 in mode $2...; report its checks.
# (The subshells keep bash from reporting the crashes on stderr.)
run_checks() {
	v=$1
	shift
	out=$tmp/$v/out
	# shellcheck disable=SC2086 # run is a list of words
	(timeout 60 $run "$tmp/$v/t" "$@" >"$out" 2>&1; exit $?) 2>/dev/null
	st=$?
	sed -n "s/^\\(PASS\\|FAIL\\): /\\1: $arch: $v: /p" "$out"
	npass=$((npass + $(grep -c '^PASS: ' "$out")))
	nfail=$((nfail + $(grep -c '^FAIL: ' "$out")))
	if [ $st -ne 0 ] && ! grep -q '^FAIL: ' "$out"; then
		sed -n '/^\(PASS\|FAIL\): /!s/^/# /p' "$out"
		fail "$v: t $* exited with status $st"
	elif ! grep -q '^\(PASS\|FAIL\): ' "$out"; then
		fail "$v: t $* reported no check"
	fi
}

# The smash test of variant $1, flavour $2 (cfi, nocfi): protected or
# not, as $3 says.
smash() {
	v=$1 flavour=$2 expect=$3
	out=$tmp/$v/out
	# shellcheck disable=SC2086 # run is a list of words
	(timeout 60 $run "$tmp/$v/t" smash "$flavour" >"$out" 2>&1; exit $?) 2>/dev/null
	st=$?
	won=no
	grep -q '^WIN' "$out" && won=yes
	if [ "$expect" = win ]; then
		[ $st -eq 42 ] && [ $won = yes ]
		check $? "$v: smash $flavour: unprotected, the overwritten return address reaches win() (status $st)"
	else
		[ $st -gt 128 ] && [ $st -ne 137 ] && [ $won = no ]
		check $? "$v: smash $flavour: protected, the process dies before win() (status $st, win reached: $won)"
	fi
}

for v in orig user kernel; do
	[ -x "$tmp/$v/t" ] || continue
	run_checks "$v" results
	if [ "$v" = orig ]; then expect=win; else expect=die; fi
	smash "$v" cfi "$expect"
	smash "$v" nocfi "$expect"
	run_checks "$v" unwind
	run_checks "$v" step
done

echo "# $arch: $npass passed, $nfail failed"
[ $nfail -eq 0 ]
