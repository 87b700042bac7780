import Composable
import ComposableTesting
import Testing

// A test target that never creates a TestStore: a plain Store's runtime warnings must still
// fail the running test, since ComposableTesting is linked.

struct Parent: Reducer {
  struct State: Equatable { var child: Int? }
  enum Action: Equatable { case child(Int) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: /Action.child) {
        Reduce { _, _ in .none }
      }
  }
}

@MainActor
@Suite struct PlainStoreDiagnosticsTests {
  @Test func aPlainStoreWarningFailsTheTestWithoutAnyTestStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    withKnownIssue {
      store.send(.child(1))
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      return message.contains("received a child action when its child state was nil")
    }
  }
}
