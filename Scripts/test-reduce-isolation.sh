#!/usr/bin/env bash
# A `Reduce` closure is a plain closure, kept by Swift where it was made (issue 44): in Swift 6
# mode, one that captures a main-actor test's `var` cannot be sent to another isolation, nor
# can a reducer whose nonisolated `body` touches main-actor state compile, nor a conformance
# isolated to the main actor; one that captures nothing isolated can be sent, and a feature
# compiles under main-actor default isolation. Each refusal is checked for its reason. Run
# `swift build` first.
set -euo pipefail
source "$(dirname "$0")/swift6-checks.sh"

# Accepted: a reducer made where nothing isolated is captured goes anywhere, and generic code
# erases any reducer.
expect_accepted accepted "reducers used where they may run" <<'SWIFT'
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
func erase<R: Reducer>(_ reducer: R) -> Reduce<R.State, R.Action> { Reduce(reducer) }
func eraseAny<S, A>(_ reducer: any Reducer<S, A>) -> Reduce<S, A> { Reduce(reducer) }
SWIFT

# Refused: a closure capturing a main-actor test's `var`, sent away.
expect_refused capturing "a Reduce that captures a main-actor var, sent away" \
  "sending 'reducer' risks causing data races" <<'SWIFT'
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

# Refused: a nonisolated body touching main-actor state.
expect_refused body "a nonisolated reducer body touching main-actor state" \
  "main actor-isolated property 'seen' can not be" <<'SWIFT'
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

# Refused: a conformance isolated to the main actor (`Reducer` refines `SendableMetatype`), which
# a generic function could run off the main actor with no diagnostic (Swift 6.3).
expect_refused isolated "a reducer conformance isolated to the main actor" \
  "cannot form main actor-isolated conformance of 'Feature' to SendableMetatype-inheriting" \
  <<'SWIFT'
import Composable
@MainActor final class Model { var seen: [Int] = [] }
@MainActor struct Feature: @MainActor Reducer {
  typealias State = Int
  typealias Action = Int
  let model: Model
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    model.seen.append(action)
    return .none
  }
}
SWIFT

# Accepted: with main-actor default isolation (Xcode 26's default for new apps), a feature is
# inferred nonisolated, as `Reducer` refines `SendableMetatype`; its dependency's key
# conformance and `DependencyValues` extension say `nonisolated`.
expect_accepted default-isolation "a feature and its dependency under main-actor default isolation" \
  -default-isolation MainActor <<'SWIFT'
import Composable
struct FactClient: Sendable { var fetch: @Sendable (Int) async throws -> String }
nonisolated extension FactClient: DependencyKey { static let liveValue = FactClient(fetch: { "\($0)" }) }
nonisolated extension DependencyValues {
  var fact: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
  }
  enum Action: Equatable { case tapped, response(String) }
  @Dependency(\.fact) var fact
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        return .run { [count = state.count] send in
          await send(.response(try await self.fact.fetch(count)))
        }
      case let .response(fact):
        state.fact = fact
        return .none
      }
    }
  }
}
SWIFT

echo "Reduce: Swift 6 mode keeps a closure where it was made, and sends one that captures nothing"
