import ComposableTesting
import Testing

/// TCA 1.0's cancellation rules: an effect is registered under every prefix of its path, so a
/// parent's `.cancel(id:)` reaches its descendants; siblings never collide; a child replaced
/// by one of another identity has its effects cancelled.
@MainActor
@Suite struct CancellationScopeTests {
  struct Ticker: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var ticks = 0
    }
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

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Ticker.State?
      var rows: IdentifiedArrayOf<Ticker.State> = []
      var scoped = Ticker.State(id: 0)
    }
    enum Action: Equatable {
      case child(Ticker.Action)
      case row(id: Int, action: Ticker.Action)
      case scoped(Ticker.Action)
      case stopAll
      case replaceChild(id: Int)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.scoped, action: /Action.scoped) { Ticker() }
      Reduce { state, action in
        switch action {
        case .stopAll:
          return .cancel(id: Ticker.CancelID.timer)
        case let .replaceChild(id):
          state.child = Ticker.State(id: id)
          return .none
        case .child, .row, .scoped:
          return .none
        }
      }
      .ifLet(\.child, action: /Action.child) { Ticker() }
      .forEach(\.rows, action: /Action.row(id:action:)) { Ticker() }
    }
  }

  struct Modes: Reducer {
    enum State: Equatable { case idle, ticking(Ticker.State) }
    enum Action: Equatable { case ticker(Ticker.Action), replace(id: Int), stopAll }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .replace(id):
          state = .ticking(Ticker.State(id: id))
          return .none
        case .stopAll:
          return .cancel(id: Ticker.CancelID.timer)
        case .ticker:
          return .none
        }
      }
      .ifCaseLet(
        AnyCasePath(
          embed: { .ticking($0) },
          extract: { if case let .ticking(ticker) = $0 { ticker } else { nil } }),
        action: /Action.ticker
      ) { Ticker() }
    }
  }

  func makeStore(_ state: Parent.State, clock: TestClock) -> TestStoreOf<Parent> {
    TestStore(initialState: state) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func parentCancelReachesChildrenUnderIfLetForEachScopeAndIfCaseLet() async {
    let clock = TestClock()
    let store = makeStore(
      Parent.State(
        child: Ticker.State(id: 1), rows: [Ticker.State(id: 2), Ticker.State(id: 3)]),
      clock: clock)
    await store.send(.child(.start))
    await store.send(.row(id: 2, action: .start))
    await store.send(.row(id: 3, action: .start))
    await store.send(.scoped(.start))
    await store.send(.stopAll)
    await clock.advance(by: .seconds(5))
  }

  func makeModes(_ state: Modes.State, clock: TestClock) -> TestStoreOf<Modes> {
    TestStore(initialState: state) {
      Modes()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func parentCancelReachesAnIfCaseLetChild() async {
    let clock = TestClock()
    let store = makeModes(.ticking(Ticker.State(id: 1)), clock: clock)
    await store.send(.ticker(.start))
    await store.send(.stopAll)
    await clock.advance(by: .seconds(5))
  }

  @Test func siblingsNeverCollide() async {
    let clock = TestClock()
    let store = makeStore(
      Parent.State(rows: [Ticker.State(id: 2), Ticker.State(id: 3)]), clock: clock)
    await store.send(.row(id: 2, action: .start))
    await store.send(.row(id: 3, action: .start))
    await store.send(.row(id: 2, action: .stop))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 3, action: .tick)) { $0.rows[id: 3]?.ticks = 1 }
    await store.send(.row(id: 3, action: .stop))
  }

  @Test func aChildReplacedByAnotherIdentityIsCancelled() async {
    let clock = TestClock()
    let store = makeStore(Parent.State(child: Ticker.State(id: 1)), clock: clock)
    await store.send(.child(.start))
    await store.send(.replaceChild(id: 2)) { $0.child = Ticker.State(id: 2) }
    await clock.advance(by: .seconds(3))
    // The same identity again is the same child: its effects keep running.
    await store.send(.child(.start))
    await store.send(.replaceChild(id: 2))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) { $0.child?.ticks = 1 }
    await store.send(.child(.stop))
  }

  @Test func anIfCaseLetChildReplacedByAnotherIdentityIsCancelled() async {
    let clock = TestClock()
    let store = makeModes(.ticking(Ticker.State(id: 1)), clock: clock)
    await store.send(.ticker(.start))
    await store.send(.replace(id: 2)) { $0 = .ticking(Ticker.State(id: 2)) }
    await clock.advance(by: .seconds(3))
  }
}
