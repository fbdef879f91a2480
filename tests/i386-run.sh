# i386-run.sh: how this host runs static i386 programs.  Sourced by the
# shellcheck shell=sh
# tests that run i386 code (casm.sh, examples.sh, runtime/run.sh).
#
# i386_run CC: sets i386_run to the empty string when a static i386
# program built by CC runs natively, else to qemu-user's i386 emulator
# (QEMU_I386, default qemu-i386) when that runs it, and tells so on
# standard output; returns 1, with i386_run unset, when neither does.
# An x86_64 kernel without IA32 emulation (CONFIG_IA32_EMULATION off,
# ia32_emulation=0, or a sandbox such as gVisor) cannot exec 32-bit
# programs at all; qemu-i386 still runs the same static binaries, with
# the same signals, so the checks stay real instead of skipping.
i386_run() {
	unset i386_run
	_d=$(mktemp -d "${TMPDIR:-/tmp}/rgpp-i386.XXXXXX") || return 1
	printf 'int main(void) { return 0; }\n' >"$_d/true.c"
	if ! "$1" -static "$_d/true.c" -o "$_d/true" >/dev/null 2>&1; then
		rm -rf "$_d"
		return 1
	fi
	if "$_d/true" 2>/dev/null; then
		i386_run=
	elif ${QEMU_I386:-qemu-i386} "$_d/true" 2>/dev/null; then
		i386_run=${QEMU_I386:-qemu-i386}
		echo "# i386: this kernel cannot run 32-bit programs; running them under $i386_run"
	fi
	rm -rf "$_d"
	[ "${i386_run+set}" = set ]
}
