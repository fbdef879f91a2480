#!/bin/sh
# bare-regs-run.sh: tests/convert/bare-regs.S (aarch64) and
# bare-regs-rv.S (riscv64), whose functions name x30, x29, ra and s0,
# and the stack's offsets, by #define and .req, converted by $RGPP and
# built with protection on (-D_RET_PROTECTOR), statically, with a
# driver that calls the functions that can be called from C and prints
# what they return, run under qemu-user.  The conversion must give the
# original's output: get_link returns its own return address, which
# rgpp protected when it read LINK as a symbol (it then returns the
# mangled address: the driver prints 0 for "in main"); framed saves and
# restores x30 through LINK around a call.  Also ra-slot-a64.S and
# ra-slot-rv.S: saved_lr and saved_ra return the saved copy of their
# return address, which rgpp protected when it did not check the other
# registers' loads and stores against that slot; framed_expr and
# landing are protected.  And ra-reg-a64.S and ra-reg-rv.S: x30 and
# ra read as a load's base, a branch's operand or data, the saved x30
# read by ld1, and x16 read before the function writes it or jumped
# through, which rgpp protected before it saw them (the conversion
# then crashed or returned other values); own_x16, other_ld1 and
# framed are protected.  And stack-copy-a64.S and stack-copy-rv.S: the
# saved x30 and ra read or written through another register holding an
# address in the stack (a copy of sp, x29 or s0, one kept by a call, one
# rgpp marks, one stored in the stack and loaded back), which rgpp
# protected before it followed them (the conversion returned the mangled
# address, or redirect crashed); buf_call and locals are protected.
# And call-addr-a64.S and call-addr-rv.S: via_call reads the saved x30
# (ra) through the address its callee gives back, which rgpp f1cff1b
# protected (the conversion returned the mangled address); call_num is
# protected.  And stack-escape-a64.S and stack-escape-rv.S: the saved
# x30 (ra) read through an address in the stack stored to memory and
# loaded back, moved through a floating-point or vector register,
# given back by a callee that was not passed it, stored by one that
# was, or moved through tpidr_el0, which rgpp 6008e8e
# protected (the conversion returned the mangled address); store_num
# is protected.  And callee-res-a64.S and callee-res-rv.S: the saved
# x30 (ra) read through the address in the stack a callee gives back
# in x1 (a1), the second register of a 16-byte result, after a call
# that passed none: a global callee's or a local one's own sp, or the
# caller's frame pointer, which rgpp dc21706 protected (the conversion
# returned the mangled address); keep_x1 and keep_x0 (keep_a1,
# keep_a0), which keep a pointer there across a call to a local
# function that writes neither, are protected.
# And hdr-inst-a64.S: Linux's header macros read at their
# uses (.inst of mrs_s and msr_s, ldr_l's .ifb, mov_q, a .macro that
# passes its parameter on, regs_to_64's two heads); link_taken, whose
# .if reads x30, and doit_ip0 and for_ip0, which read the caller's
# x16 through an instruction their argument names, were protected by
# 6008e8e (the conversion returned the mangled address, and x16's
# RETGUARD_START value), as were file_ip0 and file_body_ip0, which read
# it through a .macro of the file; tp_roundtrip, ldr_x16, nested_x16,
# movq_x16, link_not and file_ldr (an .ifb of the file) are protected.
# spill-far.S and spill-far-rv.S save x30 (ra) more than 32 KiB below
# the CFA, and the callee they call unwinds through them with
# _Unwind_Backtrace: it must reach main, as it does from the original.
# So must the callee of cfi-remember.S and cfi-remember-rv.S, which save
# x30 (ra) right before their own .cfi_remember_state, and of
# cfi-late-rule.S, whose rule for x30 comes long after the save, and of
# cfi-label.S and cfi-label-rv.S, gcc -S functions with a label before
# their .cfi_startproc, and of cfi-restate.S, whose t_re restates its
# rule for x30 after a return (left alone; eabe388's conversion crashed
# unwinding) and t_rem_ok remembers and restores it, and of
# reloaded-restore-a64.S, whose rest_ok loads x30 back after a
# .cfi_remember_state and calls after the .cfi_restore_state (left
# alone by f6b5378), and of resume-macro-a64.S, whose RETGUARD_RESUME
# after a return is in a macro's body (f6b5378's conversion added a
# second one and did not assemble).  And
# atomic-sp-a64.S and atomic-sp-rv.S: a copy of sp that an atomic
# (swp, cas, ldadd, amoswap.d) overwrites with the frame's address, and
# sp, or a copy of it, at a depth rgpp does not know, read the saved x30
# (ra), which rgpp protected before it saw them (the conversion then
# returned the mangled address); count is protected.  And data-ret-a64.S
# and data-ret-rv.S: returns and jumps written as data (.quad, .xword,
# .dword, .dc.l, .insn, and in a .macro or #define of the file), which
# rgpp protected before it read them (the conversion crashed); in_rodata
# is protected.  And tlsdesc-a64.S: TLS descriptor resolvers named as
# glibc, musl, FreeBSD and bionic name them, and keep_all, marked for
# rgcheck as left unprotected, called as the compiler calls a resolver
# (blr x1) by a caller that keeps a value in x16 across the call, which
# the RETGUARD macros overwrite: rgpp dc21706 protected them (the
# caller's x16 was lost); plain_add is protected.  And keeps-reg-a64.S:
# keeps_x1 and keeps_pair save and restore a register a callee may
# overwrite, with no call between, and are called so too: rgpp dc21706
# protected them (the caller's x16 was lost), and 0f15a8f protected
# join_taken, whose save on one path it lost where the paths meet;
# around_call, callee_saved and low_half are protected.  And
# keeps-mac-a64.S: functions that save and load back such a register
# in a .macro or #define of the file or of a header, called so too:
# rgpp 0f15a8f protected all but mac_save (the caller's x16 was lost);
# slot_plain, mac_call and mac_x19 are protected.  And
# x16-result-a64.S: get16, get16_br and get16_mac return a value in x16
# that their callers of the file read: rgpp 0f15a8f protected them, and
# RETGUARD_END gave the callers the stack pointer there; get17 (x17),
# put16 and the callers are protected.  And
# tlsdesc-rv.S: riscv64's TLS descriptor resolvers, called with jalr t0
# by a caller that keeps a value in ra across the call: protected, since
# jr t0 is a tail jump to rgpp and RETGUARD_END XORs ra back at the
# depth of RETGUARD_START, with no other register; a conversion without
# the RETGUARD_END before jr t0 gives the caller ra XOR sp.
# rgcheck must find every protected function balanced.
set -u
top=${top_srcdir:?}
rgpp=${RGPP:?}
rgcheck=$(dirname "$rgpp")/rgcheck
. "$top/tests/check-lib.sh"
cc_a64=${CC_AARCH64:-aarch64-linux-gnu-gcc-12}
cc_rv=${CC_RISCV64:-riscv64-linux-gnu-gcc-12}
need_tools "$cc_a64" "$cc_rv" "${QEMU_AARCH64:-qemu-aarch64}" \
    "${QEMU_RISCV64:-qemu-riscv64}"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

