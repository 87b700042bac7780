import Testing

@testable import Composable

/// A destination enum that is itself `Identifiable` is still told apart by its case: a
/// switch of case is another child (a new store, its effects cancelled), and an alert case
/// is dismissed after its action, as for any enum destination.
@MainActor
@Suite struct IdentifiableDestinationTests {
  enum AlertAction: Equatable, Sendable { case ok }

  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var count = 0
    }
    enum Action: Equatable, Sendable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  /// Identified by the counter's `id` whatever the case holds.
  enum Destination: Equatable, Identifiable, Sendable {
    case first(Counter.State)
    case second(Counter.State)
    case alert(AlertState<AlertAction>)
    var id: Int {
      switch self {
      case let .first(counter), let .second(counter): counter.id
      case .alert: -1
      }
    }
  }
  enum DestinationAction: Equatable, Sendable { case counter(Counter.Action), alert(AlertAction) }

  struct Host: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination?
    }
    enum Action: Equatable, Sendable {
      case set(Destination?)
      case destination(PresentationAction<DestinationAction>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .set(destination) = action { state.destination = destination }
        return .none
      }
      .ifLet(\.$destination, action: /Action.destination) {
        EmptyReducer<Destination, DestinationAction>()
      }
    }
  }

  @Test func aSwitchOfCaseWithTheSameIDIsAnotherChild() throws {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.set(.first(Counter.State(id: 7, count: 1))))
    let scope: Store<Destination?, PresentationAction<DestinationAction>> = store.scope(
      state: \.destination, action: /Host.Action.destination)
    let first = try #require(scope.unwrapped())
    let view = SimulatedView { _ = scope.unwrapped() }
    store.send(.set(.second(Counter.State(id: 7))))
    #expect(view.notifications == 1, "the view is told of another child")
    let second = try #require(scope.unwrapped())
    #expect(second !== first)
    #expect(first.state == .first(Counter.State(id: 7, count: 1)), "its own child's last state")
  }

  @Test func anAlertCaseIsDismissedAfterItsAction() {
    let store = kindStore(initialState: Host.State()) { Host() }
    store.send(.set(.alert(AlertState(title: TextState("Hi"), buttons: []))))
    store.send(.destination(.presented(.alert(.ok))))
    #expect(store.withState(\.destination) == nil)
  }
}
