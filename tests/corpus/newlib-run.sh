#!/bin/sh
# newlib-run.sh: real code, run.  newlib's aarch64, riscv64, i386 and
# x86_64 string functions (Debian's newlib-source; nothing is
# committed) are converted by rgpp, built with and without protection,
# and run (under qemu-user for aarch64 and riscv64, natively for amd64,
# and for i386 natively or under qemu-i386) against the C library's own
# (newlib-run.c).
#
#   RGPP=/path/to/rgpp tests/corpus/newlib-run.sh
#
# For each architecture, each source file
#   - converts with exit status 0, and converting the result changes
#     nothing;
#   - gets a RETGUARD_START for each function expected protected; the
#     ones rgpp leaves alone say why: rawmemchr (aarch64) and memset
#     (riscv64) keep their return address in another register, strcmp
#     (riscv64) has, in the branch of its #if that the default build
#     takes, a .macro that branches to a label its caller names, memmove
#     (aarch64) has a conditional tail call, setjmp stores its return
#     address and longjmp loads one (protected, setjmp would store the
#     mangled address, and longjmp return to it).  stpcpy.S (aarch64) is
#     #include "strcpy.S" and holds no function itself.  i386's memchr,
#     memcmp and strchr define their labels (L20, ...) twice, once in
#     each branch of #ifdef __iamcu__, and each branch's jumps go to
#     its own;
# then the converted sources, assembled without _RET_PROTECTOR, give
# the original's .text byte for byte; assembled with it, they hold the
# protection's XOR at every RETGUARD_START and RETGUARD_END that cpp
# keeps; and both builds, linked with newlib-run.c (the functions
# renamed nl_*, NL_F_name defined for each), give the C library's
# results.  riscv64 is built with -DPREFER_SIZE_OVER_SPEED, without
# which newlib takes memcpy and memmove from C.
#
# One PASS: or FAIL: line a check; exit status 1 if a check failed, 77
# when the newlib tarball, a cross compiler or qemu is missing.
# Environment: RGPP (required), CORPUS_SRC (default /usr/src), CC,
# CC_I386, CC_AARCH64, CC_RISCV64, QEMU_I386, QEMU_AARCH64,
# QEMU_RISCV64, TMPDIR.
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
rgpp=${RGPP:?set RGPP}
# shellcheck disable=SC2012
t=$(ls "${CORPUS_SRC:-/usr/src}"/newlib/newlib-*.tar.xz 2>/dev/null | head -1)
if [ -z "$t" ]; then
	echo "newlib-run.sh: no newlib tarball (apt-get install newlib-source)" >&2
	exit 77
fi
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
tar -xJf "$t" -C "$tmp" --strip-components=1 --wildcards \
    '*/newlib/libc/machine/aarch64/*' '*/newlib/libc/machine/riscv/*' \
    '*/newlib/libc/machine/i386/*' '*/newlib/libc/machine/x86_64/*' ||
    exit 99
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
# shellcheck source=tests/corpus/build3.sh
. "$here/build3.sh"
# shellcheck source=tests/i386-run.sh
. "$top/tests/i386-run.sh"

