import Composable

/// The counter used by W0, W1, W3, W4 and W6.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case decrement
    case start
    case done
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .start:
      return .run { send in await send(.done) }
    case .done:
      state.count += 1
      return .none
    }
  }
}

/// One level of W2's nesting: a struct property and an `Action.child` case, with `Scope`.
struct Nest<Child: Reducer>: Reducer where Child.State: Equatable {
  struct State: Equatable {
    var child: Child.State
  }
  enum Action {
    case child(Child.Action)
  }
  let child: Child

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: /Action.child) { child }
  }
}

typealias Depth5 = Nest<Nest<Nest<Nest<Nest<Counter>>>>>

func depth5() -> Depth5 {
  Nest(child: Nest(child: Nest(child: Nest(child: Nest(child: Counter())))))
}

func depth5State() -> Depth5.State {
  .init(child: .init(child: .init(child: .init(child: .init(child: Counter.State())))))
}

func depth5Increment() -> Depth5.Action {
  .child(.child(.child(.child(.child(.increment)))))
}

/// W5's list: 1,000 counter rows composed with `forEach`.
struct CounterRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  typealias Action = Counter.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .increment { state.count += 1 }
    return .none
  }
}

struct CounterList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<CounterRow.State>
  }
  enum Action {
    case row(id: Int, action: Counter.Action)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: /Action.row(id:action:)) { CounterRow() }
  }
}
