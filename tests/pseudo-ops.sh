#!/bin/sh
# pseudo-ops.sh: each name in rgpp's tables of as's directives
# (pseudo_ops in src/arch.c, on every target, and each target's own
# list) is one that GNU as refuses to take for a .macro there ("attempt
# to redefine pseudo-op ... ignored"), as arch_pseudo_op says; rgpp
# ignores a .macro of such a name, as as does.
set -u
top=${top_srcdir:?}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

# The quoted names in the initializer of array $2 in file $1.
names() {
	sed -n "/$2\[\] = {/,/};/p" "$1" | grep -o '"[^"]*"' | tr -d '"'
}

# Target $1, assembled by the rest of the arguments: $tmp/names.
fail=0
check() {
	t=$1
	shift
	if ! command -v "$1" >/dev/null 2>&1; then
		echo "SKIP: $1 not found"
		exit 77
	fi
	sed 's/.*/	.macro .&\
	.endm/' "$tmp/names" >"$tmp/$t.s"
	"$@" "$tmp/$t.s" -o "$tmp/$t.o" 2>"$tmp/$t.err"
	n=0
	while read -r name; do
		n=$((n + 1))
		if ! grep -q "redefine pseudo-op \`\\.$name' ignored" \
		    "$tmp/$t.err"; then
			echo "FAIL: $t: .$name is no directive of $1"
			fail=1
		fi
	done <"$tmp/names"
	echo "checked $n names on $t"
}

names "$top/src/arch.c" pseudo_ops >"$tmp/common"
[ -s "$tmp/common" ] || { echo "FAIL: no names in src/arch.c"; exit 1; }
{ cat "$tmp/common"; names "$top/src/arch-x86.c" x86_pseudo; } >"$tmp/names"
check amd64 "${AS_AMD64:-x86_64-linux-gnu-as}" --64
check i386 "${AS_AMD64:-x86_64-linux-gnu-as}" --32
{ cat "$tmp/common"; names "$top/src/arch-aarch64.c" a64_pseudo; } \
    >"$tmp/names"
check aarch64 "${AS_AARCH64:-aarch64-linux-gnu-as}"
{ cat "$tmp/common"; names "$top/src/arch-riscv64.c" rv_pseudo; } \
    >"$tmp/names"
check riscv64 "${AS_RISCV64:-riscv64-linux-gnu-as}"
[ $fail = 0 ] && echo "PASS: every listed name is a directive of its targets"
exit $fail
