#!/bin/sh
# x86-len.sh: the bound on each x86 instruction's length that rgpp's
# short-jump check uses (arch->max_len, with RGPP_MAX_LEN set in the
# environment rgpp prints it per statement) is never below what GNU as
# makes.  Code of every addressing form: rgpp's own sources compiled by
# gcc for amd64 (plain, AVX-512) and by $CC_I386 (i686-linux-gnu-gcc-12)
# for i386; each line's bytes in as's listing are compared with the sum
# of the bounds of the statements on it.  Prints the largest ratio.
set -u
top=${top_srcdir:?}
rgpp=${RGPP:?}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
. "$top/tests/check-lib.sh"
need_tools gcc as awk
fail=0

# compare LISTING BOUNDS NAME
compare() {
	awk -v name="$3" '
	FNR == NR {
		if ($1 ~ /^[0-9]+$/ && ($2 ~ /^[0-9a-f][0-9a-f][0-9a-f][0-9a-f]$/ &&
		    $3 ~ /^[0-9A-F]+$/)) {
			real[$1] += length($3) / 2
		} else if ($1 ~ /^[0-9]+$/ && $2 ~ /^[0-9A-F]+$/ &&
		    length($0) > 10 && substr($0, 6, 5) == "     ") {
			real[$1] += length($2) / 2
		}
		next
	}
	$1 == "max_len" { bound[$2] += $3 }
	END {
		for (l in bound) {
			n++
			if (real[l] > bound[l]) {
				under++
				printf "%s:%d: %d bytes, bound %d\n", name, l,
				    real[l], bound[l]
			}
			if (real[l] > 0 && bound[l] / real[l] > max)
				max = bound[l] / real[l]
		}
		printf "%s: %d lines, %d under, max ratio %.2f\n", name, n,
		    under, max
		exit under > 0 || n == 0
	}' "$1" "$2"
}

n=0
for f in src/plan.c src/flow.c src/arch-x86.c; do
	for v in "-m64 -O2" "-m64 -O2 -march=icelake-server" "-m32 -O2"; do
		n=$((n + 1))
		cc=gcc m=--64 a=amd64
		if [ "$v" = "-m32 -O2" ]; then
			cc=${CC_I386:-i686-linux-gnu-gcc-12} m=--32 a=i386
		fi
		# shellcheck disable=SC2086
		if ! "$cc" $v -fno-asynchronous-unwind-tables -I. -I"$top" \
		    -I"$top/src" -Isrc -S "$top/$f" -o "$tmp/$n.s" \
		    2>/dev/null || ! as $m --listing-cont-lines=1000 \
		    -al="$tmp/$n.lst" "$tmp/$n.s" -o "$tmp/$n.o"; then
			echo "SKIP: gcc $v cannot compile $f here"
			continue
		fi
		RGPP_MAX_LEN=1 "$rgpp" --arch=$a -q -o /dev/null "$tmp/$n.s" \
		    2>"$tmp/$n.b"
		compare "$tmp/$n.lst" "$tmp/$n.b" "$f ($v)"
		check $? "$f ($v): no instruction longer than its bound"
	done
done
exit $fail
