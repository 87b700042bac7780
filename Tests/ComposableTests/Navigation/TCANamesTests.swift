import ComposableTesting
import Testing

/// The names TCA 1.7+ users type for presentation and stacks, macro-free.
@MainActor
@Suite struct TCANamesTests {
  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      @Presents var child: Child.State?
      var path = StackState<Child.State>()
    }
    enum Action: Equatable {
      case child(PresentationActionOf<Child>)
      case path(StackActionOf<Child>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: /Action.child) { Child() }
        .forEach(\.path, action: /Action.path) { Child() }
    }
  }

  @Test func presentsAndStackActionOf() async {
    let store = TestStore(
      initialState: Parent.State(child: Child.State(), path: StackState([Child.State()]))
    ) { Parent() }
    await store.send(.child(.presented(.tap))) { $0.child?.count = 1 }
    await store.send(.path(.element(id: 0, action: .tap))) { $0.path[id: 0]?.count = 1 }
    await store.send(.child(.dismiss)) { $0.child = nil }
  }
}
