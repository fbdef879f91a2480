#!/bin/sh
# precommit.sh: the hooks of .pre-commit-hooks.yaml, run by the
# pre-commit tool on a throw-away repository with a bad and a good
# .S file: rgcheck fails on the bad one and passes the good one; rgpp
# fixes the bad one, after which rgcheck passes.
set -u

top=${top_srcdir:?}
bin=$(dirname "${RGPP:?}")
if ! command -v pre-commit >/dev/null; then
	echo "SKIP: no pre-commit (Debian package pre-commit)"
	exit 77
fi
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0
pass() { echo "PASS: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

# the hooks come from a copy of this tree as a git repository
mkdir "$tmp/hooks"
cp "$top/.pre-commit-hooks.yaml" "$tmp/hooks/"
(cd "$tmp/hooks" && git init -q && git add . &&
    git -c user.name=t -c user.email=t@t commit -qm hooks) || exit 99
rev=$(cd "$tmp/hooks" && git rev-parse HEAD)

mkdir "$tmp/repo"
cd "$tmp/repo" || exit 99
git init -q
printf 'ENTRY(f)\n\tmovl\t$1, %%eax\n\tret\nEND(f)\n' >bad.S
"$bin/rgpp" -q --arch=amd64 bad.S >good.S
cat >.pre-commit-config.yaml <<YAML
repos:
-   repo: $tmp/hooks
    rev: $rev
    hooks:
    -   id: rgcheck
        args: [--arch=amd64]
    -   id: rgpp
        args: [--arch=amd64]
YAML
git add .
export PATH="$bin:$PATH" PRE_COMMIT_HOME="$tmp/cache"
if pre-commit run rgcheck --files good.S >out 2>&1; then
	pass "rgcheck hook passes the protected file"
else
	bad "rgcheck hook on good.S"; cat out
fi
if pre-commit run rgcheck --files bad.S >out 2>&1; then
	bad "rgcheck hook passes the unprotected file"; cat out
elif grep -q 'bad.S:3:2: error: return without RETGUARD_END' out; then
	pass "rgcheck hook reports bad.S with its location"
else
	bad "rgcheck hook output"; cat out
fi
if pre-commit run rgpp --files bad.S >out 2>&1; then
	bad "rgpp hook did not report that it changed bad.S"; cat out
elif cmp -s bad.S good.S; then
	pass "rgpp hook converts bad.S (and fails the commit)"
else
	bad "rgpp hook result"; diff bad.S good.S
fi
if pre-commit run rgcheck --files bad.S >out 2>&1; then
	pass "after the fix, rgcheck passes"
else
	bad "rgcheck after the fix"; cat out
fi
exit $fail
