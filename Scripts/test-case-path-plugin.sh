#!/usr/bin/env bash
# The `generate-case-paths` plugin end to end, on Tests/CasePathPluginFixture: its checked-in
# file is current (check mode passes), a stale file fails check mode, and regenerating
# restores it byte for byte.
set -euo pipefail
cd "$(dirname "$0")/../Tests/CasePathPluginFixture"
generated=Sources/Fixture/Fixture+CasePaths.swift
saved=$(mktemp)
cp "$generated" "$saved"
trap 'cp "$saved" "$generated"; rm -f "$saved"' EXIT

swift package --allow-writing-to-package-directory generate-case-paths --check

echo "(the next check must fail: the file was made stale on purpose)"
sed -i.bak 's/    public var tapped/    \/\/ var tapped/' "$generated" && rm -f "$generated.bak"
if swift package --allow-writing-to-package-directory generate-case-paths --check; then
  echo "check mode passed on a stale file" >&2
  exit 1
fi

swift package --allow-writing-to-package-directory generate-case-paths --target Fixture
cmp "$generated" "$saved"
echo "generate-case-paths: check, stale check and regeneration all behave"
