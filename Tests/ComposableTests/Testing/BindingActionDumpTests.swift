import Composable
import ComposableTesting
import Testing

// How a binding action reads in a failure message: its field as a key path, `\State.query`,
// not a string literal with its backslash doubled (a new user's trial).

@Reducer
struct DumpedForm {
  @ObservableState
  struct State: Equatable { var query = "" }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

@MainActor @Suite struct BindingActionDumpTests {
  @Test func aBindingActionsFieldReadsAsAKeyPath() async {
    let store = TestStore(initialState: DumpedForm.State()) { DumpedForm() }
    let messages = await failureMessages {
      await store.send(.binding(.set(\.query, "a"))) { $0.query = "b" }
    }
    let message = messages.joined(separator: "\n")
    #expect(message.contains(#"\State.query"#), "\(message)")
    #expect(!message.contains(#"\\State"#), "\(message)")
  }
}
