import ComposableTesting
import Testing

/// A shared value the reducer replaces (`state.$count = Shared(value: 5)`): the test asserts
/// the state's value, `$0.count = 5`, as in TCA. The closure's write reaches the shared value
/// the state held before, which the state no longer holds: it is no part of the comparison
/// (found by review: the assertion failed, saying the state held "only part" of that value).
/// A change the reducer made to the value it dropped is still reported.
@MainActor
@Suite struct SharedReplacedAssertionTests {
  struct Feature: Reducer {
    struct State: Equatable {
      @Shared var count: Int
    }
    enum Action { case replace, bumpThenReplace }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .replace:
        state.$count = Shared(value: 5)
      case .bumpThenReplace:
        state.$count.withLock { $0 += 1 }
        state.$count = Shared(value: 9)
      }
      return .none
    }
  }

  @Test func aReplacedSharedValueIsAssertedByTheStatesValue() async {
    let store = TestStore(
      initialState: Feature.State(count: Shared(wrappedValue: 0, .inMemory("replaced-a")))
    ) {
      Feature()
    }
    await store.send(.replace) { $0.count = 5 }
  }

  @Test func aChangeToTheDroppedValueIsStillReported() async {
    let messages = await failureMessages {
      let store = TestStore(
        initialState: Feature.State(count: Shared(wrappedValue: 0, .inMemory("replaced-b")))
      ) {
        Feature()
      }
      await store.send(.bumpThenReplace) { $0.count = 9 }
    }
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.contains("replaced-b") == true, "\(messages)")
  }
}
