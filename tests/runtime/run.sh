#!/bin/sh
#
# Runtime tests of rgpp and the RETGUARD macros: convert real assembler
# functions, build them with and without protection, run them.
#
# usage: RGPP=/path/to/rgpp tests/runtime/run.sh ARCH
#
# ARCH is amd64, i386, aarch64 or riscv64 (or a file name whose base
# name, less its extension, is one: tests/runtime/amd64.rt).  amd64 and
# i386 programs run natively (under qemu-i386 where the kernel cannot run
# 32-bit programs), aarch64 and riscv64 ones under qemu-user.
# For each source in tests/runtime/ARCH/*.S (unprotected originals;
# cfi.S has functions with CFI, nocfi.S the same functions without),
# the test
#   - converts it: $RGPP -I tests/runtime/ARCH -I include $RGPPFLAGS
#     --arch=ARCH -o conv.S orig.S (the -I as for the assembler, so that
#     rgpp can read ../testasm.h from a converted copy too), and converts
#     the result again, which must change nothing;
#   - assembles the original, and the converted source without
#     _RET_PROTECTOR (its .text and .eh_frame must be the original's),
#     and in each protected variant of the architecture, using
#     include/machine/asm.h: user (-D_RET_PROTECTOR) everywhere; kernel
#     (-D_RET_PROTECTOR -D_KERNEL) and kernel-narrow (the same and
#     -DRETGUARD_KERNEL_NARROW) on amd64 and i386; pac
#     (-D_RET_PROTECTOR -DRETGUARD_PAC, pointer authentication) on
#     aarch64;
#   - checks in the objects of the protected variants that every
#     function starts with the protection's entry instructions and that
#     every ret comes right after its exit instructions;
#   - assembles the converted source again with the GNU as macros of
#     macros/retguard-ARCH.s instead of asm.h, which must give the same
#     .text and .eh_frame in each variant;
#   - links the original and each protected variant with main.c and
#     cxx.cc and runs the checks of main.c: results, the smash test
#     (win() runs unprotected; protected, the process dies first),
#     on amd64 and i386 the mangle test (the return-address slot holds
#     the return address XOR the key of the variant; kernel variants
#     keep its upper 32 (amd64) or 16 (i386) bits),
#     unwinding from a callback, a C++ exception through the asm frame,
#     and an unwind at every single-stepped instruction.  On aarch64 and
#     riscv64 the single-stepping is done by probes: a second program is
#     linked with a copy of cfi.S that has a brk (ebreak) before every
#     instruction.  aarch64 runs the pac variant also under
#     qemu -cpu cortex-a57, a processor without pointer authentication:
#     everything works there, and the smash test reaches win().
#
# One PASS: or FAIL: line a check; exit status 1 if a check failed, 77
# (skip) if a tool is missing, 99 on a usage error.  Environment:
# RGPP (required), RGPPFLAGS (more rgpp options), CC_<ARCH> and
# CXX_<ARCH> (compilers), QEMU_<ARCH> (qemu-user), RT_KEEP=1 (keep the
# build directory), TMPDIR.

set -u

usage() {
	echo "usage: RGPP=/path/to/rgpp $0 amd64|i386|aarch64|riscv64" >&2
	exit 99
}

[ $# -eq 1 ] || usage
arch=$(basename "$1")
arch=${arch%.*}
rtdir=$(cd "$(dirname "$0")" && pwd) || exit 99
top=$(cd "$rtdir/../.." && pwd) || exit 99

# Per-architecture toolchain.  A new architecture is one more case:
# its compilers, link flags, how to run its programs ($run, e.g. a
# qemu), its protected variants, how main.c single-steps it ($probe:
# the instruction put before every instruction, or empty for the trap
# flag), whether main.c has the mangle test ($mangle: x86 only), and
# extra runs ($extra_runs: lines of "label variant expect qemu-options",
# expect being win, die or pac for the smash test).
run=
asextra=
probe=
mangle=
extra_runs=
case $arch in
amd64)
	triplet=x86_64-linux-gnu
	cc=${CC_AMD64:-gcc}
	cxx=${CXX_AMD64:-g++}
	ldflags=
	hostarch=x86_64
	variants="user kernel kernel-narrow"
	mangle=yes
	;;
