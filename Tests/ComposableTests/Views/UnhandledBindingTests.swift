import ComposableTesting
import Testing

/// A binding action a store's binding sends to a feature with no `BindingReducer` is reported,
/// as TCA does (RuntimeWarningTests.testBindingUnhandledAction): the field does not change.
@MainActor
@Suite struct UnhandledBindingTests {
  struct NoBindingReducer: Reducer {
    struct State: Equatable {
      var text = ""
      @BindingState var flag = false
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  struct WithBindingReducer: Reducer {
    typealias State = NoBindingReducer.State
    typealias Action = NoBindingReducer.Action
    var body: some ReducerOf<Self> { BindingReducer() }
  }

  func warnings(_ body: () -> Void) -> [String] {
    let warnings = LockIsolated<[String]>([])
    Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      body()
    }
    return warnings.current
  }

  @Test func aBindableFieldsActionWithNoBindingReducerIsReported() {
    let store = Store(initialState: NoBindingReducer.State()) { NoBindingReducer() }
    let messages = warnings { store[dynamicMember: \.text] = "typed" }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("A binding action setting ") == true
        && messages.first?.contains("was not handled: no BindingReducer applied it") == true,
      "\(messages)")
    #expect(store.withState(\.text) == "")
  }

  @Test func aBindingStateFieldsActionWithNoBindingReducerIsReported() {
    let store = Store(initialState: NoBindingReducer.State()) { NoBindingReducer() }
    let messages = warnings { store.binding(\.$flag).wrappedValue = true }
    #expect(messages.count == 1)
  }

  @Test func aHandledBindingActionIsNotReported() {
    let store = Store(initialState: WithBindingReducer.State()) { WithBindingReducer() }
    let messages = warnings {
      store[dynamicMember: \.text] = "typed"
      store.binding(\.$flag).wrappedValue = true
    }
    #expect(messages.isEmpty)
    #expect(store.withState(\.text) == "typed")
    #expect(store.withState(\.flag) == true)
  }

  /// An action the test sends itself is not a binding's: a test store asserts it as usual.
  @Test func aBindingActionATestSendsIsNotReported() async {
    let store = TestStore(initialState: NoBindingReducer.State()) { NoBindingReducer() }
    await store.send(.binding(.set(\.text, "typed")))
  }
}
