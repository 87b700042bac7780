import ComposableTesting
import Testing

// TCA 1.25's view actions that are bindable (TicTacToe's two-factor screen):
// `enum View: BindableAction` inside the feature's `ViewAction`, applied by
// `BindingReducer(action: \.view)`.

@Reducer
struct CodeEntry {
  @ObservableState
  struct State: Equatable {
    var code = ""
    var isValid = false
    var submissions = 0
  }
  enum Action: ViewAction {
    case submitted(String)
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case submitTapped
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding):
        state.isValid = state.code.count >= 4
        return .none
      case .view(.submitTapped):
        return .send(.submitted(state.code))
      case .submitted:
        state.submissions += 1
        return .none
      }
    }
  }
}

@MainActor @Suite struct ViewActionBindingTests {
  @Test func bindingsInViewActionsSetTheirFieldsBeforeTheFeatureReacts() async {
    let store = TestStore(initialState: CodeEntry.State()) { CodeEntry() }
    await store.send(.view(.binding(.set(\.code, "12")))) {
      $0.code = "12"
    }
    await store.send(\.view.binding.code, "1234") {
      $0.code = "1234"
      $0.isValid = true
    }
    await store.send(.view(.submitTapped))
    await store.receive(\.submitted) {
      $0.submissions = 1
    }
  }

  @Test func aBindingToTheStoreSendsTheViewsBindingAction() async {
    let store = TestStore(initialState: CodeEntry.State()) { CodeEntry() }
    // NB: What `$store.code` sets (SwiftUI's `Bindable`), without SwiftUI.
    let live = Store(initialState: CodeEntry.State()) { CodeEntry() }
    live.code = "98765"
    #expect(live.code == "98765")
    #expect(live.isValid)
    await store.send(.view(.binding(.set(\.code, "98765")))) {
      $0.code = "98765"
      $0.isValid = true
    }
  }
}
