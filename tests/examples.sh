#!/bin/sh
# examples.sh: examples/ built the way users build with rgpp.
#
# examples/ is a project of its own (configure.ac, Makefile.am) that
# converts its assembly at make time with an installed rgpp: this test
# installs rgpp with make install DESTDIR=..., bootstraps a copy of
# examples/ with the installed rgpp.m4, and for each of amd64, i386
# (static, run natively, or under qemu-i386 where the kernel cannot
# run 32-bit programs: tests/i386-run.sh), aarch64 and riscv64 (static, under
# qemu-user) configures and builds it three times:
#   orig	RGPP=no: the unconverted sources
#   off		--disable-retguard: converted, assembled without
#		_RET_PROTECTOR
#   on		--enable-retguard: converted and protected
# and checks that
#   - ex-check finds every function's result right in each build;
#   - off's .text is orig's, object for object and in the programs;
#   - rgpp converted what it should: rgcheck finds the converted
#     sources clean and the originals not; the RSYSCALL one-liners
#     (protected by hand in SYS.h) are left as they are; setjmp and
#     longjmp are left alone with a warning; bcopy falls (or jumps)
#     into memmove; the tail call gets RETGUARD_END; aarch64 and
#     riscv64 get RETGUARD_SPILLED/RELOADED; converting twice changes
#     nothing;
#   - in on's objects every function but ex_setjmp and ex_longjmp
#     starts with the entry XOR and every ret follows the exit XOR
#     (an oracle that does not trust rgpp);
#   - the smash test (a callback overwrites ex_foreach's saved return
#     address) and rop-demo (a memcpy overflow into ex_scratch's frame)
#     reach their target in orig and off, and die in on;
#   - in on, backtrace(), _Unwind_Backtrace and a C++ exception go
#     through ex_foreach (ex-check), and gdb unwinds to the caller at
#     every instruction of every protected function
#     (tests/examples-gdb.py): gdb runs ex-check on amd64 and i386;
#     on aarch64 and riscv64, gdb-multiarch attaches to qemu-user's gdb
#     stub through a unix socket in the build directory (no TCP port to
#     pick, none to clash with a parallel run);
#   - touching a header that a source includes makes rgpp.mk convert
#     that source again, and only it.
# One PASS:/FAIL: line a check; exit 1 if one failed, 77 if a tool is
# missing.  Environment: CC_<ARCH>, CXX_<ARCH>, QEMU_<ARCH>; EX_KEEP=1
# keeps the build directory.
set -u

build=${abs_top_builddir:?}
top=${top_srcdir:?}
make=${MAKE:-make}
unset MAKEFLAGS MFLAGS MAKELEVEL

skip() {
	echo "SKIP: examples: $*"
	exit 77
}
for tool in autoreconf automake pkg-config gdb gdb-multiarch cmp timeout; do
	command -v "$tool" >/dev/null 2>&1 || skip "$tool not found"
done

arches="amd64 i386 aarch64 riscv64"
# Per-architecture toolchain: $host, $cc, $cxx, $ldflags, $run,
# $objdump, $objcopy, the instructions of the protection as objdump prints them
# ($entry and $exit, ';' between instructions), $gdb (single-step:
# native, gdb runs the program; remote, through $run -g).
setarch() {
	run= ldflags=-static gdb=remote
	case $1 in
	amd64)
		host= cc=${CC_AMD64:-gcc} cxx=${CXX_AMD64:-g++} ldflags=
		objdump=objdump objcopy=objcopy gdb=native
		entry='xor %rsp,(%rsp)' exit_=$entry
		;;
	i386)
		host=i686-linux-gnu
		cc=${CC_I386:-i686-linux-gnu-gcc-12}
		cxx=${CXX_I386:-i686-linux-gnu-g++-12}
		objdump=objdump objcopy=objcopy gdb=native
		if [ -n "${i386_run:-}" ]; then
			run=$i386_run gdb=remote
		fi
		entry='xor %esp,(%esp)' exit_=$entry
		;;
	aarch64)
		host=aarch64-linux-gnu
		cc=${CC_AARCH64:-aarch64-linux-gnu-gcc-12}
		cxx=${CXX_AARCH64:-aarch64-linux-gnu-g++-12}
		run=${QEMU_AARCH64:-qemu-aarch64}
		objdump=aarch64-linux-gnu-objdump
		objcopy=aarch64-linux-gnu-objcopy
		entry='mov x16, sp;eor x30, x30, x16' exit_=$entry
		;;
	riscv64)
		host=riscv64-linux-gnu
		cc=${CC_RISCV64:-riscv64-linux-gnu-gcc-12}
		cxx=${CXX_RISCV64:-riscv64-linux-gnu-g++-12}
		run=${QEMU_RISCV64:-qemu-riscv64}
		objdump=riscv64-linux-gnu-objdump
		objcopy=riscv64-linux-gnu-objcopy
		entry='xor ra,ra,sp' exit_=$entry
		;;
	esac
}
for arch in $arches; do
	setarch "$arch"
	for tool in "$cc" "$cxx" "$objdump" "$objcopy" ${run:+"$run"}; do
		command -v "$tool" >/dev/null 2>&1 ||
		    skip "$arch: $tool not found"
	done
