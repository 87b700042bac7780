import Testing

@testable import ComposableTesting

@MainActor
@Suite struct DebounceTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var searched: [String] = []
    }
    enum Action: Equatable {
      case queryChanged(String)
      case search(String)
    }
    enum CancelID { case search }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .send(.search(query))
          .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
      case let .search(query):
        state.searched.append(query)
        return .none
      }
    }
  }

  @Test func onlyTheLastOfABurstRuns() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("c")) { $0.query = "c" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("co")) { $0.query = "co" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("com")) { $0.query = "com" }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.search("com")) { $0.searched = ["com"] }
  }

  @Test func cancelStopsAPendingDebounce() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    let task = await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await task.cancel()
    await clock.advance(by: .seconds(1))
  }
}

@MainActor
@Suite struct ThrottleTests {
  struct Taps: Reducer {
    struct State: Equatable { var recorded: [Int] = [] }
    enum Action: Equatable {
      case tap(Int)
      case record(Int)
      case stop
    }
    let latest: Bool
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .tap(n):
        return .send(.record(n))
          .throttle(id: "taps-\(latest)", for: .seconds(1), clock: clock, latest: latest)
      case let .record(n):
        state.recorded.append(n)
        return .none
      case .stop:
        return .cancel(id: "taps-\(latest)")
      }
    }
  }

  /// `.cancel(id:)` with the throttle's id cancels the effect waiting for the end of the
  /// interval, as TCA's throttle is cancellable by its id (before, it ran anyway).
  @Test(arguments: [true, false]) func cancellingTheIdCancelsTheWaitingEffect(latest: Bool) async {
    let clock = TestClock()
    let store = TestStore(initialState: Taps.State()) {
      Taps(latest: latest)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tap(1))
    await store.receive(.record(1)) { $0.recorded = [1] }
    await store.send(.tap(2))
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    // The interval has passed: the next one runs at once.
    await store.send(.tap(3))
    await store.receive(.record(3)) { $0.recorded = [1, 3] }
    await store.finish()
  }

  @Test func latestWinsTheInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Taps.State()) {
      Taps(latest: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tap(1))
    await store.receive(.record(1)) { $0.recorded = [1] }
    await store.send(.tap(2))
    await store.send(.tap(3))
    await clock.advance(by: .seconds(1))
    await store.receive(.record(3)) { $0.recorded = [1, 3] }
    await store.finish()
  }

  @Test func firstWinsTheIntervalWhenNotLatest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Taps.State()) {
      Taps(latest: false)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tap(1))
    await store.receive(.record(1)) { $0.recorded = [1] }
    await store.send(.tap(2))
    await store.send(.tap(3))
    await clock.advance(by: .seconds(1))
    await store.receive(.record(2)) { $0.recorded = [1, 2] }
    await store.finish()
  }

  @Test func eachStoreThrottlesOnItsOwn() async {
    let firstClock = TestClock()
    let first = TestStore(initialState: Taps.State()) {
      Taps(latest: true)
    } withDependencies: {
      $0.continuousClock = firstClock
    }
    let secondClock = TestClock()
    let second = TestStore(initialState: Taps.State()) {
      Taps(latest: true)
    } withDependencies: {
      $0.continuousClock = secondClock
    }
    // Same id, same clock type, two stores: neither waits for the other's interval.
    await first.send(.tap(1))
    await first.receive(.record(1)) { $0.recorded = [1] }
    await second.send(.tap(1))
    await second.receive(.record(1)) { $0.recorded = [1] }
    await first.finish()
    await second.finish()
  }
}

/// A throttle's bookkeeping is let go once its interval has passed with nothing pending:
/// throttling under many ids (a list's rows, each under its own) leaves no entry per id behind
/// (a reviewer suspected, and it was so: one entry per id for the store's life).
@MainActor
@Suite struct ThrottleBookkeepingTests {
  struct Rows: Reducer {
    struct State: Equatable { var recorded = 0 }
    enum Action: Equatable {
      case tap(Int)
      case record
    }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .tap(row):
        return .send(.record).throttle(id: row, for: .seconds(1), clock: clock, latest: false)
      case .record:
        state.recorded += 1
        return .none
      }
    }
  }

  @Test func spentEntriesArePruned() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State()) {
      Rows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    for row in 0..<1_000 {
      await store.send(.tap(row))
      await clock.advance(by: .seconds(2))
    }
    await store.skipReceivedActions(strict: false)
    #expect(store.state.recorded == 1_000)
    #expect(store.core.effects.throttles.count <= 32)
  }

  /// Two test clocks, one far ahead of the other.
  struct TwoClocks: Reducer {
    struct State: Equatable { var recorded: [Int] = [] }
    enum Action: Equatable {
      case tap(Int, onSlowClock: Bool)
      case record(Int)
    }
    let fast: TestClock
    let slow: TestClock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .tap(id, onSlowClock):
        return .send(.record(id)).throttle(
          id: id, for: .seconds(10), clock: onSlowClock ? slow : fast, latest: false)
      case let .record(id):
        state.recorded.append(id)
        return .none
      }
    }
  }

  /// A reviewer suspected: pruning judged every entry of a clock's type with that clock's
  /// time, so another instance's entry, not yet spent on its own clock, was let go, and its
  /// next throttled effect ran at once.
  @Test func anEntryIsJudgedOnlyByItsOwnClock() async {
    let fast = TestClock()
    let slow = TestClock()
    await fast.advance(by: .seconds(1_000))
    let store = TestStore(initialState: TwoClocks.State()) {
      TwoClocks(fast: fast, slow: slow)
    }
    store.exhaustivity = .off
    await store.send(.tap(0, onSlowClock: true))
    // Enough entries on the fast clock to prune.
    for id in 1...40 { await store.send(.tap(id, onSlowClock: false)) }
    // The slow clock's interval has not passed: this one is throttled.
    await store.send(.tap(0, onSlowClock: true))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.recorded.filter { $0 == 0 } == [0])
  }
}
