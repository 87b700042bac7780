#!/usr/bin/env bash
# Scripts/check-availability.py on Tests/AvailabilityFixture (minimum macOS 14 / iOS 17): it
# must fail, reporting every line of Ungated.swift marked `planted: NAME` (the report naming
# NAME) and nothing in Gated.swift.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/Tests/AvailabilityFixture"
(cd "$fixture" && swift build --build-tests -q)
output=$(mktemp)
scratch_tmp=$(mktemp -d)
trap 'rm -f "$output"; rm -rf "$scratch_tmp"' EXIT
status=0
TMPDIR="$scratch_tmp" python3 "$root/Scripts/check-availability.py" --package "$fixture" \
  >"$output" 2>&1 || status=$?
cat "$output"
if [ -n "$(ls -A "$scratch_tmp")" ]; then
  echo "check-availability left files in its temporary directory: $(ls "$scratch_tmp")" >&2
  exit 1
fi
if [ "$status" -ne 1 ]; then
  echo "check-availability exited $status on planted ungated uses; expected 1" >&2
  exit 1
fi
if grep -q "Gated.swift" "$output"; then
  echo "check-availability reported a gated use (above)" >&2
  exit 1
fi
missing=0
while IFS= read -r entry; do
  line=${entry%%:*}
  name=${entry##*planted: }
  # NB: Not `grep | grep -q`: under pipefail the first grep may die of SIGPIPE when the
  # second stops reading at its first match.
  reported=$(grep -F "Sources/Planted/Ungated.swift:$line: " "$output" || true)
  if [[ "$reported" != *"$name"* ]]; then
    echo "not reported: Ungated.swift:$line ($name): $(sed -n "${line}p" "$fixture/Sources/Planted/Ungated.swift")" >&2
    missing=1
  fi
done < <(grep -n "// planted: " "$fixture/Sources/Planted/Ungated.swift")
# A line marked `not reported` is not a use, though an expression that starts there has a type
# naming a newer type (a chain whose later step uses it: reported at that step).
while IFS= read -r entry; do
  line=${entry%%:*}
  if grep -qF "Sources/Planted/Ungated.swift:$line: " "$output"; then
    echo "reported, though not a use: Ungated.swift:$line: $(sed -n "${line}p" "$fixture/Sources/Planted/Ungated.swift")" >&2
    missing=1
  fi
done < <(grep -n "// not reported" "$fixture/Sources/Planted/Ungated.swift")
[ "$missing" -eq 0 ] || exit 1
echo "check-availability: every planted use reported by name, no gated use reported, nothing else"
