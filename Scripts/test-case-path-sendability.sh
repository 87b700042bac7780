#!/usr/bin/env bash
# `/` takes only `@Sendable` functions in Swift 6 language mode: a case constructor compiles,
# a closure that mutates captured state does not (so the `@unchecked Sendable` wrapper of the
# Swift 5 mode overload is never reached from Swift 6 code). Run `swift build` first.
set -euo pipefail
source "$(dirname "$0")/swift6-checks.sh"

expect_accepted constructor "a case constructor as a case path" <<'SWIFT'
import Composable
enum Action { case child(Int), other }
let path = /Action.child
SWIFT

expect_refused capturing "a closure that mutates captured state as a case path" \
  "captured var 'calls'" <<'SWIFT'
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
echo "case paths: Swift 6 mode takes a case constructor and refuses a capturing closure"
