#!/bin/sh
# cpp-same.sh: what rgpp inserts reaches the assembler as RETGUARD
# macros, and nothing else changes.  For each golden of tests/convert
# that cpp reads and rgpp changes, the input and its expected output
# (NAME.out) go through cpp with every RETGUARD macro rgpp writes
# defined as a marker; with the markers and the .Lrg_skip labels taken
# out, the statements must be the same, token for token (blanks, line
# ends and ; alike).  An inserted macro that cpp does not expand (after
# a ' that starts what cpp reads as a character constant) stays a word
# that differs; one that cuts a #define in two moves the rest of the
# body out of it.
set -u
top=${top_srcdir:?}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
CPP=${CPP:-gcc -E}

mkdir -p "$tmp/inc/machine"
for m in START START_NOCFI END END_NOCFI RESUME RELOADED RETS \
    RETS_NOCFI RETS_END; do
	echo "#define RETGUARD_$m @RG@"
done >"$tmp/inc/machine/asm.h"
echo "#define RETGUARD_SKIP(l) @RG@" >>"$tmp/inc/machine/asm.h"
echo "#define RETGUARD_SPILLED(o) @RG@" >>"$tmp/inc/machine/asm.h"

# The statements as would see in $1, one token a line, in $2.
tokens() {
	# shellcheck disable=SC2086
	$CPP -x assembler-with-cpp -nostdinc -I"$tmp/inc" \
	    -include "$tmp/inc/machine/asm.h" -I"$top/tests/convert" \
	    "$1" 2>"$2.err" >"$2.i" || return 1
	grep -av '^# [0-9][0-9]* "' "$2.i" |
	    sed -e 's/@RG@/ /g' -e 's/\.Lrg_skip_[0-9]*:/ /g' -e 's/:/: /g' |
	    tr -s ' \t\r\f\v;' '\n' | grep -av '^$' >"$2"
}

fail=0 n=0 none=0
for f in "$top"/tests/convert/*.S; do
	name=${f%.S}
	b=$(basename "$name")
	# not where rgpp refused the file (NAME.status): no conversion
	if [ ! -f "$name.out" ] || [ -f "$name.status" ]; then
		continue
	fi
	cmp -s "$f" "$name.out" && continue
	if [ -f "$name.flags" ] && grep -q -e '--no-cpp' "$name.flags"; then
		continue
	fi
	# a file that defines a RETGUARD macro itself has its own
	if grep -Eq '^[[:space:]]*(#[[:space:]]*define|\.macro)[[:space:]]+RETGUARD_' \
	    "$f"; then
		continue
	fi
	cp "$name.out" "$tmp/$b.conv.S"
	if ! tokens "$f" "$tmp/$b.a"; then
		none=$((none + 1))	# an #include of a header not here
		continue
	fi
	n=$((n + 1))
	if ! tokens "$tmp/$b.conv.S" "$tmp/$b.b"; then
		echo "FAIL: $b.out: cpp refuses it, not $b.S"
		sed 's/^/	/' "$tmp/$b.b.err"
		fail=1
	elif ! cmp -s "$tmp/$b.a" "$tmp/$b.b"; then
		echo "FAIL: $b.out: cpp gives as other statements than $b.S"
		diff "$tmp/$b.a" "$tmp/$b.b" | head -10 | sed 's/^/	/'
		fail=1
	fi
done
echo "compared $n goldens; $none include a header not here"
[ $n -gt 100 ] || { echo "FAIL: only $n goldens compared"; fail=1; }
[ $fail = 0 ] && echo "PASS: cpp-same"
exit $fail
