#!/bin/sh
# man.sh: the manual pages are clean for mandoc -Tlint (warnings and
# worse; style notes such as a referenced page not installed on this
# machine aside).
set -u
top=${top_srcdir:?}
if ! command -v mandoc >/dev/null 2>&1; then
	echo "SKIP: mandoc not found"
	exit 77
fi
fail=0
for page in "$top"/man/*.[0-9]; do
	if out=$(mandoc -Tlint -Wwarning "$page" 2>&1) && [ -z "$out" ]; then
		echo "PASS: mandoc -Tlint $(basename "$page")"
	else
		echo "$out"
		echo "FAIL: mandoc -Tlint $(basename "$page")"
		fail=1
	fi
done
exit $fail
