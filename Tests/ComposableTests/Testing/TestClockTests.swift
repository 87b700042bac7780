import ComposableTesting
import Testing

@MainActor
@Suite struct TestClockTests {
  @Test func sleepersWakeInDeadlineOrder() async {
    let clock = TestClock()
    let woke = LockIsolated<[String]>([])
    var tasks: [Task<Void, any Error>] = []
    // One at a time, so that the two 1-second sleepers have a known order of going to sleep.
    for (index, (name, seconds)) in [("c", 3), ("a", 1), ("b", 2), ("a2", 1)].enumerated() {
      tasks.append(
        Task {
          try await clock.sleep(for: .seconds(seconds))
          woke.withLock { $0.append(name) }
        })
      #expect(await eventually { clock.sleeperCount == index + 1 })
    }
    await clock.advance(by: .seconds(3))
    for task in tasks { _ = await task.result }
    #expect(woke.current == ["a", "a2", "b", "c"])
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
  }

  @Test func advancingPartially() async {
    let clock = TestClock()
    let woke = LockIsolated<[Int]>([])
    for seconds in [1, 5] {
      Task {
        try await clock.sleep(for: .seconds(seconds))
        woke.withLock { $0.append(seconds) }
      }
    }
    #expect(await eventually { clock.sleeperCount == 2 })
    await clock.advance(by: .seconds(2))
    #expect(await eventually { woke.current == [1] })
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(2))
    #expect(woke.current == [1])
    await clock.advance(by: .seconds(1))
    #expect(await eventually { woke.current == [1, 5] })
  }

  @Test func cancellingASleepingTask() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(10)) }
    #expect(await eventually { clock.sleeperCount == 1 })
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
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
    await store.finish()
  }

  @Test func runAdvancesUntilNoSleeperIsLeft() async {
    let clock = TestClock()
    let done = LockIsolated(false)
    Task {
      for _ in 0..<3 { try await clock.sleep(for: .seconds(1)) }
      done.withLock { $0 = true }
    }
    #expect(await eventually { clock.sleeperCount == 1 })
    await clock.run()
    #expect(await eventually { done.current })
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
  }
}
