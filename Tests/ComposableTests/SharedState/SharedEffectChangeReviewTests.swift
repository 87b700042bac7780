import ComposableTesting
import Testing

/// Changes an effect makes to a shared value, found unasserted by the seventh review: one
/// made after the step that asserted an earlier one, and one whose holder the next step
/// removed. Each passed in silence before.
@MainActor
@Suite struct SharedEffectChangeReviewTests {
  struct Twice: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("twice")) var count = 0
    }
    enum Action: Equatable { case go, sent, noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .go:
        return .run { [count = state.$count] send in
          count.withLock { $0 = 1 }
          await send(.sent)
          count.withLock { $0 = 2 }
        }
      case .sent, .noop:
        return .none
      }
    }
  }

  /// The change to 2 comes after `.sent` was reduced: the step after must assert it.
  @Test func aSecondChangeAfterTheAssertedStepIsTheNextStepsToAssert() async {
    let store = TestStore(initialState: Twice.State()) { Twice() }
    await store.send(.go)
    await store.receive(.sent) { $0.count = 1 }
    await store.finish()
    let messages = await failureMessages {
      await store.send(.noop)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("count:\n  − 1\n  + 2") == true, "\(messages)")
  }

  @Test func assertingTheSecondChangePasses() async {
    let store = TestStore(initialState: Twice.State()) { Twice() }
    await store.send(.go)
    await store.receive(.sent) { $0.count = 1 }
    await store.finish()
    await store.send(.noop) { $0.count = 2 }
  }

  struct Holder: Reducer {
    struct Child: Equatable {
      @Shared(.inMemory("held")) var count = 0
    }
    struct State: Equatable {
      var child: Child? = Child()
    }
    enum Action: Equatable { case change, remove }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .change:
        guard let count = state.child?.$count else { return .none }
        return .run { _ in count.withLock { $0 = 5 } }
      case .remove:
        state.child = nil
        return .none
      }
    }
  }

  /// The effect's change is the next step's to assert, and that step removes its holder, so
  /// its assertion cannot show it: reported there.
  @Test func aChangeWhoseHolderTheNextStepRemovesIsReported() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await store.send(.change)
    await store.finish()
    let messages = await failureMessages {
      await store.send(.remove) { $0.child = nil }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "A shared value was changed by an effect, and this step removed the state that held "
          + "it before any step asserted the change:") == true, "\(messages)")
    #expect(messages.first?.contains("changed from 0 to 5") == true, "\(messages)")
  }

  @Test func aChangeAssertedBeforeItsHolderIsRemovedPasses() async {
    let store = TestStore(initialState: Holder.State()) { Holder() }
    await store.send(.change)
    await store.finish()
    store.assert { $0.child?.count = 5 }
    await store.send(.remove) { $0.child = nil }
  }
}
