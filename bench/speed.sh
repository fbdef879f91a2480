#!/bin/bash
# speed.sh: how fast rgpp and rgcheck are, measured side by side with
# cat (the I/O floor), a sed one-liner and cpp, in the same run.
#
#   RGPP=/path/to/rgpp bench/speed.sh [WORKDIR]
#
# The corpus is the amd64, i386, aarch64 and riscv64 .S files of
# Debian's glibc-source, newlib-source and linux-source-6.1, extracted by tests/corpus/corpus.sh into WORKDIR
# (which also converts and checks them once: about 100 s).  A WORKDIR
# that corpus.sh already filled (jobs.* and src/ there) is reused as it
# is.  Without WORKDIR a temporary one is made and removed at the end
# (BENCH_KEEP=1 keeps it).  Nothing is written into the source tree.
#
# Environment:
#   RGPP, RGCHECK  the binaries (default: rgpp in the top directory, else
#                  in PATH; rgcheck beside rgpp)
#   RGPP2          another rgpp binary, timed beside RGPP, interleaved:
#                  in the batch rows of the throughput part (with the
#                  rgcheck beside it, if there is one) and in the make
#                  part (for an older build, or one built with
#                  LDFLAGS=-static)
#   RGCHECK2       the rgcheck timed beside RGCHECK (default: rgcheck beside
#                  RGPP2, if there is one)
#   RUNS           timed runs per measurement (default 5); the median
#   SYNTH_MB       size of the largest generated file (default 50)
#   SYNTH_SIZES    smaller generated files first (default "1 2 4 8" MB)
#   SYNTH_TIMEOUT  seconds allowed per run on a generated file (default 900)
#   PARTS          which parts to run (default "throughput make size rss")
#
# Parts:
#   throughput  MB/s of cat, sed, gcc -E, rgpp -q and rgcheck -q over the
#               corpus, once as few processes as possible (one per corpus
#               and architecture, since --arch and -I differ) and once one
#               process per file (xargs -n1), with hyperfine when it is
#               installed (else RUNS runs and the median).  gcc -E runs
#               only over the files that preprocess standalone.
#   make        the make-time cost: per file that assembles standalone
#               (examples/*/*.S, and corpus files that gcc -c accepts),
#               the time of "rgpp -MF x.d -MP -o x.rg.S x.S" (rgpp.mk's
#               rule) against "gcc -c x.S", and of "cat x.S >x.cat.S"
#               (what any one process that copies the file costs), of
#               "gcc -MM" (the header list rgpp.mk made with a second
#               process before rgpp -MF), and of RGPP2 if set, the
#               fastest of RUNS runs of each, interleaved.
#   instr       instructions (valgrind's callgrind) of rgpp, of RGPP2 if
#               set, and of the sed one-liner, one process per corpus and
#               architecture as in the throughput part's batch rows:
#               counts that do not move with the machine's load, per
#               input byte and as a ratio to sed.  Not in the default
#               PARTS (a few minutes).
#   rss         peak RSS (GNU time) of rgpp and rgcheck per corpus and
#               architecture; and the time and peak RSS of cat, sed, cpp
#               (gcc -E), gcc -c (cpp and as, the build's own step),
#               rgpp and rgcheck on one generated file of SYNTH_SIZES MB,
#               then of SYNTH_MB MB (generated amd64 functions).
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
RUNS=${RUNS:-5}
SYNTH_MB=${SYNTH_MB:-50}
SYNTH_SIZES=${SYNTH_SIZES:-1 2 4 8}
SYNTH_TIMEOUT=${SYNTH_TIMEOUT:-900}
PARTS=${PARTS:-throughput make size rss}
SED_SCRIPT='/^[[:space:]]*ret\b/i\\tRETGUARD_END'

if [ -z "${RGPP:-}" ]; then
	if [ -x "$top/rgpp" ]; then RGPP=$top/rgpp
	else RGPP=$(command -v rgpp || true); fi
fi
if [ -z "$RGPP" ] || [ ! -x "$RGPP" ]; then
	echo "speed.sh: no rgpp binary: set RGPP" >&2
	exit 2
fi
RGPP=$(cd "$(dirname "$RGPP")" && pwd)/$(basename "$RGPP")
if [ -n "${RGPP2:-}" ]; then
	RGPP2=$(cd "$(dirname "$RGPP2")" && pwd)/$(basename "$RGPP2")
fi
RGCHECK=${RGCHECK:-$(dirname "$RGPP")/rgcheck}
if [ -n "${RGPP2:-}" ] && [ -z "${RGCHECK2:-}" ] && [ -x "$(dirname "$RGPP2")/rgcheck" ]; then
	RGCHECK2=$(dirname "$RGPP2")/rgcheck
