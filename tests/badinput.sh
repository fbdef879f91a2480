#!/bin/sh
# badinput.sh: bad and hostile input gets a located diagnostic and exit
# status 2, and no file is changed or left behind unless its whole
# conversion succeeded.
set -u

bin=$(dirname "${RGPP:?}")
rgpp=$bin/rgpp
rgcheck=$bin/rgcheck
tmp=$(mktemp -d) || exit 99
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
fail=0

pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

# expect STATUS PATTERN DESCRIPTION -- COMMAND...: run it, check the
# exit status and that its output (rgcheck prints its diagnostics on
# standard output, rgpp on standard error) matches the pattern.
expect() {
	want=$1 pat=$2 what=$3
	shift 4
	"$@" >out 2>err
	got=$?
	if [ "$got" != "$want" ]; then
		bad "$what: exit status $got, expected $want"; cat err
	elif [ -n "$pat" ] && ! cat out err | grep -q -e "$pat"; then
		bad "$what: no diagnostic matching '$pat'"; cat err
	else
		pass "$what"
	fi
}

# unchanged FILE SUM: the file still has its checksum.
unchanged() {
	if [ "$(cksum <"$1")" = "$2" ]; then
		pass "$1 unchanged"
	else
		bad "$1 was changed"
	fi
}

good='ENTRY(f)
	movl	$1, %eax
	ret
END(f)'

printf '%s\n' "$good" >good.S
printf 'ENTRY(f)\n\tmovl $1,%%eax\n\t.ascii "abc\n\tret\nEND(f)\n' >string.S
printf 'ENTRY(f)\n\tret /* never closed\nEND(f)\n' >comment.S
printf 'ENTRY(f)\n\tnop\0\n\tret\nEND(f)\n' >nul.S
printf '#ifdef X\nENTRY(f)\n\tret\nEND(f)\n' >if.S
printf '#endif\n' >endif.S
printf '\t.macro m\n\tret\n' >macro.s
printf '#define X(a) \\\n\tret; \\\n' >define.S
for elf in "$rgpp" /bin/sh /bin/true; do	# $rgpp may be a wrapper
	if [ "$(head -c 4 "$elf" | tail -c 3)" = ELF ]; then
		cat "$elf" >elf.S
		break
	fi
done

for f in string comment nul if endif define; do
	sum=$(cksum <$f.S)
	expect 2 "^$f.S:[0-9]*:[0-9]*: error: " "$f.S: located error" -- \
	    "$rgpp" --arch=amd64 -i $f.S
	unchanged $f.S "$sum"
	expect 2 "^$f.S:[0-9]*:[0-9]*: error: " "rgcheck $f.S" -- \
	    "$rgcheck" --arch=amd64 $f.S
done
sum=$(cksum <macro.s)
expect 2 '^macro.s:1:2: error: .macro without .endm' "macro.s" -- \
    "$rgpp" --arch=amd64 -i macro.s
unchanged macro.s "$sum"
expect 2 '^elf.S:[0-9]*:[0-9]*: error: NUL byte' "a binary file" -- \
    "$rgpp" --arch=amd64 elf.S
expect 2 'is a directory' "a directory" -- "$rgpp" --arch=amd64 .
expect 2 "can't open missing.S" "a missing file" -- \
    "$rgpp" --arch=amd64 missing.S

# -i on a read-only file, and in a read-only directory
cp good.S ro.S
chmod 444 ro.S
sum=$(cksum <ro.S)
expect 2 'ro.S: read-only file' "-i on a read-only file" -- \
    "$rgpp" --arch=amd64 -i ro.S
unchanged ro.S "$sum"
mkdir rodir
cp good.S rodir/f.S
chmod 555 rodir
if [ "$(id -u)" != 0 ]; then
	sum=$(cksum <rodir/f.S)
	expect 2 "temporary file" "-i in a read-only directory" -- \
	    "$rgpp" --arch=amd64 -i rodir/f.S
	unchanged rodir/f.S "$sum"
fi
chmod 755 rodir
if [ -n "$(ls -A rodir | grep -v '^f.S$')" ] || ls .*.rgpp.* >/dev/null 2>&1
then
	bad "a temporary file was left behind"
else
	pass "no temporary file left behind"
fi

expect 2 "can't create a temporary file for missing/out.S" \
    "-o into a missing directory" -- "$rgpp" --arch=amd64 -o missing/out.S good.S
expect 2 "can't write /dev/full" "-o to a full disk" -- \
    "$rgpp" --arch=amd64 -o /dev/full good.S
expect 2 "can't write to standard output" "standard output closed" -- \
    sh -c "\"$rgpp\" --arch=amd64 good.S >&-"

# several files in one run: the bad one fails, the good ones convert
cp good.S a.S
cp good.S b.S
sum=$(cksum <comment.S)
expect 2 "^comment.S:2:6: error: unterminated comment" \
    "-i over several files, one bad" -- \
    "$rgpp" --arch=amd64 -i a.S comment.S b.S
unchanged comment.S "$sum"
if grep -q RETGUARD_START a.S && grep -q RETGUARD_START b.S; then
	pass "the good files around the bad one were converted"
else
	bad "a good file was not converted"
fi

# -i keeps the mode; a symbolic link is followed and its target edited
cp good.S mode.S
chmod 640 mode.S
"$rgpp" -q --arch=amd64 -i mode.S
if [ "$(stat -c %a mode.S)" = 640 ]; then pass "-i keeps the mode"
else bad "-i changed the mode to $(stat -c %a mode.S)"; fi
cp good.S target.S
ln -s target.S link.S
"$rgpp" -q --arch=amd64 -i link.S
if [ -L link.S ] && grep -q RETGUARD_START target.S; then
	pass "-i on a symbolic link edits its target"
else
	bad "-i on a symbolic link"
fi

# fine input: empty, CRLF, Latin-1 in comments, a 10 MB line
: >empty.S
expect 0 '' "an empty file" -- "$rgpp" empty.S
printf 'ENTRY(f)\r\n\tmovl $1,%%eax /* caf\351 */\r\n\tret\r\nEND(f)\r\n' >crlf.S
"$rgpp" -q --arch=amd64 crlf.S >crlf.out
if grep -q "$(printf 'RETGUARD_END_NOCFI\r')" crlf.out &&
    grep -q "$(printf 'caf\351')" crlf.out; then
	pass "CRLF line ends and Latin-1 bytes are kept"
else
	bad "CRLF or Latin-1 bytes were not kept"
fi
awk 'BEGIN { printf "ENTRY(f)\n\t.byte 1"; for (i = 0; i < 2500000; i++)
	printf ",1"; printf "\n\tret\nEND(f)\n" }' >long.S
if "$rgpp" -q --arch=amd64 long.S | tail -3 | grep -q RETGUARD_END; then
	pass "a 10 MB line"
else
	bad "a 10 MB line"
fi
exit $fail