done
[ "$(uname -m)" = x86_64 ] || skip "amd64 and i386 run natively: not on $(uname -m)"
# A kernel without 32-bit support runs i386 under qemu-i386, and gdb
# attaches to qemu's stub as on aarch64 and riscv64.
case " $arches " in
*" i386 "*)
	. "$top/tests/i386-run.sh"
	setarch i386
	i386_run "$cc" || skip "cannot run i386 programs here"
	;;
esac

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rgpp-examples.XXXXXX") || exit 99
if [ "${EX_KEEP:-}" = 1 ]; then
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
	echo "PASS: $*"
	npass=$((npass + 1))
}
fail() {
	echo "FAIL: $*"
	nfail=$((nfail + 1))
}
check() {	# status message
	if [ "$1" -eq 0 ]; then pass "$2"; else fail "$2"; fi
}
# Run a command quietly into log file $log; show the log's end if it fails.
quiet() {
	"$@" >"$log" 2>&1
	st=$?
	[ $st -eq 0 ] || tail -30 "$log" | sed 's/^/# /'
	return $st
}
finish() {
	echo "# examples: $npass passed, $nfail failed"
	[ $nfail -eq 0 ]
	exit
}

# The installed rgpp, found the way a user finds it: pkg-config.
log=$tmp/install.log
quiet "$make" -C "$build" install DESTDIR="$tmp/root"
check $? "make install DESTDIR=..."
[ $st -eq 0 ] || finish
prefix=$(sed -n 's/^prefix=//p' "$build/rgpp.pc")
root=$tmp/root$prefix
PKG_CONFIG_PATH=$root/lib/pkgconfig
PKG_CONFIG_SYSROOT_DIR=$tmp/root
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
rgpp=$(pkg-config --variable=rgpp rgpp)
[ "$rgpp" = "$root/bin/rgpp" ] && [ -x "$rgpp" ]
check $? "pkg-config --variable=rgpp rgpp: the installed rgpp ($rgpp)"
rgcheck=$root/bin/rgcheck

# The project, bootstrapped with the installed rgpp.m4.  (A copy: the
# source tree is read-only under make distcheck.)
cp -R "$top/examples" "$tmp/src" && chmod -R u+w "$tmp/src" || exit 99
src=$tmp/src
log=$tmp/autoreconf.log
(cd "$src" && quiet env ACLOCAL_PATH="$root/share/aclocal" autoreconf -fi)
check $? "examples: autoreconf with the installed rgpp.m4"
[ $st -eq 0 ] || finish

# Same contents of section .text in two ELF files?
same_text() {
	"$objcopy" -O binary --only-section=.text "$1" "$tmp/t1" &&
	"$objcopy" -O binary --only-section=.text "$2" "$tmp/t2" &&
	cmp -s "$tmp/t1" "$tmp/t2"
}

