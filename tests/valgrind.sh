#!/bin/sh
# valgrind.sh: the golden cases, the C-source cases, the bad-input
# and the -MF tests once more, with rgpp and rgcheck run under valgrind (memcheck:
# invalid reads and writes, uses of uninitialised values, definite
# leaks).  A report fails the run.
#
#	tests/valgrind.sh BUILDDIR
#
# Prints one PASS: or FAIL: line a test, then the number of valgrind
# reports; exit status 1 if a test failed or valgrind reported
# anything, 77 if valgrind is missing.
set -u

build=$(cd "${1:?usage: valgrind.sh BUILDDIR}" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null 2>&1 || { echo "SKIP: no valgrind"; exit 77; }
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin" "$tmp/vg"

# Wrappers with the real names: golden.sh finds rgcheck beside rgpp.
for p in rgpp rgcheck; do
	# the log on fd 9: with standard output closed, a log file
	# opened by valgrind would become fd 1 and take rgpp's output
	cat >"$tmp/bin/$p" <<EOF
#!/bin/sh
exec 9>>"$tmp/vg/$p.\$\$"
exec valgrind -q --error-exitcode=97 --leak-check=full \\
    --errors-for-leak-kinds=definite --log-fd=9 "$build/$p" "\$@"
EOF
	chmod +x "$tmp/bin/$p"
done

fail=0
for t in "$top"/tests/convert/*.[Ssch] "$top"/tests/check/*.[Sc]; do
	case $t in
	*.h) [ -f "${t%.h}.out" ] || continue ;;	# a header a case includes
	esac
	if RGPP=$tmp/bin/rgpp sh "$top/tests/golden.sh" "$t" >"$tmp/out" 2>&1
	then
		echo "PASS: $(basename "$t")"
	else
		echo "FAIL: $(basename "$t")"
		cat "$tmp/out"
		fail=1
	fi
done
for t in badinput.sh depfile.sh; do
	if RGPP=$tmp/bin/rgpp top_srcdir=$top sh "$top/tests/$t" \
	    >"$tmp/out" 2>&1; then
		echo "PASS: $t ($(grep -c '^PASS' "$tmp/out") checks)"
	else
		grep -v '^PASS' "$tmp/out"
		echo "FAIL: $t"
		fail=1
	fi
done

# every log that is not empty is a report
n=0
for f in "$tmp"/vg/*; do
	[ -s "$f" ] || continue
	n=$((n + 1))
	echo "== valgrind report, $(basename "$f"):"
	cat "$f"
done
echo "valgrind: $(ls "$tmp/vg" | wc -l) runs, $n reports"
[ $n = 0 ] || fail=1
exit $fail
