#!/bin/bash
# cost.sh: what the protection costs a call, at run time.
#
#   RGPP=/path/to/rgpp bench/cost.sh
#
# Functions, each converted by rgpp and built from the same source in
# these ways:
#   plain   the original source (no RETGUARD_ lines)
#   off     rgpp's output without _RET_PROTECTOR (macros expand to nothing)
#   user    rgpp's output with -D_RET_PROTECTOR
#   kernel  rgpp's output with -D_RET_PROTECTOR -D_KERNEL
#   kernel-narrow  amd64, i386: the same and -DRETGUARD_KERNEL_NARROW, the
#           older kernel sequence (xorl %esp,(%rsp); xorw %sp,(%esp)), so
#           that one run shows the kernel variant before and after
# (aarch64 also: pac, -D_RET_PROTECTOR -DRETGUARD_PAC.)
#   tiny    bench/cost/tiny-ARCH.S: one instruction and ret, on amd64,
#           i386, aarch64, riscv64
#   strlen, memchr  examples/amd64 and examples/i386 (ex_strlen, a byte
#           loop; ex_memchr, repne scasb), on a short and a long input
# bench/cost/driver.c calls the function in a loop.
#
# Measured:
#   time    amd64 and i386 (native): TSC ticks and ns per call, rdtsc and
#           CLOCK_MONOTONIC around the whole loop; and core cycles per call
#           from "perf stat -e cycles" where that works (not in a VM
#           without a PMU).  Each process runs the loop 3 times and
#           reports the median; RUNS processes per variant, interleaved
#           across variants; the median of those.  "off" builds to the
#           same bytes as "plain" (checked): its delta is the noise.
#   insns   amd64 and i386: valgrind --tool=callgrind, instructions of the
#           function per call (self, incl. ret) and of the whole loop per
#           iteration (total minus a run with 0 iterations).
#           aarch64, riscv64 (and amd64/i386 as a check of the method):
#           qemu-user -singlestep -d exec,nochain, which logs one line per
#           executed instruction with its symbol: the lines of the
#           function per call, and all lines per iteration the same way.
#
# Environment: RGPP; N (calls of tiny in a timed loop, default 10^8; short
# inputs N/5, long inputs N/1000); NCG (callgrind calls, default 10^6,
# long inputs NCG/100); NQ (qemu calls, default 10^4); RUNS (default 5);
# SHORT, LONG (input lengths, default 16 and 4096); ARCHS (default
# "amd64 i386 aarch64 riscv64"); PARTS (default "time callgrind qemu").
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
N=${N:-100000000}
NCG=${NCG:-1000000}
NQ=${NQ:-10000}
RUNS=${RUNS:-5}
SHORT=${SHORT:-16}
LONG=${LONG:-4096}
ARCHS=${ARCHS:-amd64 i386 aarch64 riscv64}
PARTS=${PARTS:-time callgrind qemu}
part() { [[ " $PARTS " == *" $1 "* ]]; }

if [ -z "${RGPP:-}" ]; then
	if [ -x "$top/rgpp" ]; then RGPP=$top/rgpp
	else RGPP=$(command -v rgpp || true); fi
fi
[ -n "$RGPP" ] && [ -x "$RGPP" ] || { echo "cost.sh: no rgpp binary: set RGPP" >&2; exit 2; }

T=$(mktemp -d "${TMPDIR:-/tmp}/rgpp-cost.XXXXXX") || exit 2
[ "${BENCH_KEEP:-0}" = 1 ] || trap 'rm -rf "$T"' EXIT

cc_of() {
	case $1 in
	amd64) echo "${CC_AMD64:-gcc}" ;;
	i386) echo "${CC_I386:-i686-linux-gnu-gcc-12}" ;;
	aarch64) echo "${CC_AARCH64:-aarch64-linux-gnu-gcc-12}" ;;
	riscv64) echo "${CC_RISCV64:-riscv64-linux-gnu-gcc-12}" ;;
	esac
}
qemu_of() {
	case $1 in
	amd64) echo qemu-x86_64 ;; i386) echo qemu-i386 ;;
	aarch64) echo qemu-aarch64 ;; riscv64) echo qemu-riscv64 ;;
	esac
}
variants_of() {
	case $1 in
	amd64|i386) echo "plain off user kernel kernel-narrow" ;;
	aarch64) echo "plain off user kernel pac" ;;
	*) echo "plain off user kernel" ;;
	esac
}
vflags() {
	case $1 in
	plain|off) ;; user) echo -D_RET_PROTECTOR ;;
	kernel) echo -D_RET_PROTECTOR -D_KERNEL ;;
	kernel-narrow) echo -D_RET_PROTECTOR -D_KERNEL -DRETGUARD_KERNEL_NARROW ;;
	pac) echo -D_RET_PROTECTOR -DRETGUARD_PAC ;;
	esac
}