i386)
	triplet=i686-linux-gnu
	cc=${CC_I386:-i686-linux-gnu-gcc-12}
	cxx=${CXX_I386:-i686-linux-gnu-g++-12}
	# rt_win_tramp alone in its 64 KiB: see main.c
	ldflags="-static -Wl,--section-start=.rt_win=0x30000000"
	hostarch=x86_64
	variants="user kernel kernel-narrow"
	mangle=yes
	;;
aarch64)
	triplet=aarch64-linux-gnu
	cc=${CC_AARCH64:-aarch64-linux-gnu-gcc-12}
	cxx=${CXX_AARCH64:-aarch64-linux-gnu-g++-12}
	ldflags=-static
	hostarch=aarch64
	run=${QEMU_AARCH64:-qemu-aarch64}
	variants="user pac"
	probe='brk #0x5a'
	# qemu's default cpu is max, which has pointer authentication;
	# cortex-a57 has none: paciasp and autiasp are no-ops there.
	extra_runs="pac-cpu-max pac pac -cpu max
pac-cortex-a57 pac win -cpu cortex-a57"
	;;
riscv64)
	triplet=riscv64-linux-gnu
	cc=${CC_RISCV64:-riscv64-linux-gnu-gcc-12}
	cxx=${CXX_RISCV64:-riscv64-linux-gnu-g++-12}
	ldflags=-static
	hostarch=riscv64
	run=${QEMU_RISCV64:-qemu-riscv64}
	variants="user"
	probe=ebreak
	# what the compiler driver gives the assembler (rv64gc)
	asextra="-march=rv64imafdc_zicsr_zifencei -mabi=lp64d"
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

# The instructions that open and close a protected function, as objdump
# prints them (blanks squeezed, ';' between instructions).
guard_insns() {	# variant -> "entry|exit"
	case $arch/$1 in
	amd64/user)	echo 'xor %rsp,(%rsp)|xor %rsp,(%rsp)' ;;
	amd64/kernel)
		k='push %r11;lea 0x8(%rsp),%r11d;xor %r11,0x8(%rsp);pop %r11'
		echo "$k|$k" ;;
	amd64/kernel-narrow) echo 'xor %esp,(%rsp)|xor %esp,(%rsp)' ;;
	i386/user)	echo 'xor %esp,(%esp)|xor %esp,(%esp)' ;;
	i386/kernel)
		k='push %ecx;lea 0x4(%esp),%ecx;movzwl %cx,%ecx;xor %ecx,0x4(%esp);pop %ecx'
		echo "$k|$k" ;;
	i386/kernel-narrow) echo 'xor %sp,(%esp)|xor %sp,(%esp)' ;;
	aarch64/user)	echo 'mov x16, sp;eor x30, x30, x16|mov x16, sp;eor x30, x30, x16' ;;
	aarch64/pac)	echo 'paciasp|autiasp' ;;
	riscv64/user)	echo 'xor ra,ra,sp|xor ra,ra,sp' ;;
	esac
}

# The cpp defines and the GNU as symbols of a variant.
variant_defs() {
	case $1 in
	plain)	echo "" ;;
	user)	echo "-D_RET_PROTECTOR" ;;
	kernel)	echo "-D_RET_PROTECTOR -D_KERNEL" ;;
	kernel-narrow)
		echo "-D_RET_PROTECTOR -D_KERNEL -DRETGUARD_KERNEL_NARROW" ;;
	pac)	echo "-D_RET_PROTECTOR -DRETGUARD_PAC" ;;
	esac
}
variant_syms() {
	case $1 in
	plain)	echo "" ;;
	user)	echo "--defsym _RET_PROTECTOR=1" ;;
	kernel)	echo "--defsym _RET_PROTECTOR=1 --defsym _KERNEL=1" ;;
	kernel-narrow)
		echo "--defsym _RET_PROTECTOR=1 --defsym _KERNEL=1" \
		    "--defsym RETGUARD_KERNEL_NARROW=1" ;;
	pac)	echo "--defsym _RET_PROTECTOR=1 --defsym RETGUARD_PAC=1" ;;
	esac
}

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
if [ -n "$run" ]; then
	# shellcheck disable=SC2086 # run is a list of words
	set -- $run
	command -v "$1" >/dev/null 2>&1 || skip "$1 not found"
