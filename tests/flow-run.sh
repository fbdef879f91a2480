#!/bin/sh
# flow-run.sh: the goldens of control flow rgpp once did not see or
# could not protect, built and run.  Each of tests/convert/
# header-macro-jump.S, data-jump.S, global-label.S, set-alias.S,
# header-macro-wrap.S, ra-slot-x86.S, unreached-tail.S, global-entry.S,
# include-body.S, quote-line.S, quote-define.S, sp-copy.S, prefix-jump.S, pad-x86.S,
# rept-depth.S, macro-redef.S, rept-entry.S, stack-addr.S,
# pad-mixed.S, flags-x86.S, short-jump.S, define-ra.S, define-expand.S,
# macro-blank.S, macro-deep.S, addr-x86.S, header-macro-lower.S,
# define-hidden.S, macro-func-use.S, macro-flags-ret.S, macro-marks.S,
# depth-x86.S, values-x86.S, set-frame-x86.S, set-body-x86.S,
# header-flags-ret.S, header-define-use.S, index-sym-x86.S and
# regsym-x86.S is converted by $RGPP,
# and the original and the conversion are built for amd64 with
# protection on (-D_RET_PROTECTOR) and linked with a driver that calls
# each function listed below and prints what it returns.  The
# conversion must give the original's output; a function rgpp protects
# wrongly dies there (every listed function of the first four crashed
# when built from the conversion of the rgpp that did not see its jump
# or entry; header-macro-wrap.S's are the returns of a header's .macro,
# protected around the use; ra-slot-x86.S's ra_set returned its mangled
# return address from the rgpp that did not compute a displacement
# named by .set; unreached-tail.S's after_sub and after_panic jumped out
# with it mangled from the rgpp that took their tail jumps for
# unreached; global-entry.S's functions entered past their entry died
# called there, include-body.S's around included code; quote-line.S's
# did not assemble, nor did quote-define.S's (87800d3); sp-copy.S's ra_copy and ra_lea returned it mangled;
# prefix-jump.S's tail jumps after a prefix, as bnd jmp ext, crashed
# from d8c1775's conversion, which put no RETGUARD_END before them;
# rept-depth.S's irp_ra and the like, and macro-redef.S's after_purge
# and the like, returned theirs from the rgpp that read a .rept or .irp
# body once and a .macro by its first definition; rept-entry.S's add2
# crashed from the one that put RETGUARD_START in each entry of a
# .irp; stack-addr.S's fp_copy to call_kept returned theirs from
# ba688fe's, which followed no copy of the frame pointer, no second
# copy, and no access's width; flags-x86.S's ask_* got the xor's flags
# from 646de17's, which protected functions that give or take a result
# in the flags, and ask_jump, ask_macro and ask_if from f1cff1b's,
# which did not follow a jump, a .macro or an #if back from the return
# to the cmp; short-jump.S's conversion by 6acd4ee did not assemble,
# and its tight_loop, which f1cff1b left alone, must assemble and run;
# define-ra.S's def_read returned its mangled return address from
# 4c1874c's, which read a #define with parameters as nothing;
# define-expand.S's id_ra, sp_ra, get_ra and get2_ra theirs from
# f1cff1b's, which read a #define use as written, not as cpp expands
# it, and macro-blank.S's spaced_default from f1cff1b's, which counted
# the "=" of "off = 0" as a .macro parameter; macro-deep.S's deep7 and
# deep6 from f1cff1b's, which passed over a .macro use four deep;
# macro-marks.S's both and dboth, whose PROLOGUE and EPILOGUE hold
# the macros, must run as they are (6008e8e's conversion put a second
# pair of macros around them: it ran, unprotected);
# addr-x86.S's index_ra to vector_load (and addr-i386.S's, built for
# i386 where it can run) returned theirs from f1cff1b's,
# which took an index register as 0, a rep string instruction's access
# as its first element, a call's result as no address in the stack,
# and followed no address stored by mov or moved through %xmm0;
# header-macro-lower.S's ra_lower to push_jump returned or jumped with
# theirs mangled from fb5d047's, which took a use of a header's
# lowercase .macro, or of one named as an instruction, for an
# instruction; define-hidden.S's cp_ra, lower_ra, dot_ra and push_ra,
# and macro-func-use.S's mac_ra, theirs from 6008e8e's, which did not
# see a copy of the stack pointer in a #define it could not expand,
# read a lowercase #define or a .macro in a #define's expansion as
# nothing, and read the file's .macros in a function's .macro body as
# nothing (define-hidden.S's save_local, which 6008e8e left alone, is
# protected and must run);
# macro-flags-ret.S's ask_cmp read RETGUARD_END's flags, not cmp_ret's
# cmpret's, and data_cond died returning through rbret's .byte 0xc3,
# from 6008e8e's);
# depth-x86.S's dyn_index to align_copy returned theirs
# from 6008e8e's, which did not check an access through the stack
# pointer at a depth not known (after sub %rdi, %rsp or and $-16,
# %rsp) or through a copy made then, and its align_fp to lea_restore
# must run right protected; values-x86.S's lanes to shifted (and
# values-i386.S's byte_table and lanes), which 6008e8e left alone, are
# protected, their index registers bounded, and must run right;
# set-frame-x86.S's sym_frame and sym_chain, which db71e19 left alone,
# are protected through the symbols that name their frames, and must
# run right, while sym_ra to sym_body, which read their return
# address through such a symbol, must run as they are; set-body-x86.S's
# as_round to as_body_rept, which f6b5378 left alone, are protected
# through symbols a .macro body assigns or a .rept block counts, and
# must run right, while ra_round to ra_body_rept, which read their
# return address through such a symbol, and why_before to why_count,
# whose symbols rgpp cannot tell there, must run as they are.
# header-flags-ret.S's ask_cmp, ask_plain and ask_only read
# RETGUARD_END's flags, not those of the cmpq before the ret of or
# around a header's .macro (CMPRET, PLAINRET, CMPONLY), and ask_carry
# got RETGUARD_START's in carry_in's ADDCARRY, and header-define-use.S's
# hdot_ra, hlower_ra and hcp_ra returned theirs mangled, from dc21706's,
# which read a header's .macro in a #define's expansion and a header's
# lowercase #define used as an instruction as nothing (tests/check/ has
# those conversions: broken, below); their hdot_pop and hlower_pop,
# whose pops are now counted, must run right protected.
# index-sym-x86.S's idx_sym and idx_sym_lea returned theirs mangled
# from 2120d5f's, which took an index that a symbol names ((%rsp, SRND)
# after SRND = %rdi) for no index (tests/check/ has that conversion);
# its scale_only and idx_below must run right protected.
# regsym-x86.S's sym_base to sym_mov returned theirs mangled from
# 30d5d6d's, which took a register a symbol names (STK = %rsp) for no
# register (tests/check/ has that conversion); its sym_arg and
# sym_twice must run right protected.
# pad-x86.S's functions, built with -fcf-protection, must start
# with their landing pad as the original's do: d8c1775 put
# RETGUARD_START before endbr64 under #ifdef __CET__ or written as
# data, where IBT faults; pad-mixed.S's cet_mixed and cet_else must
# too, where ba688fe put it before an #if group of a pad and code.
# Also checks that rgcheck finds no unbalanced function in each
# conversion (those left alone it reports as unprotected, as it
# should).
set -u
top=${top_srcdir:?}
rgpp=${RGPP:?}
rgcheck=$(dirname "$rgpp")/rgcheck
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
if ! command -v gcc >/dev/null 2>&1 || [ "$(uname -m)" != x86_64 ]; then
	echo "SKIP: no gcc for amd64 here"
	exit 77
