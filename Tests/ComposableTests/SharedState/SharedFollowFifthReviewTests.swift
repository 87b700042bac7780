import Testing

@testable import Composable

/// Found by a fifth review of the shared follow: a row store whose subscription ended kept
/// its removed row's state (and the shared values it held) alive for the list's whole life.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct SharedFollowFifthReviewTests {
  final class Token: Sendable {}

  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      @Shared var token: Token
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    }
    enum Action: Sendable { case noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Reducer
  struct List {
    struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<Row.State> = [] }
    enum Action: Sendable {
      case add(Row.State)
      case remove(Int)
      case rows(IdentifiedActionOf<Row>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(row): state.rows.append(row)
        case let .remove(id): state.rows.remove(id: id)
        case .rows: break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  /// Two rows, each subscribed through its row store, then unsubscribed (one cancelled, one
  /// released), their stores released, and the rows removed: nothing of them is kept.
  @Test func aRemovedRowWhoseSubscriptionEndedIsLetGo() async {
    let store = Store(initialState: List.State()) { List() }
    weak var first: Token?
    weak var second: Token?
    do {
      let tokens = (Token(), Token())
      (first, second) = tokens
      store.send(.add(Row.State(id: 1, token: Shared(value: tokens.0))))
      store.send(.add(Row.State(id: 2, token: Shared(value: tokens.1))))
    }
    do {
      let rows = store.scope(state: \.rows, action: \.rows)
      let cancelled = rows[0].subscribe { _ in }
      cancelled.cancel()
      var released: StoreSubscription? = rows[1].subscribe { _ in }
      #expect(released != nil)
      released = nil
    }
    store.send(.remove(1))
    store.send(.remove(2))
    #expect(first == nil, "the first row's state is kept alive")
    #expect(second == nil, "the second row's state is kept alive")
  }
}
