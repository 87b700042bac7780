import Testing

@testable import ComposableTesting

// A state that is not `Equatable`, declared in this target (built without reflection metadata):
// its `Mirror` shows no field, so comparing it as it shows would find every two states equal.

struct Counter: Reducer {
  struct State {
    var count = 0
    var mode = Mode.idle
  }
  enum Mode {
    case idle
    case busy(level: Int)
  }
  enum Action: Equatable, Sendable { case increment, busy }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .busy: state.mode = .busy(level: 1)
    }
    return .none
  }
}

/// Collects the failures `body` records.
@MainActor
func failures(_ body: @MainActor () async -> Void) async -> [String] {
  let collector = FailureCollector()
  await TestFailure.$collector.withValue(collector) { await body() }
  return collector.close()
}

@MainActor
@Suite struct NoReflectionStateComparisonTests {
  @Test func anUnassertedChangeIsNotPassedOver() async {
    let messages = await failures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment)
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        """
        Cannot compare Counter.State, a Counter.State: Counter.State is not Equatable, so the \
        test store compares it by structure, and its type's module was built without \
        reflection metadata (Xcode's "Reflection Metadata Level: None")
        """) == true, "\(messages)")
  }

  @Test func aCorrectAssertionIsNotToldNothingChanged() async {
    let messages = await failures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 1 }
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { !$0.contains("no change occurred") }, "\(messages)")
    #expect(messages.first?.hasPrefix("Cannot compare Counter.State") == true)
  }

  /// An enum (not `Equatable`) in a case the runtime cannot name is not compared as its (empty) mirror shows.
  @Test func anEnumWithoutCaseNamesCannotBeCompared() {
    let result = compareStructurally(Counter.Mode.idle, Counter.Mode.busy(level: 1), root: "Mode")
    #expect(result.opaque.map(\.hasNoReflectionMetadata) == [true])
    let same = compareStructurally(Counter.Mode.idle, Counter.Mode.idle, root: "Mode")
    #expect(same.opaque.count == 1)
  }
}

/// What a non-exhaustive test asserts of a state it cannot see is not passed: the assertion
/// cannot be checked (a reviewer's false pass: `.off` compared the closure's result with the
/// actual state, both invisible, as equal).
@MainActor
@Suite struct NoReflectionNonExhaustiveTests {
  @Test func aWrongAssertionOfAStateItCannotSeeFails() async {
    let messages = await failures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment) { $0.count = 42 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Cannot compare Counter.State") == true, "\(messages)")
  }

  @Test func anAssertionAfterASkippedStepStillFails() async {
    let messages = await failures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.increment)
      await store.send(.increment) { $0.count = 42 }
    }
    #expect(messages.count == 1, "\(messages)")
  }
}
