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
    // NB: The effect is parked in `Task.never()`: the message says so, not "real time".
    #expect(
      messages == [
        """
        Expected to receive EffectOriginMessageTests.Chain.Action.never, but received none \
        after waiting 0.01 seconds. 1 effect is suspended in "Task.never()", which ends only \
        when the effect is cancelled, started by: EffectOriginMessageTests.Chain.Action.begin \
        (received after send(EffectOriginMessageTests.Chain.Action.start)).
        """
      ], "\(messages)")
  }

  /// `finish` names an effect parked in `Task.never()` as such.
  @Test func finishSaysAnEffectIsParkedInTaskNever() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Chain.State()) { Chain() }
      await store.send(.start)
      await store.receive(.begin) { $0.step = 1 }
      await store.finish(timeout: .milliseconds(10))
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        """
        An effect returned for EffectOriginMessageTests.Chain.Action.begin (received after \
        send(EffectOriginMessageTests.Chain.Action.start)) was still running when \
        "finish(timeout: 0.01 seconds)" expired. It is suspended in "Task.never()", which \
        ends only when the effect is cancelled.
        """
      ], "\(messages)")
  }

  /// An action an effect sends again and again: the received one prints exactly as the sent
  /// one, and the message still says which of the two returned the running effect (found by
  /// review: it compared printed actions, so it named the send).
  struct Poll: Reducer {
    struct State: Equatable { var polls = 0 }
    enum Action: Equatable { case poll }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.polls += 1
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.poll)
      }
    }
  }

  @Test func aReceivedActionPrintedLikeTheSentOneIsStillNamedAsReceived() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = TestStore(initialState: Poll.State()) {
        Poll()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.poll) { $0.polls = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(.poll) { $0.polls = 2 }
    }
    #expect(
      messages == [
        """
        An effect returned for EffectOriginMessageTests.Poll.Action.poll (received after \
        send(EffectOriginMessageTests.Poll.Action.poll)) is still running at the end of \
        the test. It must finish, be cancelled, or be skipped with "skipInFlightEffects()" \
        before the test ends.
        """
      ], "\(messages)")
  }

  /// The sent action's own effect is named without "received after".
  @Test func theSentActionsOwnEffectIsNamedAlone() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Poll.State()) {
        Poll()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.poll) { $0.polls = 1 }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "An effect returned for EffectOriginMessageTests.Poll.Action.poll is still running"
      ) == true, "\(messages)")
  }

  /// A concatenation whose last step is still running is one effect left running, reported
  /// once (found by review: the task running its steps was reported too, so every failure
  /// about it came twice).
  struct Chained: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, first }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .concatenate(
          .run { send in await send(.first) },
          .run { _ in try await clock.sleep(for: .seconds(10)) })
      case .first:
        return .none
      }
    }
  }

  @Test func anUnfinishedConcatenationIsReportedOnce() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Chained.State()) {
        Chained()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.start)
      await store.receive(.first)
    }
    #expect(
      messages == [
        """
        An effect returned for EffectOriginMessageTests.Chained.Action.start is still running \
        at the end of the test. It must finish, be cancelled, or be skipped with \
        "skipInFlightEffects()" before the test ends.
        """
      ], "\(messages)")
  }

  /// A concatenation skipped with `skipInFlightEffects()` stays skipped: its next step is no
  /// new effect to finish (found by review: the next step failed the test).
  struct Steps: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .concatenate(
        .run { _ in try await clock.sleep(for: .seconds(1)) },
        .run { _ in try await clock.sleep(for: .seconds(10)) })
    }
  }

  @Test func aSkippedConcatenationsNextStepIsSkippedToo() async {
    // NB: Not inside `failureMessages`: any failure the store records fails this test.
    let clock = TestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
  }
}
