#!/usr/bin/env bash
# No source file over 500 lines (STYLE.md: past ~500, split by concern). Exit 1 naming each.
set -euo pipefail
cd "$(dirname "$0")/.."
long=$(find Sources -name '*.swift' -print0 | xargs -0 wc -l | awk '$2 != "total" && $1 > 500 { print "  " $2 ": " $1 " lines" }')
if [ -n "$long" ]; then
  echo "source files over 500 lines (split them by concern):" >&2
  echo "$long" >&2
  exit 1
fi
echo "no source file over 500 lines"
