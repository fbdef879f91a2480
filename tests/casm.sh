#!/bin/sh
# casm.sh: a function written in a C file's top-level __asm block
# (tests/casm/ARCH.c: CFI, a call back into C, two returns), converted
# by rgpp, compiled with tests/casm/main.c and run, on amd64 and i386.
#
# For each architecture: rgpp converts the C file (START, two ENDs and
# a RESUME, as string macros), converting again changes nothing,
# rgcheck finds the result clean and the original not; without
# _RET_PROTECTOR the object's .text and .eh_frame are the original's;
# the original and the user and kernel builds give the right results,
# their return-address slot holds the return address as the variant
# mangles it, and backtrace() and _Unwind_Backtrace from a callback
# reach the caller; the smash test reaches win() unprotected and dies
# protected (i386 kernel, which mangles only 16 bits: never reaches
# win(), though the return may land in valid code nearby).
set -u

top=${top_srcdir:?}
bin=$(dirname "${RGPP:?}")
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

# count PATTERN FILE: lines of FILE holding PATTERN
count() { grep -c -- "$1" "$2"; }

for arch in amd64 i386; do
	case $arch in
	amd64) cc=${CC_AMD64:-gcc}; ldflags= ;;
	i386) cc=${CC_I386:-i686-linux-gnu-gcc-12}; ldflags=-static ;;
	esac
	if ! command -v "$cc" >/dev/null 2>&1; then
		echo "SKIP: $arch: no compiler $cc"
		exit 77
	fi
	run=
	if [ $arch = i386 ]; then
		. "$top/tests/i386-run.sh"
		if ! i386_run "$cc"; then
			echo "SKIP: $arch: cannot run i386 programs here"
			exit 77
		fi
		run=$i386_run
	fi
	d=$tmp/$arch
	mkdir -p "$d"
	src=$top/tests/casm/$arch.c
	cp "$src" "$d/orig.c"
	if "$bin/rgpp" -q -o "$d/conv.c" "$d/orig.c"; then
		pass "$arch: rgpp converts the C file"
	else
		bad "$arch: rgpp failed"; continue
	fi
	if [ "$(count 'RETGUARD_START_ASM$' "$d/conv.c")" = 1 ] &&
	    [ "$(count 'RETGUARD_END_ASM$' "$d/conv.c")" = 2 ] &&
	    [ "$(count 'RETGUARD_RESUME_ASM$' "$d/conv.c")" = 1 ] &&
	    [ "$(grep -c RETGUARD "$d/conv.c")" = 4 ]; then
		pass "$arch: one START, two ENDs and a RESUME, on lines of their own"
	else
		bad "$arch: unexpected insertions"; cat "$d/conv.c"
	fi
	"$bin/rgpp" -q -o "$d/again.c" "$d/conv.c"
	if cmp -s "$d/conv.c" "$d/again.c"; then
		pass "$arch: converting again changes nothing"
	else
		bad "$arch: converting again changes the file"
	fi
	if "$bin/rgcheck" -q "$d/conv.c"; then
		pass "$arch: rgcheck finds the conversion clean"
	else
		bad "$arch: rgcheck reports the conversion"
	fi
	if "$bin/rgcheck" -q "$d/orig.c" >/dev/null; then
		bad "$arch: rgcheck finds nothing in the original"
	else
		pass "$arch: rgcheck reports the original"
	fi

	# protection off: the same object code and unwind tables
	ok=1
	for f in orig conv; do
		"$cc" -O2 -I"$top/include" -c -o "$d/$f.o" "$d/$f.c" || ok=0
		for s in .text .eh_frame; do
			objcopy -O binary -j $s "$d/$f.o" "$d/$f$s" 2>/dev/null ||
			    ok=0
		done
	done
	if [ $ok = 1 ] && cmp -s "$d/orig.text" "$d/conv.text" &&
	    cmp -s "$d/orig.eh_frame" "$d/conv.eh_frame" &&
	    [ -s "$d/orig.text" ]; then
		pass "$arch: without _RET_PROTECTOR, .text and .eh_frame are the original's"
	else
		bad "$arch: without _RET_PROTECTOR the object differs"
	fi

	for v in plain user kernel; do
		case $v in
		plain) defs= f=orig ;;
		user) defs=-D_RET_PROTECTOR f=conv ;;
		kernel) defs="-D_RET_PROTECTOR -D_KERNEL" f=conv ;;
		esac
		exe=$d/main-$v
		# shellcheck disable=SC2086
		if ! "$cc" $ldflags -O2 -fno-omit-frame-pointer \
		    -I"$top/include" $defs -o "$exe" \
		    "$top/tests/casm/main.c" "$d/$f.c"; then
			bad "$arch/$v: build failed"; continue
		fi
		# shellcheck disable=SC2086 # run is a list of words
		$run "$exe" $v >"$d/out-$v" 2>&1
		st=$?
		sed "s|^|$arch/$v: |" "$d/out-$v"
		if [ $st = 0 ] && [ "$(count '^PASS' "$d/out-$v")" = 9 ] &&
		    ! grep -q '^FAIL' "$d/out-$v"; then
			pass "$arch/$v: results, the return-address slot and unwinding"
		else
			bad "$arch/$v: the checks of main.c (exit status $st)"
		fi
		# shellcheck disable=SC2086
		($run "$exe" smash >"$d/smash-$v" 2>&1; exit $?) 2>/dev/null
		st=$?
		if [ $v = plain ]; then
			if [ $st = 42 ] && grep -q 'win() reached' "$d/smash-$v"
			then
				pass "$arch/$v: the smashed return reaches win()"
			else
				bad "$arch/$v: the smash test did not reach win() (status $st)"
			fi
		elif [ $st -gt 128 ] && ! grep -q 'win()' "$d/smash-$v"; then
			pass "$arch/$v: the smashed return is stopped (signal $((st - 128)))"
		elif [ "$arch/$v" = i386/kernel ] && [ $st != 42 ] &&
		    ! grep -q 'win()' "$d/smash-$v"; then
			# 16 bits mangled: the return lands within 64 KiB
			# of win(), maybe in valid code (retguard.7, CAVEATS)
			pass "$arch/$v: the smashed return does not reach win() (status $st)"
		else
			bad "$arch/$v: the smashed return was not stopped (status $st)"
		fi
	done
done
exit $fail
