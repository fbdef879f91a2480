#!/bin/bash
# corpus.sh: run rgpp over every amd64, i386, aarch64 and riscv64 .S file
# of glibc, newlib, Linux and GCC's runtime libraries, as shipped by
# Debian's glibc-source, newlib-source, linux-source-6.1 and
# gcc-12-source packages, and check the results.
#
#   apt-get install -y --no-install-recommends \
#       glibc-source newlib-source linux-source-6.1 gcc-12-source
#   RGPP=/path/to/rgpp tests/corpus/corpus.sh [WORKDIR]
#
# WORKDIR (default: a new directory under ${TMPDIR:-/tmp}, removed at the
# end unless CORPUS_KEEP=1 or a WORKDIR was given) gets src/ (the
# extracted files), out/ (first and second conversions and diagnostics),
# results.tsv, problems.tsv and summary.txt.  Nothing is extracted into
# the source tree.
#
# Environment:
#   RGPP         the rgpp binary (default: rgpp next to this script's
#                ../../, else rgpp in PATH)
#   CORPUS_SRC   where the packages put their tarballs (default /usr/src)
#   CORPORA      which corpora to run (default "glibc newlib linux gcc")
#   JOBS         parallel conversions (default: 2)
#   TIMEOUT      seconds allowed per rgpp run (default: 60)
#   CORPUS_TIME  1 (default) to time rgpp against cat over each corpus
#   CORPUS_STRICT  1 to also fail on unsafe returns (see below)
#   CORPUS_FLAGS_glibc, CORPUS_FLAGS_newlib, CORPUS_FLAGS_linux: extra
#                rgpp options per corpus.  Default for linux:
#                --return-macro=RET (Linux spells its returns RET).
#
# Which files: glibc: every .S under a directory named x86_64, x86, x32,
# i386, i486, i586, i686, aarch64 or riscv (sysdeps, fbtl, hurd and
# kfreebsd included); newlib: every .S under */machine/x86_64,
# */machine/i386, */machine/aarch64, */machine/riscv, sysvi386,
# libgloss/i386, libgloss/aarch64, libgloss/riscv; linux: every .S under
# arch/x86 (and tools/arch/x86, tools/perf/arch/x86), arch/arm64 and
# arch/riscv; gcc: every .S of libgcc/config/{i386,aarch64,riscv},
# libffi/src/{x86,aarch64,riscv}, libitm/config/{x86,aarch64},
# libphobos/libdruntime/config/{x86,aarch64}, libgo's go-context.S, and
# libsanitizer's for these arches (and its two vfork files that include
# them).  Linker scripts (*.lds.S) are not assembly: they are listed,
# not converted.
# Which architecture (--arch): aarch64 under aarch64/ or arch/arm64/,
# riscv64 under riscv/ or arch/riscv/.  Else glibc and newlib: amd64
# under x86_64/, x86/ or x32/, i386 under i386/ i486/ i586/ i686/
# sysvi386/.  linux: i386 for a name with _32 or 32.S or i586, for
# arch/x86/boot/*.S (not boot/compressed), math-emu/, vdso32/,
# realmode/rm/ (16-bit) except *_64.S, olpc/, lib/cmpxchg8b_emu.S; amd64
# for everything else.  gcc: aarch64 or riscv64 for a name with
# _aarch64 or _riscv64; i386 for one with _i386, libffi's x86 sysv*.S
# and libgcc's Solaris crti.S, crtn.S and sol2-c1.S; amd64 for the rest
# (several hold code of both modes under #ifdef __x86_64__).
#
# Per file, the script runs
#   rgpp --arch=A -v -I... FLAGS -o out.S in.S   (exit status rc)
#   rgpp --arch=A -q -I... FLAGS -o out2.S out.S (exit status rc2)
# and the file is idempotent when out2.S is byte-identical to out.S;
#   RGPP_LEARN_ALL=1 rgpp --arch=A -v -I... FLAGS -o all.S in.S
# must exit as the first run did with the same output and diagnostics
# (learning every definition of the headers, not only those the file's
# names reach: problem learn-all-differs, counted as a failure).
# Then scan.awk (an independent scanner, not rgpp's parser) lists the
# statements of in.S and of out.S, and check.awk matches them with the
# diagnostics of the first run.  The numbers:
#
#   files      .S files converted (linker scripts excluded)
#   rc0/rc2    files for which rgpp exited 0 / 2; crash = killed by a
#              signal (status > 128) or TIMEOUT (124); any other status
#              is counted as "other"
#   nonidem    files whose second conversion differs from the first
#   functions  function entries in the input found by scan.awk: an entry
#              macro (ENTRY and its glibc/BSD variants, glibc's PSEUDO,
#              PSEUDO_NOERRNO, PSEUDO_ERRVAL, SYM_FUNC_START*),
#              or a label NAME: of a NAME given .type NAME,@function (or
#              %function, STT_FUNC, gnu_indirect_function) or
#              SOTYPE_FUNCTION(NAME) (newlib).  SYM_CODE_START is not a
#              function.  Entries inside #define/.macro bodies are not
#              counted.  Extent: from the entry to its end macro or .size,
#              else to the next entry.
#   fprot      functions whose first statement after the entry (skipping
#              directives, labels, endbr/_CET_ENDBR, CFI and unwind hints)
#              in the output is RETGUARD_START*
#   falone     functions not protected and named by an rgpp warning
#              "NAME not protected: reason [-Wreason]" (matched by name or
#              by the warning's line = the entry's line); by reason in
#              the reasons column
#   fnoret     functions not protected, with no such warning, and either
#              an rgpp "never returns" note or no return found by scan.awk
#   fsilent    functions not protected, not warned about, that do contain
#              a return: silently skipped
#   returns    return statements in code (not in macro bodies): ret, retq,
#              retl, retw, retn, ret $N, any prefix (rep ret, bnd ret),
#              the Linux RET macro, and uses of a macro whose body returns
#              ("macro returns", learned by scan.awk from the corpus's
#              headers and from the file: e.g. glibc VZEROUPPER_RETURN,
#              ret_NOERRNO).  Far/exception returns (lret, iret, sysret,
#              sysexit) are counted apart (far).
#   rprot      returns whose previous statement in the output is
#              RETGUARD_END* (a lone prefix in between is allowed); the
#              k-th return of the output is the k-th return of the input.
#              A use of a macro that returns counts too between
#              RETGUARD_RETS* and RETGUARD_RETS_END (a header's .macro:
#              its rets are RETGUARD_END and ret there), in a function
#              with RETGUARD_START; RETGUARD_RETS counts as its END
#   ralone     returns not protected but reported: a return diagnostic at
#              their line (stray-ret, jump-ret, not-a-return, macro-ret,
#              depth), or inside a function with a "not protected" warning
#   rsilent    returns neither protected nor reported, in an unprotected
#              function or outside any function
#   unsafe     returns not protected inside a function that did get
#              RETGUARD_START (in scan.awk's extent of it), unless rgpp
#              says they are jumps (jump-ret, not-a-return): with
#              _RET_PROTECTOR such a return jumps to a mangled address.
#              Includes returns rgpp reported as stray-ret or macro-ret.
#   body       returns inside #define and .macro bodies: converted,
#              reported (macro-ret), or silent (bodysilent)
#   tails      unconditional jumps right after RETGUARD_END* (tail calls)
#   START/END  RETGUARD_START*/RETGUARD_END* lines in the output minus
#              those in the input (END = rprot + tails + body ENDs)
#   errors     "error:" diagnostics of the first run
# Counts add up when functions = fprot + falone + fnoret + fsilent and
# returns = rprot + ralone + rsilent + unsafe; the script checks both.
#
# Problems (problems.tsv, one per line: corpus path class line detail):
# unsafe-return, unsafe-macro-return, unsafe-reported-return, silent-return, silent-macro-return,
# noreturn-but-returns, silent-body-return, label-before-start,
# start-in-loop, start-not-at-entry, end-misplaced, end-outside-function
# (a RETGUARD_END outside every ENTRY..END extent), start-without-end
# (RETGUARD_START but no RETGUARD_END within the function's extent),
# label-between-end-and-ret, protected-and-warned, rg-in-comment,
# learn-all-differs,
# text-changed (output differs from input by more than RETGUARD_ lines),
# entries-changed, returns-changed, diag-unmatched.
#
# Exit status: 0 when no file crashed, timed out, exited 2 (or any status
# but 0), was not idempotent or learned otherwise with RGPP_LEARN_ALL
# (with CORPUS_STRICT=1, also no unsafe return); 1 otherwise; 77
# (skipped) when none of the tarballs is there.

