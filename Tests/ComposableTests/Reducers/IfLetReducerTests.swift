import ComposableTesting
import Testing

/// A child with a long-running timer, to see its effects cancelled on dismissal.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int = 0
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
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
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

@MainActor
@Suite struct IfLetReducerTests {
  struct Parent: Reducer {
    struct State: Equatable {
      var child: Ticker.State?
      var log: [String] = []
    }
    enum Action: Equatable {
      case child(Ticker.Action)
      case present
      case dismiss
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .child(childAction):
          // The child has already run: the parent sees its new state.
          state.log.append("\(childAction) -> \(state.child?.ticks ?? -1)")
        case .present:
          state.child = Ticker.State()
        case .dismiss:
          state.child = nil
        }
        return .none
      }
      .ifLet(\.child, action: /Action.child) { Ticker() }
    }
  }

  @Test func childRunsBeforeParentAndIsCancelledOnDismissal() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.child = Ticker.State() }
    await store.send(.child(.start)) { $0.log = ["start -> 0"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) {
      $0.child?.ticks = 1
      $0.log.append("tick -> 1")
    }
    await store.send(.dismiss) { $0.child = nil }
    // Exhaustive: the timer must have been cancelled, or the test would fail at the end.
    await clock.advance(by: .seconds(5))
  }

  @Test func actionForAbsentChildIsADiagnosticNotACrash() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      await store.send(.child(.tick)) { $0.log = ["tick -> -1"] }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("An \"ifLet\" at \"ComposableTests/IfLetReducerTests.swift:") == true
    )
    #expect(
      messages.first?.contains("received a child action when its child state was nil") == true)
    #expect(
      messages.first?.contains("IfLetReducerTests.Parent.Action.child(Ticker.Action.tick)") == true)
  }

  @Test func plainStoreReportsToStandardErrorHandler() async {
    let store = kindStore(initialState: Parent.State()) { Parent() }
    let diagnostics = await collectDiagnostics {
      store.send(.child(.tick))
    }
    #expect(diagnostics.count == 1)
    #expect(store.state.log == ["tick -> -1"])
  }
}

@MainActor
@Suite struct IfCaseLetReducerTests {
  struct Session: Reducer {
    enum State: Equatable {
      case loggedOut
      case loggedIn(Ticker.State)
    }
    enum Action: Equatable {
      case loggedIn(Ticker.Action)
      case logIn
      case logOut
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .logIn: state = .loggedIn(Ticker.State())
        case .logOut: state = .loggedOut
        case .loggedIn: break
        }
        return .none
      }
      .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { Ticker() }
    }
  }

  @Test func caseChildEffectsAreCancelledWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedOut) {
      Session()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.logIn) { $0 = .loggedIn(Ticker.State()) }
    await store.send(.loggedIn(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.loggedIn(.tick)) { $0 = .loggedIn(Ticker.State(ticks: 1)) }
    await store.send(.logOut) { $0 = .loggedOut }
    await clock.advance(by: .seconds(3))
  }

  @Test func actionInAnotherCaseIsADiagnostic() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Session.State.loggedOut) { Session() }
      await store.send(.loggedIn(.tick))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("An \"ifCaseLet\" at") == true)
    #expect(messages.first?.contains("was in another case (loggedOut)") == true)
  }

  @Test func scopeOverEnumState() async {
    struct Host: Reducer {
      enum State: Equatable {
        case counting(Counter.State)
        case idle
      }
      enum Action: Equatable { case counter(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: /State.counting, action: /Action.counter) { Counter() }
      }
    }
    let store = TestStore(initialState: Host.State.counting(Counter.State())) { Host() }
    await store.send(.counter(.increment)) { $0 = .counting(Counter.State(count: 1)) }
    let messages = await failureMessages {
      let idle = TestStore(initialState: Host.State.idle) { Host() }
      await idle.send(.counter(.increment))
    }
    #expect(messages.first?.contains("A \"Scope\" at") == true)
  }
}