fi
RGCHECK2=${RGCHECK2:-}
[ -x "$RGCHECK" ] || { echo "speed.sh: no rgcheck binary: set RGCHECK" >&2; exit 2; }
CC_AMD64=${CC_AMD64:-gcc}
CC_I386=${CC_I386:-i686-linux-gnu-gcc-12}
command -v "$CC_I386" >/dev/null 2>&1 || CC_I386="gcc -m32"
for v in CC_AARCH64:aarch64 CC_RISCV64:riscv64; do	# the examples' other arches
	n=${v%%:*} t=${v#*:}-linux-gnu-gcc
	if [ -z "${!n:-}" ]; then
		if command -v "$t-12" >/dev/null 2>&1; then printf -v "$n" %s "$t-12"
		elif command -v "$t" >/dev/null 2>&1; then printf -v "$n" %s "$t"
		else printf -v "$n" %s false; fi	# its files are left out
	fi
done
GNUTIME=/usr/bin/time
[ -x $GNUTIME ] || GNUTIME=

W=${1:-}
if [ -z "$W" ]; then
	W=$(mktemp -d "${TMPDIR:-/tmp}/rgpp-bench.XXXXXX") || exit 2
	[ "${BENCH_KEEP:-0}" = 1 ] || trap 'rm -rf "$W"' EXIT
fi
mkdir -p "$W" || exit 2
W=$(cd "$W" && pwd)
B=$W/bench
rm -rf "$B"; mkdir -p "$B"

if ! ls "$W"/jobs.* >/dev/null 2>&1; then
	echo "speed.sh: extracting the corpus with tests/corpus/corpus.sh into $W (about 100 s)" >&2
	CORPORA="glibc newlib linux" CORPUS_KEEP=1 CORPUS_TIME=0 RGPP=$RGPP \
	    bash "$top/tests/corpus/corpus.sh" "$W" \
	    >"$W/corpus.log" 2>&1
	rc=$?
	if [ $rc = 77 ]; then
		echo "speed.sh: no corpus (apt-get install glibc-source newlib-source linux-source-6.1); skipped" >&2
		exit 77
	fi
fi
# the corpus of issue 7 and of every figure so far: not corpus.sh's gcc
CORPORA=$(cd "$W" && ls jobs.* | sed 's/^jobs\.//' |
    grep -xE 'glibc|newlib|linux' | tr '\n' ' ')
flags_of() {	# corpus: rgpp flags corpus.sh uses (linux spells returns RET)
	case $1 in linux) echo "--return-macro=RET" ;; esac
}
cc_of() {
	case $1 in
	i386) echo "$CC_I386" ;;
	aarch64) echo "$CC_AARCH64" ;;
	riscv64) echo "$CC_RISCV64" ;;
	*) echo "$CC_AMD64" ;;
	esac
}

# ---------------------------------------------------------------------
# Groups: one per corpus and architecture.  list.G: absolute paths;
# inc.G: -I options one a line.
GROUPS_=()
: >"$B/all.list"
for c in $CORPORA; do
	for a in amd64 i386 aarch64 riscv64; do
		g=$c.$a
		awk -F'\t' -v a=$a -v d="$W/src/$c/" '$2 == a { print d $3 }' "$W/jobs.$c" >"$B/list.$g"
		[ -s "$B/list.$g" ] || { rm -f "$B/list.$g"; continue; }
		sed 's/^/-I/' "$W/incs.$c.$a" >"$B/inc.$g"
		GROUPS_+=("$g")
		cat "$B/list.$g" >>"$B/all.list"
	done
done
bytes_of() { xargs -d '\n' cat <"$1" | wc -c; }
TOTAL_BYTES=$(bytes_of "$B/all.list")
TOTAL_FILES=$(wc -l <"$B/all.list")