set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)

# ---------------------------------------------------------------------
# worker: one file.  corpus.sh --one WORK CORPUS ARCH REL
if [ "${1:-}" = "--one" ]; then
	W=$2 C=$3 A=$4 REL=$5
	root=$W/src/$C
	in=$root/$REL
	o=$W/out/$C/$REL
	mkdir -p "$(dirname "$o")"
	flagsvar=CORPUS_FLAGS_$C
	read -r -a flags <<<"${!flagsvar:-}"
	incs=()
	while read -r d; do [ -n "$d" ] && incs+=("-I$d"); done <"$W/incs.$C.$A"
	incs+=("-I$(dirname "$in")")
	timeout "$TIMEOUT" "$RGPP" --arch="$A" -v "${incs[@]}" "${flags[@]}" \
	    -o "$o.out" "$in" >"$o.stdout" 2>"$o.diag"
	rc=$?
	rc2=-
	idem=-
	textsame=1
	if [ $rc -eq 0 ] && [ -f "$o.out" ]; then
		timeout "$TIMEOUT" "$RGPP" --arch="$A" -q "${incs[@]}" \
		    "${flags[@]}" -o "$o.out2" "$o.out" >/dev/null 2>"$o.diag2"
		rc2=$?
		if [ $rc2 -eq 0 ] && cmp -s "$o.out" "$o.out2"; then
			idem=1
		else
			idem=0
		fi
		norm() {
			sed -E 's/RETGUARD_[A-Z_]+[ \t]*(\([^)]*\))?([ \t]+\.Lrg_[A-Za-z_]*[0-9]+)?//g; s/\.Lrg_[A-Za-z_]*[0-9]+://g' "$1" |
			    tr -d ' \t\n;\\'
		}
		if [ "$(norm "$in" | md5sum)" != "$(norm "$o.out" | md5sum)" ]; then
			textsame=0
		fi
		outfile=$o.out
		failed=0
	else
		outfile=$in
		failed=1
	fi
	awk -f "$here/scan.awk" -v arch="$A" -v retmacros="$W/retmacros.$C" "$in" >"$o.inrec"
	if [ "$outfile" = "$in" ]; then
		cp "$o.inrec" "$o.outrec"
	else
		awk -f "$here/scan.awk" -v arch="$A" \
		    -v retmacros="$W/retmacros.$C" "$outfile" >"$o.outrec"
	fi
	awk -f "$here/check.awk" -v corpus="$C" -v path="$REL" -v arch="$A" \
	    -v rc="$rc" -v rc2="$rc2" -v idem="$idem" -v textsame="$textsame" \
	    -v failed="$failed" "$o.inrec" "$o.outrec" "$o.diag" >"$o.res"
	# rgcheck on the original and on rgpp's output: findings are the
	# lines ending in [-Wname]; rgpp's warnings are what it left alone
	rgcheck=$(dirname "$RGPP")/rgcheck
	timeout "$TIMEOUT" "$rgcheck" --arch="$A" -q "${incs[@]}" "${flags[@]}" \
	    "$in" >"$o.chkin" 2>/dev/null
	cin=$(grep -c ': error: .*\[-W[a-z-]*\]$' "$o.chkin")
	cout=0 warn=0
	if [ "$failed" = 0 ]; then
		timeout "$TIMEOUT" "$rgcheck" --arch="$A" -q "${incs[@]}" \
		    "${flags[@]}" "$o.out" >"$o.chkout" 2>/dev/null
		cout=$(grep -c ': error: .*\[-W[a-z-]*\]$' "$o.chkout")
		warn=$(grep -c ': warning: .*\[-W[a-z-]*\]$' "$o.diag")
	fi
	rets=$(sed -n 's/^FILE.*[\t ]rets=\([0-9]*\).*/\1/p' "$o.res")
	printf 'CHK\t%s\t%s\t%s\t%s\t%s\t%s\n' "$C" "$REL" "$cin" "$cout" \
	    "$warn" "${rets:-0}" >>"$o.res"
	if [ "$failed" = 0 ] && [ "${rets:-0}" -gt 0 ] && [ "$cin" = 0 ]; then
		printf 'PROB\t%s\t%s\tunsafe-rgcheck-silent\t0\trgcheck finds nothing in the original, which has %s returns\n' \
		    "$C" "$REL" "$rets" >>"$o.res"
	fi
	if [ "$cout" != "$warn" ]; then
		printf 'PROB\t%s\t%s\tunsafe-rgcheck-differs\t0\trgcheck gives %s findings on the output, rgpp gave %s warnings\n' \
		    "$C" "$REL" "$cout" "$warn" >>"$o.res"
	fi
	# learning every definition of the headers (RGPP_LEARN_ALL) must
	# give what learning those the file's names reach gives
	RGPP_LEARN_ALL=1 timeout "$TIMEOUT" "$RGPP" --arch="$A" -v \
	    "${incs[@]}" "${flags[@]}" -o "$o.all" "$in" >/dev/null \
	    2>"$o.alldiag"
	rcall=$?
	if [ $rcall != $rc ] || ! cmp -s "$o.diag" "$o.alldiag" ||
	    { [ -f "$o.out" ] && ! cmp -s "$o.out" "$o.all"; }; then
		printf 'PROB\t%s\t%s\tlearn-all-differs\t0\twith RGPP_LEARN_ALL=1: exit %s (not %s), or other output or diagnostics\n' \
		    "$C" "$REL" "$rcall" "$rc" >>"$o.res"
	fi
	exit 0