# run_case NAME ARCH CC QEMU: main.c is in $tmp/NAME; its output lines
run_case() {
	name=$1 arch=$2 cc=$3 qemu=$4 lines=$5
	src=$top/tests/convert/$name.S
	d=$tmp/$name
	"$rgpp" -q --arch="$arch" -I "$top/include" -I "$top/tests/convert" \
	    -o "$d/conv.S" "$src" 2>"$d/rgpp.err"
	check $? "$name.S: rgpp converts it"
	"$rgcheck" --arch="$arch" -I "$top/include" -I "$top/tests/convert" \
	    "$d/conv.S" >"$d/rgcheck.out" 2>&1
	! grep -E 'Wunbalanced|Wmissing' "$d/rgcheck.out"
	check $? "$name.S: rgcheck finds every protected function balanced"
	for v in orig conv; do
		s=$src
		[ $v = conv ] && s=$d/conv.S
		if ! "$cc" -O1 -static -fasynchronous-unwind-tables \
		    -D_RET_PROTECTOR -I "$top/include" \
		    -I "$top/tests/convert" -include machine/asm.h \
		    -o "$d/$v" "$d/main.c" "$s" 2>"$d/$v.cc"; then
			head -20 "$d/$v.cc"
			check 1 "$name.S: the $v builds"
			return
		fi
		"$qemu" "$d/$v" >"$d/$v.out" 2>&1
		echo "exit $?" >>"$d/$v.out"
	done
	[ "$(wc -l <"$d/orig.out")" -eq "$lines" ] &&
	    [ "$(tail -n 1 "$d/orig.out")" = "exit 0" ] &&
	    ! grep -q ' = 0$' "$d/orig.out"
	check $? "$name.S: the original prints $((lines - 1)) results and exits 0"
	if cmp -s "$d/orig.out" "$d/conv.out"; then
		check 0 "$name.S: protected, the conversion gives the original's results"
	else
		diff "$d/orig.out" "$d/conv.out" | sed 's/^/	/'
		check 1 "$name.S: protected, the conversion gives the original's results"
	fi
}

