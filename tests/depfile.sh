#!/bin/sh
# depfile.sh: rgpp -MF writes the make rule of a conversion: the output
# depends on the input and on every header rgpp read, in each #if
# branch, each once; -MT names the targets, -MP adds an empty rule per
# header, and names are quoted as make reads them.  Misuse is exit
# status 2 with no rule written, and so is an input that does not
# convert.  The expected rules below are written by hand.
set -u

rgpp=${RGPP:?}
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
fail=0

pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

# same FILE EXPECTED DESCRIPTION: the file holds exactly EXPECTED.
same() {
	if [ ! -f "$1" ]; then
		bad "$3: no $1"
	elif [ "$(cat "$1")" = "$2" ] &&
	    [ "$(tail -c 1 "$1" | od -An -c | tr -d ' ')" = '\n' ]; then
		pass "$3"
	else
		bad "$3"; echo "expected:"; printf '%s\n' "$2"; echo "got:"
		cat "$1"
	fi
}

# refused STATUS-2 MESSAGE DESCRIPTION -- COMMAND...: exit status 2,
# the message on standard error, and no rule file d.mk.
refused() {
	msg=$1 what=$2
	shift 3
	rm -f d.mk
	"$@" >out 2>err
	got=$?
	if [ "$got" != 2 ]; then
		bad "$what: exit status $got, expected 2"; cat err
	elif ! grep -q -F -e "$msg" err; then
		bad "$what: no message '$msg'"; cat err
	elif [ -e d.mk ]; then
		bad "$what: d.mk written"
	else
		pass "$what"
	fi
}

mkdir src inc
cat >src/f.S <<'EOF'
#include "local.h"
#include <sys.h>
#include "missing.h"
#ifdef NOT_DEFINED
#include "other.h"
#else
#include "local.h"
#endif
ENTRY(f)
	ret
END(f)
EOF
printf '#include <nested.h>\n#define ENTRY(x) .globl x; x:\n' >src/local.h
printf '#define END(x) .size x, .-x\n' >inc/sys.h
printf '/* reached through local.h */\n' >inc/nested.h
printf '/* only in the #ifdef branch */\n' >src/other.h

"$rgpp" -q --arch=amd64 -Iinc -MF d.mk -o out.S src/f.S
same d.mk 'out.S: src/f.S \
 src/local.h \
 inc/nested.h \
 inc/sys.h \
 src/other.h' "-MF: the -o file depends on the input and each header read, once"

"$rgpp" -q --arch=amd64 -Iinc -MF d.mk -MP -MT a.rg.S -MT a.o \
    src/f.S >out.S
same d.mk 'a.rg.S a.o: src/f.S \
 src/local.h \
 inc/nested.h \
 inc/sys.h \
 src/other.h

src/local.h:

inc/nested.h:

inc/sys.h:

src/other.h:' "-MT twice, -MP, output to standard output"

"$rgpp" -q --arch=amd64 -Iinc --dep-file=d2.mk --dep-phony \
    --dep-target=a.rg.S --dep-target=a.o src/f.S >out2.S
if cmp -s d.mk d2.mk && cmp -s out.S out2.S; then
	pass "--dep-file, --dep-target, --dep-phony are -MF, -MT, -MP"
else
	bad "the long options write another rule"
fi

"$rgpp" -q --arch=amd64 -Iinc -MFd3.mk -MTa.rg.S src/f.S >/dev/null
same d3.mk 'a.rg.S: src/f.S \
 src/local.h \
 inc/nested.h \
 inc/sys.h \
 src/other.h' "-MFFILE and -MTTARGET in one word"

"$rgpp" -q --arch=amd64 -Iinc -MF d.mk -MT 'my file$#.o' src/f.S >/dev/null
same d.mk 'my\ file$$\#.o: src/f.S \
 src/local.h \
 inc/nested.h \
 inc/sys.h \
 src/other.h' "a target is quoted for make: space, \$ and #"

"$rgpp" -q --arch=amd64 --no-cpp -Iinc -MF d.mk -o out.S src/f.S
same d.mk 'out.S: src/f.S' "--no-cpp reads no header: the input alone"

printf 'ENTRY(g)\n\tret\nEND(g)\n' | "$rgpp" -q --arch=amd64 \
    -MF d.mk -MT g.rg.S >/dev/null
same d.mk 'g.rg.S:' "standard input: no file to depend on"

if "$rgpp" -q --arch=amd64 -Iinc -MF /dev/null -o out.S src/f.S; then
	pass "-MF /dev/null: a device is written, not replaced"
else
	bad "-MF /dev/null failed"
fi
printf 'ENTRY(g)\n\tret\nEND(g)\n' >g.S
"$rgpp" -q --arch=amd64 -MF /dev/full -o out.S g.S 2>err
got=$?
if [ $got != 2 ]; then
	bad "-MF /dev/full: exit status $got, expected 2"
elif grep -q "can't write /dev/full" err; then
	pass "-MF /dev/full: the write error is reported, exit status 2"
else
	bad "-MF /dev/full: no message"; cat err
fi

refused "-MF takes one input" "-MF with -i" -- \
    "$rgpp" -q -i -MF d.mk src/f.S
refused "-MF takes one input" "-MF with --diff" -- \
    "$rgpp" -q --diff -MF d.mk src/f.S
refused "-MF takes one input" "-MF with two inputs" -- \
    "$rgpp" -q -MF d.mk -MT x src/f.S src/f.S
refused "-MF needs -o FILE or -MT TARGET" "-MF without a target" -- \
    "$rgpp" -q -MF d.mk src/f.S
refused "-MT and -MP need -MF FILE" "-MT without -MF" -- \
    "$rgpp" -q -MT x -o out.S src/f.S
refused "-MF needs a file name" "-MF with nothing after it" -- \
    "$rgpp" -q -o out.S src/f.S -MF
refused "unknown option -MD" "-MD, which rgpp does not know" -- \
    "$rgpp" -q -MD -o out.S src/f.S
printf 'ENTRY(h)\n/* not closed\n' >broken.S
refused "broken.S:2:1:" "an input that does not convert writes no rule" -- \
    "$rgpp" -q --arch=amd64 -MF d.mk -o out.S broken.S
exit $fail
