#!/bin/sh
# check-all.sh: the whole test suite, from a fresh clone, as CI runs it.
#
# Installs what the tests need (Debian packages; as root, when apt-get
# is there), builds with warnings as errors, runs make check, runs it
# again under ASan and UBSan, runs the golden and bad-input tests under
# valgrind, converts a 100 MB source, runs the Debian corpus (glibc,
# newlib, Linux, GCC's runtime libraries; amd64,
# i386, aarch64, riscv64), runs newlib's string functions for the four
# architectures, libgcc's aarch64 atomics and glibc's libmvec wrappers,
# i686 string and i386 libm functions, converted, 100000 fuzz runs (no
# crash, idempotence, rgcheck accepts the output, learning what a file
# reaches gives what learning all does), and runs make distcheck.  A
# skipped test is a failure here.  Build trees go under build/ (kept
# for reading the logs).
set -eu

cd "$(dirname "$0")/.."
top=$(pwd)

pkgs="build-essential autoconf automake flex bison mandoc
	gcc-12-i686-linux-gnu g++-12-i686-linux-gnu libc6-dev-i386-cross
	gcc-12-aarch64-linux-gnu g++-12-aarch64-linux-gnu libc6-dev-arm64-cross
	gcc-12-riscv64-linux-gnu g++-12-riscv64-linux-gnu
	libc6-dev-riscv64-cross qemu-user
	binutils xz-utils patch pkg-config clang-14 libclang-rt-14-dev
	git pre-commit gdb gdb-multiarch valgrind time
	glibc-source newlib-source linux-source-6.1 gcc-12-source"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
	echo "== installing test dependencies"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
fi

echo "== bootstrapping"
# The quick start builds in the source tree; the builds here are VPATH
# builds, which configure refuses next to a configured source tree.
if [ -f config.status ]; then
	make distclean >/dev/null 2>&1 || rm -f config.status
fi
autoreconf -fi

passed=0 failed=0
# Run make check in build/NAME with configure options; count the tests.
run_check() {
	name=$1
	shift
	echo "== $name: configure $*"
	rm -rf "build/$name"
	mkdir -p "build/$name"
	(cd "build/$name" && "$top/configure" -q "$@" &&
	    make -j2 >/dev/null && make -j2 check) || true
	log=build/$name/test-suite.log
	if [ ! -f "$log" ]; then
		echo "== $name: no test-suite.log: the build failed"
		failed=$((failed + 1))
		return
	fi
	p=$(sed -n 's/^# PASS: *//p' "$log")
	f=$(sed -n 's/^# FAIL: *//p' "$log")
	s=$(sed -n 's/^# SKIP: *//p' "$log")
	e=$(sed -n 's/^# ERROR: *//p' "$log")
	passed=$((passed + p))
	failed=$((failed + f + s + e))
	if [ "$s" != 0 ]; then
		echo "== $name: $s skipped: a skip is a failure here"
		grep '^SKIP' "$log" || true
	fi
}

run_check werror --enable-werror
run_check sanitizers --enable-werror --enable-sanitizers

echo "== valgrind: the golden and bad-input tests with rgpp and rgcheck under memcheck"
if sh tests/valgrind.sh build/werror >build/valgrind.log 2>&1; then
	passed=$((passed + 1))
	tail -1 build/valgrind.log
else
	grep -v '^PASS' build/valgrind.log | tail -40
	failed=$((failed + 1))
fi

echo "== a 100 MB source (tests/large.sh)"
if RGPP=$top/build/werror/rgpp sh tests/large.sh 100 >build/large.log 2>&1
then
	passed=$((passed + 1))
	grep 'large.sh:' build/large.log
else
	cat build/large.log
	failed=$((failed + 1))
fi

echo "== corpus: glibc, newlib, Linux and GCC runtime sources, four arches (docs/CORPUS.md)"
if CORPUS_TIME=0 CORPUS_STRICT=1 RGPP=$top/build/werror/rgpp \
    bash tests/corpus/corpus.sh >build/corpus.log 2>&1; then
	passed=$((passed + 1))
	sed -n '/^corpus /,/^$/p' build/corpus.log
else
	tail -40 build/corpus.log
	failed=$((failed + 1))
fi

echo "== newlib's string functions, four arches, converted and run (tests/corpus/newlib-run.sh)"
if RGPP=$top/build/werror/rgpp sh tests/corpus/newlib-run.sh \
    >build/newlib-run.log 2>&1; then
	passed=$((passed + 1))
	grep '^PASS' build/newlib-run.log | grep -v 'converted, idem' || true
else
	cat build/newlib-run.log
	failed=$((failed + 1))
fi

# run_corpus NAME WHAT: tests/corpus/NAME.sh with the warnings-as-errors
# build's rgpp: its PASS lines, or all it printed if it failed
run_corpus() {
	echo "== $2 (tests/corpus/$1.sh)"
	if RGPP=$top/build/werror/rgpp sh "tests/corpus/$1.sh" \
	    >"build/$1.log" 2>&1; then
		passed=$((passed + 1))
		grep '^PASS' "build/$1.log" || true
	else
		cat "build/$1.log"
		failed=$((failed + 1))
	fi
}

run_corpus libgcc-run "libgcc's aarch64 outline atomics, converted and run"
run_corpus libmvec-run "glibc's x86_64 vector-math wrappers, converted and run"
run_corpus i686str-run "glibc's i686 string functions, converted and run"
run_corpus i386libm-run "glibc's i386 libm functions, built with PIC, converted and run"

echo "== fuzzing: 100000 runs of the libFuzzer target, all four properties"
rm -rf build/fuzz
mkdir -p build/fuzz
if (cd build/fuzz && "$top/configure" -q --enable-fuzzing CC=clang-14 &&
    make -j2 rgpp-fuzz >/dev/null &&
    FUZZ_RUNS=100000 sh "$top/tests/fuzz.sh" ./rgpp-fuzz) \
    >build/fuzz.log 2>&1; then
	passed=$((passed + 1))
	grep -E '^Done|stat::number' build/fuzz.log || true
else
	tail -40 build/fuzz.log
	failed=$((failed + 1))
fi

echo "== distcheck"
if (cd build/werror && make -j2 distcheck >distcheck.log 2>&1); then
	passed=$((passed + 1))
else
	tail -40 build/werror/distcheck.log
	failed=$((failed + 1))
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