mkdir "$tmp/bare-regs" "$tmp/bare-regs-rv" || exit 99
cat >"$tmp/bare-regs/main.c" <<'EOF'
#include <stdio.h>
long get_link(void), framed(long), by_value(long), two_ways(long);
long two_sizes(long), symbols(void);
long table[] = { 42 };
long callee(long x) { return 3 * x + 1; }
long tail_target(long *t, long *u) { return t == u ? t[0] : -1; }
int main(void) {
	unsigned long r = (unsigned long)get_link();
	printf("get_link in main = %d\n",
	    r > (unsigned long)main && r < (unsigned long)main + 4096);
	printf("framed(5) = %ld\n", framed(5));
	printf("by_value(7) = %ld\n", by_value(7));
	printf("two_ways(9) = %ld\n", two_ways(9));
	printf("two_sizes(11) = %ld\n", two_sizes(11));
	printf("symbols() = %ld\n", symbols());
	return 0;
}
EOF
cat >"$tmp/bare-regs-rv/main.c" <<'EOF'
#include <stdio.h>
long framed(long), load_ra(long);
long callee(long x) { return 3 * x + 1; }
int main(void) {
	printf("framed(5) = %ld\n", framed(5));
	printf("load_ra(6) = %ld\n", load_ra(6));
	return 0;
}
EOF
mkdir "$tmp/ra-slot-a64" "$tmp/ra-slot-rv" || exit 99
cat >"$tmp/ra-slot-a64/main.c" <<'EOF'
#include <stdio.h>
long saved_lr(void), framed_expr(long), landing(long);
int main(void) {
	printf("saved_lr() = %ld\n", saved_lr());
	printf("framed_expr(5) = %ld\n", framed_expr(5));
	printf("landing(3) = %ld\n", landing(3));
	return 0;
}
EOF
cat >"$tmp/ra-slot-rv/main.c" <<'EOF'
#include <stdio.h>
long saved_ra(void), framed_expr(long);
int main(void) {
	printf("saved_ra() = %ld\n", saved_ra());
	printf("framed_expr(5) = %ld\n", framed_expr(5));
	return 0;
}
EOF
mkdir "$tmp/ra-reg-a64" "$tmp/ra-reg-rv" || exit 99
cat >"$tmp/ra-reg-a64/main.c" <<'EOF'
#include <stdio.h>
unsigned long caller_insn(void), first_byte(void), ra_bit2(void);
unsigned long inst_mov(void), saved_ld1(void);
long tail_x16(long), own_x16(long), other_ld1(long);
long ext(long a) { return a + 1000; }
int main(void);
/* 1 if the address is in main, else 2 */
static int in_main(unsigned long r) {
	return r > (unsigned long)main && r < (unsigned long)main + 4096 ?
	    1 : 2;
}
int main(void) {
	long x0;
	printf("caller_insn is a bl = %d\n", (int)(caller_insn() >> 26));
	fflush(stdout);
	printf("first_byte = %lu\n", first_byte() + 1000);
	fflush(stdout);
	printf("ra_bit2 = %lu\n", ra_bit2());
	printf("inst_mov in main = %d\n", in_main(inst_mov()));
	printf("saved_ld1 in main = %d\n", in_main(saved_ld1()));
	fflush(stdout);
	printf("tail_x16(0) = %ld\n", tail_x16(0));
	printf("tail_x16(7) = %ld\n", tail_x16(7));
	fflush(stdout);
	__asm__ volatile("mov x16, #40\n\tmov x0, #2\n\tldr x1, =add_ip0\n\t"
	    "blr x1\n\tmov %0, x0" : "=r"(x0) : :
	    "x0", "x1", "x16", "x30", "cc", "memory");
	printf("add_ip0(2) with x16 40 = %ld\n", x0);
	printf("own_x16(5) = %ld\n", own_x16(5));
	printf("other_ld1(9) = %ld\n", other_ld1(9));
	return 0;
}
EOF
cat >"$tmp/ra-reg-rv/main.c" <<'EOF'
#include <stdio.h>
unsigned long caller_insn(void), first_byte(void), ra_high(void);
unsigned long insn_load(void);
long framed(long);
long callee(long x) { return 3 * x + 1; }
int main(void) {
	printf("caller_insn's opcode = %lu\n", caller_insn() & 0x7f);
	fflush(stdout);
	printf("first_byte = %lu\n", first_byte() + 1000);
	fflush(stdout);
	printf("ra_high = %lu\n", ra_high());
	printf("insn_load's opcode = %lu\n", insn_load() & 0x7f);
	fflush(stdout);
	printf("framed(5) = %ld\n", framed(5));
	return 0;
}
EOF
mkdir "$tmp/hdr-inst-a64" || exit 99
cat >"$tmp/hdr-inst-a64/main.c" <<'EOF'
#include <stdio.h>
long tp_roundtrip(long), ldr_x16(void), nested_x16(void), movq_x16(void);
unsigned long link_taken(void);
long link_not(void), file_ldr(void);
int main(void);
/* 1 if the address is in main, else 2 */
static int in_main(unsigned long r) {
	return r > (unsigned long)main && r < (unsigned long)main + 4096 ?
	    1 : 2;
}
/* f(2) with x16 40 */
#define IP0(f, v) __asm__ volatile("mov x16, #40\n\tmov x0, #2\n\t" \
	"ldr x1, =" #f "\n\tblr x1\n\tmov %0, x0" : "=r"(v) : : \
	"x0", "x1", "x16", "x30", "cc", "memory")
