import Composable
import Testing

@testable import ComposableTesting

/// A stack in a state that is not `Equatable` is compared in order: the same elements under
/// the same ids in another order are another stack (its mirror is keyed by id, as a
/// dictionary's is, but a dictionary's order is its hashing's).
@MainActor
@Suite struct StackOrderTests {
  enum Screen {
    case first
    case second(note: String)
  }
  struct Feature: Reducer {
    struct State {
      var path = StackState<Screen>()
    }
    enum Action: Equatable, Sendable { case openBoth }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      // The second screen is pushed first, under the higher id.
      state.path[id: 1] = .second(note: "b")
      state.path[id: 0] = .first
      return .none
    }
  }

  func stack(_ pairs: [(StackElementID, Screen)]) -> StackState<Screen> {
    var stack = StackState<Screen>()
    for (id, screen) in pairs { stack[id: id] = screen }
    return stack
  }

  @Test func theSameElementsInAnotherOrderDiffer() {
    let built = stack([(1, .second(note: "b")), (0, .first)])
    let expected = stack([(0, .first), (1, .second(note: "b"))])
    #expect(!compareStructurally(built, expected, root: "path").isEqual)
    #expect(compareStructurally(built, built, root: "path").isEqual)
  }

  @Test func anAssertionOfAnotherOrderFails() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.openBoth) {
        $0.path[id: 0] = .first
        $0.path[id: 1] = .second(note: "b")
      }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(StackOrderTests.Feature.Action.openBoth):
        StackOrderTests.Feature.State.path (order):
          − [
          −   [0]: #0,
          −   [1]: #1
          − ]
          + [
          +   [0]: #1,
          +   [1]: #0
          + ]

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func theRightOrderPasses() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.openBoth) {
      $0.path[id: 1] = .second(note: "b")
      $0.path[id: 0] = .first
    }
  }

  /// A dump shows a stack in its order, not sorted by id.
  @Test func aStackDumpsInItsOrder() {
    #expect(
      customDump(stack([(1, .second(note: "b")), (0, .first)]))
        == """
        [
          #1: StackOrderTests.Screen.second(note: "b"),
          #0: StackOrderTests.Screen.first
        ]
        """)
  }
}

/// Setting a stack element's case while it is in another is reported at the caller's line
/// (before: inside the library, at StackState.swift).
@MainActor
@Suite struct StackCaseMisuseTests {
  typealias Screen = StackOrderTests.Screen

  @Test func settingAnotherCaseIsReportedAtTheCallersLine() {
    let second = AnyCasePath<Screen, String>(
      embed: { .second(note: $0) },
      extract: { if case let .second(note) = $0 { note } else { nil } })
    var path = StackState<Screen>([.first])
    let reported = LockIsolated<[(String, UInt)]>([])
    let line: UInt = #line + 4
    Diagnostics.$handler.withValue({ diagnostic in
      reported.withLock { $0.append(("\(diagnostic.fileID)", diagnostic.line)) }
    }) {
      path[id: 0, case: second] = "b"
    }
    #expect(reported.current.map(\.0) == ["ComposableTests/StackOrderTests.swift"])
    #expect(reported.current.map(\.1) == [line])
  }
}
