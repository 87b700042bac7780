import ComposableTesting
import Testing

/// A stack replaced by a new one (a deep link's `path = StackState([...])`, or
/// `path.removeAll()` then a push): the new element takes the store's next id (1 here, after
/// the initial screen's 0), as in TCA, so a late response of the old element names an id no
/// screen has. The old element's effects are cancelled all the same (found by review: when
/// ids restarted from 0 in each stack, the late response reached the new screen, and a test
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
      case loadInSteps, loadDebounced, loadDetached, closeLater
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
      case .loadDetached:
        let name = state.name
        return .run { send in
          // NB: Sent from a task that does not inherit the effect's task-locals.
          await Task.detached {
            try? await clock.sleep(for: .seconds(1))
            await send(.response("for \(name)"))
          }.value
        }
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
      case answerLater(StackElementID)
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .deepLink(name):
          state.path = StackState([Screen.State(name: name)])
        case let .popToRootAndPush(name):
          state.path.removeAll()
          state.path.append(Screen.State(name: name))
        case let .answerLater(id):
          // NB: The parent's own effect, naming a screen by its id.
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.path(.element(id: id, action: .response("late"))))
          }
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
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path = StackState() }
  }

  @Test func theNewScreensOwnEffectsRun() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.deepLink("B")) { $0.path = StackState([Screen.State(name: "B")]) }
    await store.send(.path(.element(id: 1, action: .load)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .response("for B")))) {
      $0.path[id: 1]?.response = "for B"
    }
  }

  /// Found by review eighteen: a parent's effect that answers a screen by its id reached the
  /// new screen a deep link gave the same id (ids restarted from 0 in each new stack).
  @Test func aParentsLateAnswerForAReplacedScreenReachesNoScreen() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = store(clock)
      await store.send(.answerLater(0))
      await store.send(.deepLink("B")) { $0.path = StackState([Screen.State(name: "B")]) }
      #expect(store.state.path.ids == [1])
      await clock.advance(by: .seconds(1))
      await store.receive(.path(.element(id: 0, action: .response("late"))))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("child state was missing (no element with id #0)") == true)
  }
}