int main(void) {
	long v;
	printf("tp_roundtrip(5) = %ld\n", tp_roundtrip(5));
	printf("ldr_x16() = %ld\n", ldr_x16());
	printf("nested_x16() = %ld\n", nested_x16());
	printf("movq_x16() = %ld\n", movq_x16());
	printf("link_taken in main = %d\n", in_main(link_taken()));
	printf("link_not() = %ld\n", link_not());
	IP0(doit_ip0, v);
	printf("doit_ip0(2) with x16 40 = %ld\n", v);
	IP0(for_ip0, v);
	printf("for_ip0(2) with x16 40 = %ld\n", v);
	printf("file_ldr() = %ld\n", file_ldr());
	IP0(file_ip0, v);
	printf("file_ip0(2) with x16 40 = %ld\n", v);
	IP0(file_body_ip0, v);
	printf("file_body_ip0(2) with x16 40 = %ld\n", v);
	return 0;
}
EOF
# The callee of the functions of the unwind cases: it unwinds through
# its caller and tells whether it reached main.
unwind_main() {
	cat <<'EOF'
#include <stdio.h>
#include <unwind.h>
int main(void);
static int depth, reached;
static _Unwind_Reason_Code
trace(struct _Unwind_Context *c, void *arg)
{
	unsigned long ip = _Unwind_GetIP(c);

	(void)arg;
	/* main's own, not one after it: the asm follows main.c */
	if (ip != 0 && _Unwind_FindEnclosingFunction((void *)(ip - 1)) ==
	    (void *)main)
		reached = 1;
	return ++depth > 50 ? _URC_END_OF_STACK : _URC_NO_REASON;
}
long cb(long x)
{
	depth = reached = 0;
	_Unwind_Backtrace(trace, NULL);
	return 3 * x + 1;
}
#define CALL(f, x) do { \
	long r_ = f(x); \
	printf(#f "(" #x ") = %ld, unwinding reached main = %d\n", \
	    r_, reached); \
} while (0)
EOF
}
mkdir "$tmp/spill-far" "$tmp/spill-far-rv" || exit 99
{ unwind_main && cat <<'EOF'
long t_big(long), t_edge(long);
int main(void) { CALL(t_big, 5); CALL(t_edge, 6); return 0; }
EOF
} >"$tmp/spill-far/main.c"
{ unwind_main && cat <<'EOF'
long t_big(long);
int main(void) { CALL(t_big, 5); return 0; }
EOF
} >"$tmp/spill-far-rv/main.c"
mkdir "$tmp/cfi-remember" "$tmp/cfi-remember-rv" "$tmp/cfi-late-rule" ||
    exit 99
for d in cfi-remember cfi-remember-rv; do
	{ unwind_main && cat <<'EOF'
long t_rem(long);
int main(void)
{
	CALL(t_rem, 3);
	printf("t_rem(0) = %ld\n", t_rem(0));
	return 0;
}
EOF
	} >"$tmp/$d/main.c"
done
{ unwind_main && cat <<'EOF'
long t_late(long), t_jump(long);
int main(void) { CALL(t_late, 3); CALL(t_jump, 4); return 0; }
EOF
} >"$tmp/cfi-late-rule/main.c"
mkdir "$tmp/cfi-label" "$tmp/cfi-label-rv" || exit 99
{ unwind_main && cat <<'EOF'
long t_lfb(long), t_nop(long);
int main(void)
{
	CALL(t_lfb, 3);
	printf("t_nop(4) = %ld\n", t_nop(4));
	return 0;
}
EOF
} >"$tmp/cfi-label/main.c"
{ unwind_main && cat <<'EOF'
long t_lfb(long);
int main(void) { CALL(t_lfb, 3); return 0; }
EOF
} >"$tmp/cfi-label-rv/main.c"
mkdir "$tmp/cfi-restate" || exit 99
{ unwind_main && cat <<'EOF'
long t_re(long), t_rem_ok(long);
int main(void) { CALL(t_re, 3); CALL(t_rem_ok, 4); return 0; }
EOF
} >"$tmp/cfi-restate/main.c"
mkdir "$tmp/reloaded-restore-a64" || exit 99
{ unwind_main && cat <<'EOF'
long rest_ok(long);
int main(void)
{
	CALL(rest_ok, 3);
	printf("rest_ok(0) + 1 = %ld\n", rest_ok(0) + 1);
	return 0;
}
EOF
} >"$tmp/reloaded-restore-a64/main.c"
mkdir "$tmp/resume-macro-a64" || exit 99
{ unwind_main && cat <<'EOF'
long res_m(long), res_d(long);
int main(void)
{
	printf("res_m(5) = %ld\n", res_m(5));
	CALL(res_m, 0);
	printf("res_d(5) = %ld\n", res_d(5));
	CALL(res_d, 0);
	return 0;
}
EOF
} >"$tmp/resume-macro-a64/main.c"
mkdir "$tmp/stack-copy-a64" "$tmp/stack-copy-rv" || exit 99
for d in stack-copy-a64 stack-copy-rv; do
	cat >"$tmp/$d/main.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
unsigned long copy_add(void), copy_moved(void), second_copy(void);
unsigned long reg_added(void), fp_ldadd(void), kept_x19(void);
unsigned long copy_mv(void), copy_cld(void), kept_s1(void), via_mem(void);
long buf_call(void), locals(long);
void redirect(void (*)(void));
long callee(long x) { return 3 * x + 1; }
void fill(long *p) { p[0] = 5; p[1] = 6; }
static void resume(void) { printf("redirect resumed = 1\n"); exit(0); }
int main(void);
/* 1 if the address is in main, else 2 */
static int in_main(unsigned long r) {
	return r > (unsigned long)main && r < (unsigned long)main + 4096 ?
	    1 : 2;
}
int main(void) {
#ifdef __aarch64__
	printf("copy_add in main = %d\n", in_main(copy_add()));
	printf("copy_moved in main = %d\n", in_main(copy_moved()));
	printf("second_copy in main = %d\n", in_main(second_copy()));
	printf("reg_added in main = %d\n", in_main(reg_added()));
	printf("fp_ldadd in main = %d\n", in_main(fp_ldadd()));
	printf("kept_x19 in main = %d\n", in_main(kept_x19()));
#else
	printf("copy_mv in main = %d\n", in_main(copy_mv()));
	printf("copy_cld in main = %d\n", in_main(copy_cld()));
	printf("second_copy in main = %d\n", in_main(second_copy()));
	printf("reg_added in main = %d\n", in_main(reg_added()));
	printf("kept_s1 in main = %d\n", in_main(kept_s1()));
#endif
	printf("via_mem in main = %d\n", in_main(via_mem()));
	printf("buf_call() = %ld\n", buf_call());
	printf("locals(4) = %ld\n", locals(4));
	fflush(stdout);
	redirect(resume);
	printf("redirect returned = 2\n");
	return 0;
}
EOF
done
mkdir "$tmp/atomic-sp-a64" "$tmp/atomic-sp-rv" || exit 99
for d in atomic-sp-a64 atomic-sp-rv; do
	cat >"$tmp/$d/main.c" <<'EOF'
