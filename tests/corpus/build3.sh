# shellcheck shell=sh disable=SC2154
# build3.sh: sourced by newlib-run.sh and libgcc-run.sh, which set cc
# (a cross gcc), top (the source tree) and bad (report a failure).
#
#	build3 WHAT ORIG CONV OUT XOR FLAGS...
#
# Assembles ORIG, the original source, and CONV, rgpp's conversion of
# it, without and with _RET_PROTECTOR, with FLAGS and <machine/asm.h>,
# into OUT.orig.o, OUT.plain.o and OUT.prot.o; checks that the
# unprotected conversion's .text is the original's byte for byte, and
# that the protected object holds the instruction XOR (as objdump -d
# prints it) once for each RETGUARD_START and RETGUARD_END that cpp
# keeps of CONV with FLAGS (not those of #if branches not taken).
# Sets k to that number.  Each failure goes to bad, prefixed by WHAT.

build3() {
	_what=$1 _orig=$2 _conv=$3 _out=$4 _xor=$5
	shift 5
	for _v in orig plain prot; do
		case $_v in
		orig) _s=$_orig _vd= ;;
		plain) _s=$_conv _vd= ;;
		prot) _s=$_conv _vd=-D_RET_PROTECTOR ;;
		esac
		# shellcheck disable=SC2086
		"$cc" -c "$@" $_vd -I"$top/include" -include machine/asm.h \
		    -o "$_out.$_v.o" "$_s" ||
		    bad "$_what: $_v does not assemble"
	done
	for _v in orig plain; do
		"${cc%gcc*}objcopy" -O binary -j .text "$_out.$_v.o" \
		    "$_out.$_v.text" 2>/dev/null
	done
	cmp -s "$_out.orig.text" "$_out.plain.text" ||
	    bad "$_what: converted, unprotected .text differs from the original"
	k=$("$cc" -E -P "$@" "$_conv" |
	    grep -o 'RETGUARD_\(START\|END\)[A-Z_]*' | wc -l)
	_x=$("${cc%gcc*}objdump" -d "$_out.prot.o" | grep -c "$_xor")
	[ "$_x" = "$k" ] ||
	    bad "$_what: $_x XORs for $k RETGUARD_START and RETGUARD_END"
}