fi
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
# host that cannot run it (no 32-bit support, no qemu) skips instead of
# failing.
printf 'int main(void) { return 0; }\n' >"$tmp/true.c"
# shellcheck disable=SC2086 # ldflags and run are lists of words
build "$cc" $ldflags "$tmp/true.c" -o "$tmp/true" ||
    skip "$cc cannot link a program"
# An i386 host without 32-bit support runs them under qemu-i386.
if [ "$arch" = i386 ]; then
	. "$top/tests/i386-run.sh"
	i386_run "$cc" || skip "cannot run $arch programs here"
	run=$i386_run
fi
# shellcheck disable=SC2086
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

# In object $1, does every function start with the instructions $2, and
# is every ret right after the instructions $3 (each a ';'-separated
# list), or after them and then only tests, conditional jumps and rets
# (a return macro that branches to one of its returns)?  Prints the
# offenders.  (An oracle independent of rgpp's analysis: every ret of
# the test sources is a function return.)
all_guarded() {
	funcs=$("$objdump" -t "$1" | awk 'NF > 4 && $(NF-3) == "F" { print $NF }') &&
	"$objdump" -d --no-show-raw-insn "$1" | awk -v funcs="$funcs" \
	    -v entry="$2" -v exit_="$3" '
		BEGIN {
			n = split(funcs, f)
			for (i = 1; i <= n; i++) fn[f[i]] = 1
			ne = split(entry, en, ";")
			nx = split(exit_, ex, ";")
		}
		/^[0-9a-f]+ <.*>:$/ {
			name = substr($2, 2, length($2) - 3)
			pos = (name in fn) ? 1 : 0
			next
		}
		/^ +[0-9a-f]+:\t/ {
			insn = $0
			sub(/^ +[0-9a-f]+:\t/, "", insn)
			sub(/[ \t]*((#|\/\/).*)?$/, "", insn)
			gsub(/[ \t]+/, " ", insn)
			if (pos >= 1 && pos <= ne) {
				if (insn != en[pos])
					bad = bad "# " name ": instruction " pos \
					    " is " insn ", not " en[pos] "\n"
				pos++
			}
			if (insn ~ /^(repz |rep )?ret/) {
				# over the tests, conditional jumps and
				# other returns of a return macro (SIGN_RETURN)
				for (k = 1; k <= 8 && last[k] ~ \
				    /^(test|cmp|j[a-z]+ |(repz |rep )?ret)/ &&
				    last[k] !~ /^jmp/; k++)
					;
				for (i = 1; i <= nx; i++)
					if (last[k + nx - i] != ex[i]) {
						bad = bad "# " name ": " insn \
						    " not right after " exit_ "\n"
						break
					}
			}
			for (i = nx + 8; i > 1; i--)
				last[i] = last[i - 1]
			last[1] = insn
			# last[1] is the latest
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

mkdir "$tmp/conv" "$tmp/orig" "$tmp/plain" "$tmp/gas-plain" || exit 99
for v in $variants; do
	mkdir "$tmp/$v" "$tmp/gas-$v" || exit 99
done

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
	for v in plain $variants; do
		# shellcheck disable=SC2046,SC2086 # lists of words
		build "$cc" $asflags $(variant_defs "$v") -c "$conv" \
		    -o "$tmp/$v/$name.o"
		check $? "$name.S: converted, $v, assembles without warnings"
	done
	for v in $variants; do
		g=$(guard_insns "$v")
		[ -f "$tmp/$v/$name.o" ] &&
		    all_guarded "$tmp/$v/$name.o" "${g%%|*}" "${g#*|}"
		check $? "$name.S: converted, $v: every function starts with ${g%%|*}, every ret follows ${g#*|}"
	done
	compare "converted without _RET_PROTECTOR vs original" orig plain \
	    "$name"

	# The same through cpp alone and the GNU as macros: on the command
	# line for plain and user, by .include for the other variants.
	# shellcheck disable=SC2086
	build "$cc" -E -DRT_GAS_MACROS $asflags -x assembler-with-cpp \
	    "$conv" -o "$tmp/conv/$name.s"
	check $? "$name.S: converted, preprocessed without asm.h"
	{ printf '\t.include "%s"\n' "$(basename "$macros")" &&
	    cat "$tmp/conv/$name.s"; } >"$tmp/conv/$name.inc.s"
	for v in plain $variants; do
		case $v in
		plain|user)
			how=$(basename "$macros")
			# shellcheck disable=SC2046,SC2086 # lists of words
			build "$as" -g --fatal-warnings $asextra \
			    $(variant_syms "$v") "$macros" "$tmp/conv/$name.s" \
			    -o "$tmp/gas-$v/$name.o"
			;;
		*)
			how=".include $(basename "$macros")"
			# shellcheck disable=SC2046,SC2086
			build "$as" -g --fatal-warnings $asextra \
			    -I "$(dirname "$macros")" $(variant_syms "$v") \
			    "$tmp/conv/$name.inc.s" -o "$tmp/gas-$v/$name.o"
			;;
		esac
		check $? "$name.S: converted, $how, $v, assembles"
	done
	for v in plain $variants; do
		compare "GNU as macros vs asm.h, $v" "$v" "gas-$v" "$name"
	done
done

# Probes for single-stepping (aarch64, riscv64): put $probe before every
# instruction of the functions of the preprocessed source on standard
# input, after the labels and directives that come before it, so that
# the CFI row at the probe is the instruction's.  Statements are split
# at ';' (the test sources have no ';' in strings or comments).
probe_insns() {
	awk -v probe="$probe" '
		/^#/ { print; next }
		{
			n = split($0, s, ";")
			out = ""
			for (i = 1; i <= n; i++) {
				rest = s[i]
				sub(/^[ \t]+/, "", rest)
				lab = ""
				while (match(rest, /^[A-Za-z0-9_.$]+:/)) {
					lab = lab substr(rest, 1, RLENGTH) " "
					rest = substr(rest, RLENGTH + 1)
					sub(/^[ \t]+/, "", rest)
				}
				if (rest ~ /^\.cfi_startproc/)
					infn = 1
				else if (rest ~ /^\.cfi_endproc/)
					infn = 0
				if (infn && rest != "" && rest !~ /^\./) {
					out = out lab probe "; " rest ";"
					nprobes++
				} else
					out = out s[i] ";"
			}
			print out
		}
		END { if (nprobes == 0) exit 1 }'
}

# Link the test program for each variant that runs, and the probed step
# program where there is one.
# shellcheck disable=SC2086 # cflags and ldflags are lists of words
build "$cc" $cflags -c "$rtdir/main.c" -o "$tmp/main.o" &&
    build "$cxx" $cflags -c "$rtdir/cxx.cc" -o "$tmp/cxx.o"
check $? "main.c and cxx.cc compile"
for v in orig $variants; do
	objs=
	for name in $names; do
		objs="$objs $tmp/$v/$name.o"
	done
	# shellcheck disable=SC2086
	build "$cxx" $ldflags "$tmp/main.o" "$tmp/cxx.o" $objs -o "$tmp/$v/t"
	check $? "$v: test program links"
	[ -n "$probe" ] || continue
	if [ "$v" = orig ]; then
		src=$rtdir/$arch/cfi.S defs=
	else
		src=$tmp/conv/cfi.S defs=$(variant_defs "$v")
	fi
	objs=
	for name in $names; do
		[ "$name" = cfi ] || objs="$objs $tmp/$v/$name.o"
	done
	# shellcheck disable=SC2086
	build "$cc" -E $asflags $defs -x assembler-with-cpp "$src" \
	    -o "$tmp/$v/cfi.pp.s" &&
	    probe_insns <"$tmp/$v/cfi.pp.s" >"$tmp/$v/cfi.probed.s" &&
	    build "$cc" -g -Wa,--fatal-warnings -c "$tmp/$v/cfi.probed.s" \
	    -o "$tmp/$v/cfi.probed.o" &&
	    build "$cxx" $ldflags "$tmp/main.o" "$tmp/cxx.o" \
	    "$tmp/$v/cfi.probed.o" $objs -o "$tmp/$v/t-step"
	check $? "$v: step program with '$probe' before every instruction of cfi.S links"
done

# Run program $2 of variant $1 in mode $3...; report its checks under
# label $label, with qemu options $qopts.  (The subshells keep the shell
# from reporting the crashes on stderr.)
label=
qopts=
run_checks() {
	v=$1 prog=$2
	shift 2
	out=$tmp/$v/out
	# shellcheck disable=SC2086 # run and qopts are lists of words
	(timeout 120 $run $qopts "$tmp/$v/$prog" "$@" >"$out" 2>&1; exit $?) 2>/dev/null
	st=$?
	sed -n "s/^\\(PASS\\|FAIL\\): /\\1: $arch: $label: /p" "$out"
	npass=$((npass + $(grep -c '^PASS: ' "$out")))
	nfail=$((nfail + $(grep -c '^FAIL: ' "$out")))
	if [ $st -ne 0 ] && ! grep -q '^FAIL: ' "$out"; then
		sed -n '/^\(PASS\|FAIL\): /!s/^/# /p' "$out"
		fail "$label: $prog $* exited with status $st"
	elif ! grep -q '^\(PASS\|FAIL\): ' "$out"; then
		fail "$label: $prog $* reported no check"
	fi
}

# The smash test of variant $1, flavour $2 (cfi, nocfi), expecting $3:
# win (unprotected), die (protected), or pac: protected by pointer
# authentication, whose signatures have only 7 bits in Linux user space
# (48-bit addresses, top byte ignored), so that the forged address
# passes authentication once in 128 tries.  pac runs the test 8 times
# and lets at most 2 reach win() (all 8 runs fail the check with a
# chance of 1 in 2^56; 3 wins come by chance once in about 40000).
smash_once() {
	out=$tmp/$v/out
	# shellcheck disable=SC2086 # run and qopts are lists of words
	(timeout 60 $run $qopts "$tmp/$v/t" smash "$flavour" >"$out" 2>&1; exit $?) 2>/dev/null
	st=$?
	won=no
	grep -q '^WIN' "$out" && won=yes
}
smash() {
	v=$1 flavour=$2 expect=$3
	case $expect in
	win)
		smash_once
		[ $st -eq 42 ] && [ $won = yes ]
		check $? "$label: smash $flavour: unprotected, the overwritten return address reaches win() (status $st)"
		;;
	die)
		smash_once
		[ $st -gt 128 ] && [ $st -ne 137 ] && [ $won = no ]
		check $? "$label: smash $flavour: protected, the process dies before win() (status $st, win reached: $won)"
		;;
	pac)
		wins=0 deaths=0 other=
		for _ in 1 2 3 4 5 6 7 8; do
			smash_once
			if [ $st -eq 42 ] && [ $won = yes ]; then
				wins=$((wins + 1))
			elif [ $st -gt 128 ] && [ $st -ne 137 ] &&
			    [ $won = no ]; then
				deaths=$((deaths + 1))
			else
				other="$other $st"
			fi
		done
		[ $wins -le 2 ] && [ -z "$other" ]
		check $? "$label: smash $flavour: protected by PAC, the process dies before win() in $deaths of 8 runs (win() in $wins, other status:${other:- none})"
		;;
	esac
}