fi

# ---------------------------------------------------------------------
# main
W=${1:-}
if [ -z "$W" ]; then
	W=$(mktemp -d "${TMPDIR:-/tmp}/rgpp-corpus.XXXXXX") || exit 2
	[ "${CORPUS_KEEP:-0}" = 1 ] || trap 'rm -rf "$W"' EXIT
fi
mkdir -p "$W" || exit 2
W=$(cd "$W" && pwd)

if [ -z "${RGPP:-}" ]; then
	if [ -x "$here/../../rgpp" ]; then RGPP=$here/../../rgpp
	else RGPP=$(command -v rgpp || true); fi
fi
case $RGPP in /*) ;; *) [ -n "$RGPP" ] && RGPP=$(cd "$(dirname "$RGPP")" && pwd)/$(basename "$RGPP") ;; esac
if [ -z "$RGPP" ] || [ ! -x "$RGPP" ]; then
	echo "corpus.sh: no rgpp binary: set RGPP" >&2
	exit 2
fi
export RGPP
export TIMEOUT=${TIMEOUT:-60}
JOBS=${JOBS:-2}
SRC=${CORPUS_SRC:-/usr/src}
CORPORA=${CORPORA:-glibc newlib linux gcc}
export CORPUS_FLAGS_linux=${CORPUS_FLAGS_linux---return-macro=RET}
export CORPUS_FLAGS_glibc=${CORPUS_FLAGS_glibc:-}
export CORPUS_FLAGS_newlib=${CORPUS_FLAGS_newlib:-}

tarball() {
	local t
	case $1 in
	glibc)	t=$(ls "$SRC"/glibc/glibc-*.tar.xz 2>/dev/null | head -1) ;;
	newlib)	t=$(ls "$SRC"/newlib/newlib-*.tar.xz 2>/dev/null | head -1) ;;
	linux)	t=$(ls "$SRC"/linux-source-6.1.tar.xz "$SRC"/linux-source-*.tar.xz 2>/dev/null | head -1) ;;
	gcc)	t=$(ls "$SRC"/gcc-12/gcc-12*.tar.xz "$SRC"/gcc-*/gcc-*.tar.xz 2>/dev/null | head -1) ;;
	esac
	echo "$t"
}