fi

. "$top/tests/check-lib.sh"
fail=0

# ENTRY and END as the goldens mean them: a global function, no CFI
cat >"$tmp/defs.h" <<'EOF'
#include <machine/asm.h>
#define ENTRY(x) .text; .p2align 4; .globl x; .type x,@function; x:
#define END(x) .size x, . - x
EOF

# case "function argument ..." (for $arch, built by $cc, run by $run)
arch=amd64 cc=gcc run=
run_case() {
	name=$1
	shift
	src=$top/tests/convert/$name.S
	d=$tmp/$name
	mkdir "$d" || exit 99
	{
		echo '#include <stdio.h>'
		for c in "$@"; do
			echo "long ${c%% *}(long);"
		done | sort -u
		echo 'int main(void) {'
		for c in "$@"; do
			f=${c%% *}
			a=${c#* }
			printf '\tprintf("%s(%s) = %%ld\\n", %s(%s));\n' \
			    "$f" "$a" "$f" "$a"
			printf '\tfflush(stdout);\n'
		done
		echo '	return 0; }'
	} >"$d/main.c"
	"$rgpp" -q --arch="$arch" -I "$top/include" \
	    -I "$top/tests/convert" -o "$d/conv.S" "$src" 2>"$d/rgpp.err"
	check $? "$name.S: rgpp converts it"
	"$rgcheck" --arch="$arch" -I "$top/include" -I "$top/tests/convert" \
	    "$d/conv.S" >"$d/rgcheck.out" 2>&1
	! grep -E 'Wunbalanced|Wmissing|Wstart-before-pad' "$d/rgcheck.out"
	check $? "$name.S: rgcheck finds every protected function balanced"
	for v in orig conv; do
		s=$src
		[ $v = conv ] && s=$d/conv.S
		# shellcheck disable=SC2086 # $cc: a command and flags
		if ! $cc -O1 -D_RET_PROTECTOR -I "$top/include" \
		    -I "$top/tests/convert" -include "$tmp/defs.h" \
		    -o "$d/$v" "$d/main.c" "$s" 2>"$d/$v.cc"; then
			head -20 "$d/$v.cc"
			check 1 "$name.S: the $v builds"
			return
		fi
		$run "$d/$v" >"$d/$v.out" 2>&1
		echo "exit $?" >>"$d/$v.out"
	done
	[ "$(wc -l <"$d/orig.out")" -eq $(($# + 1)) ] &&
	    [ "$(tail -n 1 "$d/orig.out")" = "exit 0" ]
	check $? "$name.S: the original makes its $# calls and exits 0"
	if cmp -s "$d/orig.out" "$d/conv.out"; then
		check 0 "$name.S: protected, the conversion gives the original's results"
	else
		diff "$d/orig.out" "$d/conv.out" | sed 's/^/	/'
		check 1 "$name.S: protected, the conversion gives the original's results"
	fi
}

# pads NAME FUNCTION...: after run_case NAME, the original and the
# conversion built with -fcf-protection (__CET__ defined) start each
# function with the same instruction, its landing pad
pads() {
	name=$1
	shift
	d=$tmp/$name
	for v in orig conv; do
		s=$top/tests/convert/$name.S
		[ $v = conv ] && s=$d/conv.S
		gcc -c -fcf-protection -D_RET_PROTECTOR -I "$top/include" \
		    -I "$top/tests/convert" -include "$tmp/defs.h" \
		    -o "$d/$v.o" "$s" 2>"$d/$v.cc" &&
		    objdump -d --no-show-raw-insn "$d/$v.o" >"$d/$v.dis"
		check $? "$name.S: the $v builds with -fcf-protection"
	done
	for f in "$@"; do
		for v in orig conv; do
			awk -v f="<$f>:" '$2 == f { getline;
			    sub(/^[ \t]*[0-9a-f]+:[ \t]*/, ""); print }' \
			    "$d/$v.dis" >"$d/$v.first"
		done
		grep -q endbr "$d/orig.first" &&
		    cmp -s "$d/orig.first" "$d/conv.first"
		check $? "$name.S: $f starts with its landing pad: $(cat \
		    "$d/conv.first")"
	done
}

run_case header-macro-jump \
	"tail_define 3" "cond_define 0" "cond_define 5" "tail_macro 3" \
	"tail_nested 3" "tail_file_define 3" "entry_jumps 0" \
	"entry_jumps 4" "label_define 0" "label_define 4" "label_named 0" \
	"label_nested 0" "label_macro 0" "label_macro_arg 0" \
	"label_define_arg 0" "alt_tail 3" "alt_cond 2" "alt_cond 9" \
	"alt_define 3" "own_labels 0" "own_labels -5" "own_labels 9" \
	"own_labels_tail 2"
run_case data-jump \
	"data_skip 0" "data_skip 3" "data_jmp32 0" "data_jmp32 5" \
	"data_indirect 0" "data_jcc 0" "data_jcc 5" "data_plain 0"
run_case global-label \
	"outer_mid 10" "inner_mid 10" "outer_check 10" "outer_check 200" \
	"inner_nocheck 10" "outer_glob 10" "inner_glob 10" \
	"outer_local 10" "outer_alias 10" "inner_alias 10" \
	"outer_alias2 10" "inner_alias2 10"
run_case header-macro-wrap \
	"wrap_sse 3" "wrap_frame 5" "wrap_two 4" "wrap_two -3" "wrap_mid 7" \
	"wrap_mid -2" "wrap_mid 500" "wrap_cfi 6" "wrap_again 0" \
	"wrap_again 2" "wrap_retq 8" "wrap_falls 0" \
	"wrap_falls 9" "wrap_inner 3" "wrap_either 4"
run_case set-alias \
	"via_set 0" "via_set 10" "via_equ 10" "via_assign 10" "via_dot 10" \
	"via_function 10" "via_expr 10"
run_case ra-slot-x86 \
	"ra_expr 0" "ra_set 0" "framed 5" "paren_frame 4" "red_zone 3" \
	"old32 6"
run_case unreached-tail \
	"after_sub 0" "after_sub 1" "after_panic 0" "after_panic 5" \
	"jump_panic 0"
run_case global-entry \
	"set_dot 1" "set_dot_alt 3" "set_assign 1" "set_assign_alt 3" \
	"set_label 1" "set_label_alt 3" "set_local 1" "common 1" \
	"enter_common 3" "common2 1" "hop 3"
run_case include-body "zero_check 0" "zero_check 5" "saved 4"
run_case quote-line "is_hash 35" "is_hash 1" "in_string 0"
run_case quote-define "is_hash2 35" "is_hash2 1" "via_macro 0" "hash3 0"
run_case sp-copy "ra_copy 0" "ra_lea 0" "openssl_frame 21" "aligned 4"
run_case prefix-jump \
	"bnd_jmp 0" "bnd_jmp 7" "seg_jmp 0" "seg_jmp 1" "seg_jmp 7" \
	"pseudo_jmp 0" "pseudo_jmp 1" "pseudo_jmp 7" "size_jmp 0" \
	"size_jmp 7" "rex_jmp 0" "rex_jmp 1" "rex_jmp 7" "suffix_jmp 0" \
	"suffix_jmp 1" "suffix_jmp 2" "suffix_jmp 7" "indirect_jmp 0" \
	"indirect_jmp 7" "line_prefix 0" "line_prefix 1" "line_prefix 7" \
	"ds_jne 0" "ds_jne 7" "hint_jne 0" "hint_jne 7" "ds_call 3" \
	"ds_getpc 4"
run_case pad-x86 \
	"cet_group 1" "cet_branches 1" "gas_group 1" "byte_pad 1" \
	"decimal_pad 1" "long_pad 1" "endbr32_pad 1" "macro_pad 1" \
	"cet_else 1" "pad_and_nop 1" "cet_label 1"
pads pad-x86 cet_group cet_branches gas_group byte_pad decimal_pad \
	long_pad endbr32_pad macro_pad cet_else pad_and_nop cet_label
run_case rept-depth \
	"irp_ra 0" "rept_ra 0" "irpc_ra 0" "macro_rept 0" "macro_irp 0" \
	"rec_macro 0" "irp_bal 5" "rept_expr 5" "rept_zero 5" "nested 5" \
	"irp_item 5" "irp_args 5" "unroll 5" "if_same 5"
run_case macro-redef \
	"before_purge 5" "outer_early 5" "after_purge 0" "outer_late 0" \
	"either_push 0" "either_reg 5"
run_case rept-entry \
	"add1 10" "add2 10" "add3 10" "twice 7" "first_irp 5"
run_case stack-addr \
	"fp_copy 0" "push_pop 0" "lods_copy 0" "wide_below 0" \
	"second_copy 0" "copy_add 0" "copy_of_copy 0" "lea_index 0" \
	"call_kept 0" "imul_copy 0" "push_load 0" "xlat_ra 0" "bt_ra 0" \
	"seven 0" "sse_local 5" "x87_local 6" "x87_int -9" \
	"byte_below 4" "stos_local 3" "aligned_call 5"
run_case flags-x86 \
	"ask_below 3" "ask_below 7" "ask_zero 0" "ask_zero 4" "ask_tail 2" \
	"ask_tail 20" "ask_carry 1" "ask_carry 5" "ask_adc 1" "ask_adc 5" \
	"ask_lahf 1" "ask_lahf 5" "ask_cmc 1" "ask_cmc 5" "ask_inc 1" \
	"ask_inc 5" "ask_jmp 1" "ask_jmp 5" "ask_popf 0" "ask_jump 2" \
	"ask_jump 9" "ask_macro 3" "ask_macro 9" "ask_if 1" "ask_if 8" \
	"add_ret 4" "save_flags 0" "jz_ret 0" "jz_ret 4" "sete_ret 5" \
	"sete_ret 6"
run_case short-jump \
	"far_jrcxz 0" "far_jrcxz 2" "far_jrcxz 3" "macro_jrcxz 0" \
	"macro_jrcxz 3" "near_loop 4" \
	"near_loop 20" "tight_loop 1" "tight_loop 10"
run_case define-ra "def_read 0" "def_local 5"
run_case define-expand "id_ra 0" "sp_ra 0" "get_ra 0" "get2_ra 0" \
	"id_push 6" "id_local 7" "get_local 8"
run_case macro-blank "spaced_default 0" "mixed_args 0" "spaced_req 0" \
	"local_ld 9"
run_case macro-deep "deep7 0" "deep6 0" "push3 5" "push6 7"
run_case addr-x86 \
	"index_ra 0" "rep_lods 0" "rep_movs 0" "call_ident 0" \
	"store_load 0" "global_load 0" "vector_load 0" "call_value 5" \
	"global_store 7"
run_case header-macro-lower "ra_lower 0" "ra_named 0" "tail_lower 0" \
	"tail_lower 4" "tail_nested 0" "tail_nested 4" "push_jump 3" \
	"spilled 6"
run_case define-hidden "cp_ra 0" "cp_local 5" "lower_ra 0" \
	"lower_push 6" "dot_ra 0" "dot_local 7" "push_ra 0" "save_ra 0" \
	"save_local 8"
run_case macro-func-use "mac_ra 0" "mac_plain 9"
run_case macro-flags-ret "data_first 3" "data_cond 0" "ask_cmp 3" \
	"ask_cmp 7" "cmp_ret 4" "zero_ret 4" "data_cond 5"
run_case pad-mixed "cet_mixed 4" "cet_else 4" "macro_pad 4" "cet_alone 4"
pads pad-mixed cet_mixed cet_else macro_pad cet_alone
run_case macro-marks "both 5" "dboth 5"
run_case depth-x86 \
	"dyn_index 16" "dyn_plain 0" "align_sp 0" "align_copy 0" \
	"align_fp 5" "dyn_frame 40" "lea_restore 7"
run_case values-x86 \
	"lanes 3" "lanes_realign 2" "byte_table 300" "shifted 4" \
	"lanes_over 0" "after_call 6" "wide 7" "read_only 8" \
	"byte_write 200"
run_case set-frame-x86 \
	"sym_frame 7" "sym_chain 21" "sym_ra 0" "sym_chain_ra 0" \
	"sym_twice 0" "sym_body 0"
run_case set-body-x86 \
	"as_round 5" "ra_round 0" "ra_nested 0" "ra_reread 0" \
	"as_rept 5" "ra_rept 0" "as_rept_if 5" "as_body_rept 5" \
	"ra_body_rept 0" "why_before 5" "why_if 5" "why_count 5"
run_case header-flags-ret "ask_cmp 3" "ask_cmp 9" "ask_plain 6" \
	"ask_plain 8" "cmp_ret 4" "zero_ret 4" "test_ret 0" "test_ret 3" \
	"ask_only 2" "ask_only 4" "ask_carry 5"
run_case header-define-use "hdot_ra 0" "hlower_ra 0" "hcp_ra 0" \
	"hdot_pop 5" "hlower_pop 7"
run_case index-sym-x86 "idx_sym 0" "idx_sym_lea 0" "idx_param 0" \
	"scale_only 5" "idx_below 0"
run_case regsym-x86 "sym_base 0" "sym_base8 0" "sym_chain 0" \
	"sym_copy 0" "sym_mov 0" "sym_arg 5" "sym_twice 5"

# broken NAME "function argument" ...: tests/check/NAME.S, code that
# rgcheck once passed, really breaks: each call listed, built with
# protection on (-D_RET_PROTECTOR), does not give what it gives built
# with it off (it dies: a RETGUARD_END mangled its plain return
# address), and rgcheck reports the file
broken() {
	name=$1
	shift
	src=$top/tests/check/$name.S
	d=$tmp/check-$name
	mkdir "$d" || exit 99
	{
		echo '#include <stdio.h>'
		echo '#include <stdlib.h>'
		for c in "$@"; do
			echo "long ${c%% *}(long);"
		done | sort -u
		echo 'int main(int argc, char **argv) {'
		echo '	switch (argc > 1 ? atoi(argv[1]) : -1) {'
		i=0
		for c in "$@"; do
			printf '\tcase %d: printf("%%ld\\n", %s(%s)); break;\n' \
			    "$i" "${c%% *}" "${c#* }"
			i=$((i + 1))
		done
		echo '	}'
		echo '	return 0; }'
	} >"$d/main.c"
	"$rgcheck" --arch="$arch" -I "$top/include" -I "$top/tests/check" \
	    "$src" >"$d/rgcheck.out" 2>&1
	[ $? -eq 1 ]
	check $? "check/$name.S: rgcheck reports it"
	for v in off on; do
		p=
		[ $v = on ] && p=-D_RET_PROTECTOR
		# shellcheck disable=SC2086 # $cc: a command and flags
		if ! $cc -O1 $p -I "$top/include" -I "$top/tests/check" \
		    -include "$tmp/defs.h" -o "$d/$v" "$d/main.c" "$src" \
		    2>"$d/$v.cc"; then
			head -20 "$d/$v.cc"
			check 1 "check/$name.S: it builds with protection $v"
			return
		fi
	done
	i=0
	for c in "$@"; do
		$run "$d/off" $i >"$d/off.out" 2>&1
		echo "exit $?" >>"$d/off.out"
		$run "$d/on" $i >"$d/on.out" 2>&1
		echo "exit $?" >>"$d/on.out"
		[ "$(tail -n 1 "$d/off.out")" = "exit 0" ] &&
		    ! cmp -s "$d/off.out" "$d/on.out"
		check $? "check/$name.S: $c breaks with protection on: $(tr \
		    '\n' ' ' <"$d/on.out")"
		i=$((i + 1))
	done
}

broken start-allowed "into_end 5" "end_only 5"
broken macro-marks "twice 5" "dtwice 5" "start2 5"
broken macro-marks-hdr "htwice 5" "mtwice 5"
broken header-flags-ret "ask_cmp 3" "ask_plain 6" "ask_only 2" \
	"ask_carry 5"
broken header-define-use "hdot_ra 0" "hlower_ra 0" "hcp_ra 0"
broken index-sym-x86 "idx_sym 0" "idx_sym_lea 0"
broken regsym-x86 "sym_base 0" "sym_base8 0" "sym_chain 0" \
	"sym_copy 0" "sym_mov 0"

# addr-i386.S: addr-x86.S's functions for i386, where f1cff1b's
# conversion of index_ra to vector_load returned the mangled address;
# values-i386.S (see above)
cc32=${CC_I386:-i686-linux-gnu-gcc-12}
. "$top/tests/i386-run.sh"
if command -v "$cc32" >/dev/null 2>&1 && i386_run "$cc32"; then
	# shellcheck disable=SC2154 # set by i386_run
	arch=i386 cc="$cc32 -static -fno-pie -no-pie" run=$i386_run
	run_case addr-i386 \
		"index_ra 0" "rep_lods 0" "call_ident 0" "store_load 0" \
		"global_load 0" "vector_load 0" "call_value 5" \
		"global_store 7"
	run_case values-i386 "byte_table 300" "lanes 3" "wrap 9"
else
	echo "# no i386 compiler or way to run i386 programs: addr-i386.S and values-i386.S not run"
fi
exit $fail
