#!/bin/sh
# aarch64-pac.sh: functions that sign their return address with pointer
# authentication spelt as hints (hint #25 is paciasp) and check it with
# retaa or retab (tests/pac/pac.S) are left alone; a RETGUARD_END before
# retaa makes the check fail.  Converts pac.S, checks that the one plain
# function is protected and nothing else, that rgcheck names the four
# others, and runs the result with protection on under qemu -cpu max,
# which has pointer authentication: every function returns its result.
set -u
top=${top_srcdir:?}
rgpp=${RGPP:?}
rgcheck=$(dirname "$rgpp")/rgcheck
cc=${CC_AARCH64:-aarch64-linux-gnu-gcc-12}
run=${QEMU_AARCH64:-qemu-aarch64}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
. "$top/tests/check-lib.sh"
need_tools "$cc" "$run"

fail=0

src=$top/tests/pac/pac.S
"$rgpp" -q --arch=aarch64 -I "$top/include" -o "$tmp/conv.S" "$src"
check $? "rgpp converts pac.S"
"$rgpp" -q --arch=aarch64 -I "$top/include" -o "$tmp/conv2.S" "$tmp/conv.S"
cmp -s "$tmp/conv.S" "$tmp/conv2.S"
check $? "converting again changes nothing"
starts=$(grep -c '^[[:space:]]*RETGUARD_START' "$tmp/conv.S")
ends=$(grep -c '^[[:space:]]*RETGUARD_END' "$tmp/conv.S")
grep -A1 '^plain:' "$tmp/conv.S" | grep -q RETGUARD_START &&
    [ "$starts" -eq 1 ] && [ "$ends" -eq 1 ]
check $? "only plain is protected (START $starts, END $ends)"

"$rgcheck" -q --arch=aarch64 -I "$top/include" "$tmp/conv.S" \
    >"$tmp/check.out" 2>&1
st=$?
sed -n 's/^[^ ]* error: \([a-z_]*\) not protected: it reads or writes its return address at line [0-9]* \[-Wra-access\]$/\1/p' \
    "$tmp/check.out" | sort >"$tmp/check.got"
printf '%s\n' pac_hint pac_retaa pac_retab pac_unseen >"$tmp/check.want"
cmp -s "$tmp/check.got" "$tmp/check.want" && [ $st -eq 1 ] &&
    [ "$(wc -l <"$tmp/check.out")" -eq 4 ]
st=$?
[ $st -eq 0 ] || cat "$tmp/check.out"
check $st "rgcheck names the four functions that sign their address"

# SIGN_LR is defined where rgpp cannot see it, as a build system would
if "$cc" -march=armv8.3-a -static -D_RET_PROTECTOR '-DSIGN_LR=hint 25' \
    -I "$top/include" -o "$tmp/prog" "$top/tests/pac/main.c" \
    "$tmp/conv.S" >"$tmp/build.out" 2>&1; then
	"$run" -cpu max "$tmp/prog" >"$tmp/run.out" 2>&1
	st=$?
	echo "11 12 13 14 15" | cmp -s - "$tmp/run.out" && [ $st -eq 0 ]
	st=$?
	[ $st -eq 0 ] || cat "$tmp/run.out"
else
	cat "$tmp/build.out"
	st=1
fi
check $st "protected build runs with pointer authentication"
exit $fail
