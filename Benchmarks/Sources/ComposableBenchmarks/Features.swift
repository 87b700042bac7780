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

/// W2's nesting, five concrete levels as a feature would write them: each level a struct
/// property and an `Action.child(ChildAction)` case, composed with `Scope`.
struct Level1: Reducer {
  struct State: Equatable {
    var child = Level2.State()
  }
  enum Action {
    case child(Level2.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Level2() }
  }
}

struct Level2: Reducer {
  struct State: Equatable {
    var child = Level3.State()
  }
  enum Action {
    case child(Level3.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Level3() }
  }
}

struct Level3: Reducer {
  struct State: Equatable {
    var child = Level4.State()
  }
  enum Action {
    case child(Level4.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Level4() }
  }
}

struct Level4: Reducer {
  struct State: Equatable {
    var child = Level5.State()
  }
  enum Action {
    case child(Level5.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Level5() }
  }
}

struct Level5: Reducer {
  struct State: Equatable {
    var child = Counter.State()
  }
  enum Action {
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Counter() }
  }
}

func depth5Increment() -> Level1.Action {
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
