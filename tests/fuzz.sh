#!/bin/sh
# fuzz.sh: run the libFuzzer target for a bounded time over a seed
# corpus made of every test input.
#
#	./configure --enable-fuzzing CC=clang && make rgpp-fuzz
#	tests/fuzz.sh ./rgpp-fuzz [SECONDS]
#
# Each seed is prefixed with a byte that picks the architecture (and
# cpp or not, assembly or C, and a header or not), as src/fuzz.c reads
# it.  Exit status: libFuzzer's (0
# when nothing was found in the time given).
set -eu

fuzz=${1:?usage: fuzz.sh FUZZER [SECONDS]}
secs=${2:-120}
top=$(cd "$(dirname "$0")/.." && pwd)
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
n=0
for f in "$top"/tests/convert/*.[Ss] "$top"/tests/check/*.S \
    "$top"/tests/convert/sys-*.h "$top"/examples/*/SYS.h \
    "$top"/tests/runtime/*/*.S "$top"/examples/*/*.S; do
	case $f in
	*aarch64*) b='\002' ;;
	*riscv64*) b='\003' ;;
	*i386*) b='\001' ;;
	*) b='\000' ;;
	esac
	n=$((n + 1))
	{ printf "$b"; cat "$f"; } >"$corpus/seed$n"
done
# C sources: bit 3 of the first byte reads the seed as a .c file
for f in "$top"/tests/convert/*.[ch] "$top"/tests/check/*.c \
    "$top"/tests/casm/*.c; do
	case $f in
	*i386*) b='\011' ;;
	*) b='\010' ;;
	esac
	n=$((n + 1))
	{ printf "$b"; cat "$f"; } >"$corpus/seed$n"
done
# Headers: bit 4 of the first byte reads the seed up to its first NUL
# as fuzz.h, which the rest includes; the cases with headers of their
# own (NAME-*.h) give the first seeds of that kind
for f in "$top"/tests/convert/*.S "$top"/tests/check/*.S; do
	set -- "${f%.S}"-*.h
	[ -f "$1" ] || continue
	case $f in
	*aarch64*) b='\022' ;;
	*riscv64*) b='\023' ;;
	*i386*) b='\021' ;;
	*) b='\020' ;;
	esac
	n=$((n + 1))
	{ printf "$b"; cat "$@"; printf '\000'; cat "$f"; } >"$corpus/seed$n"
done
# FUZZ_RUNS=N: a fixed number of runs from seed 1 instead of a time
# (CI uses this).  Runs are not repeatable even so: libFuzzer feeds the
# values the target compares, addresses among them, back into its
# mutations, and they change with each run.  So a failing input is
# printed, in the log, to be rebuilt where the run cannot be repeated:
#	echo B64 | base64 -d | gunzip >crash; ./rgpp-fuzz crash
if [ -n "${FUZZ_RUNS-}" ]; then
	limit="-runs=$FUZZ_RUNS -seed=1"
	echo "fuzz.sh: $n seeds, $FUZZ_RUNS runs"
else
	limit="-max_total_time=$secs"
	echo "fuzz.sh: $n seeds, $secs seconds"
fi
rc=0
# shellcheck disable=SC2086
"$fuzz" $limit -max_len=65536 -timeout=60 -rss_limit_mb=4096 \
    -print_final_stats=1 "$corpus" || rc=$?
[ $rc = 0 ] && exit 0
# each input libFuzzer kept (crash-*, timeout-*, oom-*, leak-*), as it
# is and minimized for a minute, gzipped, in base64 on one line
for f in crash-* timeout-* oom-* leak-* slow-unit-*; do
	[ -f "$f" ] || continue
	"$fuzz" -minimize_crash=1 -max_total_time=60 -timeout=60 \
	    -exact_artifact_path="$f.min" "$f" >"$f.minlog" 2>&1 || :
	echo "fuzz.sh: $f ($(wc -c <"$f") bytes) as base64 of gzip:"
	gzip -9n <"$f" | base64 -w0
	echo
	if [ -f "$f.min" ]; then
		echo "fuzz.sh: $f minimized ($(wc -c <"$f.min") bytes):"
		gzip -9n <"$f.min" | base64 -w0
		echo
	fi
done
exit $rc