# The architecture of a file, from its path.
arch_of() {	# corpus relpath
	local c=$1 p=$2
	case /$p in
	*/aarch64/*|*/arch/arm64/*) echo aarch64; return ;;
	*/riscv/*) echo riscv64; return ;;
	esac
	if [ "$c" = gcc ]; then
		case /$p in
		*_aarch64*) echo aarch64 ;;
		*_riscv64*) echo riscv64 ;;
		*_i386*|*/libffi/src/x86/sysv*.S|*/libgcc/config/i386/crt[in].S|\
		*/libgcc/config/i386/sol2-c1.S) echo i386 ;;
		*) echo amd64 ;;
		esac
		return
	fi
	if [ "$c" = linux ]; then
		case $p in
		*_64.S|*64.S|*x86_64*) echo amd64; return ;;
		esac
		case /$p in
		*_32.S|*32.S|*_32[-_.]*|*i586*|*/math-emu/*|*/vdso32/*|\
		*/realmode/rm/*|*/olpc/*|*/lib/cmpxchg8b_emu.S)
			echo i386; return ;;
		*/arch/x86/boot/compressed/*) echo amd64; return ;;
		*/arch/x86/boot/*) echo i386; return ;;
		esac
		echo amd64
		return
	fi
	case /$p in
	*/x86_64/*|*/x86_64-*/*|*/x32/*) echo amd64 ;;
	*/i386/*|*/i486/*|*/i586/*|*/i686/*|*/sysvi386/*) echo i386 ;;
	*/x86/*) echo amd64 ;;
	*) echo amd64 ;;
	esac
}

# Extract the needed files of one corpus into $W/src/$c; list them.
extract() {
	local c=$1 t=$2 d=$W/src/$1
	rm -rf "$d"; mkdir -p "$d"
	case $c in
	glibc)	tar -xJf "$t" -C "$d" --strip-components=1 --wildcards \
		    '*/sysdeps/*.[Sh]' '*/include/*.h' '*/math/machine/*.h' \
		    2>"$W/tar.$c.err" ;;
	newlib)	tar -xJf "$t" -C "$d" --strip-components=1 --wildcards \
		    '*/machine/*' '*/sysvi386/*' '*/libgloss/i386/*' \
		    '*/libgloss/aarch64/*' '*/libgloss/riscv/*' \
		    2>"$W/tar.$c.err" ;;
	linux)	tar -xJf "$t" -C "$d" --strip-components=1 --wildcards \
		    '*/arch/x86/*' '*/arch/arm64/*' '*/arch/riscv/*' \
		    '*/include/*.h' 2>"$W/tar.$c.err" ;;
	gcc)	tar -xJf "$t" -C "$d" --strip-components=1 --wildcards \
		    '*/libgcc/*' '*/libffi/*' '*/libitm/*' '*/libsanitizer/*' \
		    '*/libphobos/libdruntime/config/*' '*/libgo/runtime/*' \
		    '*/include/*.h' 2>"$W/tar.$c.err" ;;
	esac
	(cd "$d" && case $c in
	glibc)	find . -name '*.S' | grep -E '/(x86_64|x86|x32|i386|i486|i586|i686|aarch64|riscv)(/|$)' ;;
	newlib)	find . -name '*.S' | grep -E '/(machine/(x86_64|i386|aarch64|riscv)|sysvi386|libgloss/(i386|aarch64|riscv))(/|$)' ;;
	linux)	find . -name '*.S' | grep -E '(^|/)arch/(x86|arm64|riscv)/' ;;
	gcc)	find . -name '*.S' | grep -E '^\./(lib(gcc/config/(i386|aarch64|riscv)|ffi/src/(x86|aarch64|riscv)|itm/config/(x86|aarch64)|phobos/libdruntime/config/(x86|aarch64))/|libsanitizer/.*(x86_64|i386|aarch64|riscv64|amd64|_interceptors_vfork)\.(inc\.)?S$|libgo/runtime/go-context\.S$)' ;;
	esac) | sed 's|^\./||' | sort >"$W/all.$c"
	grep -v '\.lds\.S$' "$W/all.$c" >"$W/files.$c"
	grep '\.lds\.S$' "$W/all.$c" >"$W/lds.$c"
}

# Header directories to pass with -I, per corpus and architecture.
# glibc's libm sources (sysdeps/*/fpu) are built in math/, and find
# <machine/asm.h> there (it includes sysdep.h: LOAD_PIC_REG).  As
# glibc's configure does, each sysdeps directory's fpu/ (and riscv's
# rvd/ and rvf/) comes before it: i386-math-asm.h, libmvec's
# svml_d_wrapper_impl.h.
incdirs() {	# corpus arch
	local c=$1 a=$2 r=$W/src/$1
	case $c.$a in
	glibc.amd64)	printf '%s\n' "$r/sysdeps/unix/sysv/linux/x86_64" \
			    "$r/sysdeps/unix/sysv/linux/x86" \
			    "$r/sysdeps/x86_64/fpu/multiarch" "$r/sysdeps/x86_64/fpu" \
			    "$r/sysdeps/x86/fpu" "$r/sysdeps/x86_64/multiarch" \
			    "$r/sysdeps/x86_64" "$r/sysdeps/x86" "$r/sysdeps/unix/sysv/linux" \
			    "$r/sysdeps/unix" "$r/sysdeps/generic" "$r/include" "$r" \
			    "$r/math" ;;
	glibc.i386)	printf '%s\n' "$r/sysdeps/unix/sysv/linux/i386" \
			    "$r/sysdeps/unix/sysv/linux/x86" "$r/sysdeps/i386/i686/fpu" \
			    "$r/sysdeps/i386/i686/multiarch" "$r/sysdeps/i386/i686" \
			    "$r/sysdeps/i386/fpu" "$r/sysdeps/x86/fpu" "$r/sysdeps/i386" \
			    "$r/sysdeps/x86" "$r/sysdeps/unix/sysv/linux" "$r/sysdeps/unix" \
			    "$r/sysdeps/generic" "$r/include" "$r" "$r/math" ;;
	glibc.aarch64)	printf '%s\n' "$r/sysdeps/unix/sysv/linux/aarch64" \
			    "$r/sysdeps/aarch64/fpu" "$r/sysdeps/aarch64" \
			    "$r/sysdeps/unix/sysv/linux" "$r/sysdeps/unix" \
			    "$r/sysdeps/generic" "$r/include" "$r" "$r/math" ;;
	glibc.riscv64)	printf '%s\n' "$r/sysdeps/unix/sysv/linux/riscv" \
			    "$r/sysdeps/riscv/rvd" "$r/sysdeps/riscv/rvf" \
			    "$r/sysdeps/riscv" "$r/sysdeps/unix/sysv/linux" \
			    "$r/sysdeps/unix" "$r/sysdeps/generic" "$r/include" "$r" \
			    "$r/math" ;;
	newlib.amd64)	printf '%s\n' "$r/newlib/libc/machine/x86_64" "$r/newlib/libc/include" ;;
	newlib.i386)	printf '%s\n' "$r/newlib/libc/machine/i386" "$r/newlib/libc/include" ;;
	newlib.aarch64)	printf '%s\n' "$r/newlib/libc/machine/aarch64" "$r/newlib/libc/include" ;;
	newlib.riscv64)	printf '%s\n' "$r/newlib/libc/machine/riscv" "$r/newlib/libc/include" ;;
	linux.aarch64)	printf '%s\n' "$r/arch/arm64/include" "$r/arch/arm64/include/uapi" \
			    "$r/include" "$r/include/uapi" ;;
	linux.riscv64)	printf '%s\n' "$r/arch/riscv/include" "$r/arch/riscv/include/uapi" \
			    "$r/include" "$r/include/uapi" ;;
	linux.*)	printf '%s\n' "$r/arch/x86/include" "$r/arch/x86/include/uapi" \
			    "$r/include" "$r/include/uapi" ;;
	gcc.amd64|gcc.i386)
			printf '%s\n' "$r/libgcc/config/i386" "$r/libgcc" \
			    "$r/libffi/src/x86" "$r/libffi/include" "$r/libitm" \
			    "$r/libsanitizer" "$r/libsanitizer/sanitizer_common" \
			    "$r/include" ;;
	gcc.aarch64)	printf '%s\n' "$r/libgcc/config/aarch64" "$r/libgcc" \
			    "$r/libffi/src/aarch64" "$r/libffi/include" "$r/libitm" \
			    "$r/libsanitizer" "$r/libsanitizer/sanitizer_common" \
			    "$r/include" ;;
	gcc.riscv64)	printf '%s\n' "$r/libgcc/config/riscv" "$r/libgcc" \
			    "$r/libffi/src/riscv" "$r/libffi/include" \
			    "$r/libsanitizer" "$r/libsanitizer/sanitizer_common" \
			    "$r/include" ;;
	esac
}

