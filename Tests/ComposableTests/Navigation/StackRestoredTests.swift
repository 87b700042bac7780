import ComposableTesting
import Testing

/// Stacks assigned from a value kept elsewhere (found by review): a deep link built on a
/// constant root (`path = Self.root; path.append(...)`), and a saved copy assigned back (undo),
/// which carries the bookkeeping of its time. The old screen's effects are cancelled, and a
/// restored screen's `dismiss()` still pops it.
@MainActor
@Suite struct StackRestoredTests {
  typealias Screen = StackReplacedTests.Screen

  struct Nav: Reducer {
    static let root = StackState([Screen.State(name: "Home")])
    struct State: Equatable {
      var path = Nav.root
      var saved: StackState<Screen.State>?
    }
    enum Action: Equatable {
      case path(StackAction<Screen.State, Screen.Action>)
      case deepLink(String)
      case save, restore
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .deepLink(name):
          state.path = Self.root
          state.path.append(Screen.State(name: name))
        case .save:
          state.saved = state.path
        case .restore:
          if let saved = state.saved { state.path = saved }
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: /Action.path) { Screen() }
    }
  }

  func store(_ clock: TestClock) -> TestStoreOf<Nav> {
    TestStore(initialState: Nav.State()) {
      Nav()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// The constant root with `name` pushed, as the reducer builds it: built in an assertion
  /// closure, the pushed screen gets the id the reducer's got.
  func deepLinked(_ name: String) -> StackState<Screen.State> {
    var path = Nav.root
    path.append(Screen.State(name: name))
    return path
  }

  @Test func aDeepLinkOnAConstantRootCancelsTheReplacedScreensEffects() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.deepLink("A")) { $0.path = self.deepLinked("A") }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.element(id: 1, action: .load)))
    await store.send(.deepLink("B")) { $0.path = self.deepLinked("B") }
    #expect(store.state.path.ids == [0, 2])
    // NB: A's response must not arrive (at B): nothing is received.
    await clock.advance(by: .seconds(1))
  }

  @Test func aRestoredScreenStillDismissesItself() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.deepLink("A")) { $0.path = self.deepLinked("A") }
    await store.send(.save) { $0.saved = $0.path }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.send(.restore) { $0.path = $0.saved ?? StackState() }
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
  }
}
