#!/usr/bin/env bash
# A `Reduce` closure is a plain closure, kept by Swift where it was made (issue 44): in Swift 6
# mode, one that captures a main-actor test's `var` cannot be sent to another isolation, nor
# can a reducer whose nonisolated `body` touches main-actor state compile; one that captures
# nothing isolated can be sent, and a `@MainActor` reducer runs in a main-actor store. Each
# refusal is checked for its reason. Run `swift build` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
modules="$root/.build/debug/Modules"
# Composable imports the C target ComposableAtomics: its module map, as SwiftPM passes it.
atomics=(-Xcc -fmodule-map-file="$root/.build/debug/ComposableAtomics.build/module.modulemap"
  -Xcc -I -Xcc "$root/Sources/ComposableAtomics/include")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

typecheck() {
  # NB: Not `-typecheck`: region isolation (`sending`) is checked on SIL, after type checking.
  swiftc -emit-sil -o /dev/null -swift-version 6 -I "$modules" "${atomics[@]}" "$1" 2>"$work/errors"
}

# Accepted: a reducer made where nothing isolated is captured goes anywhere; a reducer that
# declares its main-actor isolation runs in a main-actor store.
cat >"$work/accepted.swift" <<'SWIFT'
import Composable
func elsewhere(_ reducer: sending Reduce<Int, Int>) async {
  var state = 0
  _ = reducer.reduce(into: &state, action: 1)
}
func counting() -> Reduce<Int, Int> {
  Reduce { state, action in
    state += action
    return .none
  }
}
func sendsAFreshReducer() async { await elsewhere(counting()) }
@MainActor final class Model { var seen: [Int] = [] }
@MainActor struct Feature: @MainActor Reducer {
  typealias State = Int
  typealias Action = Int
  let model: Model
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      model.seen.append(action)
      return .none
    }
  }
}
@MainActor func mainActorStore() -> StoreOf<Feature> {
  Store(initialState: 0) { Feature(model: Model()) }
}
SWIFT
if ! typecheck "$work/accepted.swift"; then
  echo "Swift 6 mode refused reducers that are used where they may run:" >&2
  cat "$work/errors" >&2
  exit 1
fi

# Refused: a closure capturing a main-actor test's `var`, sent away.
cat >"$work/capturing.swift" <<'SWIFT'
import Composable
func elsewhere(_ reducer: sending Reduce<Int, Int>) async {
  var state = 0
  _ = reducer.reduce(into: &state, action: 1)
}
@MainActor func aTest() async {
  var handled: [Int] = []
  let reducer = Reduce<Int, Int> { _, action in
    handled.append(action)
    return .none
  }
  await elsewhere(reducer)
  _ = handled
}
SWIFT
if typecheck "$work/capturing.swift"; then
  echo "Swift 6 mode let a Reduce that captures a main-actor var leave the main actor" >&2
  exit 1
fi
if ! grep -q "sending 'reducer' risks causing data races" "$work/errors"; then
  echo "Swift 6 mode refused the capturing Reduce, but not for sending it:" >&2
  cat "$work/errors" >&2
  exit 1
fi

# Refused: a nonisolated body touching main-actor state.
cat >"$work/body.swift" <<'SWIFT'
import Composable
@MainActor final class Model { var seen: [Int] = [] }
struct Feature: Reducer {
  typealias State = Int
  typealias Action = Int
  let model: Model
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      model.seen.append(action)
      return .none
    }
  }
}
SWIFT
if typecheck "$work/body.swift"; then
  echo "Swift 6 mode let a nonisolated reducer body touch main-actor state" >&2
  exit 1
fi
if ! grep -q "main actor-isolated property 'seen' can not be" "$work/errors"; then
  echo "Swift 6 mode refused the reducer body, but not for its main-actor state:" >&2
  cat "$work/errors" >&2
  exit 1
fi
echo "Reduce: Swift 6 mode keeps a closure where it was made, and sends one that captures nothing"