# ---------------------------------------------------------------------
# Build: $T/ARCH-VARIANT, static.
BUILT=()
SAME=()
for a in $ARCHS; do
	cc=$(cc_of $a)
	if ! command -v "$cc" >/dev/null 2>&1; then
		echo "cost.sh: $a: no compiler $cc; skipped" >&2
		continue
	fi
	d=$T/$a; mkdir -p "$d"
	"$RGPP" --arch=$a -q -I "$top/include" -o "$d/tiny.rg.S" "$here/cost/tiny-$a.S" || exit 1
	srcs=(tiny)
	if [ -d "$top/examples/$a" ]; then
		for e in strlen memchr; do
			"$RGPP" --arch=$a -q -I "$top/examples" -I "$top/include" \
			    -o "$d/$e.rg.S" "$top/examples/$a/$e.S" || exit 1
			srcs+=("$e")
		done
	fi
	$cc -O2 -c -o "$d/driver.o" "$here/cost/driver.c" || exit 1
	ok=1
	for v in $(variants_of $a); do
		objs=()
		for s in "${srcs[@]}"; do
			if [ "$s" = tiny ]; then
				if [ $v = plain ]; then in=$here/cost/tiny-$a.S; else in=$d/tiny.rg.S; fi
				# rgpp adds no #include: the macros come with -include
				# shellcheck disable=SC2046
				$cc -I"$top/include" -include machine/asm.h $(vflags $v) \
				    -c -o "$d/$s-$v.o" "$in" || ok=0
			else
				if [ $v = plain ]; then in=$top/examples/$a/$s.S; else in=$d/$s.rg.S; fi
				# shellcheck disable=SC2046
				$cc -I"$top/examples" -I"$top/include" $(vflags $v) \
				    -c -o "$d/$s-$v.o" "$in" || ok=0
			fi
			objs+=("$d/$s-$v.o")
		done
		$cc -static -o "$d/$v" "$d/driver.o" "${objs[@]}" || ok=0
	done
	[ $ok = 1 ] && BUILT+=("$a") || echo "cost.sh: $a: build failed; skipped" >&2
	# "off" must be the same bytes as "plain": its deltas are the noise
	oc=objcopy; case $cc in *-linux-gnu-gcc*) oc=${cc%%-gcc*}-objcopy ;; esac
	same=
	for s in "${srcs[@]}"; do
		for v in plain off; do
			$oc -O binary --only-section=.text "$d/$s-$v.o" "$d/$s-$v.text" 2>/dev/null
		done
		if cmp -s "$d/$s-plain.text" "$d/$s-off.text"; then same+=" $s=same"; else same+=" $s=DIFFERENT"; fi
	done
	SAME+=("$a:$same")
done

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; load average at start: $(cut -d' ' -f1-3 /proc/loadavg); $(date -u '+%Y-%m-%d %H:%M UTC')"
if command -v perf >/dev/null 2>&1 &&
    perf stat -x, -e cycles true 2>&1 | grep -q '^[0-9][0-9]*,'; then
	TIMER=perf
	echo "perf stat -e cycles works: core cycles per call from perf (one more process per variant), beside rdtsc"
else
	TIMER=rdtsc
	echo "perf stat -e cycles: not supported here (no PMU, e.g. in a VM): timing by rdtsc only"
fi
echo ".text of off against plain (protection off must change no byte): ${SAME[*]}"
echo

