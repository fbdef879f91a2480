#!/bin/sh
# golden.sh: run one golden case of rgpp through the Automake harness.
#
#	golden.sh [--update] tests/AREA/NAME.S
#
# Converts NAME.S (or NAME.s) with the options in NAME.flags, if any
# (cases under tests/check/ are checked with rgcheck instead),
# and compares standard output with NAME.out, standard error with
# NAME.err (absent: empty) and the exit status with NAME.status
# (absent: 0), and all three with those of a run with RGPP_LEARN_ALL=1
# (learning from every definition of the headers).  Then converts
# NAME.out again, with -I the case's
# directory for its headers: it must come back unchanged
# (idempotence).  With --update, writes the expected files from the
# program's output instead, for review with git diff.
set -u

update=0
if [ "${1-}" = --update ]; then
	update=1
	shift
fi
case $# in
1) ;;
*) echo "usage: golden.sh [--update] case.S" >&2; exit 99 ;;
esac

rgpp=${RGPP:-$(pwd)/rgpp}
case $rgpp in /*) ;; *) rgpp=$(pwd)/$rgpp ;; esac
dir=$(cd "$(dirname "$1")" && pwd) || exit 99
# tests/check/ cases run rgcheck (found beside rgpp), the rest rgpp
prog=$rgpp
case $(basename "$dir") in
check) prog=$(dirname "$rgpp")/rgcheck ;;
esac
base=$(basename "$1")
name=${base%.*}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

cd "$dir" || exit 99
flags=
[ -f "$name.flags" ] && flags=$(cat "$name.flags")
# shellcheck disable=SC2086
"$prog" $flags "$base" >"$tmp/out" 2>"$tmp/err"
status=$?

if [ $update = 1 ]; then
	cp "$tmp/out" "$name.out"
	if [ -s "$tmp/err" ]; then cp "$tmp/err" "$name.err"; else rm -f "$name.err"; fi
	if [ $status != 0 ]; then echo $status >"$name.status"; else rm -f "$name.status"; fi
	exit 0
fi

fail=0
want_status=0
[ -f "$name.status" ] && want_status=$(cat "$name.status")
if [ "$status" != "$want_status" ]; then
	echo "FAIL: $base: exit status $status, expected $want_status"
	fail=1
fi
if ! diff -u "$name.out" "$tmp/out"; then
	echo "FAIL: $base: output differs from $name.out"
	fail=1
fi
if [ -f "$name.err" ]; then
	want_err=$name.err
else
	want_err=/dev/null
fi
if ! diff -u "$want_err" "$tmp/err"; then
	echo "FAIL: $base: diagnostics differ from $want_err"
	fail=1
fi

# Learning from every definition of the headers, not only those the
# file's names reach, changes nothing.
# shellcheck disable=SC2086
RGPP_LEARN_ALL=1 "$prog" $flags "$base" >"$tmp/all.out" 2>"$tmp/all.err"
if [ $? != "$status" ] || ! cmp -s "$tmp/out" "$tmp/all.out" ||
    ! cmp -s "$tmp/err" "$tmp/all.err"; then
	echo "FAIL: $base: with RGPP_LEARN_ALL=1 the result differs"
	diff -u "$tmp/out" "$tmp/all.out"
	diff -u "$tmp/err" "$tmp/all.err"
	fail=1
fi

# Idempotence: the expected output converts to itself, reading the
# same headers (-I the case's directory: the copy is elsewhere).
if [ "$want_status" = 0 ] && [ "$prog" = "$rgpp" ]; then
	ext=${base##*.}
	cp "$name.out" "$tmp/again.$ext"
	# shellcheck disable=SC2086
	(cd "$tmp" && "$rgpp" -q -I "$dir" $flags "again.$ext" >again.out \
	    2>again.err)
	if ! cmp -s "$tmp/again.$ext" "$tmp/again.out"; then
		echo "FAIL: $base: converting the output again changes it"
		diff -u "$tmp/again.$ext" "$tmp/again.out"
		fail=1
	fi
fi
# --diff: the patch it prints turns the input into the expected output.
if [ "$want_status" = 0 ] && [ "$prog" = "$rgpp" ]; then
	mkdir "$tmp/d"
	cp "$base" "$tmp/d/$base"
	# shellcheck disable=SC2086
	"$rgpp" -q $flags --diff "$base" >"$tmp/d/patch" 2>/dev/null
	if [ -s "$tmp/d/patch" ] &&
	    ! (cd "$tmp/d" && patch -s -p0 <patch >/dev/null); then
		echo "FAIL: $base: the --diff output does not apply"
		fail=1
	elif ! cmp -s "$tmp/d/$base" "$name.out"; then
		echo "FAIL: $base: the --diff output does not give $name.out"
		fail=1
	fi
fi
[ $fail = 0 ] && echo "PASS: $base"
exit $fail