# The key the mangle test expects in variant $1 (x86 only).
mangle_key() {
	case $1 in
	orig)		echo none ;;
	user)		echo user ;;
	kernel*)	echo kernel ;;
	esac
}

# All the runs of one variant.
run_all() {
	v=$1 expect=$2
	[ -x "$tmp/$v/t" ] || return
	run_checks "$v" t results
	smash "$v" cfi "$expect"
	smash "$v" nocfi "$expect"
	if [ -n "$mangle" ]; then
		run_checks "$v" t mangle "$(mangle_key "$v")" cfi
		run_checks "$v" t mangle "$(mangle_key "$v")" nocfi
	fi
	run_checks "$v" t unwind
	if [ -z "$probe" ]; then
		run_checks "$v" t step
	elif [ -x "$tmp/$v/t-step" ]; then
		run_checks "$v" t-step step
	fi
}

for v in orig $variants; do
	label=$v qopts=
	case $v in
	orig)	run_all "$v" win ;;
	pac)	run_all "$v" pac ;;
	*)	run_all "$v" die ;;
	esac
done
if [ -n "$extra_runs" ]; then
	echo "$extra_runs" >"$tmp/extra_runs"
	while read -r label v expect qopts; do
		run_all "$v" "$expect" </dev/null
	done <"$tmp/extra_runs"
fi

echo "# $arch: $npass passed, $nfail failed"
[ $nfail -eq 0 ]