# Names of macros whose body returns, from the corpus's headers.
retmacros() {	# corpus
	local c=$1 r=$W/src/$1 m=$W/retmacros.$1 i
	: >"$m"
	# only headers a build for our arches can include (glibc has every arch's)
	grep -rlwE --include='*.h' 'ret|retq|retl|RET|ret_[A-Z]+' "$r" 2>/dev/null |
	    case $c in
	    glibc) grep -E "^$r/(include/|sysdeps/(generic|unix/sysdep\.h|unix/sysv/linux/sysdep\.h)|.*/(x86_64|x86|x32|i386|i486|i586|i686|aarch64|riscv)/)" ;;
	    *) cat ;;
	    esac >"$W/rethdrs.$c"
	for i in 1 2 3; do
		while read -r h; do
			awk -f "$here/scan.awk" -v retmacros="$m" "$h"
		done <"$W/rethdrs.$c" | awk -F'\t' '$1 == "RMAC" { print $2 }' |
		    sort -u >"$m.new"
		if cmp -s "$m" "$m.new"; then break; fi
		# a name used as a return macro in one header is one everywhere
		cat "$m" "$m.new" | sort -u >"$m.tmp"; mv "$m.tmp" "$m"
	done
	rm -f "$m.new"
}

found=0
for c in $CORPORA; do
	t=$(tarball "$c")
	if [ -z "$t" ]; then
		echo "corpus.sh: $c: no tarball under $SRC; skipped" >&2
		continue
	fi
	found=1
	t0=$(date +%s.%N)
	extract "$c" "$t"
	retmacros "$c"
	for a in amd64 i386 aarch64 riscv64; do incdirs "$c" $a >"$W/incs.$c.$a"; done
	: >"$W/jobs.$c"
	while read -r f; do
		printf '%s\t%s\t%s\n' "$c" "$(arch_of "$c" "$f")" "$f" >>"$W/jobs.$c"
	done <"$W/files.$c"
	t1=$(date +%s.%N)
	echo "$c: $(wc -l <"$W/files.$c") files ($(wc -l <"$W/lds.$c") linker scripts not converted), $(wc -l <"$W/retmacros.$c") return macros in headers; extracted in $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')s" >&2
