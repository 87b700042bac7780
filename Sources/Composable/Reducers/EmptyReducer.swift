/// A reducer that does nothing: no state change, no effect.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates an empty reducer.
  @inlinable
  public init() {}

  /// Returns ``Effect/none``.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}

extension EmptyReducer: Sendable {}