for arch in aarch64 riscv64 amd64 i386; do
	case $arch in
	aarch64)
		cc=${CC_AARCH64:-aarch64-linux-gnu-gcc-12}
		qemu=${QEMU_AARCH64:-qemu-aarch64}
		dir=$tmp/newlib/libc/machine/aarch64
		files="memchr memcmp memcpy memmove memset rawmemchr setjmp
		    stpcpy strchr strchrnul strcmp strcpy strlen strncmp
		    strnlen strrchr"
		alone="memmove rawmemchr setjmp stpcpy"
		xor='eor	x30, x30, x16'
		cdef= ;;
	riscv64)
		cc=${CC_RISCV64:-riscv64-linux-gnu-gcc-12}
		qemu=${QEMU_RISCV64:-qemu-riscv64}
		dir=$tmp/newlib/libc/machine/riscv
		files="memcpy-asm memmove memset setjmp strcmp"
		alone="memset setjmp strcmp"
		xor='xor	ra,ra,sp'
		cdef=-DPREFER_SIZE_OVER_SPEED ;;
	amd64)
		cc=${CC:-gcc}
		qemu=
		dir=$tmp/newlib/libc/machine/x86_64
		files="memcpy memset setjmp"
		alone="setjmp"
		xor='xor    %rsp,(%rsp)'
		cdef= ;;
	i386)
		cc=${CC_I386:-i686-linux-gnu-gcc-12}
		qemu=
		dir=$tmp/newlib/libc/machine/i386
		files="memchr memcmp memcpy memmove memset setjmp strchr
		    strlen"
		alone="setjmp"
		xor='xor    %esp,(%esp)'
		cdef= ;;
	esac
	for tool in "$cc" ${qemu:+"$qemu"}; do
		if ! command -v "$tool" >/dev/null 2>&1; then
			echo "newlib-run.sh: no $tool" >&2
			exit 77
		fi
	done
	if [ $arch = i386 ]; then
		i386_run "$cc" || { echo "newlib-run.sh: cannot run i386 programs" >&2; exit 77; }
		qemu=$i386_run
	fi
	b=$tmp/$arch
	mkdir -p "$b"
	starts=0
	for f in $files; do
		"$rgpp" --arch=$arch -q -I"$dir" -o "$b/$f.S" "$dir/$f.S" \
		    2>"$b/$f.err"
		rc=$?
		"$rgpp" --arch=$arch -q -I"$dir" -o "$b/$f.again.S" "$b/$f.S" \
		    2>/dev/null
		if [ $rc != 0 ] || ! cmp -s "$b/$f.S" "$b/$f.again.S"; then
			bad "$arch $f.S: rgpp exit $rc, or converting again changes it"
			continue
		fi
		n=$(grep -c 'RETGUARD_START' "$b/$f.S")
		starts=$((starts + n))
		case " $alone " in
		*" $f "*) want=0 ;;
		*) want=1 ;;
		esac
		if [ "$want" = 1 ] && [ "$n" -lt 1 ]; then
			bad "$arch $f.S: no function protected"
		elif [ "$want" = 0 ] && [ "$n" != 0 ]; then
			bad "$arch $f.S: protected, expected left alone"
		fi
		# the original, and the conversion without and with protection
		# shellcheck disable=SC2086
		build3 "$arch $f.S" "$dir/$f.S" "$b/$f.S" "$b/$f" "$xor" \
		    $cdef -I"$dir"
	done
	# shellcheck disable=SC2086
	pass "$arch: $(set -- $files; echo $#) files converted, idempotent; $starts functions protected"
	# rename the functions nl_*, in every object, then link and run
	for v in plain prot; do
		objs=
		for f in $files; do
			case $f in rawmemchr) continue ;; esac
			objs="$objs $b/$f.$v.o"
		done
		# shellcheck disable=SC2086
		"${cc%gcc*}nm" --defined-only -g $objs | awk 'NF == 3 { print $3, "nl_" $3 }' |
		    sort -u >"$b/syms"
		def=$(awk '{ printf " -DNL_F_%s", $1 }' "$b/syms")
		for o in $objs; do
			"${cc%gcc*}objcopy" --redefine-syms="$b/syms" "$o" ||
			    bad "$arch: objcopy $o"
		done
		# shellcheck disable=SC2086
		if ! $cc -static -O1 $def -o "$b/run.$v" "$here/newlib-run.c" \
		    $objs 2>"$b/link.err"; then
			bad "$arch $v: does not link: $(head -3 "$b/link.err")"
			continue
		fi
		# shellcheck disable=SC2086
		if $qemu "$b/run.$v" >"$b/run.$v.out" 2>&1; then
			pass "$arch $v: $(tail -1 "$b/run.$v.out"), the C library's results"
		else
			bad "$arch $v: $(grep -m1 FAIL "$b/run.$v.out" || tail -1 "$b/run.$v.out")"
		fi
	done
done

# riscv64's strcmp as newlib builds it by default, without
# PREFER_SIZE_OVER_SPEED (the loop above builds it with): its word loop
# (check_one_word, a .macro) branches to .Lnull\i labels whose .macro
# returns.  rgpp must leave it alone, or build it so that it works:
# protected, with RETGUARD_END missing before those returns, it dies.
cc=${CC_RISCV64:-riscv64-linux-gnu-gcc-12}
qemu=${QEMU_RISCV64:-qemu-riscv64}
dir=$tmp/newlib/libc/machine/riscv
b=$tmp/riscv64
cat >"$b/speed.c" <<'EOT'
#include <stdio.h>
#include <string.h>
int	 nl_strcmp(const char *, const char *);
static int sign(int x) { return (x > 0) - (x < 0); }
int
main(void)
{
	char	 a[80], c[80];
	int	 n, i, k = 0;

	for (n = 0; n < 40; n++)
		for (i = 0; i <= n; i++) {
			memset(a, 'a', n); a[n] = '\0';
			memcpy(c, a, n + 1);
			if (i < n)
				c[i] = 'b';
			if (sign(nl_strcmp(a, c)) != sign(strcmp(a, c)) ||
			    sign(nl_strcmp(c, a)) != sign(strcmp(c, a))) {
				printf("FAIL: strcmp, length %d, at %d\n", n, i);
				return 1;
			}
			k += 2;
		}
	printf("%d checks\n", k);
	return 0;
}
EOT
if $cc -c -D_RET_PROTECTOR -I"$dir" -I"$top/include" -include machine/asm.h \
    -o "$b/strcmp.speed.o" "$b/strcmp.S" &&
    "${cc%gcc*}objcopy" --redefine-sym strcmp=nl_strcmp "$b/strcmp.speed.o" &&
    $cc -static -O1 -fno-builtin -o "$b/speed" "$b/speed.c" \
    "$b/strcmp.speed.o" && "$qemu" "$b/speed" >"$b/speed.out" 2>&1; then
	pass "riscv64 strcmp, speed build, prot: $(tail -1 "$b/speed.out"), the C library's results"
else
	bad "riscv64 strcmp, speed build, prot: $(tail -1 "$b/speed.out" 2>/dev/null)"
fi
exit $fail
