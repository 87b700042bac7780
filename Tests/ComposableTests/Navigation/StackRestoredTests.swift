import ComposableTesting
import Testing

/// Stacks assigned from a value kept elsewhere (found by review): a deep link built on a
/// constant root (`path = Self.root; path.append(...)`) gives the new screen the id of the
/// screen it replaced, from the same stored stack; a saved copy assigned back (undo) carries
/// the bookkeeping of its time. The old screen's effects are cancelled all the same, and a
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

  func path(_ names: String...) -> StackState<Screen.State> {
    StackState(names.map { Screen.State(name: $0) })
  }

  @Test func aDeepLinkOnAConstantRootCancelsTheReplacedScreensEffects() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.deepLink("A")) { $0.path = self.path("Home", "A") }
    await store.send(.path(.element(id: 1, action: .load)))
    await store.send(.deepLink("B")) { $0.path = self.path("Home", "B") }
    // NB: A's response must not arrive (at B, under the same id): nothing is received.
    await clock.advance(by: .seconds(1))
  }

  @Test func aRestoredScreenStillDismissesItself() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.deepLink("A")) { $0.path = self.path("Home", "A") }
    await store.send(.save) { $0.saved = self.path("Home", "A") }
    await store.send(.path(.popFrom(id: 1))) { $0.path = self.path("Home") }
    await store.send(.restore) { $0.path = self.path("Home", "A") }
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path = self.path("Home") }
  }
}
