import ComposableTesting
import Testing

/// A row's reducer that changes its own element's id (a temporary id replaced by the
/// server's): refused with a diagnostic at the `forEach`, the row keeping its state, so the
/// array's ids still index its elements. Before, `ids` said -1 while the element said 42,
/// `rows[id: 42]` was `nil` and `rows[id: -1]` gave the element with id 42, in silence.
@MainActor
@Suite struct ForEachIDChangeTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var title = ""
    }
    enum Action: Equatable { case saved(serverID: Int), rename(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .saved(serverID):
        state.id = serverID
        state.title = "saved"
      case let .rename(title):
        state.title = title
      }
      return .none
    }
  }

  @Reducer struct Rows {
    struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> = [] }
    enum Action: Equatable { case rows(IdentifiedActionOf<Row>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func aRowChangingItsIDIsRefusedWithADiagnostic() async {
    let store = Store(
      initialState: Rows.State(rows: [Row.State(id: -1), Row.State(id: 7)])
    ) { Rows() }
    let messages = await failureMessages {
      store.send(.rows(.element(id: -1, action: .saved(serverID: 42))))
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "changed the element's id from -1 to 42. Action: ForEachIDChangeTests.Rows.Action.rows(")
        == true,
      "\(messages)")
    #expect(messages.first?.contains("ForEachIDChangeTests.swift:") == true)
    let rows = store.state.rows
    #expect(rows.ids == [-1, 7])
    #expect(rows.map(\.id) == [-1, 7])
    #expect(rows[id: -1] == Row.State(id: -1))
    #expect(rows[id: 42] == nil)
    // The other row, and the refused one, go on as before.
    store.send(.rows(.element(id: -1, action: .rename("a"))))
    store.send(.rows(.element(id: 7, action: .rename("b"))))
    #expect(store.state.rows.map(\.title) == ["a", "b"])
  }
}
