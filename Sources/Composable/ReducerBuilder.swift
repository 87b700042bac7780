/// Builds a reducer from the reducers listed in a ``Reducer/body-swift.property``: they run
/// in order, on the same state, and their effects are merged.
///
/// `if`, `if`/`else`, `switch`, optionals and `for` loops are supported.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A reducer, as is.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// The first reducer of a block.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: consuming R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// The reducers so far, then `next`.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: consuming R0, next: consuming R1
  ) -> _SequenceReducer<R0, R1> where R0.State == State, R0.Action == Action {
    _SequenceReducer(first: accumulated, second: next)
  }

  /// The `if` branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    first reducer: consuming R0
  ) -> _ConditionalReducer<R0, R1> where R0.State == State, R0.Action == Action {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    second reducer: consuming R1
  ) -> _ConditionalReducer<R0, R1> where R1.State == State, R1.Action == Action {
    .second(reducer)
  }

  /// An `if` without `else`.
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: consuming R?) -> R?
  where R.State == State, R.Action == Action {
    reducer
  }

  /// An `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(reducer)
  }

  /// A `for` loop: each iteration's reducer, in order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ArrayReducer<R>
  where R.State == State, R.Action == Action {
    _ArrayReducer(reducers: reducers)
  }

  /// The finished body.
  @inlinable
  public static func buildFinalResult<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}

/// Two reducers run one after the other; built by ``ReducerBuilder``.
public struct _SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let first: R0
  @usableFromInline let second: R1

  @usableFromInline
  init(first: R0, second: R1) {
    self.first = first
    self.second = second
  }

  /// Runs the first reducer, then the second, and merges their effects.
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let a = first.reduce(into: &state, action: action)
    return a.merge(with: second.reduce(into: &state, action: action))
  }
}

/// One of two reducers, from an `if`/`else`; built by ``ReducerBuilder``.
public enum _ConditionalReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  /// The `if` branch.
  case first(R0)
  /// The `else` branch.
  case second(R1)

  /// Runs the branch that was taken.
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// Reducers from a `for` loop, run in order; built by ``ReducerBuilder``.
public struct _ArrayReducer<R: Reducer>: Reducer {
  @usableFromInline let reducers: [R]

  @usableFromInline
  init(reducers: [R]) {
    self.reducers = reducers
  }

  /// Runs every reducer in order and merges their effects.
  @inlinable
  public func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, if any.
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(reducer): reducer.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}

extension Optional: _ReducerBase where Wrapped: Reducer {}
extension _SequenceReducer: Sendable where R0: Sendable, R1: Sendable {}
extension _ConditionalReducer: Sendable where R0: Sendable, R1: Sendable {}
extension _ArrayReducer: Sendable where R: Sendable {}
