#!/usr/bin/env bash
# `/` takes only `@Sendable` functions in Swift 6 language mode: a case constructor compiles,
# a closure that mutates captured state does not (so the `@unchecked Sendable` wrapper of the
# Swift 5 mode overload is never reached from Swift 6 code). Run `swift build` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
modules="$root/.build/debug/Modules"
# Composable imports the C target ComposableAtomics: its module map, as SwiftPM passes it.
atomics=(-Xcc -fmodule-map-file="$root/.build/debug/ComposableAtomics.build/module.modulemap"
  -Xcc -I -Xcc "$root/Sources/ComposableAtomics/include")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/constructor.swift" <<'SWIFT'
import Composable
enum Action { case child(Int), other }
let path = /Action.child
SWIFT
swiftc -typecheck -swift-version 6 -I "$modules" "${atomics[@]}" "$work/constructor.swift"

cat >"$work/capturing.swift" <<'SWIFT'
import Composable
enum Action { case child(Int), other }
func capturing() -> AnyCasePath<Action, Int> {
  var calls = 0
  return /{ (value: Int) -> Action in
    calls += 1
    return .child(value)
  }
}
SWIFT
if swiftc -typecheck -swift-version 6 -I "$modules" "${atomics[@]}" "$work/capturing.swift" \
  2>"$work/errors"; then
  echo "Swift 6 mode accepted a closure that mutates captured state as a case path" >&2
  exit 1
fi
if ! grep -q "captured var 'calls'" "$work/errors"; then
  echo "Swift 6 mode refused the capturing closure, but not for its capture:" >&2
  cat "$work/errors" >&2
  exit 1
fi
echo "case paths: Swift 6 mode takes a case constructor and refuses a capturing closure"
