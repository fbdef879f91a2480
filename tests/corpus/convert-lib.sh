# shellcheck shell=sh
# shellcheck disable=SC2154
# convert-lib.sh: the conversion step that libmvec-run.sh and
# i686str-run.sh share; sourced.  Uses the caller's rgpp, tmp (whose
# inc/ and top directory hold the package's headers), top and bad().
#
#   convert_twice ARCH NAME SRC OUT SRCDIR
#       rgpp SRC into OUT, then OUT again (with -I SRCDIR, where SRC's
#       own headers are), which must change nothing.  1 if the first
#       conversion fails; each failure is a bad() line about NAME.

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
