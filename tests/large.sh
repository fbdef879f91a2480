#!/bin/sh
# large.sh: one generated amd64 source of SIZE MB (default 100): unique
# functions with CFI, a loop and two returns, whose local labels are
# 1: and 2: in every function (tests/gen-functions.awk).  rgpp converts
# it in place (every function protected: one START, two ENDs and a
# RESUME each), converting again changes nothing, rgcheck finds it
# clean, and the result differs from the input only by the inserted
# lines.  Prints the time and peak memory; asserts neither (the
# machines are noisy).  Then checks that rgpp's and rgcheck's work, in
# instructions, grows no faster than the input from 1 MB to 4 MB.
#
#	RGPP=/path/to/rgpp tests/large.sh [SIZE]
set -u

rgpp=${RGPP:?}
rgcheck=$(dirname "$rgpp")/rgcheck
mb=${1:-100}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

awk -v bytes=$((mb * 1000000)) -v labels=numeric -v count="$tmp/count" \
    -f "$(dirname "$0")/gen-functions.awk" >"$tmp/big.S" || exit 99
nfunc=$(cat "$tmp/count")
cp "$tmp/big.S" "$tmp/orig.S"
echo "large.sh: $(wc -c <"$tmp/big.S") bytes, $nfunc functions"

# timed COMMAND...: run it, with GNU time's figures in $tmp/time
timed() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '%e s, %M KB peak' -o "$tmp/time" "$@"
	else
		echo "(no /usr/bin/time)" >"$tmp/time"
		"$@"
	fi
}
if timed "$rgpp" -q --arch=amd64 -i "$tmp/big.S"; then
	pass "rgpp -i converts the file"
else
	bad "rgpp -i failed"
fi
echo "large.sh: rgpp -i took $(cat "$tmp/time")"
starts=$(grep -c '^	RETGUARD_START$' "$tmp/big.S")
ends=$(grep -c '^	RETGUARD_END$' "$tmp/big.S")
resumes=$(grep -c '^	RETGUARD_RESUME$' "$tmp/big.S")
if [ "$starts" = "$nfunc" ] && [ "$ends" = $((2 * nfunc)) ] &&
    [ "$resumes" = "$nfunc" ]; then
	pass "every function protected ($starts START, $ends END, $resumes RESUME)"
else
	bad "$starts START, $ends END, $resumes RESUME for $nfunc functions"
fi
if grep -v '^	RETGUARD_' "$tmp/big.S" | cmp -s - "$tmp/orig.S"; then
	pass "without the inserted lines the output is the input"
else
	bad "the output differs from the input by more than the insertions"
fi
cp "$tmp/big.S" "$tmp/again.S"
"$rgpp" -q --arch=amd64 -i "$tmp/again.S"
if cmp -s "$tmp/big.S" "$tmp/again.S"; then
	pass "converting again changes nothing"
else
	bad "converting again changes the file"
fi
if timed "$rgcheck" -q --arch=amd64 "$tmp/big.S"; then
	pass "rgcheck finds the conversion clean"
else
	bad "rgcheck reports the conversion"
fi
echo "large.sh: rgcheck took $(cat "$tmp/time")"

# Work grows with the input, not faster: rgpp's and rgcheck's
# instructions (callgrind, which counts the same on any machine, unlike
# a time) over a 4 MB file are at most 4.4 times those over a 1 MB one.
# db71e19 fixed a search of all functions at each walk, for which the
# ratio was 5 and the 100 MB file took 30 times as long.
if ! command -v valgrind >/dev/null 2>&1; then
	bad "valgrind is not installed: the growth of the work is not checked"
	exit $fail
fi
for m in 1 4; do
	awk -v bytes=$((m * 1000000)) -v labels=numeric \
	    -f "$(dirname "$0")/gen-functions.awk" >"$tmp/s$m.S" || exit 99
	"$rgpp" -q --arch=amd64 "$tmp/s$m.S" >"$tmp/c$m.S" || exit 99
done
for p in "$rgpp" "$rgcheck"; do
	for m in 1 4; do
		f=$tmp/s$m.S
		[ "$p" = "$rgcheck" ] && f=$tmp/c$m.S
		valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		    "$p" -q --arch=amd64 "$f" 2>"$tmp/cg$m" >/dev/null
		eval "n$m=\$(sed -n 's/.*Collected : //p' \"\$tmp/cg$m\")"
	done
	# shellcheck disable=SC2154 # n1 and n4, set by eval
	if [ -n "$n1" ] && [ -n "$n4" ] && [ "$n1" -gt 0 ] &&
	    [ $((n4 * 10)) -le $((n1 * 44)) ]; then
		pass "$(basename "$p"): 1 MB $n1, 4 MB $n4 instructions"
	else
		bad "$(basename "$p"): 1 MB ${n1:-?}, 4 MB ${n4:-?} instructions: more than linear"
	fi
done
exit $fail