#include <stdio.h>
unsigned long swp_ra(void), cas_ra(void), ldadd_ra(void), amo_ra(void);
unsigned long unk_ra(long), unk_copy_ra(long), sub_ra(long);
long count(long *);
int main(void);
/* 1 if the address is in main, else 2 */
static int in_main(unsigned long r) {
	return r > (unsigned long)main && r < (unsigned long)main + 4096 ?
	    1 : 2;
}
int main(void) {
	long c = 41, r;
#ifdef __aarch64__
	printf("swp_ra in main = %d\n", in_main(swp_ra()));
	printf("cas_ra in main = %d\n", in_main(cas_ra()));
	printf("ldadd_ra in main = %d\n", in_main(ldadd_ra()));
#else
	printf("amo_ra in main = %d\n", in_main(amo_ra()));
	printf("sub_ra in main = %d\n", in_main(sub_ra(16)));
#endif
	printf("unk_ra in main = %d\n", in_main(unk_ra(0)));
	printf("unk_copy_ra in main = %d\n", in_main(unk_copy_ra(0)));
	r = count(&c);
	printf("count(41) = %ld, now %ld\n", r, c);
	return 0;
}
EOF
done
mkdir "$tmp/data-ret-a64" "$tmp/data-ret-rv" || exit 99
for d in data-ret-a64 data-ret-rv; do
	cat >"$tmp/$d/main.c" <<'EOF'
#include <stdio.h>
long quad_ret(long), xword_ret(long), dword_ret(long), dcl_ret(long);
long insn_long(long), insn_len(long), macro_ret(long), define_ret(long);
long br_data(long), jr_data(long), in_rodata(long);
long ext(long a) { return a + 1000; }
#define SHOW(f, x) do { \
	printf(#f "(" #x ") = %ld\n", f(x)); \
	fflush(stdout); \
} while (0)
int main(void) {
	SHOW(quad_ret, 1);
#ifdef __aarch64__
	SHOW(xword_ret, 2);
	SHOW(dcl_ret, 3);
	SHOW(br_data, 6);
#else
	SHOW(dword_ret, 2);
	SHOW(insn_long, 3);
	SHOW(insn_len, 4);
	SHOW(jr_data, 6);
#endif
	SHOW(macro_ret, 4);
	SHOW(define_ret, 5);
	SHOW(in_rodata, 7);
	return 0;
}
EOF
done
mkdir "$tmp/call-addr-a64" "$tmp/call-addr-rv" || exit 99
for d in call-addr-a64 call-addr-rv; do
	cat >"$tmp/$d/main.c" <<'EOF'
#include <stdio.h>
unsigned long via_call(void);
long call_num(long);
void *ident(void *p) { return p; }
int main(void) {
	unsigned long r = via_call();
	printf("via_call in main = %d\n",
	    r > (unsigned long)main && r < (unsigned long)main + 4096 ? 1 : 2);
	printf("call_num(5) = %ld\n", call_num(5));
	return 0;
}
EOF
done
mkdir "$tmp/stack-escape-a64" "$tmp/stack-escape-rv" || exit 99
cat >"$tmp/stack-escape-a64/main.c" <<'EOF'
#include <stdio.h>
unsigned long via_mem(void *), via_fmov(void), via_ins(void);
unsigned long via_args(void), via_global(void), via_callee(void *);
unsigned long via_sysreg(void);
long store_num(long *, long);
void *cell;
void *cellget(void) { return cell; }
void keep_in(void **c, void *p) { *c = p; }
#define IN(r) ((r) > (unsigned long)main && \
    (r) < (unsigned long)main + 4096 ? 1 : 2)
int main(void) {
	void *c;
	long n;
	printf("via_mem in main = %d\n", IN(via_mem(&c)));
	printf("via_fmov in main = %d\n", IN(via_fmov()));
	printf("via_ins in main = %d\n", IN(via_ins()));
	printf("via_args in main = %d\n", IN(via_args()));
	printf("via_global in main = %d\n", IN(via_global()));
	printf("via_callee in main = %d\n", IN(via_callee(&c)));
	printf("via_sysreg in main = %d\n", IN(via_sysreg()));
	printf("store_num(5) = %ld\n", store_num(&n, 5));
	return 0;
}
EOF
sed -e '/via_ins/d' -e '/via_sysreg/d' -e 's/via_fmov/via_fmv/g' \
    "$tmp/stack-escape-a64/main.c" >"$tmp/stack-escape-rv/main.c"
