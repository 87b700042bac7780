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

extension _DependencyKeyWritingReducer: Sendable where Base: Sendable {}

extension _DependencyKeyWritingReducer {
  /// Adds a dependency override to this one, in the same reducer type: chained
  /// `.dependency` modifiers stay `_DependencyKeyWritingReducer<Feature>`, however many there
  /// are, so reducer types stay short.
  ///
  /// The overrides apply as nested modifiers would: the one written first (innermost) wins.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self where Value: Sendable {
    adding { $0[keyPath: keyPath] = value }
  }

  /// Adds a dependency transform to this reducer's overrides, in the same reducer type.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> Self {
    adding { transform(&$0[keyPath: keyPath]) }
  }

  /// `outer` runs before this reducer's own update, as an enclosing modifier's would.
  private func adding(_ outer: @escaping @Sendable (inout DependencyValues) -> Void) -> Self {
    let inner = update
    return Self(base: base) { values in
      outer(&values)
      inner(&values)
    }
  }
}
