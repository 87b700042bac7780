extension Reducer {
  /// Runs this reducer, and the effects it starts, with a dependency set to `value`.
  ///
  /// ```swift
  /// Scope(state: \.user, action: /Action.user) {
  ///   UserFeature().dependency(\.searchClient, .mock)
  /// }
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value: Sendable {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and the effects it starts, with a dependency changed by `transform`.
  ///
  /// ```swift
  /// Feature().transformDependency(\.analytics) { $0 = .logging(prefix: "feature") }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer run with changed dependencies; see ``Reducer/dependency(_:_:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed dependencies; its `.run` effects capture them.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }
}