done
if [ $found = 0 ]; then
	echo "corpus.sh: none of the tarballs is installed (apt-get install glibc-source newlib-source linux-source-6.1 gcc-12-source); skipped" >&2
	exit 77
fi

# Convert and check, JOBS at a time.
rm -rf "$W/out"
cat "$W"/jobs.* 2>/dev/null | tr '\t' '\n' |
    xargs -d '\n' -n 3 -P "$JOBS" bash "$here/$(basename "$0")" --one "$W"
: >"$W/results.tsv"; : >"$W/problems.tsv"; : >"$W/firsterr.tsv"
for c in $CORPORA; do
	[ -f "$W/jobs.$c" ] || continue
	while IFS=$'\t' read -r c a f; do
		r=$W/out/$c/$f.res
		if ! grep -q '^FILE' "$r" 2>/dev/null; then
			echo "corpus.sh: $c/$f: the checker gave no result" >&2
			printf 'FILE\t%s\t%s\t%s\t?\t-\t-\tfuncs=0\n' "$c" "$f" "$a" >>"$W/results.tsv"
			continue
		fi
		grep '^FILE' "$r" >>"$W/results.tsv"
		grep '^CHK' "$r" >>"$W/results.tsv"
		grep '^PROB' "$r" | cut -f2- >>"$W/problems.tsv"
		grep '^FIRSTERR' "$r" | cut -f2- >>"$W/firsterr.tsv"
	done <"$W/jobs.$c"
