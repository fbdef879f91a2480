# shellcheck shell=sh
# check-lib.sh: what the script tests share; sourced, it defines two functions:
#
#   need_tools TOOL...   exit 77 (skip) unless every TOOL is in PATH
#   check STATUS MESSAGE print PASS: or FAIL: MESSAGE by STATUS; a failure
#                        sets fail=1 (start it at 0), for "exit $fail"

need_tools() {
	for tool in "$@"; do
		if ! command -v "$tool" >/dev/null 2>&1; then
			echo "SKIP: $tool not found"
			exit 77
		fi
	done
}

check() {	# status message
	if [ "$1" -eq 0 ]; then
		echo "PASS: $2"
	else
		echo "FAIL: $2"
		# shellcheck disable=SC2034
		fail=1
	fi
}
