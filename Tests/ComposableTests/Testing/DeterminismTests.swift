import ComposableTesting
import Foundation
import Testing

/// Verdicts that must not depend on how fast the machine is, or on when an effect gets to
/// run: each of these once passed or failed depending on timing. What they check is what a
/// test store's own task executor gives (Testing.md), so they need task executors.
@MainActor
@Suite(.testStoreUsesItsExecutor) struct DeterminismTests {
  /// Fires once, `delay` after `start`, after `work` of CPU work.
  struct OneShotTimer: Reducer {
    struct State: Equatable { var fired = false }
    enum Action: Equatable { case start, stop, fired }
    enum CancelID { case timer }
    let delay: Duration
    let work: Duration
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [delay, work] send in
          burnCPU(for: work)
          try await clock.sleep(for: delay)
          await send(.fired)
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .fired:
        state.fired = true
        return .none
      }
    }
  }

  /// A test store for a timer that fires after `delay`, with a test clock.
  func timerStore(delay: Duration, work: Duration) -> (
    TestStore<OneShotTimer.State, OneShotTimer.Action>, TestClock
  ) {
    let clock = TestClock()
    let store = TestStore(initialState: OneShotTimer.State()) {
      OneShotTimer(delay: delay, work: work)
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }

  /// The specification of a two-second timer: stopped at one second, it has not fired.
  func stoppedAfterOneSecond(delay: Duration, work: Duration) async {
    let (store, clock) = timerStore(delay: delay, work: work)
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.send(.stop)
  }

  /// The specification of a two-second timer: it fires at two seconds.
  func firesAtTwoSeconds(delay: Duration, work: Duration) async {
    let (store, clock) = timerStore(delay: delay, work: work)
    await store.send(.start)
    await clock.advance(by: .seconds(2))
    await store.receive(.fired) { $0.fired = true }
  }

  @Test(arguments: [Duration.zero, .milliseconds(20)])
  func correctTimerPasses(work: Duration) async {
    await stoppedAfterOneSecond(delay: .seconds(2), work: work)
    await firesAtTwoSeconds(delay: .seconds(2), work: work)
  }

  @Test(arguments: [Duration.zero, .milliseconds(20)])
  func wrongDeadlineFails(work: Duration) async {
    let messages = await failureMessages {
      await stoppedAfterOneSecond(delay: .seconds(1), work: work)
    }
    #expect(
      messages == [
        """
        Must handle 1 received action before sending an action:
          • DeterminismTests.OneShotTimer.Action.fired
        """,
        """
        The store received 1 unexpected action at the end of the test, not asserted with \
        receive:
          • DeterminismTests.OneShotTimer.Action.fired
        """,
      ])
  }

  struct Tail: Reducer {
    struct State: Equatable { var isDone = false }
    enum Action: Equatable { case start, done }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          await send(.done)
          burnCPU(for: .milliseconds(10))
        }
      case .done:
        state.isDone = true
        return .none
      }
    }
  }

  @Test func workAfterTheLastSendStillFinishesBeforeTheEnd() async {
    let store = TestStore(initialState: Tail.State()) { Tail() }
    await store.send(.start)
    await store.receive(.done) { $0.isDone = true }
  }

  /// The feature of the "Time" example in Docs/Testing.md.
  struct Timer: Reducer {
    struct State: Equatable { var seconds = 0 }
    enum Action: Equatable { case startButtonTapped, stopButtonTapped, tick }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startButtonTapped:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopButtonTapped:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }

  @Test func docsTimeExample() async {
    // NB: Verbatim from Docs/Testing.md, "Time": it ends with a step that only cancels.
    let clock = TestClock()
    // swift-format-ignore
    let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await store.send(.stopButtonTapped)
  }

  @Test func deletingARowUnderForEachEndsTheTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: ForEachReducerTests.List.State()) {
      ForEachReducerTests.List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.add(1)) { $0.rows = [Ticker.State(id: 1)] }
    await store.send(.row(id: 1, action: .start))
    await store.send(.remove(1)) { $0.rows = [] }
  }

  struct Pinger: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, ping, noop }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.count = 1
        return .run { send in
          try await clock.sleep(for: .zero)
          await send(.ping)
        }
      case .ping:
        state.count += 1
        return .none
      case .noop:
        return .none
      }
    }
  }

  /// A test store for ``Pinger``, with a test clock.
  func pingerStore() -> (TestStore<Pinger.State, Pinger.Action>, TestClock) {
    let clock = TestClock()
    let store = TestStore(initialState: Pinger.State()) {
      Pinger()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }

  @Test func sleepingForZeroOnATestClockSuspendsUntilAnAdvance() async {
    let (store, clock) = pingerStore()
    await store.send(.start) { $0.count = 1 }
    #expect(clock.sleeperCount == 1)
    await clock.advance()
    await store.receive(.ping) { $0.count = 2 }
  }

  @Test func stateIsTheStateOfTheLastAssertedStep() async {
    let (store, clock) = pingerStore()
    await store.send(.start) {
      #expect(store.state.count == 0)
      $0.count = 1
    }
    await clock.advance()
    // `.ping` has been reduced, but not asserted yet.
    #expect(store.state.count == 1)
    await store.receive(.ping) {
      // Inside an assertion, the state before the step (as in TCA).
      #expect(store.state.count == 1)
      $0.count = 2
    }
    #expect(store.state.count == 2)
  }

  @Test func pendingActionsStayReceivableAfterAMustHandleFailure() async {
    let messages = await failureMessages {
      let (store, clock) = pingerStore()
      await store.send(.start) { $0.count = 1 }
      await clock.advance()
      await store.send(.noop)
      await store.receive(.ping) { $0.count = 2 }
    }
    #expect(
      messages == [
        """
        Must handle 1 received action before sending an action:
          • DeterminismTests.Pinger.Action.ping
        """
      ])
  }

  struct Worker: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start }
    let finished: LockIsolated<Bool>
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [finished] _ in
        try await clock.sleep(for: .seconds(1))
        finished.withLock { $0 = true }
      }
    }
  }

  @Test func skipInFlightEffectsStopsTrackingWithoutCancelling() async {
    let clock = TestClock()
    let finished = LockIsolated(false)
    let store = TestStore(initialState: Worker.State()) {
      Worker(finished: finished)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.start)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    #expect(finished.current)
  }

  @Test func anEffectSkippedInAnExhaustiveTestCanStillBeReceived() async {
    let (store, clock) = pingerStore()
    await store.send(.start) { $0.count = 1 }
    await store.skipInFlightEffects()
    await clock.advance()
    await store.receive(.ping) { $0.count = 2 }
  }

  struct Stamped: Reducer {
    struct State: Equatable { var stamp: Date? }
    enum Action: Equatable { case stamp }
    @Dependency(\.date) var date
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.stamp = date.now
      return .none
    }
  }

  @Test func assertionClosuresSeeTheStoresDependencies() async {
    let store = TestStore(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 42))
    }
    await store.send(.stamp) {
      @Dependency(\.date) var date
      $0.stamp = date.now
    }
  }
}

/// Does CPU work for about `duration` (an effect's workload, not a wait: the test never
/// depends on how long it takes).
func burnCPU(for duration: Duration) {
  guard duration > .zero else { return }
  let clock = ContinuousClock()
  let end = clock.now.advanced(by: duration)
  var accumulator: UInt64 = 0
  while clock.now < end {
    for index in 0..<1_000 { accumulator = accumulator &* 31 &+ UInt64(index) }
  }
  precondition(accumulator != 1)
}