done

# Summary.
awk -F'\t' -v W="$W" '
function get(k,   i, n, kv, a) {
	n = split($8, kv, " ")
	for (i = 1; i <= n; i++) { split(kv[i], a, "="); if (a[1] == k) return a[2] + 0 }
	return 0
}
$1 == "FILE" {
	c = $2; files[c]++
	if ($5 == "0") rc0[c]++
	else if ($5 == "2") rc2[c]++
	else if ($5 == "124" || $5 + 0 > 128) crash[c]++
	else other[c]++
	if ($7 == "0") nonidem[c]++
	split("funcs fprot falone fnoret fsilent rets mrets rprot ralone rsilent runsafe bodyrets bodyprot bodyalone bodysilent tails starts ends far hidden errors", keys, " ")
	for (k in keys) s[c, keys[k]] += get(keys[k])
	n = split($8, kv, " ")
	for (i = 1; i <= n; i++) if (kv[i] ~ /^reasons=/) {
		m = split(substr(kv[i], 9), rs, "|")
		for (j = 1; j <= m; j++) if (rs[j] != "") {
			split(rs[j], rv, "="); reason[c, rv[1]] += rv[2]; rnames[rv[1]] = 1
		}
	}
	if (!(c in seen)) { seen[c] = 1; order[++nc] = c }
}
$1 == "CHK" {
	c = $2; chkin[c] += $4; chkout[c] += $5; warn[c] += $6
	if ($7 + 0 > 0) { withret[c]++; if ($4 + 0 > 0) reported[c]++ }
	if ($5 != $6) differ[c]++
}
END {
	printf "%-7s %6s %5s %4s %5s %6s | %6s %6s %6s %6s %6s | %6s %6s %6s %6s %6s %6s | %5s %5s %5s | %5s %5s %4s %6s\n", \
	    "corpus", "files", "rc0", "rc2", "crash", "nonid", "funcs", "prot", "alone", "noret", "silent", \
	    "rets", "(macro)", "prot", "alone", "silent", "UNSAFE", "body", "b.rep", "b.sil", "tails", "START", "END", "errors"
	for (k = 1; k <= nc; k++) {
		c = order[k]
		printf "%-7s %6d %5d %4d %5d %6d | %6d %6d %6d %6d %6d | %6d %6d %6d %6d %6d %6d | %5d %5d %5d | %5d %5d %4d %6d\n", \
		    c, files[c], rc0[c], rc2[c], crash[c] + other[c], nonidem[c], \
		    s[c, "funcs"], s[c, "fprot"], s[c, "falone"], s[c, "fnoret"], s[c, "fsilent"], \
		    s[c, "rets"], s[c, "mrets"], s[c, "rprot"], s[c, "ralone"], s[c, "rsilent"], s[c, "runsafe"], \
		    s[c, "bodyrets"], s[c, "bodyalone"], s[c, "bodysilent"], \
		    s[c, "tails"], s[c, "starts"], s[c, "ends"], s[c, "errors"]
		if (s[c, "funcs"] != s[c, "fprot"] + s[c, "falone"] + s[c, "fnoret"] + s[c, "fsilent"])
			printf "  %s: functions do not add up\n", c
		if (s[c, "rets"] != s[c, "rprot"] + s[c, "ralone"] + s[c, "rsilent"] + s[c, "runsafe"])
			printf "  %s: returns do not add up\n", c
	}
	print ""
	print "rgcheck: on the originals, findings and files with returns that it reports;"
	print "on rgpp'"'"'s output, findings against rgpp'"'"'s warnings (left alone), and files where they differ:"
	for (k = 1; k <= nc; k++) {
		c = order[k]
		printf "  %-7s originals: %d findings, %d of %d files with returns reported | output: %d findings, rgpp %d warnings, %d files differ\n", \
		    c, chkin[c], reported[c], withret[c], chkout[c], warn[c], differ[c]
	}
	print ""
	print "left alone, with rgpp'"'"'s reason (f: whole functions, r: returns):"
	for (k = 1; k <= nc; k++) {
		c = order[k]; line = ""
		for (r in rnames) if ((c, r) in reason) line = line sprintf(" %s=%d", r, reason[c, r])
		printf "  %-7s%s\n", c, line
	}
}' "$W/results.tsv" | tee "$W/summary.txt"

