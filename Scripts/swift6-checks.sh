# Sourced by the scripts that check what Swift 6 language mode accepts and refuses of code
# using Composable (test-case-path-sendability.sh, test-reduce-isolation.sh); run
# `swift build` first. Each check writes a Swift file from standard input and compiles it
# against the debug build's modules.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
modules="$root/.build/debug/Modules"
# Composable imports the C target ComposableAtomics: its module map, as SwiftPM passes it.
atomics=(-Xcc -fmodule-map-file="$root/.build/debug/ComposableAtomics.build/module.modulemap"
  -Xcc -I -Xcc "$root/Sources/ComposableAtomics/include")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# compiles NAME [FLAGS...]: whether Swift 6 mode compiles $work/NAME.swift, errors kept in
# $work/errors.
compiles() {
  local name=$1
  shift
  # NB: Not `-typecheck`: region isolation (`sending`) is checked on SIL, after type checking.
  swiftc -emit-sil -o /dev/null -swift-version 6 -I "$modules" "${atomics[@]}" \
    "$work/$name.swift" "$@" 2>"$work/errors"
}

# expect_accepted NAME WHAT [FLAGS...] <<'SWIFT' ... SWIFT: fails, saying WHAT was refused,
# unless the code compiles.
expect_accepted() {
  local name=$1 what=$2
  shift 2
  cat >"$work/$name.swift"
  if ! compiles "$name" "$@"; then
    echo "Swift 6 mode refused $what:" >&2
    cat "$work/errors" >&2
    exit 1
  fi
}

# expect_refused NAME WHAT REASON <<'SWIFT' ... SWIFT: fails unless the code is refused with an
# error containing REASON.
expect_refused() {
  local name=$1 what=$2 reason=$3
  cat >"$work/$name.swift"
  if compiles "$name"; then
    echo "Swift 6 mode accepted $what" >&2
    exit 1
  fi
  if ! grep -qF "$reason" "$work/errors"; then
    echo "Swift 6 mode refused $what, but not for \"$reason\":" >&2
    cat "$work/errors" >&2
    exit 1
  fi
}
