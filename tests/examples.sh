#!/bin/sh
# examples.sh: every example is converted, checked, assembled and run.
#
# For each examples/ARCH/*.S: rgpp converts it and rgcheck finds the
# result clean (and the original not); the converted file assembles
# without _RET_PROTECTOR to the original's .text; the user and kernel
# builds link with examples/demo.c and every result is right.
set -u

top=${top_srcdir:?}
bin=$(dirname "${RGPP:?}")
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

for arch in amd64 i386; do
	case $arch in
	amd64) cc=${CC_AMD64:-gcc}; ldflags= ;;
	i386) cc=${CC_I386:-i686-linux-gnu-gcc-12}; ldflags=-static ;;
	esac
	if ! command -v "$cc" >/dev/null 2>&1; then
		echo "SKIP: $arch: no compiler $cc"
		exit 77
	fi
	mkdir -p "$tmp/$arch"
	objs_user= objs_kernel=
	for src in "$top"/examples/"$arch"/*.S; do
		n=$(basename "$src" .S)
		o=$tmp/$arch/$n
		inc="-I$top/examples -I$top/include"
		# shellcheck disable=SC2086
		if "$bin/rgpp" -q $inc --arch=$arch -o "$o.rg.S" "$src"; then
			pass "$arch/$n: converts"
		else
			bad "$arch/$n: rgpp failed"; continue
		fi
		# shellcheck disable=SC2086
		if "$bin/rgcheck" $inc --arch=$arch "$o.rg.S"; then
			pass "$arch/$n: rgcheck finds the conversion clean"
		else
			bad "$arch/$n: rgcheck reports the conversion"
		fi
		# shellcheck disable=SC2086
		if "$bin/rgcheck" $inc --arch=$arch "$src" >/dev/null; then
			bad "$arch/$n: rgcheck finds nothing in the original"
		else
			pass "$arch/$n: rgcheck reports the original"
		fi
		# shellcheck disable=SC2086
		$cc $inc -c -o "$o.orig.o" "$src" &&
		$cc $inc -c -o "$o.off.o" "$o.rg.S" &&
		$cc $inc -D_RET_PROTECTOR -c -o "$o.user.o" "$o.rg.S" &&
		$cc $inc -D_RET_PROTECTOR -D_KERNEL -c -o "$o.kernel.o" \
		    "$o.rg.S" || { bad "$arch/$n: does not assemble"; continue; }
		objcopy -O binary --only-section=.text "$o.orig.o" "$o.orig.bin"
		objcopy -O binary --only-section=.text "$o.off.o" "$o.off.bin"
		if cmp -s "$o.orig.bin" "$o.off.bin"; then
			pass "$arch/$n: protection off: .text unchanged"
		else
			bad "$arch/$n: protection off: .text differs"
		fi
		objs_user="$objs_user $o.user.o"
		objs_kernel="$objs_kernel $o.kernel.o"
	done
	for v in user kernel; do
		eval "objs=\$objs_$v"
		# shellcheck disable=SC2086
		if ! $cc $ldflags -o "$tmp/$arch/demo-$v" "$top/examples/demo.c" \
		    $objs; then
			bad "$arch: $v: demo does not link"
			continue
		fi
		if "$tmp/$arch/demo-$v" >"$tmp/$arch/demo-$v.out"; then
			pass "$arch: $v: every result is right"
		else
			bad "$arch: $v: wrong results:"
			cat "$tmp/$arch/demo-$v.out"
		fi
	done
done
exit $fail
