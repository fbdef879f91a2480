# shellcheck shell=sh
# shellcheck disable=SC2154
# convert-lib.sh: the steps that libmvec-run.sh, i686str-run.sh and
# i386libm-run.sh share; sourced.  Uses the caller's rgpp, src, cc,
# tmp (whose inc/ and top directory hold the package's headers), top,
# bad() and pass().
#
#   glibc_tarball NAME
#       t, the glibc tarball in $src; exit status 77 if there is none,
#       NAME saying so.
#
#   glibc_i386 NAME
#       glibc_tarball, and i386_run for $cc (tests/i386-run.sh): how
#       its static programs run here; exit status 77 if they do not.
#
#   assemble_three NAME ORIG CONV CC-OPTIONS...
#       $tmp/o/NAME.orig.o from ORIG, NAME.plain.o from CONV and
#       NAME.prot.o from CONV with -D_RET_PROTECTOR, what the
#       assembler said in NAME.VARIANT.as; a bad() line for each that
#       fails.
#
#   same_text NAME OBJCOPY-SECTIONS...
#       The sections (-j NAME...) of NAME.plain.o must be the bytes of
#       NAME.orig.o's.
#
#   build_runs RUNNER DRIVER CC-OPTIONS...
#       Links DRIVER with the orig objects, then with the prot ones,
#       and runs each program (under RUNNER, or directly if it is
#       empty) into $tmp/out.VARIANT, for compare_runs.
#
#   convert_twice ARCH NAME SRC OUT SRCDIR
#       rgpp SRC into OUT, then OUT again (with -I SRCDIR, where SRC's
#       own headers are), which must change nothing.  1 if the first
#       conversion fails; each failure is a bad() line about NAME.

glibc_tarball() {
	# shellcheck disable=SC2012
	t=$(ls "$src"/glibc/glibc-*.tar.xz 2>/dev/null | head -1)
	if [ -z "$t" ]; then
		echo "$1: no glibc tarball (apt-get install glibc-source)" >&2
		exit 77
	fi
}

glibc_i386() {
	glibc_tarball "$1"
	# shellcheck source=tests/i386-run.sh
	. "$top/tests/i386-run.sh"
	if ! command -v "$cc" >/dev/null 2>&1 || ! i386_run "$cc"; then
		echo "$1: cannot build and run i386 programs with $cc" >&2
		exit 77
	fi
}

assemble_three() {
	_b=$1 _f=$2 _c=$3
	shift 3
	for _v in orig plain prot; do
		_s=$_c _d=
		[ "$_v" = orig ] && _s=$_f
		[ "$_v" = prot ] && _d=-D_RET_PROTECTOR
		# shellcheck disable=SC2086
		if ! "$cc" -c $_d "$@" -o "$tmp/o/$_b.$_v.o" "$_s" \
		    2>"$tmp/o/$_b.$_v.as"; then
			cat "$tmp/o/$_b.$_v.as"
			bad "$_b: $_v does not assemble"
		fi
	done
}

same_text() {
	_b=$1
	shift
	for _v in orig plain; do
		objcopy -O binary "$@" "$tmp/o/$_b.$_v.o" \
		    "$tmp/o/$_b.$_v.text" 2>/dev/null
	done
	cmp -s "$tmp/o/$_b.orig.text" "$tmp/o/$_b.plain.text" ||
	    bad "$_b: converted, unprotected .text differs from the original"
}

build_runs() {
	_r=$1 _drv=$2
	shift 2
	for _v in orig prot; do
		if ! "$cc" -o "$tmp/run.$_v" "$_drv" "$tmp"/o/*."$_v".o "$@" \
		    2>"$tmp/cc.$_v"; then
			cat "$tmp/cc.$_v"
			bad "the $_v program does not build"
			continue
		fi
		$_r "$tmp/run.$_v" >"$tmp/out.$_v" 2>&1
		echo "exit $?" >>"$tmp/out.$_v"
	done
}

convert_twice() {
	if ! "$rgpp" -q --arch="$1" -I "$tmp/inc" -I "$tmp" \
	    -I "$top/include" -o "$4" "$3"; then
		bad "$2: rgpp fails"
		return 1
	fi
	if ! "$rgpp" -q --arch="$1" -I "$tmp/inc" -I "$tmp" \
	    -I "$top/include" -I "$5" -o "$4.2" "$4" ||
	    ! cmp -s "$4" "$4.2"; then
		bad "$2: converted again, it changes"
	fi
	return 0
}

#   guard_count OBJDUMP XOR OBJDUMP-ARGS...
#       "RETS XORS BARE" of the code objdump disassembles: how many
#       returns, how many XORs (XOR as objdump prints the
#       protection's, blanks squeezed) and how many returns come
#       right after something else.
guard_count() {
	_od=$1 _xor=$2
	shift 2
	"$_od" -d --no-show-raw-insn "$@" |
	    awk -v want="$_xor" '/^ *[0-9a-f]+:/ {
		sub(/^ *[0-9a-f]+:[ \t]*/, ""); gsub(/ +/, " ")
		if ($1 ~ /^ret/) { rets++; if (prev != want) bare++ }
		if ($0 == want) xors++
		prev = $0 }
	    END { printf "%d %d %d\n", rets, xors, bare }'
}

#   compare_runs PASS-MESSAGE...
#       $tmp/out.orig and $tmp/out.prot, what the original and the
#       protected program printed, then "exit STATUS": the original
#       must pass (no FAIL line, exit 0) and the protected one print
#       the same.  One bad() or pass() line; nothing if a program was
#       not built (its bad() line is out already).
compare_runs() {
	[ -f "$tmp/out.orig" ] && [ -f "$tmp/out.prot" ] || return 0
	if grep -q FAIL "$tmp/out.orig" ||
	    ! grep -q '^exit 0$' "$tmp/out.orig"; then
		sed 's/^/	/' "$tmp/out.orig"
		bad "the original program fails"
	elif ! cmp -s "$tmp/out.orig" "$tmp/out.prot"; then
		diff "$tmp/out.orig" "$tmp/out.prot" | sed 's/^/	/'
		bad "protected, the program does not print what the original does"
	else
		pass "$@"
	fi
}