mkdir "$tmp/callee-res-a64" "$tmp/callee-res-rv" || exit 99
cat >"$tmp/callee-res-a64/main.c" <<'EOF'
#include <stdio.h>
unsigned long via_x1(void), via_local(void), via_fp(void);
long keep_x1(long, long *), keep_x0(long *, long);
#define IN(r) ((r) > (unsigned long)main && \
    (r) < (unsigned long)main + 4096 ? 1 : 2)
int main(void) {
	long n = 0, m = 0;
	printf("via_x1 in main = %d\n", IN(via_x1()));
	printf("via_local in main = %d\n", IN(via_local()));
	printf("via_fp in main = %d\n", IN(via_fp()));
	printf("keep_x1(5) = %ld\n", keep_x1(5, &n));
	printf("its out = %ld\n", n);
	printf("keep_x0(7) = %ld\n", keep_x0(&m, 7));
	printf("its out = %ld\n", m);
	return 0;
}
EOF
sed -e 's/via_x1/via_a1/g' -e 's/keep_x1/keep_a1/g' -e 's/keep_x0/keep_a0/g' \
    "$tmp/callee-res-a64/main.c" >"$tmp/callee-res-rv/main.c"
mkdir "$tmp/tlsdesc-a64" || exit 99
cat >"$tmp/tlsdesc-a64/main.c" <<'EOF'
#include <stdio.h>
long _dl_tlsdesc_return(long *), _dl_tlsdesc_undefweak(long *);
long __tlsdesc_static(long *), _rtld_tlsdesc_static(long *);
long tlsdesc_resolver_static(long *), keep_all(long *);
long plain_add(long, long);
/*
 * Call fn as the compiler calls a TLS descriptor resolver, blr x1 with
 * the descriptor in x0, keeping a value in x16 across the call.
 */
static void
call(const char *name, long (*fn)(long *), long *desc)
{
	register long x0 __asm__("x0") = (long)desc;
	register long x1 __asm__("x1") = (long)fn;
	register long x16 __asm__("x16") = 0x1616;

	__asm__ volatile("blr x1" : "+r"(x0), "+r"(x16) : "r"(x1)
	    : "x30", "cc", "memory");
	if (fn == _dl_tlsdesc_undefweak)
		x0 += (long)__builtin_thread_pointer();
	printf("%s = %ld, x16 kept = %d\n", name, x0, x16 == 0x1616);
}
int main(void) {
	long desc[2] = { 0, 42 };
	call("_dl_tlsdesc_return", _dl_tlsdesc_return, desc);
	call("_dl_tlsdesc_undefweak", _dl_tlsdesc_undefweak, desc);
	call("__tlsdesc_static", __tlsdesc_static, desc);
	call("_rtld_tlsdesc_static", _rtld_tlsdesc_static, desc);
	call("tlsdesc_resolver_static", tlsdesc_resolver_static, desc);
	call("keep_all", keep_all, desc);
	printf("plain_add(2, 3) = %ld\n", plain_add(2, 3));
	return 0;
}
EOF
mkdir "$tmp/tlsdesc-rv" || exit 99
cat >"$tmp/tlsdesc-rv/main.c" <<'EOF'
#include <stdio.h>
long _dl_tlsdesc_return(long *), _dl_tlsdesc_undefweak(long *);
long _dl_tlsdesc_dynamic(long *);
long tls_offset(long v) { return v + 100; }
/*
 * Call fn as the compiler calls a TLS descriptor resolver, jalr t0 with
 * the descriptor in a0, keeping a value in ra across the call.
 */
