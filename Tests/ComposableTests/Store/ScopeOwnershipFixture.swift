import Composable

/// A list of rows, each with an optional child, a presented destination and a sub-list of
/// its own: what a row's scopes are made from. Two of each, so that a scope that belongs to
/// the wrong row shows.
enum ScopeOwnershipFixture {
  struct Item: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var name = ""
    }
    enum Action: Equatable, Sendable { case rename(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .rename(name): state.name = name
      }
      return .none
    }
  }

  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var name = ""
      var count = 0
    }
    enum Action: Equatable, Sendable { case rename(String), increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .rename(name): state.name = name
      case .increment: state.count += 1
      }
      return .none
    }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var child: Child.State?
      @PresentationState var sheet: Child.State?
      var items: IdentifiedArrayOf<Item.State> = []
    }
    enum Action: Equatable, Sendable {
      case showChild(id: Int)
      case present(id: Int)
      case hideChild
      case child(Child.Action)
      case sheet(PresentationAction<Child.Action>)
      case items(IdentifiedActionOf<Item>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .showChild(id): state.child = Child.State(id: id)
        case let .present(id): state.sheet = Child.State(id: id)
        case .hideChild: state.child = nil
        case .child, .sheet, .items: break
        }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
      .ifLet(\.$sheet, action: \.sheet) { Child() }
      .forEach(\.items, action: \.items) { Item() }
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var child: Child.State?
    }
    enum Action: Equatable, Sendable {
      case rows(IdentifiedActionOf<Row>)
      case child(Child.Action)
      case setChild(Child.State?)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .setChild(child) = action { state.child = child }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
      .ifLet(\.child, action: \.child) { Child() }
    }

    /// Two rows (ids 1 and 2), each with a child of its own id and two items (10, 11 and
    /// 20, 21).
    static var twoRows: State {
      State(
        rows: [
          Row.State(
            id: 1, child: Child.State(id: 1, name: "one"),
            items: [Item.State(id: 10), Item.State(id: 11)]),
          Row.State(
            id: 2, child: Child.State(id: 2, name: "two"),
            items: [Item.State(id: 20), Item.State(id: 21)]),
        ])
    }
  }
}
