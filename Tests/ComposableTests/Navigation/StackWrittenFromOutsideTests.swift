import ComposableTesting
import Testing

/// A parent that writes a child's stack from outside (`state.tab.path = StackState([...])` in
/// the app's reducer, while the stack's `forEach` is in the tab's) is not seen by that
/// `forEach`: a new screen can get the id of an old one whose effects still run. Found by
/// review: the old screen's late response reached the new screen, and a test asserting it
/// passed. The response is reported and dropped, and the old screen's effects cancelled.
@MainActor
@Suite struct StackWrittenFromOutsideTests {
  typealias Screen = StackReplacedTests.Screen

  struct Tab: Reducer {
    struct State: Equatable { var path = StackState<Screen.State>() }
    enum Action: Equatable {
      case path(StackAction<Screen.State, Screen.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .path(.element(_, .nextRequested(name))):
          // NB: Replaced through the `forEach`, while reducing an action a screen's effect
          // sent: the `.send` to the new screen is the reduction's, not that effect's.
          state.path = StackState([Screen.State(name: name)])
          return .send(.path(.element(id: 0, action: .load)))
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: /Action.path) { Screen() }
    }
  }

  struct App: Reducer {
    struct State: Equatable {
      var first = Tab.State(path: StackState([Screen.State(name: "A")]))
      var second = Tab.State(path: StackState([Screen.State(name: "C")]))
    }
    enum Action: Equatable {
      case first(Tab.Action)
      case second(Tab.Action)
      case replaceFirst(String)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: /Action.first) { Tab() }
      Scope(state: \.second, action: /Action.second) { Tab() }
      Reduce { state, action in
        if case let .replaceFirst(name) = action {
          state.first.path = StackState([Screen.State(name: name)])
        }
        return .none
      }
    }
  }

  func store(_ clock: TestClock) -> TestStoreOf<App> {
    TestStore(initialState: App.State()) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// A store whose first tab's screen A ran `action`, and whose app then replaced that
  /// tab's stack with a screen B.
  func storeWithFirstTabReplaced(
    after action: Screen.Action, _ clock: TestClock
  ) async -> TestStoreOf<App> {
    let store = store(clock)
    await store.send(.first(.path(.element(id: 0, action: action))))
    await store.send(.replaceFirst("B")) {
      $0.first.path = StackState([Screen.State(name: "B")])
    }
    return store
  }

  static let report = """
    received an action for the element #0 from an effect of an earlier element #0, which \
    left the stack without this "forEach" seeing it leave
    """

  @Test func anOldScreensLateResponseIsReportedAndNotGivenToTheNewScreen() async {
    // NB: The whole test inside, for the effects' tasks to report into it.
    let messages = await failureMessages {
      let clock = TestClock()
      let store = await storeWithFirstTabReplaced(after: .load, clock)
      await clock.advance(by: .seconds(1))
      // NB: Received (an effect sent it), with no change to the new screen.
      await store.receive(.first(.path(.element(id: 0, action: .response("for A")))))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.report) == true)
    #expect(messages.first?.contains("StackWrittenFromOutsideTests.swift:") == true)
  }

  @Test func theOldScreensEffectsAreCancelledAtItsFirstLateAction() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = await storeWithFirstTabReplaced(after: .startTimer, clock)
      await clock.advance(by: .seconds(1))
      await store.receive(.first(.path(.element(id: 0, action: .tick))))
      // NB: The timer was cancelled with the old screen: no second tick, and nothing runs.
      await clock.advance(by: .seconds(5))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.report) == true)
  }

  /// Found by review seventeen: a late action an old screen's effect sent by other means
  /// than its `.run`'s `send` (a concatenation's `.send` step, a debounced `.send`, its
  /// dismissal listener's pop) reached the new screen.
  @Test(arguments: [Screen.Action.loadInSteps, .loadDebounced])
  func anOldScreensQueuedLateResponseIsReportedToo(_ load: Screen.Action) async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = await storeWithFirstTabReplaced(after: load, clock)
      await clock.advance(by: .seconds(1))
      await store.receive(.first(.path(.element(id: 0, action: .response("for A")))))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.report) == true)
  }

  @Test func anOldScreensDismissPopsNothing() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = await storeWithFirstTabReplaced(after: .closeLater, clock)
      await clock.advance(by: .seconds(1))
      await store.receive(.first(.path(.popFrom(id: 0))))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("It did not reach the new element #0 (nor pop it)") == true)
  }

  @Test func aViewActionToTheNewScreenFirstStillLeavesTheOldResponseOut() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = await storeWithFirstTabReplaced(after: .load, clock)
      await store.send(.first(.path(.element(id: 0, action: .load))))
      await clock.advance(by: .seconds(1))
      await store.receive(.first(.path(.element(id: 0, action: .response("for A")))))
      await store.receive(.first(.path(.element(id: 0, action: .response("for B"))))) {
        $0.first.path[id: 0]?.response = "for B"
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.report) == true)
  }

  @Test func theOtherTabsScreenWithTheSameIDKeepsItsResponse() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.second(.path(.element(id: 0, action: .load))))
    await store.send(.replaceFirst("B")) {
      $0.first.path = StackState([Screen.State(name: "B")])
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.path(.element(id: 0, action: .response("for C"))))) {
      $0.second.path[id: 0]?.response = "for C"
    }
  }

  @Test func aScreenReplacedThroughTheForEachByAnEffectsActionGetsWhatTheParentSends() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.first(.path(.element(id: 0, action: .next("B")))))
    await store.receive(.first(.path(.element(id: 0, action: .nextRequested("B"))))) {
      $0.first.path = StackState([Screen.State(name: "B")])
    }
    await store.receive(.first(.path(.element(id: 0, action: .load))))
    await clock.advance(by: .seconds(1))
    await store.receive(.first(.path(.element(id: 0, action: .response("for B"))))) {
      $0.first.path[id: 0]?.response = "for B"
    }
  }
}