# In object $1, does every function but ex_setjmp and ex_longjmp start
# with $entry, and is every ret right after $exit_?  Prints offenders.
all_guarded() {
	funcs=$("$objdump" -t "$1" |
	    awk 'NF > 4 && $(NF-3) == "F" { print $NF }') &&
	"$objdump" -d --no-show-raw-insn "$1" | awk -v funcs="$funcs" \
	    -v entry="$entry" -v exit_="$exit_" '
		BEGIN {
			n = split(funcs, f)
			for (i = 1; i <= n; i++)
				fn[f[i]] = 1
			ne = split(entry, en, ";")
			nx = split(exit_, ex, ";")
		}
		/^[0-9a-f]+ <.*>:$/ {
			name = substr($2, 2, length($2) - 3)
			if (name in fn)
				pos = (name ~ /^ex_(setjmp|longjmp)$/) ? 0 : 1
			next
		}
		/^ +[0-9a-f]+:\t/ {
			insn = $0
			sub(/^ +[0-9a-f]+:\t/, "", insn)
			sub(/[ \t]*((#|\/\/|<).*)?$/, "", insn)
			gsub(/[ \t]+/, " ", insn)
			if (pos >= 1 && pos <= ne) {
				if (insn != en[pos])
					bad = bad "# " name ": instruction " \
					    pos " is " insn "\n"
				pos++
			}
			if (pos && insn == "ret")
				for (i = 1; i <= nx; i++)
					if (last[nx - i + 1] != ex[i]) {
						bad = bad "# " name ": ret not " \
						    "after " exit_ "\n"
						break
					}
			for (i = nx; i > 1; i--)
				last[i] = last[i - 1]
			last[1] = insn
		}
		END { printf "%s", bad; exit bad != "" }'
}

# What rgpp made of the sources of $arch: the .rg.S files of build $1.
check_conversion() {
	b=$1
	for f in "$src/$arch"/*.S "$src/rop-demo/$arch"/*.S; do
		rel=${f#"$src"/}
		n=$(basename "$f" .S)
		rg=$b/${rel%.S}.rg.S
		inc="-I$src -I$src/$arch -I$root/include/rgpp"
		if [ ! -f "$rg" ]; then
			fail "$arch: $rel: not converted"
			continue
		fi
		# shellcheck disable=SC2086 # inc is a list of words
		"$rgpp" -q $inc --arch="$arch" "$rg" | cmp -s - "$rg"
		check $? "$arch: $rel: converting the result again changes nothing"
		case $n in
		getpid|getppid|write)
			cmp -s "$f" "$rg"
			check $? "$arch: $rel: the RSYSCALL line, protected in SYS.h, is left as it is"
			continue
			;;
		setjmp)
			# shellcheck disable=SC2086
			"$rgpp" $inc --arch="$arch" -o /dev/null "$f" \
			    2>"$tmp/warn"
			grep -q 'ex_setjmp not protected' "$tmp/warn" &&
			    grep -q 'ex_longjmp not protected' "$tmp/warn" &&
			    cmp -s "$f" "$rg"
			check $? "$arch: $rel: ex_setjmp and ex_longjmp left alone, with a warning each"
			sed 's/^/# /' "$tmp/warn"
			continue
			;;
		esac
		# shellcheck disable=SC2086
		"$rgcheck" $inc --arch="$arch" "$rg" >"$tmp/rgcheck.out" 2>&1
		check $? "$arch: $rel: rgcheck finds the conversion clean"
		[ -s "$tmp/rgcheck.out" ] && sed 's/^/# /' "$tmp/rgcheck.out"
		# shellcheck disable=SC2086
		! "$rgcheck" $inc --arch="$arch" "$f" >/dev/null 2>&1
		check $? "$arch: $rel: rgcheck reports the original"
		case $arch/$n in
		i386/bcopy)
			[ "$(grep -c RETGUARD_START "$rg")" = 2 ] &&
			    ! grep -q RETGUARD_SKIP "$rg"
			check $? "$arch: $rel: ex_bcopy jumps into ex_memmove past its RETGUARD_START"
			;;
		*/bcopy)
			grep -q 'RETGUARD_SKIP(.Lrg_skip_1)' "$rg" &&
			    grep -q '^\.Lrg_skip_1:' "$rg"
			check $? "$arch: $rel: ex_bcopy falls into ex_memmove over its RETGUARD_START"
			;;
		*/memcpy)
			grep -A1 RETGUARD_END "$rg" |
			    grep -Eq '^[[:space:]]*(jmp|b|tail)[[:space:]]+ex_memmove'
			check $? "$arch: $rel: RETGUARD_END before the tail call"
			;;
		aarch64/foreach|aarch64/scratch|riscv64/foreach|riscv64/scratch)
			grep -q 'RETGUARD_SPILLED(-' "$rg" &&
			    grep -q RETGUARD_RELOADED "$rg"
			check $? "$arch: $rel: RETGUARD_SPILLED and RETGUARD_RELOADED around the saved return address"
			;;
		esac
	done
}

