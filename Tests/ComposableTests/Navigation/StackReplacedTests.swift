import ComposableTesting
import Testing

/// A stack replaced by a new one (a deep link's `path = StackState([...])`, or
/// `path.removeAll()` then a push): its ids count from 0 again, so the new element can have
/// the id of the old one it replaced. The old element's effects are cancelled all the same,
/// and its late response never reaches the new one (found by review: it did, and a test
/// asserting it passed); the new element's `dismiss()` still pops it.
@MainActor
@Suite struct StackReplacedTests {
  struct Screen: Reducer {
    struct State: Equatable {
      var name: String
      var response: String?
      var ticks = 0
    }
    enum Action: Equatable {
      case load, response(String), close
      case startTimer, tick, next(String), nextRequested(String)
      case loadInSteps, loadDebounced, closeLater
    }
    enum CancelID { case debounce }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        let name = state.name
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.response("for \(name)"))
        }
      case let .response(response):
        state.response = response
        return .none
      case .close:
        return .run { _ in await dismiss() }
      case .startTimer:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case let .next(name):
        return .run { send in await send(.nextRequested(name)) }
      case .nextRequested:
        return .none
      case .loadInSteps:
        return .concatenate(
          .run { _ in try await clock.sleep(for: .seconds(1)) },
          .send(.response("for \(state.name)")))
      case .loadDebounced:
        return .send(.response("for \(state.name)"))
          .debounce(id: CancelID.debounce, for: .seconds(1), clock: clock)
      case .closeLater:
        return .run { _ in
          try await clock.sleep(for: .seconds(1))
          await dismiss()
        }
      }
    }
  }

  struct Nav: Reducer {
    struct State: Equatable { var path = StackState<Screen.State>() }
    enum Action: Equatable {
      case path(StackAction<Screen.State, Screen.Action>)
      case deepLink(String)
      case popToRootAndPush(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .deepLink(name):
          state.path = StackState([Screen.State(name: name)])
        case let .popToRootAndPush(name):
          state.path.removeAll()
          state.path.append(Screen.State(name: name))
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: /Action.path) { Screen() }
    }
  }

  func store(_ clock: TestClock) -> TestStoreOf<Nav> {
    TestStore(initialState: Nav.State(path: StackState([Screen.State(name: "A")]))) {
      Nav()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aDeepLinkCancelsTheOldScreensEffects() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.deepLink("B")) { $0.path = StackState([Screen.State(name: "B")]) }
    await clock.advance(by: .seconds(1))
  }

  @Test func popToRootAndPushCancelsTheOldScreensEffects() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.popToRootAndPush("B")) {
      $0.path = StackState([Screen.State(name: "B")])
    }
    await clock.advance(by: .seconds(1))
  }

  @Test func theNewScreenStillDismissesItself() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.deepLink("B")) { $0.path = StackState([Screen.State(name: "B")]) }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func theNewScreensOwnEffectsRun() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.deepLink("B")) { $0.path = StackState([Screen.State(name: "B")]) }
    await store.send(.path(.element(id: 0, action: .load)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .response("for B")))) {
      $0.path[id: 0]?.response = "for B"
    }
  }
}