# workloads: name func len n_time n_cg
workloads() {	# arch
	echo "tiny tiny 0 $N $NCG"
	if [ -d "$top/examples/$1" ]; then
		echo "strlen/$SHORT strlen $SHORT $((N / 5)) $NCG"
		echo "strlen/$LONG strlen $LONG $((N / 1000)) $((NCG / 100))"
		echo "memchr/$SHORT memchr $SHORT $((N / 5)) $NCG"
		echo "memchr/$LONG memchr $LONG $((N / 1000)) $((NCG / 100))"
	fi
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# ---------------------------------------------------------------------
# Time (native x86)
if part time; then
echo "== time per call (native; median of $RUNS processes x median of 3 loops; TSC ticks and ns)"
printf '%-7s %-12s %-13s %11s %15s %9s %12s %10s %s\n' arch workload variant "ticks/call" "ticks min-max" "ns/call" "d ticks" "d ns" "$([ $TIMER = perf ] && echo " cycles/call")"
for a in "${BUILT[@]}"; do
	case $a in amd64|i386) ;; *) continue ;; esac
	d=$T/$a
	while read -r name fn len nt _; do
		for _ in $(seq "$RUNS"); do
			for v in $(variants_of $a); do
				echo "$v $("$d/$v" "$fn" "$len" "$nt" 3)"
			done
		done >"$d/time.$fn.$len"
		unset dtk; declare -A dtk
		for v in $(variants_of $a); do
			tk=$(awk -v v=$v '$1 == v { sub("ticks=", "", $2); print $2 }' "$d/time.$fn.$len" | median)
			range=$(awk -v v="$v" '$1 == v { sub("ticks=", "", $2); print $2 }' "$d/time.$fn.$len" |
			    sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.2f-%.2f", lo, hi }')
			ns=$(awk -v v=$v '$1 == v { sub("ns=", "", $3); print $3 }' "$d/time.$fn.$len" | median)
			[ $v = plain ] && { btk=$tk; bns=$ns; }
			cyc=
			if [ $TIMER = perf ]; then
				# the driver makes nt + nt/10 + 1 calls with REPS=1
				cyc=$(perf stat -x, -e cycles "$d/$v" "$fn" "$len" "$nt" 1 2>&1 >/dev/null |
				    awk -F, -v n=$((nt + nt / 10 + 1)) '$3 ~ /cycles/ { printf "%12.2f", $1 / n }')
			fi
			dtk[$v]=$(echo "$tk - $btk" | bc -l)
			printf '%-7s %-12s %-13s %11.2f %15s %9.2f %+12.2f %+10.2f %s\n' "$a" "$name" "$v" "$tk" "$range" "$ns" \
			    "${dtk[$v]}" "$(echo "$ns - $bns" | bc -l)" "$cyc"
		done
		if [ -n "${dtk[kernel-narrow]:-}" ]; then
			printf '%-7s %-12s kernel before/after: kernel-narrow %+.2f, kernel %+.2f ticks (user %+.2f, off %+.2f)\n' \
			    "$a" "$name" "${dtk[kernel-narrow]}" "${dtk[kernel]}" "${dtk[user]}" "${dtk[off]}"
		fi
	done < <(workloads $a)
done
echo "(d: minus plain, medians; min-max: over the RUNS processes; off is byte-identical to plain, its d is noise;"
echo " a TSC tick is a reference cycle at the TSC rate, not a core cycle)"
echo
fi

# ---------------------------------------------------------------------
# Instructions: callgrind (x86)
if part callgrind; then
echo "== instructions per call: valgrind --tool=callgrind (amd64, i386)"
printf '%-7s %-12s %-13s %10s %12s\n' arch workload variant "fn/call" "loop/iter"
cg_total() { awk '/^summary:|^totals:/ { print $2; exit }' "$1"; }
cg_fn() {	# file symbol: self Ir of symbol
	callgrind_annotate --threshold=100 "$1" 2>/dev/null |
	    awk -v s="$2" '{ for (i = 1; i <= NF; i++) if ($i ~ (":" s "$")) { gsub(",", "", $1); print $1; exit } }'
}
if command -v valgrind >/dev/null 2>&1; then
	for a in "${BUILT[@]}"; do
		case $a in amd64|i386) ;; *) continue ;; esac
		d=$T/$a
		while read -r name fn len _ ncg; do
			sym=$fn; [ "$fn" != tiny ] && sym=ex_$fn
			for v in $(variants_of $a); do
				valgrind --tool=callgrind --callgrind-out-file="$d/cg.0" "$d/$v" "$fn" "$len" 0 0 >/dev/null 2>&1
				valgrind --tool=callgrind --callgrind-out-file="$d/cg.n" "$d/$v" "$fn" "$len" "$ncg" 0 >/dev/null 2>&1
				t0=$(cg_total "$d/cg.0"); tn=$(cg_total "$d/cg.n"); f=$(cg_fn "$d/cg.n" "$sym")
				printf '%-7s %-12s %-13s %10.2f %12.2f\n' "$a" "$name" "$v" \
				    "$(echo "${f:-0} / $ncg" | bc -l)" "$(echo "($tn - $t0) / $ncg" | bc -l)"
			done
		done < <(workloads $a)
	done
else
	echo "valgrind not installed: skipped"
fi
echo
fi

# ---------------------------------------------------------------------
# Instructions: qemu-user, one TB per instruction
if part qemu; then
echo "== instructions per call: qemu-user -singlestep -d exec,nochain ($NQ calls; long inputs $((NQ / 100)))"
printf '%-7s %-12s %-13s %10s %12s\n' arch workload variant "fn/call" "loop/iter"
for a in "${BUILT[@]}"; do
	q=$(qemu_of $a)
	command -v "$q" >/dev/null 2>&1 || { echo "$a: no $q: skipped"; continue; }
	d=$T/$a
	while read -r name fn len _ _; do
		sym=$fn; [ "$fn" != tiny ] && sym=ex_$fn
		nq=$NQ; [ "$len" = "$LONG" ] && nq=$((NQ / 100))
		for v in $(variants_of $a); do
			"$q" -singlestep -d exec,nochain -D "$d/q.0" "$d/$v" "$fn" "$len" 0 0 >/dev/null 2>&1
			"$q" -singlestep -d exec,nochain -D "$d/q.n" "$d/$v" "$fn" "$len" "$nq" 0 >/dev/null 2>&1
			l0=$(grep -c '^Trace' "$d/q.0"); ln=$(grep -c '^Trace' "$d/q.n")
			f=$(awk -v s="$sym" '/^Trace/ && $NF == s { n++ } END { print n + 0 }' "$d/q.n")
			printf '%-7s %-12s %-13s %10.2f %12.2f\n' "$a" "$name" "$v" \
			    "$(echo "$f / $nq" | bc -l)" "$(echo "($ln - $l0) / $nq" | bc -l)"
			rm -f "$d/q.0" "$d/q.n"
		done
	done < <(workloads $a)
done
echo "(qemu logs a line per executed translation block; -singlestep makes each block one instruction)"
echo
fi
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
