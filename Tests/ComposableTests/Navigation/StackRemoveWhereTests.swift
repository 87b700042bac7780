import ComposableTesting
import Testing

/// Screens removed from the middle of a stack by `removeAll(where:)` or `filter`: the screens
/// left keep their ids, and only the removed screens' effects are cancelled (found by review:
/// `StackState` was a `MutableCollection`, whose `removeAll(where:)` moved elements between
/// positions, and a position kept its id; the screen left took the removed one's id and got
/// its timer's actions).
@MainActor
@Suite struct StackRemoveWhereTests {
  typealias Screen = StackReplacedTests.Screen

  struct Nav: Reducer {
    struct State: Equatable { var path = StackState<Screen.State>() }
    enum Action: Equatable {
      case path(StackAction<Screen.State, Screen.Action>)
      case removeNamed(String)
      case keepNamed(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .removeNamed(name):
          state.path.removeAll { $0.name == name }
        case let .keepNamed(name):
          state.path = state.path.filter { $0.name == name }
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: /Action.path) { Screen() }
    }
  }

  func store(_ clock: TestClock) -> TestStoreOf<Nav> {
    TestStore(
      initialState: Nav.State(path: StackState([Screen.State(name: "A"), Screen.State(name: "B")]))
    ) {
      Nav()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func removeAllWhereKeepsTheOthersIDs() {
    var path = StackState(["A", "B", "C"])
    path.removeAll { $0 == "A" }
    #expect(path.ids == [1, 2])
    #expect(path[id: 1] == "B")
    #expect(path[id: 2] == "C")
  }

  @Test func filterKeepsTheKeptElementsIDs() {
    let path = StackState(["A", "B", "C"]).filter { $0 != "B" }
    #expect(path.ids == [0, 2])
    #expect(path[id: 2] == "C")
  }

  @Test func removingTheBottomScreenCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.path(.element(id: 1, action: .load)))
    await store.send(.removeNamed("A")) { $0.path[id: 0] = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .response("for B")))) {
      $0.path[id: 1]?.response = "for B"
    }
  }

  @Test func filteringOutTheBottomScreenCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let store = store(clock)
    await store.send(.path(.element(id: 0, action: .load)))
    await store.send(.path(.element(id: 1, action: .load)))
    await store.send(.keepNamed("B")) { $0.path[id: 0] = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .response("for B")))) {
      $0.path[id: 1]?.response = "for B"
    }
  }
}