# Run program $2 of build $1 with arguments, standard output to $out.
out=$tmp/out
runprog() {
	b=$1 prog=$2
	shift 2
	# the subshell keeps the shell from reporting the crashes
	# shellcheck disable=SC2086 # run is a list of words
	(timeout 120 $run "$b/$prog" "$@" >"$out" 2>&1; exit $?) 2>/dev/null
}

# Single-step the protected functions of build $1's ex-check in gdb
# (tests/examples-gdb.py), its output to $tmp/gdb.out.
gdb_step() {
	funcs="ex_strlen ex_memchr ex_bcopy ex_memmove ex_memcpy ex_getpid
	    ex_getppid ex_write ex_close ex_foreach"
	py=$(cd "$top/tests" && pwd)/examples-gdb.py
	if [ $gdb = native ]; then
		STEP_ARGS=step STEP_FUNCS=$funcs timeout 300 gdb -batch -nx \
		    -x "$py" "$1/ex-check" >"$tmp/gdb.out" 2>&1
		return
	fi
	# qemu waits for gdb on a socket named relative to $tmp, which
	# keeps the name short whatever TMPDIR is
	rm -f "$tmp/gdb.sock"
	# shellcheck disable=SC2086 # run is a list of words
	(cd "$tmp" && exec timeout 300 $run -g gdb.sock "$1/ex-check" step \
	    >/dev/null 2>&1) &
	qpid=$!
	i=0
	while [ ! -S "$tmp/gdb.sock" ] && [ $i -lt 300 ] &&
	    kill -0 $qpid 2>/dev/null; do
		sleep 0.1
		i=$((i + 1))
	done
	(cd "$tmp" && STEP_REMOTE=./gdb.sock STEP_FUNCS=$funcs \
	    timeout 300 gdb-multiarch -batch -nx -x "$py" "$1/ex-check") \
	    >"$tmp/gdb.out" 2>&1
	kill $qpid 2>/dev/null
	wait $qpid 2>/dev/null
}

# The runs of build $2 ($1: win, unprotected; die, protected).
check_runs() {
	expect=$1 b=$tmp/$arch-$2 what="$arch: $2"
	runprog "$b" ex-check
	st=$?
	n=$(grep -c '^ok: ' "$out")
	[ $st -eq 0 ] && [ "$n" -gt 20 ] && ! grep -q '^FAILED' "$out"
	check $? "$what: ex-check: each of $n results right (status $st)"
	grep -v '^ok: ' "$out" | sed 's/^/# /'
	runprog "$b" rop-demo/rop-demo </dev/null
	grep -q '^processed a message of 0 bytes' "$out"
	check $? "$what: rop-demo processes an empty message"
	runprog "$b" rop-demo/rop-demo --payload >/dev/null &&
	    cp "$out" "$tmp/payload"
	runprog "$b" rop-demo/rop-demo <"$tmp/payload"
	st=$?
	won=no
	grep -q '^HIJACKED' "$out" && won=yes
	runprog "$b" ex-check smash
	sst=$?
	swon=no
	grep -q '^WIN' "$out" && swon=yes
	if [ "$expect" = win ]; then
		[ $st -eq 42 ] && [ $won = yes ]
		check $? "$what: rop-demo: the overflow returns into unlock() (status $st)"
		[ $sst -eq 42 ] && [ $swon = yes ]
		check $? "$what: smash: the overwritten return address reaches win() (status $sst)"
	else
		[ $st -gt 128 ] && [ $st -ne 137 ] && [ $won = no ]
		check $? "$what: rop-demo: the process dies before unlock() (status $st)"
		[ $sst -gt 128 ] && [ $sst -ne 137 ] && [ $swon = no ]
		check $? "$what: smash: the process dies before win() (status $sst)"
	fi
}

