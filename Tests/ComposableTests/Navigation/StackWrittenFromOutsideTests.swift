import ComposableTesting
import Testing

/// A parent that writes a child's stack from outside (`state.tab.path = ...` in the app's
/// reducer, while the stack's `forEach` is in the tab's) is not seen by that `forEach`: the
/// old screens' effects keep running. Found by review: the old screen's late response reached
/// the new screen, and a test asserting it passed. A stack built in the store takes new ids
/// (the store's count, as in TCA), so the late response names an id no screen has; one built
/// outside any store (before the store, in the test) numbers its own elements from 0, so its
/// screen may have the old screen's id, and the late response is told from the new screen's
/// by the screen that sent it. Either way it is reported, reaches no screen, and the old
/// screen's effects are cancelled.
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
          guard let id = state.path.ids.last else { return .none }
          return .send(.path(.element(id: id, action: .load)))
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
      /// Replaces the first tab's stack with one built here, in the store.
      case replaceFirst(String)
      /// Replaces the first tab's stack with one the test built outside any store.
      case replaceFirstWith(StackState<Screen.State>)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: /Action.first) { Tab() }
      Scope(state: \.second, action: /Action.second) { Tab() }
      Reduce { state, action in
        switch action {
        case let .replaceFirst(name):
          state.first.path = StackState([Screen.State(name: name)])
        case let .replaceFirstWith(path):
          state.first.path = path
        case .first, .second:
          break
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

  /// A stack of a screen "B", built outside any store: its screen has id 0, as A has.
  static let outsideB = StackState([Screen.State(name: "B")])

  /// A store whose first tab's screen A (id 0) ran `action`, and whose app then replaced
  /// that tab's stack with `outsideB`, whose screen has A's id.
  func storeWithFirstTabReplaced(
    after action: Screen.Action, _ clock: TestClock
  ) async -> TestStoreOf<App> {
    let store = store(clock)
    await store.send(.first(.path(.element(id: 0, action: action))))
    await store.send(.replaceFirstWith(Self.outsideB)) { $0.first.path = Self.outsideB }
    return store
  }

  static let report = """
    received an action for the element #0 from an effect of an earlier element #0, which \
    left the stack without this "forEach" seeing it leave
    """

  @Test func aStackBuiltInTheStoreTakesNewIDsAndTheLateResponseReachesNoScreen() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = store(clock)
      await store.send(.first(.path(.element(id: 0, action: .load))))
      await store.send(.replaceFirst("B")) {
        $0.first.path = StackState([Screen.State(name: "B")])
      }
      #expect(store.state.first.path.ids == [2])
      await clock.advance(by: .seconds(1))
      await store.receive(.first(.path(.element(id: 0, action: .response("for A")))))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("child state was missing (no element with id #0)") == true)
  }

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
  /// Found by review nineteen: a send from a `Task.detached` the effect made reached the new
  /// screen. Its report, raised on a task with none of the test's task-locals, is the test's
  /// too: the test store reports it at its next step.
  @Test func anOldScreensSendFromADetachedTaskReachesNoScreen() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = await storeWithFirstTabReplaced(after: .loadDetached, clock)
      await clock.advance(by: .seconds(1))
      await store.receive(.first(.path(.element(id: 0, action: .response("for A")))))
      #expect(store.state.first.path[id: 0]?.response == nil)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.report) == true)
    #expect(messages.first?.contains("StackWrittenFromOutsideTests.swift:") == true)
  }

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
    await store.send(.second(.path(.element(id: 1, action: .load))))
    await store.send(.replaceFirstWith(Self.outsideB)) { $0.first.path = Self.outsideB }
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.path(.element(id: 1, action: .response("for C"))))) {
      $0.second.path[id: 1]?.response = "for C"
    }
  }

  @Test func aScreenReplacedThroughTheForEachByAnEffectsActionGetsWhatTheParentSends() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.first(.path(.element(id: 0, action: .next("B")))))
    await store.receive(.first(.path(.element(id: 0, action: .nextRequested("B"))))) {
      $0.first.path = StackState([Screen.State(name: "B")])
    }
    await store.receive(.first(.path(.element(id: 2, action: .load))))
    await clock.advance(by: .seconds(1))
    await store.receive(.first(.path(.element(id: 2, action: .response("for B"))))) {
      $0.first.path[id: 2]?.response = "for B"
    }
  }
}

/// A recursive screen (each node holds a stack of nodes) built before its store, so that a
/// node and its own child both have id 0: a node's effect answering its child by id reaches
/// it. Found by review eighteen: the outer stack's element, with the same key and id, was
/// taken for an earlier element of the node's stack, and the action was dropped.
@MainActor
@Suite struct RecursiveStackTests {
  struct Node: Reducer {
    struct State: Equatable {
      var name: String
      var response: String?
      var path = StackState<Node.State>()
    }
    indirect enum Action: Equatable {
      case path(StackAction<Node.State, Node.Action>)
      case answerChild, popChild
      case response(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .answerChild:
          return .run { send in await send(.path(.element(id: 0, action: .response("hi")))) }
        case .popChild:
          return .run { send in await send(.path(.popFrom(id: 0))) }
        case let .response(response):
          state.response = response
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: /Action.path) { Node() }
    }
  }

  /// root → Y (id 0) → Z (id 0 in Y's stack), when built outside any store.
  static func tree() -> Node.State {
    Node.State(
      name: "root",
      path: StackState([Node.State(name: "Y", path: StackState([Node.State(name: "Z")]))]))
  }

  @Test func aNodesEffectAnswersItsOwnChild() async {
    let tree = Self.tree()
    let store = TestStore(initialState: tree) { Node() }
    await store.send(.path(.element(id: 0, action: .answerChild)))
    await store.receive(
      .path(.element(id: 0, action: .path(.element(id: 0, action: .response("hi")))))
    ) {
      $0.path[id: 0]?.path[id: 0]?.response = "hi"
    }
  }

  @Test func aNodesEffectPopsItsOwnChild() async {
    let tree = Self.tree()
    let store = TestStore(initialState: tree) { Node() }
    await store.send(.path(.element(id: 0, action: .popChild)))
    await store.receive(.path(.element(id: 0, action: .path(.popFrom(id: 0))))) {
      $0.path[id: 0]?.path = StackState()
    }
  }
}
