import ComposableTesting
import Testing

@MainActor
@Suite struct TestClockTests {
  @Test func sleepersWakeInDeadlineOrder() async throws {
    let harness = TestExecutorHarness()
    let clock = TestClock()
    let woke = LockIsolated<[String]>([])
    // One at a time, so that the two 1-second sleepers have a known order of going to sleep.
    for (name, seconds) in [("c", 3), ("a", 1), ("b", 2), ("a2", 1)] {
      harness.start {
        try? await clock.sleep(for: .seconds(seconds))
        woke.withLock { $0.append(name) }
      }
      await harness.drain()
    }
    #expect(clock.sleeperCount == 4)
    await clock.advance(by: .seconds(3))
    #expect(woke.current == ["a", "a2", "b", "c"])
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
  }

  @Test func advancingPartially() async throws {
    let harness = TestExecutorHarness()
    let clock = TestClock()
    let woke = LockIsolated<[Int]>([])
    for seconds in [1, 5] {
      harness.start {
        try? await clock.sleep(for: .seconds(seconds))
        woke.withLock { $0.append(seconds) }
      }
    }
    await clock.advance(by: .seconds(2))
    #expect(woke.current == [1])
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(2))
    #expect(woke.current == [1])
    await clock.advance(by: .seconds(1))
    #expect(woke.current == [1, 5])
  }

  @Test func aSleeperThatStartsLateStillSeesTheAdvance() async throws {
    let harness = TestExecutorHarness()
    let clock = TestClock()
    let woke = LockIsolated(false)
    harness.start {
      // Work before the sleep: the advance must wait for the task to reach it.
      for _ in 0..<50 { await Task.yield() }
      try? await clock.sleep(for: .seconds(1))
      woke.withLock { $0 = true }
    }
    await clock.advance(by: .seconds(1))
    #expect(woke.current)
  }

  @Test func sleepingForZeroSuspendsUntilTheNextAdvance() async throws {
    let harness = TestExecutorHarness()
    let clock = TestClock()
    let woke = LockIsolated(false)
    harness.start {
      try? await clock.sleep(for: .zero)
      woke.withLock { $0 = true }
    }
    await harness.drain()
    #expect(!woke.current)
    #expect(clock.sleeperCount == 1)
    await clock.advance()
    #expect(woke.current)
  }

  @Test func cancellingASleepingTask() async throws {
    let harness = TestExecutorHarness()
    let clock = TestClock()
    let threw = LockIsolated(false)
    let task = harness.start {
      do {
        try await clock.sleep(for: .seconds(10))
      } catch {
        threw.withLock { $0 = error is CancellationError }
      }
    }
    await harness.drain()
    #expect(clock.sleeperCount == 1)
    task.cancel()
    await task.value
    #expect(threw.current)
    #expect(clock.sleeperCount == 0)
  }

  @Test func timerLoopsTickOncePerInterval() async {
    struct Timer: Reducer {
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case start, stop, tick }
      enum CancelID { case timer }
      @Dependency(\.continuousClock) var clock
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.timer)
        case .stop:
          return .cancel(id: CancelID.timer)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stop)
  }

  @Test func runAdvancesUntilNoSleeperIsLeft() async throws {
    let harness = TestExecutorHarness()
    let clock = TestClock()
    let done = LockIsolated(false)
    harness.start {
      for _ in 0..<3 { try? await clock.sleep(for: .seconds(1)) }
      done.withLock { $0 = true }
    }
    await clock.run()
    #expect(done.current)
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
  }
}
