import Testing

@testable import Composable

/// Bookkeeping that must not grow, and misuse that must be reported.
@MainActor
@Suite struct StoreHygieneTests {
  @Test func idleChildGroupsArePruned() {
    let parent = EffectGroup { _ in }
    for id in 0..<1_000 {
      let step = EffectGroup(parent: parent) { _ in }
      #expect(step.enter(UInt64(id)))
      step.leave(UInt64(id))
    }
    #expect(parent.childCount == 0)
    #expect(parent.groupsInTree == 1, "Every step's group is freed once it is idle")
    #expect(parent.isIdle)
  }

  @Test func aPrunedChildThatStartsAgainCountsForItsParent() async {
    let parent = EffectGroup { _ in }
    let step = EffectGroup(parent: parent) { _ in }
    #expect(step.enter(1))
    step.leave(1)
    #expect(parent.childCount == 0)
    #expect(step.enter(2))
    #expect(parent.childCount == 1)
    #expect(!parent.isIdle, "The parent waits for its child's new work")
    parent.cancel()
    #expect(step.isCancelled)
    #expect(!step.enter(3), "Nothing starts in a cancelled group")
    step.leave(2)
    #expect(parent.isIdle)
  }

  /// A dependency that reads the store from inside its reducer.
  final class StoreReader: @unchecked Sendable {
    // NB: Set once before use, read on the main actor only.
    var read: (@MainActor () -> Int)?
  }

  struct Reading: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    let reader: StoreReader
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      _ = MainActor.assumeIsolated { reader.read?() }
      return .none
    }
  }

  @Test func readingTheStoreWhileItReducesIsReported() async {
    let reader = StoreReader()
    let store = Store(initialState: Reading.State()) { Reading(reader: reader) }
    reader.read = { store.state.count }
    let diagnostics = await collectDiagnostics {
      store.send(.tap)
    }
    #expect(
      diagnostics == [
        """
        The store's state was read while the store was reducing an action: a reducer (or a \
        dependency that holds the store) must use the reducer's "state" parameter instead. \
        The read gets the state as of the start of that reduction; the first such read of a \
        store whose state holds collections or references gets the state the store was \
        created with.
        """
      ])
    #expect(store.state.count == 1)
  }
}

/// `Effect` is `Sendable` exactly when its action is (checked at compile time: an `Effect`
/// of a non-`Sendable` action no longer satisfies `Sendable`, so it can't cross isolation).
@Suite struct EffectSendabilityTests {
  struct SendableAction: Sendable {}
  static func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  @Test func effectOfASendableActionIsSendable() {
    #expect(Self.requireSendable(Effect<SendableAction>.self))
  }
}
