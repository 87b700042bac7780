#!/usr/bin/env bash
# The `generate-case-paths` plugin end to end, on Tests/CasePathPluginFixture, whose target
# already uses `\.child` (it does not build without the generated file) and whose payloads use
# Foundation types and a type from another module: its checked-in file is current (check mode
# passes) and compiles; a stale file fails check mode; a deleted file fails check mode (named
# or not), and generating it again works, byte for byte, and the target builds.
set -euo pipefail
cd "$(dirname "$0")/../Tests/CasePathPluginFixture"
generated=Sources/Fixture/Fixture+CasePaths.swift
saved=$(mktemp)
cp "$generated" "$saved"
trap 'cp "$saved" "$generated"; rm -f "$saved"' EXIT
plugin() { swift package --allow-writing-to-package-directory generate-case-paths "$@"; }

plugin --check
swift build -Xswiftc -warnings-as-errors

echo "(the next check must fail: the file was made stale on purpose)"
sed -i.bak 's/    public var tapped/    \/\/ var tapped/' "$generated" && rm -f "$generated.bak"
if plugin --check; then
  echo "check mode passed on a stale file" >&2
  exit 1
fi

echo "(the next two checks must fail: the file was deleted)"
rm "$generated"
if plugin --check; then
  echo "check mode passed with no generated file" >&2
  exit 1
fi
if plugin --check --target Fixture; then
  echo "check mode passed on a missing file" >&2
  exit 1
fi

# The target does not build now (it uses \.child); generating must not need it to. Then the
# same build directory must see the new file (SwiftPM planned the package without it).
plugin --target Fixture
cmp "$generated" "$saved"
swift build -Xswiftc -warnings-as-errors
echo "generate-case-paths: check, stale, missing, regeneration after deletion and build all behave"
