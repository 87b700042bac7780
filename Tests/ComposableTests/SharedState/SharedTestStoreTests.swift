import ComposableTesting
import Foundation
import Testing

@MainActor
@Suite struct SharedTestStoreTests {
  @Test func aReducerChangeIsAssertedLikeState() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
    #expect(store.state.count == 2)
  }

  /// swift-sharing's bug: an in-memory test passed with a wrong expectation.
  @Test func aWrongExpectationFailsWithTheSharedValuesDiff() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(SharedCounter.Action.increment):
        SharedCounter.State.count:
          − 2
          + 1

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func anUnassertedReducerChangeFails() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.increment)
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "State was not expected to change, but a change occurred after send(") == true)
    #expect(messages.first?.contains("SharedCounter.State.count:\n  − 0\n  + 1") == true)
  }

  @Test func aChangeInAFedBackActionIsAssertedInItsReceive() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementLater)
    await store.receive(.incremented) { $0.count = 10 }
  }

  /// swift-sharing's bug: TestStore assertions of shared changes landed in the wrong step.
  @Test func assertingItInTheSendIsTheWrongStep() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementLater) { $0.count = 10 }
      await store.receive(.incremented)
    }
    #expect(messages.count == 2)
    #expect(messages.first?.contains("SharedCounter.State.count:\n  − 10\n  + 0") == true)
    #expect(messages.last?.hasPrefix("State was not expected to change") == true)
  }

  @Test func anEffectChangeNeverAssertedFailsAtTheEndNamingTheValue() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementInEffect)
      await store.finish()
    }
    #expect(
      messages == [
        """
        A shared value was changed by an effect, and no step asserted it: .inMemory("count") \
        changed from 0 to 1. Assert it in the step after the change, or with \
        "store.assert { … }".
        """
      ])
  }

  @Test func anEffectChangeIsAssertedWithStoreAssert() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementInEffect)
    await store.finish()
    store.assert { $0.count = 1 }
  }

  @Test func anEffectChangeMustBeAssertedInTheNextStep() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementInEffect)
      await store.finish()
      await store.send(.increment) { $0.count += 1 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("SharedCounter.State.count:\n  − 1\n  + 2") == true)
  }

  @Test func aValueTheTestSeedsIsTheFeatures() async {
    @Shared(.inMemory("count")) var count = 42
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    #expect(store.state.count == 42)
    await store.send(.increment) { $0.count = 43 }
    #expect(count == 43)
    // NB: A change the test makes itself is no step's to assert.
    $count.withLock { $0 = 0 }
    await store.send(.increment) { $0.count = 1 }
  }

  @Test func aNonExhaustiveStoreSkipsEffectChanges() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementInEffect)
    await store.finish()
    await store.send(.increment) { $0.count = 2 }
  }

  /// An unasserted change of a value three fields hold is shown once, with its holders
  /// listed (before: once per holder, the same change three times).
  @Test func anUnassertedChangeOfAValueHeldThriceIsShownOnce() async {
    let store = TestStore(initialState: SharedPair.State()) { SharedPair() }
    let messages = await failureMessages {
      await store.send(.left(.increment))
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred after \
        send(SharedPair.Action.left(SharedPair.Side.Action.increment)):
        SharedPair.State.count (shared, also held at SharedPair.State.left.count, \
        SharedPair.State.right.count):
          − 0
          + 1

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func twoFeaturesOfOneStoreAreAssertedOnce() async {
    let store = TestStore(initialState: SharedPair.State()) { SharedPair() }
    await store.send(.left(.increment)) { $0.count = 1 }
    await store.send(.right(.look)) { $0.right.seen = 1 }
  }
}

/// A state whose own `==` reads its shared value (and ignores a cache).
struct CustomEquality: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("custom")) var count = 0
    var cache = 0

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
  }
  enum Action: Equatable {
    case increment
    case startThenChange
    case fedBack
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    case .startThenChange:
      let count = state.$count
      return .run { send in
        await send(.fedBack)
        count.withLock { $0 += 1 }
      }
    case .fedBack:
      return .none
    }
  }
}

@MainActor
@Suite struct SharedTestStoreEdgeTests {
  @Test func aStatesOwnEqualityDoesNotChangeTheVerdict() async {
    let store = TestStore(initialState: CustomEquality.State()) { CustomEquality() }
    await store.send(.increment) { $0.count = 1 }
    let unasserted = await failureMessages {
      await store.send(.increment)
    }
    #expect(unasserted.count == 1)
    #expect(unasserted.first?.contains("CustomEquality.State.count:\n  − 1\n  + 2") == true)
    let wrong = await failureMessages {
      await store.send(.increment) { $0.count = 99 }
    }
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("CustomEquality.State.count:\n  − 99\n  + 3") == true)
  }

  @Test func anEffectsChangeAfterItsFedBackActionIsNotThatActionsToAssert() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: CustomEquality.State()) { CustomEquality() }
      await store.send(.startThenChange)
      await store.receive(.fedBack)
      await store.finish()
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "A shared value was changed by an effect, and no step asserted it: .inMemory(\"custom\")"
      ) == true)
  }

  /// An effect's change to a shared value the state does not hold is not the feature's to
  /// assert (TCA, swift-sharing): no failure, and the test may still check it through a
  /// holder of its own, without a second failure.
  @Test func anEffectsChangeToAValueTheStateDoesNotHoldIsNotAFailure() async {
    // NB: Not inside `failureMessages`: any failure the store records fails this test.
    let store = TestStore(initialState: SharedLogger.State()) { SharedLogger() }
    await store.send(.tap) { $0.taps = 1 }
    await store.finish()
    @Shared(.inMemory("log")) var log: [String] = []
    #expect(log == ["tap"])
    await store.send(.tap) { $0.taps = 2 }
    await store.finish()
    #expect(log == ["tap", "tap"])
  }
}

/// Two fields holding two members of one shared value (`$pair.x`, `$pair.y`) are two values
/// in a diff, even when both change alike (a reviewer found the second folded into the first).
@MainActor
@Suite struct SharedMemberDiffTests {
  struct Pair: Equatable, Sendable {
    var x = 0
    var y = 0
  }
  struct Feature: Reducer {
    struct State: Equatable {
      @Shared var x: Int
      @Shared var y: Int
      init(_ pair: Shared<Pair>) {
        _x = pair.x
        _y = pair.y
      }
    }
    enum Action: Equatable { case bumpBoth }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$x.withLock { $0 += 1 }
      state.$y.withLock { $0 += 1 }
      return .none
    }
  }

  @Test func twoMembersOfOneValueAreShownApart() async {
    let store = TestStore(initialState: Feature.State(Shared(value: Pair()))) { Feature() }
    let messages = await failureMessages {
      await store.send(.bumpBoth)
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred after \
        send(SharedMemberDiffTests.Feature.Action.bumpBoth):
        SharedMemberDiffTests.Feature.State.x:
          − 0
          + 1
        SharedMemberDiffTests.Feature.State.y:
          − 0
          + 1

        (Expected: −, Actual: +)
        """
      ])
  }
}