for arch in $arches; do
	setarch "$arch"
	for mode in orig off on; do
		b=$tmp/$arch-$mode
		mkdir "$b" || exit 99
		case $mode in
		orig)	set -- RGPP=no ;;
		off)	set -- --disable-retguard ;;
		on)	set -- --enable-retguard ;;
		esac
		log=$b/build.log
		(cd "$b" && quiet "$src/configure" ${host:+--host="$host"} \
		    CC="$cc" CXX="$cxx" LDFLAGS="$ldflags" CFLAGS="-g -O2" \
		    CXXFLAGS="-g -O2" CCASFLAGS="-g -Wa,--fatal-warnings" \
		    "$@" && quiet "$make")
		check $? "$arch: $mode: configure $*; make"
	done
	[ -x "$tmp/$arch-on/ex-check" ] && [ -x "$tmp/$arch-off/ex-check" ] &&
	    [ -x "$tmp/$arch-orig/ex-check" ] || continue

	# off is orig, byte for byte; on is not
	for o in $(cd "$tmp/$arch-orig" && find "$arch" "rop-demo/$arch" -name "*.o"); do
		same_text "$tmp/$arch-orig/$o" "$tmp/$arch-off/${o%.o}.rg.o"
		check $? "$arch: off: $o: .text of the unconverted source"
	done
	for p in ex-check rop-demo/rop-demo; do
		same_text "$tmp/$arch-orig/$p" "$tmp/$arch-off/$p"
		check $? "$arch: off: $p: .text of the unconverted build"
		! same_text "$tmp/$arch-orig/$p" "$tmp/$arch-on/$p"
		check $? "$arch: on: $p: .text protected, not the unconverted one"
	done

	check_conversion "$tmp/$arch-on"
	for o in "$tmp/$arch-on/$arch"/*.o "$tmp/$arch-on/rop-demo/$arch"/*.o; do
		all_guarded "$o"
		check $? "$arch: on: ${o#"$tmp/$arch-on/"}: every function starts with $entry, every ret follows $exit_"
	done

	check_runs win orig
	check_runs win off
	check_runs die on

	gdb_step "$tmp/$arch-on"
	sed -n "s/^\\(PASS\\|FAIL\\): /\\1: $arch: on: /p" "$tmp/gdb.out"
	npass=$((npass + $(grep -c '^PASS: ' "$tmp/gdb.out")))
	nfail=$((nfail + $(grep -c '^FAIL: ' "$tmp/gdb.out")))
	grep -q '^STEPS: [1-9]' "$tmp/gdb.out"
	st=$?
	check $st "$arch: on: gdb single-stepped the functions ($(sed -n 's/^STEPS: //p' "$tmp/gdb.out") instructions)"
	[ $st -eq 0 ] || tail -20 "$tmp/gdb.out" | sed 's/^/# /'
done

# rgpp.mk's dependency tracking: a header changed, the sources that
# include it converted again, and only they.
b=$tmp/amd64-on
if [ -f "$b/amd64/close.rg.S" ]; then
	log=$tmp/deps.log
	touch "$tmp/stamp"
	sleep 1
	touch "$src/amd64/SYS.h"
	(cd "$b" && quiet "$make")
	changed=$(cd "$b" && find amd64 -name '*.rg.S' -newer "$tmp/stamp" |
	    sort | tr '\n' ' ')
	[ "$changed" = "amd64/close.rg.S amd64/getpid.rg.S amd64/getppid.rg.S amd64/write.rg.S " ]
	check $? "rgpp.mk: touching amd64/SYS.h converts again what includes it: $changed"
	[ "$b/ex-check" -nt "$tmp/stamp" ]
	check $? "rgpp.mk: and ex-check is linked again"
fi

finish
