#!/bin/sh
# x86-modes.sh: one source for amd64 and i386 (tests/modes/modes.S: its
# i386 branch has a PC thunk and a function that reads its return
# address through %ebp), converted once, as rgpp detects it (amd64),
# then built for both with protection on (-D_RET_PROTECTOR) and run.
# Each function must be walked with the registers of its own code: an
# amd64 walk of the i386 branch does not see the thunk read its return
# address, protects it, and get_value() reads through a mangled
# address.  Also checks that the one function of each mode that can be
# protected is (its first instruction is the XOR), that without
# _RET_PROTECTOR the code is the original's, that rgpp gives the same
# output when told --arch=i386, and that rgcheck passes it.
set -u
top=${top_srcdir:?}
rgpp=${RGPP:?}
rgcheck=$(dirname "$rgpp")/rgcheck
cc32=${CC_I386:-i686-linux-gnu-gcc-12}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
. "$top/tests/check-lib.sh"
need_tools gcc "$cc32" objdump objcopy
. "$top/tests/i386-run.sh"
if ! i386_run "$cc32"; then
	echo "SKIP: cannot run i386 programs here"
	exit 77
fi

fail=0

src=$top/tests/modes/modes.S
"$rgpp" -q -o "$tmp/conv.S" "$src"
check $? "rgpp converts modes.S (detected as amd64)"
"$rgpp" -q --arch=i386 -o "$tmp/conv32.S" "$src"
cmp -s "$tmp/conv.S" "$tmp/conv32.S"
check $? "rgpp --arch=i386 gives the same output"
# rgcheck finds the three functions that read their return address
# (unprotected, with a return), and nothing else: exit status 1
for a in amd64 i386; do
	"$rgcheck" -q --arch=$a "$tmp/conv.S" >"$tmp/check.out" 2>&1
	st=$?
	sed 's/^[^ ]* error: //' "$tmp/check.out" | sort >"$tmp/check.got"
	printf '%s\n' "caller_pc not protected" "caller_pc not protected" \
	    "pc_thunk not protected" >"$tmp/check.want"
	ra=': it reads or writes its return address at line [0-9]*'
	sed "s/$ra \\[-Wra-access\\]\$//" "$tmp/check.got" |
	    cmp -s - "$tmp/check.want" && [ $st -eq 1 ]
	st=$?
	[ $st -eq 0 ] || cat "$tmp/check.out"
	check $st "rgcheck --arch=$a: the three that read their return address"
done

# build and run: amd64 natively, i386 as i386-run.sh says
for a in amd64 i386; do
	case $a in
	amd64)	cc=gcc; run=; ldflags= ;;
	i386)	cc=$cc32; run=$i386_run; ldflags=-static ;;
	esac
	if ! $cc -c -D_RET_PROTECTOR -I"$top/include" "$tmp/conv.S" \
	    -o "$tmp/$a.o" 2>"$tmp/err"; then
		cat "$tmp/err"
		check 1 "$a: the conversion assembles"
		continue
	fi
	# unprotected, the same machine code as the original
	$cc -c -I"$top/include" "$src" -o "$tmp/$a.orig.o" &&
	    $cc -c -I"$top/include" "$tmp/conv.S" -o "$tmp/$a.plain.o" &&
	    objcopy -O binary --only-section=.text "$tmp/$a.orig.o" \
	    "$tmp/t1" &&
	    objcopy -O binary --only-section=.text "$tmp/$a.plain.o" \
	    "$tmp/t2" && [ -s "$tmp/t1" ] && cmp -s "$tmp/t1" "$tmp/t2"
	check $? "$a: without _RET_PROTECTOR, the original's .text"
	# get_value's first instruction is the XOR of the user variant
	case $a in
	amd64)	want='xor %rsp,(%rsp)' ;;
	i386)	want='xor %esp,(%esp)' ;;
	esac
	objdump -d --no-show-raw-insn "$tmp/$a.o" | awk -v want="$want" '
		/<get_value>:$/ { f = 1; next }
		f && /^ +[0-9a-f]+:/ {
			sub(/^ +[0-9a-f]+:[ \t]+/, ""); gsub(/[ \t]+/, " ")
			print; exit }' >"$tmp/first"
	[ "$(cat "$tmp/first")" = "$want" ]
	check $? "$a: get_value is protected (starts with $want)"
	# shellcheck disable=SC2086 # ldflags and run are lists of words
	$cc $ldflags -O2 "$top/tests/modes/main.c" "$tmp/$a.o" \
	    -o "$tmp/$a" &&
	    $run "$tmp/$a" >"$tmp/$a.out" 2>&1 &&
	    [ "$(cat "$tmp/$a.out")" = ok ]
	st=$?
	[ $st -eq 0 ] || cat "$tmp/$a.out"
	check $st "$a: built with protection, runs and gives the results"
done
exit $fail
