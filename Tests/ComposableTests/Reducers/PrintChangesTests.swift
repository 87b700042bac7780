import Testing

@testable import Composable

@MainActor
@Suite struct PrintChangesTests {
  @Test func printsTheActionAndTheStateDiff() {
    let output = LockIsolated<[String]>([])
    let store = kindStore(initialState: Counter.State()) {
      Counter()._printChanges(.customDump { line in output.withLock { $0.append(line) } })
    }
    store.send(.increment)
    #expect(
      output.current == [
        """
        received action:
          Counter.Action.increment
        Counter.State.count:
          − 0
          + 1
        """
      ])
  }

  @Test func reportsNoChange() {
    struct Noop: Reducer {
      struct State: Equatable {}
      enum Action { case tap }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }
    let output = LockIsolated<[String]>([])
    let store = kindStore(initialState: Noop.State()) {
      Noop()._printChanges(.customDump { line in output.withLock { $0.append(line) } })
    }
    store.send(.tap)
    #expect(
      output.current == [
        "received action:\n  PrintChangesTests.Noop.Action.tap\n  (No state changes)"
      ])
  }
}