static void
call(const char *name, long (*fn)(long *), long *desc)
{
	register long a0 __asm__("a0") = (long)desc;
	register long t0 __asm__("t0") = (long)fn;
	long kept;

	__asm__ volatile("mv s2, ra\n\tli ra, 0x1616\n\tjalr t0, 0(t0)\n\t"
	    "mv %1, ra\n\tmv ra, s2" : "+r"(a0), "=&r"(kept), "+r"(t0) :
	    : "s2", "ra", "memory");
	if (fn == _dl_tlsdesc_undefweak)
		a0 += (long)__builtin_thread_pointer();
	printf("%s = %ld, ra kept = %d\n", name, a0, kept == 0x1616);
}
int main(void) {
	long desc[2] = { 0, 42 };
	call("_dl_tlsdesc_return", _dl_tlsdesc_return, desc);
	call("_dl_tlsdesc_undefweak", _dl_tlsdesc_undefweak, desc);
	call("_dl_tlsdesc_dynamic", _dl_tlsdesc_dynamic, desc);
	return 0;
}
EOF
mkdir "$tmp/keeps-reg-a64" || exit 99
cat >"$tmp/keeps-reg-a64/main.c" <<'EOF'
#include <stdio.h>
long keeps_x1(long), keeps_pair(long), around_call(long);
long callee_saved(long *), low_half(long);
long join_fall(long), join_taken(long);
long other(void) { return 5; }
/* fn(arg) by blr x1, keeping a value in x16 across the call (x2 may go) */
static void
call(const char *name, long (*fn)(long), long arg, long add)
{
	register long x0 __asm__("x0") = arg;
	register long x1 __asm__("x1") = (long)fn;
	register long x16 __asm__("x16") = 0x1616;

	__asm__ volatile("blr x1" : "+r"(x0), "+r"(x16) : "r"(x1)
	    : "x2", "x30", "cc", "memory");
	printf("%s = %ld, x16 kept = %d\n", name, x0 + add, x16 == 0x1616);
}
int main(void) {
	long desc[2] = { 0, 42 };
	call("keeps_x1", keeps_x1, (long)desc,
	    (long)__builtin_thread_pointer());
	call("keeps_pair", keeps_pair, 41, 0);
	call("join_fall", join_fall, 5, 0);
	call("join_taken", join_taken, 5, 0);
	printf("around_call(1) = %ld\n", around_call(1));
	printf("callee_saved = %ld\n", callee_saved(desc));
	printf("low_half(7) = %ld\n", low_half(7));
	return 0;
}
EOF
mkdir "$tmp/keeps-mac-a64" || exit 99
cat >"$tmp/keeps-mac-a64/main.c" <<'EOF'
#include <stdio.h>
long mac_both(long), mac_one(long), mac_save(long), mac_load(long);
long mac_param(long), def_file(long), hdr_both(long), hdr_one(long);
long hdr_def(long), hdr_defp(long), slot_kept(long), slot_plain(long);
long mac_call(long), mac_x19(long);
long other(void) { return 5; }
/* fn(arg) by blr x1, keeping a value in x16 across the call */
static void
call(const char *name, long (*fn)(long), long arg)
{
	register long x0 __asm__("x0") = arg;
	register long x1 __asm__("x1") = (long)fn;
	register long x16 __asm__("x16") = 0x1616;

	__asm__ volatile("blr x1" : "+r"(x0), "+r"(x16) : "r"(x1)
	    : "x30", "cc", "memory");
	printf("%s = %ld, x16 kept = %d\n", name, x0, x16 == 0x1616);
}
int main(void) {
	call("mac_both", mac_both, 1);
	call("mac_one", mac_one, 2);
	call("mac_save", mac_save, 3);
	call("mac_load", mac_load, 4);
	call("mac_param", mac_param, 5);
	call("def_file", def_file, 6);
	call("hdr_both", hdr_both, 7);
	call("hdr_one", hdr_one, 8);
	call("hdr_def", hdr_def, 9);
	call("hdr_defp", hdr_defp, 10);
	call("slot_kept", slot_kept, 11);
	printf("slot_plain(12) = %ld\n", slot_plain(12));
	printf("mac_call(13) = %ld\n", mac_call(13));
	printf("mac_x19(14) = %ld\n", mac_x19(14));
	return 0;
}
EOF
mkdir "$tmp/x16-result-a64" || exit 99
cat >"$tmp/x16-result-a64/main.c" <<'EOF'
#include <stdio.h>
long use16(long), use_br(long), use_mac(long);
int main(void) {
	printf("use16(5) = %ld\n", use16(5));
	printf("use_br(0) = %ld\n", use_br(0));
	printf("use_br(3) = %ld\n", use_br(3));
	printf("use_mac(5) = %ld\n", use_mac(5));
	return 0;
}
EOF
run_case bare-regs aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 7
run_case bare-regs-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 3
run_case ra-slot-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 4
run_case ra-slot-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 3
run_case ra-reg-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 11
run_case ra-reg-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 6
run_case spill-far aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case spill-far-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 2
run_case cfi-remember aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case cfi-remember-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 3
run_case cfi-late-rule aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case cfi-label aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case cfi-label-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 2
run_case cfi-restate aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case reloaded-restore-a64 aarch64 "$cc_a64" \
    "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case resume-macro-a64 aarch64 "$cc_a64" \
    "${QEMU_AARCH64:-qemu-aarch64}" 5
run_case stack-copy-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 11
run_case stack-copy-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 10
run_case atomic-sp-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 7
run_case atomic-sp-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 6
run_case data-ret-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 8
run_case data-ret-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 9
run_case call-addr-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 3
run_case call-addr-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 3
run_case stack-escape-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 9
run_case stack-escape-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 7
run_case callee-res-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 8
run_case callee-res-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 8
run_case hdr-inst-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 12
run_case tlsdesc-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 8
run_case keeps-reg-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 8
run_case tlsdesc-rv riscv64 "$cc_rv" "${QEMU_RISCV64:-qemu-riscv64}" 4
run_case keeps-mac-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 15
run_case x16-result-a64 aarch64 "$cc_a64" "${QEMU_AARCH64:-qemu-aarch64}" 5

