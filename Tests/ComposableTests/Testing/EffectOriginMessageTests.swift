import ComposableTesting
import Testing

/// An effect left running is named by the action whose reduction returned it, and, when
/// that action was received, by the send that started the chain (found by review: it named
/// only the send, sending the user to the wrong reducer branch).
@MainActor
@Suite struct EffectOriginMessageTests {
  struct Chain: Reducer {
    struct State: Equatable { var step = 0 }
    enum Action: Equatable { case start, begin, never }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .send(.begin)
      case .begin:
        state.step = 1
        return .run { _ in _ = try? await Task.never() }
      case .never:
        return .none
      }
    }
  }

  @Test func anEffectOfAReceivedActionIsNamedByThatAction() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Chain.State()) { Chain() }
      await store.send(.start)
      await store.receive(.begin) { $0.step = 1 }
    }
    #expect(
      messages == [
        """
        An effect returned for EffectOriginMessageTests.Chain.Action.begin (received after \
        send(EffectOriginMessageTests.Chain.Action.start)) is still running at the end of \
        the test. It must finish, be cancelled, or be skipped with "skipInFlightEffects()" \
        before the test ends.
        """
      ])
  }

  @Test func aReceiveThatTimesOutNamesTheEffectsByTheirActions() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Chain.State()) { Chain() }
      await store.send(.start)
      await store.receive(.begin) { $0.step = 1 }
      await store.receive(.never, timeout: .milliseconds(10))
      await store.skipInFlightEffects()
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "EffectOriginMessageTests.Chain.Action.begin (received after send(EffectOriginMessageTests.Chain.Action.start))"
      ) == true, "\(messages)")
  }
}
