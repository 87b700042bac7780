/// A reducer made from a closure, for the logic a feature adds on top of its children.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: @Sendable (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  ///
  /// - Parameter reduce: Changes the state for an action and returns effects.
  @inlinable
  public init(
    _ reduce: @escaping @Sendable (_ state: inout State, _ action: Action) -> Effect<Action>
  ) {
    self.reduce = reduce
  }

  /// A type-erased copy of `reducer`.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
