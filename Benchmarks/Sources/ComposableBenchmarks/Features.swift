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
/// property and a `CasePathable` `Action.child(ChildAction)` case, composed with `Scope`.
struct Level1: Reducer {
  struct State: Equatable {
    var child = Level2.State()
  }
  enum Action {
    case child(Level2.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level2() }
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
    Scope(state: \.child, action: \.child) { Level3() }
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
    Scope(state: \.child, action: \.child) { Level4() }
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
    Scope(state: \.child, action: \.child) { Level5() }
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
    Scope(state: \.child, action: \.child) { Counter() }
  }
}

func depth5Increment() -> Level1.Action {
  .child(.child(.child(.child(.child(.increment)))))
}

/// W2's siblings: two counters side by side, one observed through a scoped store while the
/// other changes.
struct Pair: Reducer {
  struct State: Equatable {
    var left = Counter.State()
    var right = Counter.State()
  }
  enum Action {
    case left(Counter.Action)
    case right(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Counter() }
    Scope(state: \.right, action: \.right) { Counter() }
  }
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
      .forEach(\.rows, action: \.row) { CounterRow() }
  }
}

/// W2 with TCA 1.0's `/Action.child` case paths on the enums of ``Level1``…``Level5``, whose
/// generated `CasePathable` conformances give `/` its fast path (a `switch`).
struct SlashLevel1: Reducer {
  typealias State = Level1.State
  typealias Action = Level1.Action
  var body: some ReducerOf<Self> { Scope(state: \.child, action: /Action.child) { SlashLevel2() } }
}

struct SlashLevel2: Reducer {
  typealias State = Level2.State
  typealias Action = Level2.Action
  var body: some ReducerOf<Self> { Scope(state: \.child, action: /Action.child) { SlashLevel3() } }
}

struct SlashLevel3: Reducer {
  typealias State = Level3.State
  typealias Action = Level3.Action
  var body: some ReducerOf<Self> { Scope(state: \.child, action: /Action.child) { SlashLevel4() } }
}

struct SlashLevel4: Reducer {
  typealias State = Level4.State
  typealias Action = Level4.Action
  var body: some ReducerOf<Self> { Scope(state: \.child, action: /Action.child) { SlashLevel5() } }
}

struct SlashLevel5: Reducer {
  typealias State = Level5.State
  typealias Action = Level5.Action
  var body: some ReducerOf<Self> { Scope(state: \.child, action: /Action.child) { Counter() } }
}

/// W2 and W5 with TCA 1.0's `/Action.child` case paths on enums without a `CasePathable`
/// conformance: `/` reads the case by reflection.
struct Legacy1: Reducer {
  struct State: Equatable { var child = Legacy2.State() }
  enum Action { case child(Legacy2.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Legacy2() }
  }
}

struct Legacy2: Reducer {
  struct State: Equatable { var child = Legacy3.State() }
  enum Action { case child(Legacy3.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Legacy3() }
  }
}

struct Legacy3: Reducer {
  struct State: Equatable { var child = Legacy4.State() }
  enum Action { case child(Legacy4.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Legacy4() }
  }
}

struct Legacy4: Reducer {
  struct State: Equatable { var child = Legacy5.State() }
  enum Action { case child(Legacy5.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Legacy5() }
  }
}

struct Legacy5: Reducer {
  struct State: Equatable { var child = Counter.State() }
  enum Action { case child(Counter.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: /Action.child) { Counter() }
  }
}

func legacyDepth5Increment() -> Legacy1.Action {
  .child(.child(.child(.child(.child(.increment)))))
}

/// W5 with `/Action.row(id:action:)` on ``CounterList``'s enum, whose generated conformance
/// gives `/` its fast path.
struct LegacyCounterList: Reducer {
  typealias State = CounterList.State
  typealias Action = CounterList.Action

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: /Action.row(id:action:)) { CounterRow() }
  }
}

/// W5 with `/Action.row(id:action:)` on an enum without a `CasePathable` conformance
/// (reflection).
struct ReflectedCounterList: Reducer {
  typealias State = CounterList.State
  enum Action { case row(id: Int, action: Counter.Action) }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: /Action.row(id:action:)) { CounterRow() }
  }
}

/// W2's presentation: a counter presented in `@PresentationState` and composed with
/// `ifLet(\.$child, action: \.child)`, as a sheet or drill-down would be.
struct Presenter: Reducer {
  struct State: Equatable {
    @PresentationState var child: Counter.State? = Counter.State()
  }
  enum Action {
    case child(PresentationAction<Counter.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: \.child) { Counter() }
  }
}