# tests/check/macro-marks-a64.S, which rgcheck once passed, as it is:
# the callee's _Unwind_Backtrace reaches main with protection off and
# dies with it on (off_slot's RETGUARD_SPILLED, in its .macro BADPRO,
# names a slot other than x30's).  So do spilled-expr-a64.S's set_slot,
# whose RETGUARD_SPILLED names the slot by a .set symbol, and
# header-slot-a64.S's hdr_slot, by a header's .macro, which rgcheck
# passed or took for a missing RETGUARD_SPILLED before session 27.  Not
# reloaded-call-a64.S: what its wrong rule reads depends on where the
# stack is, and in make check's environment the unwinding reached main.
# Their right_set and hdr_right, which rgcheck passes, reach main with
# protection on.
for c in "macro-marks-a64 off_slot" "spilled-expr-a64 set_slot" \
    "header-slot-a64 hdr_slot" "spilled-expr-a64 right_set" \
    "header-slot-a64 hdr_right"; do
	name=${c% *}
	f=${c#* }
	d=$tmp/check-$name-$f
	mkdir "$d" || exit 99
	sed "s/FUNC/$f/g" >"$d/main.c" <<'EOF'
#include <stdio.h>
#include <unwind.h>
long FUNC(long);
int main(void);
static int n, seen;
static _Unwind_Reason_Code trace(struct _Unwind_Context *c, void *p) {
	char *ip = (char *)_Unwind_GetIP(c);
	(void)p;
	if (ip != NULL && _Unwind_FindEnclosingFunction(ip - 1) ==
	    (void *)main)
		seen = 1;
	return ++n > 20 ? _URC_END_OF_STACK : _URC_NO_REASON;
}
void cb(void) { _Unwind_Backtrace(trace, NULL); }
int main(void) {
	FUNC(0);
	printf("main %s\n", seen ? "reached" : "not reached");
	return !seen;
}
EOF
	for v in off on; do
		p=
		[ $v = on ] && p=-D_RET_PROTECTOR
		$cc_a64 -static -O1 $p -I "$top/include" -o "$d/$v" \
		    "$d/main.c" "$top/tests/check/$name.S" 2>"$d/$v.cc" &&
		    "${QEMU_AARCH64:-qemu-aarch64}" "$d/$v" >"$d/$v.out" 2>&1
		echo "exit $?" >>"$d/$v.out"
	done
	case $f in
	right_*|hdr_right)
		[ "$(cat "$d/off.out")" = "main reached
exit 0" ] && [ "$(cat "$d/on.out")" = "main reached
exit 0" ]
		check $? "check/$name.S: unwinding from $f's callee reaches main with protection off and on: $(tail -n 1 "$d/on.out")"
		continue ;;
	esac
	[ "$(cat "$d/off.out")" = "main reached
exit 0" ] && ! grep -q 'main reached' "$d/on.out"
	check $? "check/$name.S: unwinding from $f's callee reaches main with protection off, not on: $(tail -n 1 "$d/on.out")"
done
# tests/check/spilled-popped-a64.S as it is, with a brk after each
# RETGUARD_SPILLED marked "probe": the SIGTRAP handler, run on the
# stack (its frame below sp), unwinds and moves the pc past the brk.
# popped16's RETGUARD_SPILLED(-16) names its slot after the pop, where
# the signal frame's record puts x29: with protection on, the unwind
# from its probe does not reach main (rgcheck f6b5378 passed it);
# kept's, whose slot is still above sp, does, and with protection off
# both do.
d=$tmp/check-spilled-popped
mkdir "$d" || exit 99
sed 's|^\(.*\)	/\* probe: a signal taken here \*/$|\1\
	brk	#0x5a|' "$top/tests/check/spilled-popped-a64.S" >"$d/probed.S"
cat >"$d/main.c" <<'EOF'
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unwind.h>
long kept(long), popped16(long);
int main(void);
static int n, seen;
long cb(long x) { return x; }
static _Unwind_Reason_Code trace(struct _Unwind_Context *c, void *p) {
	char *ip = (char *)_Unwind_GetIP(c);
	(void)p;
	if (ip != NULL && _Unwind_FindEnclosingFunction(ip - 1) ==
	    (void *)main)
		seen = 1;
	return ++n > 20 ? _URC_END_OF_STACK : _URC_NO_REASON;
}
static void on_trap(int sig, siginfo_t *si, void *uc) {
	(void)sig;
	(void)si;
	n = seen = 0;
	_Unwind_Backtrace(trace, NULL);
	((ucontext_t *)uc)->uc_mcontext.pc += 4;	/* past the brk */
}
int main(void) {
	struct sigaction sa;
	long r;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_trap;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGTRAP, &sa, NULL);
	r = kept(1);
	printf("kept(1) = %ld, main %s\n", r, seen ? "reached" : "not reached");
	fflush(stdout);
	r = popped16(1);
	printf("popped16(1) = %ld, main %s\n", r,
	    seen ? "reached" : "not reached");
	return 0;
}
EOF
for v in off on; do
	p=
	[ $v = on ] && p=-D_RET_PROTECTOR
	$cc_a64 -static -O1 $p -I "$top/include" -o "$d/$v" "$d/main.c" \
	    "$d/probed.S" 2>"$d/$v.cc" &&
	    "${QEMU_AARCH64:-qemu-aarch64}" "$d/$v" >"$d/$v.out" 2>&1
	echo "exit $?" >>"$d/$v.out"
done
[ "$(cat "$d/off.out")" = "kept(1) = 3, main reached
popped16(1) = 3, main reached
exit 0" ] && [ "$(cat "$d/on.out")" = "kept(1) = 3, main reached
popped16(1) = 3, main not reached
exit 0" ]
check $? "check/spilled-popped-a64.S: a signal at popped16's RETGUARD_SPILLED after its pop: the unwind reaches main with protection off, not on; at kept's, with both: $(tr '\n' ' ' <"$d/on.out")"
exit $fail