echo
echo "problems by class (problems.tsv in $W):"
cut -f1,3 "$W/problems.tsv" | sort | uniq -c | sort -k1,1nr | tee -a "$W/summary.txt"

bad=$(awk -F'\t' '$1 == "FILE" && ($5 != "0" || $7 != "1")' "$W/results.tsv" | wc -l)
if [ "$bad" -gt 0 ]; then
	echo
	echo "files that crashed, exited non-zero or were not idempotent:"
	awk -F'\t' '$1 == "FILE" && ($5 != "0" || $7 != "1") { print $2 "\t" $3 "\t" $4 "\t" $5 "\t" $7 }' "$W/results.tsv" |
	while IFS=$'\t' read -r c f a rc idem; do
		d=$W/out/$c/$f
		why="exit $rc"
		[ "$rc" = 0 ] && why="not idempotent"
		[ "$rc" = 124 ] && why="timed out"
		[ "${rc:-0}" != "?" ] && [ "$rc" -gt 128 ] 2>/dev/null && why="killed by signal $((rc - 128))"
		first=$(grep -m1 -E ': error: ' "$d.diag" 2>/dev/null || head -1 "$d.diag" 2>/dev/null)
		if [ "$rc" = 0 ]; then
			first=$(diff "$d.out" "$d.out2" 2>/dev/null | head -3 | tr '\n' ' ')
			[ -s "$d.diag2" ] && first="$(head -1 "$d.diag2") $first"
		fi
		printf '  %s %s (--arch=%s): %s: %s\n' "$c" "$f" "$a" "$why" "$first"
	done | tee -a "$W/summary.txt"
fi

# Timing: rgpp against cat over the same files, one process per file
# (as a build rule runs it) and one process for all files of an arch.
if [ "${CORPUS_TIME:-1}" = 1 ]; then
	echo
	printf '%-7s %6s %9s | %10s %10s | %10s %10s\n' corpus files bytes "rgpp/file" "cat/file" "rgpp/batch" "cat/batch"
	for c in $CORPORA; do
		[ -f "$W/jobs.$c" ] || continue
		bytes=$(cd "$W/src/$c" && cat $(cat "$W/files.$c") | wc -c)
		t() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
		perfile_rgpp() {
			while IFS=$'\t' read -r _ a f; do
				"$RGPP" --arch="$a" -q "$W/src/$c/$f" >/dev/null 2>&1
			done <"$W/jobs.$c"
		}
		perfile_cat() {
			while IFS=$'\t' read -r _ a f; do
				cat "$W/src/$c/$f" >/dev/null
			done <"$W/jobs.$c"
		}
		batch_rgpp() {
			for a in amd64 i386 aarch64 riscv64; do
				awk -F'\t' -v a=$a -v d="$W/src/$c/" '$2 == a { print d $3 }' "$W/jobs.$c" |
				    xargs -r -d '\n' "$RGPP" --arch=$a -q >/dev/null 2>&1
			done
			return 0
		}
		batch_cat() {
			awk -F'\t' -v d="$W/src/$c/" '{ print d $3 }' "$W/jobs.$c" | xargs -r -d '\n' cat >/dev/null
		}
		printf '%-7s %6d %9d | %8dms %8dms | %8dms %8dms\n' "$c" \
		    "$(wc -l <"$W/files.$c")" "$bytes" \
		    "$(t perfile_rgpp)" "$(t perfile_cat)" "$(t batch_rgpp)" "$(t batch_cat)"
	done | tee -a "$W/summary.txt"
fi

fails=$(awk -F'\t' '$1 == "FILE" && ($5 != "0" || $7 != "1")' "$W/results.tsv" | wc -l)
unsafe=$(grep -c $'\tunsafe-' "$W/problems.tsv")
learnall=$(grep -c $'\tlearn-all-differs\t' "$W/problems.tsv")
fails=$((fails + learnall))
total=$(grep -c '^FILE' "$W/results.tsv")
echo
echo "corpus: $((total - fails)) passed, $fails failed"
if [ "$fails" -gt 0 ]; then exit 1; fi
if [ "${CORPUS_STRICT:-0}" = 1 ] && [ "$unsafe" -gt 0 ]; then exit 1; fi
exit 0
