/// Groups reducers so that an operator applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.profile, action: /Action.profile) { Profile() }
///   Reduce { state, action in ... }
/// }
/// .ifLet(\.alert, action: /Action.alert) { Alert() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers built by `build`.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the reducers in order.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

extension CombineReducers: Sendable where Reducers: Sendable {}