# Files that preprocess standalone (for gcc -E), per group.
: >"$B/cpp.all"
for g in "${GROUPS_[@]}"; do
	a=${g#*.}
	mapfile -t inc <"$B/inc.$g"
	: >"$B/cpp.$g"
	while read -r f; do
		$(cc_of $a) -E -x assembler-with-cpp "${inc[@]}" "$f" >/dev/null 2>&1 &&
		    echo "$f" >>"$B/cpp.$g"
	done <"$B/list.$g"
	cat "$B/cpp.$g" >>"$B/cpp.all"
done
CPP_BYTES=$(bytes_of "$B/cpp.all")
CPP_FILES=$(wc -l <"$B/cpp.all")

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "rgpp: $RGPP ($("$RGPP" --version 2>&1 | head -1))"
echo "corpus: $TOTAL_FILES files, $TOTAL_BYTES bytes ($CORPORA); $CPP_FILES files ($CPP_BYTES bytes) preprocess standalone"
for g in "${GROUPS_[@]}"; do
	printf '  %-13s %5d files %10d bytes\n' "$g" "$(wc -l <"$B/list.$g")" "$(bytes_of "$B/list.$g")"
done
echo

# ---------------------------------------------------------------------
# The commands, one script each: batch = one process per group, perfile
# = one process per file.
# make.jobs: the files that assemble standalone, as set, arch, file and
# the file of its -I options: examples/*/*.S with their arch's compiler,
# and the corpus files that gcc -c accepts.  Made once, for the make
# and size parts.
make_jobs() {
	[ -f "$B/make.jobs" ] && return
	printf '%s\n' "-I$top/examples" "-I$top/include" >"$B/inc.examples"
	: >"$B/make.jobs.new"
	for s in "$top"/examples/*/*.S; do
		a=$(basename "$(dirname "$s")")
		$(cc_of $a) -c -I"$top/examples" -I"$top/include" -o "$B/probe.o" "$s" >/dev/null 2>&1 &&
		    printf 'examples\t%s\t%s\t%s\n' "$a" "$s" "$B/inc.examples" >>"$B/make.jobs.new"
	done
	for g in "${GROUPS_[@]}"; do
		a=${g#*.}
		mapfile -t inc <"$B/inc.$g"
		while read -r f; do
			$(cc_of $a) -c "${inc[@]}" -o "$B/probe.o" "$f" >/dev/null 2>&1 &&
			    printf '%s\t%s\t%s\t%s\n' "${g%.*}" "$a" "$f" "$B/inc.$g" >>"$B/make.jobs.new"
		done <"$B/cpp.$g"
	done
	mv "$B/make.jobs.new" "$B/make.jobs"
}

mk() {	# name body
	printf '#!/bin/bash\n%s\nexit 0\n' "$2" >"$B/cmd-$1.sh"
}
batch_body() {	# tool-command-prefix listname(all|cpp|list) uses-groups
	local tool=$1 kind=$2 g s=''
	for g in "${GROUPS_[@]}"; do
		local a=${g#*.} c=${g%.*} lf
		if [ "$kind" = cpp ]; then lf=$B/cpp.$g; else lf=$B/list.$g; fi
		[ -s "$lf" ] || continue
		case $tool in
		rgpp)	s+="mapfile -t f <'$lf'; '$RGPP' --arch=$a -q \$(cat '$B/inc.$g') $(flags_of "$c") \"\${f[@]}\" >/dev/null 2>&1"$'\n' ;;
		rgcheck) s+="mapfile -t f <'$lf'; '$RGCHECK' --arch=$a -q \$(cat '$B/inc.$g') $(flags_of "$c") \"\${f[@]}\" >/dev/null 2>&1"$'\n' ;;
		cpp)	s+="mapfile -t f <'$lf'; $(cc_of $a) -E -x assembler-with-cpp \$(cat '$B/inc.$g') \"\${f[@]}\" >/dev/null 2>&1"$'\n' ;;
		esac
	done
	printf '%s' "$s"
}
perfile_body() {	# tool kind
	local tool=$1 kind=$2 g s=''
	for g in "${GROUPS_[@]}"; do
		local a=${g#*.} c=${g%.*} lf
		if [ "$kind" = cpp ]; then lf=$B/cpp.$g; else lf=$B/list.$g; fi
		[ -s "$lf" ] || continue
		case $tool in
		rgpp)	s+="xargs -d '\\n' -n1 '$RGPP' --arch=$a -q \$(cat '$B/inc.$g') $(flags_of "$c") <'$lf' >/dev/null 2>&1"$'\n' ;;
		rgcheck) s+="xargs -d '\\n' -n1 '$RGCHECK' --arch=$a -q \$(cat '$B/inc.$g') $(flags_of "$c") <'$lf' >/dev/null 2>&1"$'\n' ;;
		cpp)	s+="xargs -d '\\n' -n1 $(cc_of $a) -E -x assembler-with-cpp \$(cat '$B/inc.$g') <'$lf' >/dev/null 2>&1"$'\n' ;;
		esac
	done
	printf '%s' "$s"
}
mk cat-batch "mapfile -t f <'$B/all.list'; cat \"\${f[@]}\" >/dev/null"
mk cat-perfile "xargs -d '\\n' -n1 cat <'$B/all.list' >/dev/null"
mk sed-batch "mapfile -t f <'$B/all.list'; sed '$SED_SCRIPT' \"\${f[@]}\" >/dev/null"
mk sed-perfile "xargs -d '\\n' -n1 sed '$SED_SCRIPT' <'$B/all.list' >/dev/null"
mk cpp-batch "$(batch_body cpp cpp)"
mk cpp-perfile "$(perfile_body cpp cpp)"
mk rgpp-batch "$(batch_body rgpp list)"
mk rgpp-perfile "$(perfile_body rgpp list)"
mk rgcheck-batch "$(batch_body rgcheck list)"
# rgpp without cpp: reads no header, so this is the conversion alone
mk rgpp-nocpp-batch "$(batch_body rgpp list | sed "s/ -q / -q --no-cpp /")"
mk rgcheck-perfile "$(perfile_body rgcheck list)"
# the same batches with RGPP2 and its rgcheck
TP2=
if [ -n "${RGPP2:-}" ]; then
	mk rgpp2-batch "$(batch_body rgpp list | sed "s#'$RGPP'#'$RGPP2'#")"
	mk rgpp2-nocpp-batch "$(batch_body rgpp list | sed "s#'$RGPP'#'$RGPP2'#; s/ -q / -q --no-cpp /")"
	TP2="rgpp2-batch rgpp2-nocpp-batch"
	if [ -n "$RGCHECK2" ]; then
		mk rgcheck2-batch "$(batch_body rgcheck list | sed "s#'$RGCHECK'#'$RGCHECK2'#")"
		TP2="$TP2 rgcheck2-batch"
	fi
fi

# Time commands; print "name median_seconds" lines into $2.
gen_functions() {	# bytes: amd64 functions, each with CFI, a loop, two returns
	awk -v bytes="$1" -f "$top/tests/gen-functions.awk"
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
timeall() {	# outfile name...
	local out=$1 n r t0 t1
	shift
	: >"$out"
	if command -v hyperfine >/dev/null 2>&1; then
		local args=()
		for n in "$@"; do args+=(-n "$n" "bash $B/cmd-$n.sh"); done
		hyperfine -i --style basic --warmup 1 --runs "$RUNS" \
		    --export-json "$out.json" "${args[@]}" >"$out.log" 2>&1
		jq -r '.results[] | "\(.command) \(.median) \(.min) \(.max)"' "$out.json" >"$out"
	else
		for n in "$@"; do
			bash "$B/cmd-$n.sh"	# warm-up
			for r in $(seq "$RUNS"); do
				t0=$EPOCHREALTIME; bash "$B/cmd-$n.sh"; t1=$EPOCHREALTIME
				echo "$t0 $t1" | awk '{ printf "%.6f\n", $2 - $1 }'
			done | sort -g >"$B/t.$n"
			echo "$n $(median <"$B/t.$n") $(head -1 "$B/t.$n") $(tail -1 "$B/t.$n")" >>"$out"
		done
	fi
}

if [[ " $PARTS " == *" throughput "* ]]; then
	timer=hyperfine; command -v hyperfine >/dev/null 2>&1 || timer="bash loop"
	echo "== throughput ($timer, $RUNS runs each after one warm-up; median)"
	# shellcheck disable=SC2086 # TP2 is a list of names
	timeall "$B/tp" cat-batch sed-batch cpp-batch rgpp-batch rgpp-nocpp-batch rgcheck-batch $TP2 \
	    cat-perfile sed-perfile cpp-perfile rgpp-perfile rgcheck-perfile
	awk -v tb="$TOTAL_BYTES" -v cb="$CPP_BYTES" -v tf="$TOTAL_FILES" -v cf="$CPP_FILES" '
	{ name[NR] = $1; med[$1] = $2; lo[$1] = $3; hi[$1] = $4 }
	END {
		printf "%-18s %5s %7s %9s %17s %8s %8s %8s\n", "command", "files", "MB", "median s", "(min-max)", "MB/s", "x sed", "x cat"
		for (i = 1; i <= NR; i++) {
			n = name[i]; np = split(n, p, "-"); mode = p[np]
			b = (n ~ /^cpp/) ? cb : tb; f = (n ~ /^cpp/) ? cf : tf
			spm = med[n] / (b / 1e6)		# seconds per MB
			sedspm = med["sed-" mode] / (tb / 1e6)
			catspm = med["cat-" mode] / (tb / 1e6)
			printf "%-18s %5d %7.2f %9.3f %8.3f-%-8.3f %8.1f %8.2f %8.2f\n", n, f, b / 1e6, med[n], lo[n], hi[n], b / 1e6 / med[n], spm / sedspm, spm / catspm
		}
	}' "$B/tp" | tee "$B/throughput.txt"
	echo "(x sed, x cat: seconds per MB of the command over seconds per MB of sed, cat in the same mode; >1 is slower)"
	echo "(rgpp-nocpp: rgpp --no-cpp, which follows no #include: the conversion without learning the headers)"
	[ -n "$TP2" ] && echo "(rgpp2, rgcheck2: $RGPP2${RGCHECK2:+ and $RGCHECK2})"
	if command -v strace >/dev/null 2>&1; then
		# what rgpp reads besides its input: the headers, again for every file
		: >"$B/opened"
		for g in "${GROUPS_[@]}"; do
			mapfile -t f <"$B/list.$g"; mapfile -t inc <"$B/inc.$g"
			read -r -a fl <<<"$(flags_of "${g%.*}")"
			strace -f -qq -e trace=openat -o "$B/strace.$g" "$RGPP" --arch="${g#*.}" -q "${inc[@]}" "${fl[@]}" "${f[@]}" >/dev/null 2>&1
			grep -v ENOENT "$B/strace.$g" | grep -E '= [0-9]+$' | grep -o '"[^"]*"' | tr -d '"' |
			    grep -v -e '\.so' -e '^/etc/' -e '^/proc/' >>"$B/opened"
		done
		rb=$(xargs -d '\n' cat <"$B/opened" 2>/dev/null | wc -c)
		echo "rgpp-batch opened $(wc -l <"$B/opened") files ($(sort -u "$B/opened" | wc -l) distinct) and read $rb bytes (the inputs included) for $TOTAL_BYTES bytes of input: $(echo "$rb / $TOTAL_BYTES" | bc -l | cut -c1-5) x; $(echo "$rb / 1000000 / $(awk '$1 == "rgpp-batch" { print $2 }' "$B/tp")" | bc -l | cut -c1-5) MB/s of what it reads"
	fi
	echo
fi

# ---------------------------------------------------------------------
# instructions per group
icount() {	# command...: the instructions callgrind counts
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
	    sed -n 's/.*Collected : //p'
}
if [[ " $PARTS " == *" instr "* ]]; then
	if ! command -v valgrind >/dev/null 2>&1; then
		echo "== instructions: skipped (no valgrind)"
	else
		echo "== instructions (callgrind), one process per corpus and architecture"
		printf '%-16s %5s %9s %14s %8s %12s %8s%s\n' group files bytes rgpp per-byte sed x-sed \
		    "${RGPP2:+        rgpp2   change}"
		tr=0; ts=0; t2=0; : >"$B/instr.txt"
		for g in "${GROUPS_[@]}"; do
			mapfile -t f <"$B/list.$g"; mapfile -t inc <"$B/inc.$g"
			read -r -a fl <<<"$(flags_of "${g%.*}")"
			nb=$(bytes_of "$B/list.$g")
			r=$(icount "$RGPP" --arch="${g#*.}" -q "${inc[@]}" "${fl[@]}" "${f[@]}")
			sd=$(icount sed "$SED_SCRIPT" "${f[@]}")
			tr=$((tr + r)); ts=$((ts + sd))
			x=
			if [ -n "${RGPP2:-}" ]; then
				r2=$(icount "$RGPP2" --arch="${g#*.}" -q "${inc[@]}" "${fl[@]}" "${f[@]}")
				t2=$((t2 + r2))
				x=$(awk -v a="$r2" -v b="$r" 'BEGIN { printf " %14.0f %+7.1f%%", a, 100 * (b - a) / a }')
			fi
			awk -v g="$g" -v n="${#f[@]}" -v nb="$nb" -v r="$r" -v s="$sd" -v x="$x" 'BEGIN {
				printf "%-16s %5d %9.0f %14.0f %8.1f %12.0f %8.2f%s\n", g, n, nb, r, r / nb, s, r / s, x }' |
			    tee -a "$B/instr.txt"
		done
		awk -v tb="$TOTAL_BYTES" -v r="$tr" -v s="$ts" -v a="$t2" 'BEGIN {
			printf "%-16s %5s %9.0f %14.0f %8.1f %12.0f %8.2f", "all", "", tb, r, r / tb, s, r / s
			if (a > 0) printf " %14.0f %+7.1f%%", a, 100 * (r - a) / a
			printf "\n" }'
		echo "(per-byte: rgpp's instructions per input byte; x-sed: rgpp's over sed's${RGPP2:+; change: rgpp's over rgpp2's ($RGPP2)})"
	fi
	echo
fi

# ---------------------------------------------------------------------
# make-time cost
if [[ " $PARTS " == *" make "* ]]; then
	echo "== make-time cost: rgpp -MF x.rg.S.d -MP -o x.rg.S x.S against gcc -c x.S, per file (fastest of $RUNS each)"
	make_jobs
	: >"$B/make.tsv"
	while IFS=$'\t' read -r set a f incf; do
		mapfile -t inc <"$incf"
		read -r -a fl <<<"$(flags_of "$set")"
		cc=$(cc_of $a)
		best_r=1e9 best_c=1e9 best_k=1e9 best_s=0 best_m=1e9
		for r in $(seq "$RUNS"); do
			t0=$EPOCHREALTIME
			"$RGPP" --arch="$a" -q "${inc[@]}" "${fl[@]}" -MF "$B/x.rg.S.d" -MP -o "$B/x.rg.S" "$f" >/dev/null 2>&1
			t1=$EPOCHREALTIME
			$cc -c "${inc[@]}" -o "$B/x.o" "$f" >/dev/null 2>&1
			t2=$EPOCHREALTIME
			cat "$f" >"$B/x.cat.S"
			t3=$EPOCHREALTIME
			if [ -n "${RGPP2:-}" ]; then
				"$RGPP2" --arch="$a" -q "${inc[@]}" "${fl[@]}" -MF "$B/x.rg2.S.d" -MP -o "$B/x.rg2.S" "$f" >/dev/null 2>&1
			fi
			t4=$EPOCHREALTIME
			$cc -MM -MP -MT "$B/x.rg.S" -MF "$B/x.mm.d" "${inc[@]}" "$f" >/dev/null 2>&1
			t5=$EPOCHREALTIME
			read -r best_r best_c best_k best_s best_m < <(awk -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" -v e="$t4" -v f="$t5" \
			    -v r="$best_r" -v k="$best_c" -v q="$best_k" -v s="$best_s" -v m="$best_m" -v two="${RGPP2:+1}" \
			    'BEGIN { x = b - a; y = c - b; z = d - c; w = e - d; v = f - e
			    if (x < r) r = x; if (y < k) k = y; if (z < q) q = z; if (two && (s == 0 || w < s)) s = w; if (v < m) m = v
			    printf "%.6f %.6f %.6f %.6f %.6f\n", r, k, q, s, m }')
		done
		printf '%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n' "$set" "$a" "$f" "$(wc -c <"$f")" "$best_r" "$best_c" "$best_k" "$best_s" "$best_m" >>"$B/make.tsv"
	done <"$B/make.jobs"
	awk -F'\t' '
	function stats(k,   n, i, j, t, arr) {
		n = cnt[k]
		for (i = 1; i <= n; i++) arr[i] = ratio[k, i]
		for (i = 2; i <= n; i++) { t = arr[i]; for (j = i - 1; j >= 1 && arr[j] > t; j--) arr[j + 1] = arr[j]; arr[j + 1] = t }
		printf "%-9s %5d %9.1f %9.1f %8.1f %9.1f %8.1f%% %8.1f%% %8.1f%% %8.1f%% %8.1f %8.1f%%", k, n, sr[k] * 1000 / n, sc[k] * 1000 / n, sk[k] * 1000 / n, sb[k] / n / 1000, 100 * sr[k] / sc[k], 100 * arr[int((n + 1) / 2)], 100 * arr[n], 100 * sk[k] / sc[k], sm[k] * 1000 / n, 100 * (sr[k] + sm[k]) / sc[k]
		if (two) printf " %9.1f %8.1f%%", ss[k] * 1000 / n, 100 * ss[k] / sc[k]
		printf "\n"
	}
	{
		k = ($1 == "examples") ? "examples" : "corpus"
		for (m = 1; m <= 2; m++) {
			cnt[k]++; ratio[k, cnt[k]] = $5 / $6; sr[k] += $5; sc[k] += $6; sk[k] += $7; sb[k] += $4; ss[k] += $8; sm[k] += $9
			if (m == 1) k = "all"
		}
	}
	END {
		printf "%-9s %5s %9s %9s %8s %9s %9s %9s %9s %9s %8s %9s", "set", "files", "rgpp ms", "gcc ms", "cat ms", "KB/file", "sum r/g", "median", "max", "cat/gcc", "-MM ms", "old/gcc"
		if (two) printf " %9s %9s", "rgpp2 ms", "rgpp2/gcc"
		printf "\n"
		if (cnt["examples"]) stats("examples")
		if (cnt["corpus"]) stats("corpus")
		stats("all")
	}' two="${RGPP2:+1}" "$B/make.tsv" | tee "$B/make.txt"
	echo "(ms: mean per file of the fastest run; sum r/g: total rgpp time over total gcc -c time; median, max: of the per-file ratio;"
	echo " cat: cat x.S >x.cat.S, one process that copies the file, the floor of any per-file step; cat/gcc: its share of gcc -c;"
	echo " -MM: gcc -MM -MP, the header list the old rgpp.mk made in a second process; old/gcc: rgpp and gcc -MM together over gcc -c)"
	if [ -n "${RGPP2:-}" ]; then
		if ldd "$RGPP2" >/dev/null 2>&1; then echo "rgpp2: $RGPP2 (dynamically linked)"
		else echo "rgpp2: $RGPP2 (statically linked)"; fi
	fi
	echo "files assembled by gcc -c: $(cut -f1,2 "$B/make.tsv" | sort | uniq -c | awk '{ printf "%s.%s=%d ", $2, $3, $1 }')"
	echo
fi

# ---------------------------------------------------------------------
# code size
if [[ " $PARTS " == *" size "* ]]; then
	echo "== code size: what the macros add to the text sections"
	make_jobs
	textsize() { size -A -d "$1" 2>/dev/null | awk '$1 ~ /text/ { s += $2 } END { print s + 0 }'; }
	# The bytes of one RETGUARD_START, RETGUARD_END and RETGUARD_SKIP
	# (a short jump), per arch and variant: macro.ARCH.VARIANT holds
	# "start end skip".
	for a in amd64 i386 aarch64 riscv64; do
		for v in user kernel; do
			d=(-D_RET_PROTECTOR); [ $v = kernel ] && d+=(-D_KERNEL)
			sz=
			for m in RETGUARD_START RETGUARD_END "RETGUARD_SKIP(1f); 1:"; do
				printf '#include <machine/asm.h>\n\t.text\n\t.cfi_startproc\n\t%s\n\t.cfi_endproc\n' "$m" >"$B/m.S"
				$(cc_of $a) -c -I"$top/include" "${d[@]}" -o "$B/m.o" "$B/m.S" >/dev/null 2>&1 &&
				    sz="$sz $(textsize "$B/m.o")"
			done
			[ "$(echo $sz | wc -w)" = 3 ] && echo $sz >"$B/macro.$a.$v"
		done
	done
	printf '%-8s %-7s %6s %6s %6s\n' arch variant START END SKIP
	for f in "$B"/macro.*; do
		n=${f#"$B"/macro.}
		printf '%-8s %-7s %6s %6s %6s\n' "${n%.*}" "${n#*.}" $(cat "$f")
	done
	echo

	# Measured: each file that assembles standalone and in which rgpp
	# protected something, assembled as it is, converted with the
	# protection off (the same bytes), user and kernel.
	: >"$B/size.tsv"
	while IFS=$'\t' read -r set a f incf; do
		mapfile -t inc <"$incf"
		read -r -a fl <<<"$(flags_of "$set")"
		cc=$(cc_of $a)
		"$RGPP" --arch="$a" -q "${inc[@]}" "${fl[@]}" -o "$B/z.rg.S" "$f" >/dev/null 2>&1 || continue
		row="$set	$a	$f"
		for m in RETGUARD_START RETGUARD_END RETGUARD_SKIP; do
			row="$row	$(( $(grep -c $m "$B/z.rg.S") - $(grep -c $m "$f") ))"
		done
		for v in plain off user kernel; do
			case $v in
			plain) src=$f d=() ;;
			off) src=$B/z.rg.S d=() ;;
			user) src=$B/z.rg.S d=(-D_RET_PROTECTOR) ;;
			kernel) src=$B/z.rg.S d=(-D_RET_PROTECTOR -D_KERNEL) ;;
			esac
			if $cc -c "${inc[@]}" -iquote "$(dirname "$f")" -I"$top/include" \
			    -include machine/asm.h "${d[@]}" -o "$B/z.o" "$src" >/dev/null 2>&1; then
				row="$row	$(textsize "$B/z.o")"
			else
				row="$row	-"
			fi
		done
		printf '%s\n' "$row" >>"$B/size.tsv"
	done <"$B/make.jobs"
	echo "measured: the text of each file that assembles standalone and gained a RETGUARD_START"
	awk -F'\t' -v B="$B" '
	function model(a, v, st, en, sk,   f, x) {
		f = B "/macro." a "." v
		if ((getline x <f) <= 0) return -1
		close(f); split(x, m, " ")
		return st * m[1] + en * m[2] + sk * m[3]
	}
	$4 == 0 || $7 == 0 { next }		# nothing protected, or no text
	$7 == "-" || $9 == "-" || $10 == "-" { bad[$1 "." $2]++; next }
	{
		k = $1 "." $2
		if (!(k in n)) keys[++nk] = k
		n[k]++; st[k] += $4; en[k] += $5; p[k] += $7; u[k] += $9; kk[k] += $10
		mu[k] += model($2, "user", $4, $5, $6); mk[k] += model($2, "kernel", $4, $5, $6)
		if ($8 != $7) off[k]++
	}
	END {
		printf "%-16s %5s %6s %6s %9s %9s %7s %7s %7s %9s %7s %7s %7s %5s\n", "set", "files", "starts", "ends", "plain B", "user B", "growth", "B/start", "model", "kernel B", "growth", "B/start", "model", "off!="
		for (i = 1; i <= nk; i++) {
			k = keys[i]
			printf "%-16s %5d %6d %6d %9d %9d %6.1f%% %7.1f %7d %9d %6.1f%% %7.1f %7d %5d\n", k, n[k], st[k], en[k], p[k], u[k], 100 * (u[k] - p[k]) / p[k], (u[k] - p[k]) / st[k], mu[k], kk[k], 100 * (kk[k] - p[k]) / p[k], (kk[k] - p[k]) / st[k], mk[k], off[k] + 0
		}
		for (k in bad) printf "%s: %d files did not assemble once converted\n", k, bad[k]
	}' "$B/size.tsv" | tee "$B/size.txt"
	echo "(bytes of the sections named *text*, summed; starts, ends: RETGUARD_START and RETGUARD_END inserted;"
	echo " user: -D_RET_PROTECTOR, kernel: -D_KERNEL too; model: the growth the macro sizes above predict, to compare"
	echo " with user B - plain B, which also moves with alignment padding; off!=: files whose text converted without"
	echo " _RET_PROTECTOR differs in size (must be 0))"
	echo

	# Computed: the whole corpus does not assemble standalone, so its
	# growth is the macros rgpp inserted (corpus.sh counted them per
	# file) times their sizes above.
	if [ -f "$W/results.tsv" ]; then
		echo "computed: every corpus file, the macros rgpp inserted times their sizes"
		awk -F'\t' -v B="$B" '
		function msz(a, v, i,   f, x) {
			f = B "/macro." a "." v
			if ((getline x <f) <= 0) return 0
			close(f); split(x, m, " "); return m[i]
		}
		$1 == "FILE" {		# corpus file arch ... k=v k=v ...
			k = $2 "." $4
			if (!(k in n)) keys[++nk] = k
			n[k]++
			nf = split($8, f, " ")
			for (i = 1; i <= nf; i++) {
				split(f[i], kv, "=")
				if (kv[1] == "starts") st[k] += kv[2]
				else if (kv[1] == "ends") en[k] += kv[2]
				else if (kv[1] == "skips") sk[k] += kv[2]
			}
			arch[k] = $4
		}
		END {
			printf "%-16s %5s %6s %6s %6s %9s %7s %9s %7s\n", "corpus", "files", "starts", "ends", "skips", "user B", "B/start", "kernel B", "B/start"
			for (i = 1; i <= nk; i++) {
				k = keys[i]; a = arch[k]
				ub = st[k] * msz(a, "user", 1) + en[k] * msz(a, "user", 2) + sk[k] * msz(a, "user", 3)
				kb = st[k] * msz(a, "kernel", 1) + en[k] * msz(a, "kernel", 2) + sk[k] * msz(a, "kernel", 3)
				printf "%-16s %5d %6d %6d %6d %9d %7.1f %9d %7.1f\n", k, n[k], st[k], en[k], sk[k], ub, st[k] ? ub / st[k] : 0, kb, st[k] ? kb / st[k] : 0
			}
		}' "$W/results.tsv" | tee "$B/size-corpus.txt"
		echo "(skips: jumps over a second entry's START, counted as short jumps)"
		echo
	fi
fi

# ---------------------------------------------------------------------
# peak RSS
if [[ " $PARTS " == *" rss "* ]] && [ -n "$GNUTIME" ]; then
	echo "== peak RSS (GNU time %M): one process per corpus and architecture"
	printf '%-16s %6s %8s %10s %10s %10s %10s\n' group files MB "rgpp KB" "KB/MB" "rgcheck KB" "KB/MB"
	: >"$B/empty.S"
	er=$($GNUTIME -f %M "$RGPP" --arch=amd64 -q "$B/empty.S" 2>&1 >/dev/null | tail -1)
	ec=$($GNUTIME -f %M "$RGCHECK" --arch=amd64 -q "$B/empty.S" 2>&1 >/dev/null | tail -1)
	printf '%-16s %6d %8.3f %10d %10s %10d %10s\n' "(empty file)" 1 0 "$er" - "$ec" -
	for g in "${GROUPS_[@]}"; do
		a=${g#*.} c=${g%.*}
		mapfile -t f <"$B/list.$g"
		mapfile -t inc <"$B/inc.$g"
		read -r -a fl <<<"$(flags_of "$c")"
		b=$(bytes_of "$B/list.$g")
		r=$($GNUTIME -f %M "$RGPP" --arch="$a" -q "${inc[@]}" "${fl[@]}" "${f[@]}" 2>&1 >/dev/null | tail -1)
		k=$($GNUTIME -f %M "$RGCHECK" --arch="$a" -q "${inc[@]}" "${fl[@]}" "${f[@]}" 2>&1 >/dev/null | tail -1)
		printf '%-16s %6d %8.3f %10d %10.0f %10d %10.0f\n' "$g" "${#f[@]}" "$(echo "$b / 1000000" | bc -l)" "$r" "$(echo "$r / ($b / 1000000)" | bc -l)" "$k" "$(echo "$k / ($b / 1000000)" | bc -l)"
	done | tee "$B/rss.txt"
	# the largest file of the corpus, alone
	big=$(xargs -d "\\n" ls -S <"$B/all.list" 2>/dev/null | head -1)
	bg=$(grep -l -x -F "$big" "$B"/list.* | head -1); bg=${bg##*/list.}
	mapfile -t inc <"$B/inc.$bg"
	r=$($GNUTIME -f %M "$RGPP" --arch="${bg#*.}" -q "${inc[@]}" "$big" 2>&1 >/dev/null | tail -1)
	echo "largest file ${big#"$W"/src/} ($(wc -c <"$big") bytes): rgpp $r KB"
	echo

	# Generated files: functions with CFI, a loop, a saved register and
	# two returns, each with its own name and labels, SYNTH_SIZES MB and
	# SYNTH_MB MB.  (A concatenation of corpus files is no good here: its
	# copies share local labels, which makes every function's paths run
	# through every copy.)
	echo "== one generated file of N MB (unique functions with CFI, a loop and two returns); one run each, timeout ${SYNTH_TIMEOUT}s"
	printf '%5s %-8s %9s %9s %10s %8s %s\n' MB command seconds MB/s "peak KB" "KB/MB" ""
	for mb in $SYNTH_SIZES $SYNTH_MB; do
		syn=$W/synthetic-$mb.S
		gen_functions $((mb * 1000000)) >"$syn"
		sb=$(wc -c <"$syn")
		for t in cat sed cpp gcc-c rgpp rgcheck; do
			case $t in
			cat) cmd=(cat "$syn") ;;
			cpp) cmd=($CC_AMD64 -E -P -x assembler-with-cpp "$syn" -o /dev/null) ;;
			gcc-c) cmd=($CC_AMD64 -c -x assembler-with-cpp "$syn" -o "$W/synthetic.o") ;;
			sed) cmd=(sed "$SED_SCRIPT" "$syn") ;;
			rgpp) cmd=("$RGPP" --arch=amd64 -q "$syn") ;;
			rgcheck) cmd=("$RGCHECK" --arch=amd64 -q "$syn") ;;
			esac
			t0=$EPOCHREALTIME
			r=$($GNUTIME -f '%M %x' timeout "$SYNTH_TIMEOUT" "${cmd[@]}" 2>&1 >/dev/null | tail -1)
			t1=$EPOCHREALTIME
			echo "$t0 $t1 $r" |
			    awk -v n="$t" -v b="$sb" -v mb="$mb" '{
				e = $2 - $1; m = $3; x = $4
				note = (x == 124) ? "TIMED OUT (RSS when killed)" : ""
				printf "%5s %-8s %9.3f %9s %10d %8.1f %s\n", mb, n, e, (x == 124) ? "<" sprintf("%.3f", b / 1e6 / e) : sprintf("%.1f", b / 1e6 / (e > 0 ? e : 0.005)), m, m / (b / 1e6), note }'
		done
		rm -f "$syn"
	done | tee "$B/synthetic.txt"
	echo "(seconds: wall clock around GNU time and timeout; rgcheck exits 1 on findings, which is expected: the file is unconverted)"
fi
echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
