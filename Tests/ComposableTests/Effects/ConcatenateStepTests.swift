import ComposableTesting
import Testing

/// A concatenation's next step starts when the step before has ended: its own work, not the
/// effects of the actions it sent (TCA 1.0 runs one operation after the other; what they send
/// starts effects of its own). Before, the next step waited for a 10-second timer that an
/// action of the first step started.
@MainActor
@Suite struct ConcatenateStepTests {
  @Reducer struct Chain {
    struct State: Equatable {
      var second = false
      var timerEnded = false
    }
    enum Action: Equatable { case start, startWithSendStep, startTimer, timerEnded, second }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .concatenate(
            .run { send in await send(.startTimer) },
            .run { send in await send(.second) })
        case .startWithSendStep:
          return .concatenate(.run { _ in }, .send(.startTimer), .send(.second))
        case .startTimer:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(10))
            await send(.timerEnded)
          }
        case .second:
          state.second = true
          return .none
        case .timerEnded:
          state.timerEnded = true
          return .none
        }
      }
    }
  }

  @Test(arguments: [Chain.Action.start, .startWithSendStep])
  func theNextStepDoesNotWaitForEffectsOfSentActions(start: Chain.Action) async {
    let clock = TestClock()
    let store = TestStore(initialState: Chain.State()) {
      Chain()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(start)
    await store.receive(.startTimer)
    await store.receive(.second) { $0.second = true }
    await clock.advance(by: .seconds(10))
    await store.receive(.timerEnded) { $0.timerEnded = true }
    // The send's task still waited for the timer its chain started.
    await task.finish()
  }

  @Test func aLiveStoreRunsTheNextStepAtOnce() async {
    let clock = TestClock()
    let store = Store(initialState: Chain.State()) {
      Chain()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let states = store.states
    store.send(.start)
    // NB: The watchdog only bounds a hang (the bug), which then fails the test.
    let reached = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await state in states where state.second { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(30))
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    #expect(reached, "the second step waited for the timer the first one's action started")
    #expect(!store.state.timerEnded)
  }
}
