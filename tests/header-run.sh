#!/bin/sh
# header-run.sh: a header's macros act at their uses (tests/hdr/hdr.h):
# a read of the return address in one (caller_pc) leaves its function
# alone; pushes and pops in them (saver, popper's "POPQ_OP %rax", the
# FBEGIN/FEND of a build with frame pointers and of one without) count
# in the stack depth, as do registers that its macros name (pushret's
# %RSP_LP, framed2's %_ASM_SP).  Converts tests/hdr/hdr.S, checks what
# is protected and that rgcheck agrees, that without _RET_PROTECTOR the
# code is the original's, and runs the protected build of each
# configuration (CONFIG_FP or not): results, and caller_pc returns an
# address in its caller (0b7e04c protects it: the address comes back
# mangled; ce88a9f protects pushret, whose ret jumps to ret42 XOR
# %rsp: SIGSEGV).
set -u
top=${top_srcdir:?}
rgpp=${RGPP:?}
rgcheck=$(dirname "$rgpp")/rgcheck
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
. "$top/tests/check-lib.sh"
need_tools gcc objcopy
case $(uname -m) in
x86_64) ;;
*) echo "SKIP: amd64 programs do not run here"; exit 77 ;;
esac

fail=0

src=$top/tests/hdr/hdr.S
inc="-I $top/include -I $top/tests/hdr"
# shellcheck disable=SC2086
"$rgpp" -q $inc -o "$tmp/conv.S" "$src"
check $? "rgpp converts hdr.S"
# shellcheck disable=SC2086
"$rgpp" -q $inc -o "$tmp/conv2.S" "$tmp/conv.S"
cmp -s "$tmp/conv.S" "$tmp/conv2.S"
check $? "converting again changes nothing"
got=$(awk '/^[a-z_0-9]+:$/ { f = substr($1, 1, length($1) - 1) }
    /^[ \t]*RETGUARD_START/ { print f }' "$tmp/conv.S" | tr '\n' ' ')
[ "$got" = "saver popper framed ret42 framed2 " ]
check $? "protected: saver popper framed ret42 framed2 ($got)"

# shellcheck disable=SC2086
"$rgcheck" -q $inc "$tmp/conv.S" >"$tmp/check.out" 2>&1
st=$?
grep -q 'caller_pc not protected: it reads or writes its return address' \
    "$tmp/check.out" &&
    grep -q 'pushret not protected: its return .* at stack depth 8' \
    "$tmp/check.out" && [ "$(wc -l <"$tmp/check.out")" -eq 2 ] &&
    [ $st -eq 1 ]
st=$?
[ $st -eq 0 ] || cat "$tmp/check.out"
check $st "rgcheck finds caller_pc and pushret alone"

for cfg in -DCONFIG_FP -UCONFIG_FP; do
	# shellcheck disable=SC2086
	gcc -c $cfg $inc -o "$tmp/orig.o" "$src" &&
	    gcc -c $cfg $inc -o "$tmp/off.o" "$tmp/conv.S" &&
	    objcopy -O binary -j .text "$tmp/orig.o" "$tmp/orig.bin" &&
	    objcopy -O binary -j .text "$tmp/off.o" "$tmp/off.bin" &&
	    cmp -s "$tmp/orig.bin" "$tmp/off.bin"
	check $? "$cfg: without _RET_PROTECTOR, the original's code"
	# shellcheck disable=SC2086
	if gcc -O2 -D_RET_PROTECTOR $cfg $inc -o "$tmp/prog" \
	    "$tmp/conv.S" "$top/tests/hdr/main.c" >"$tmp/build.out" 2>&1
	then
		"$tmp/prog" >"$tmp/run.out" 2>&1
		st=$?
		[ $st -eq 0 ] || cat "$tmp/run.out"
	else
		cat "$tmp/build.out"
		st=1
	fi
	check $st "$cfg: the protected build runs and gives the results"
done
exit $fail
