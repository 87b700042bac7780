import Composable
import Testing

@testable import Composable

/// Long chains of actions, each sending the next: all reduced, in order, by one `send`, with
/// the action queue's storage given back once the chain ends.
@MainActor
@Suite struct ActionChainTests {
  struct Chain: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case step(remaining: Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .step(remaining) = action, remaining > 0 else { return .none }
      state.count += 1
      return .send(.step(remaining: remaining - 1))
    }
  }

  @Test func chainOf100000ActionsLeavesNoQueueBehind() {
    let store = kindStore(initialState: Chain.State()) { Chain() }
    store.send(.step(remaining: 100_000))
    #expect(store.state.count == 100_000)
    let core = store.core as? RootCore<Chain>
    #expect(core?.control.queue.isEmpty == true)
    // The queue held the chain while it ran; it keeps none of that storage afterwards.
    #expect(core?.control.queue.capacity == 0)
  }
}
