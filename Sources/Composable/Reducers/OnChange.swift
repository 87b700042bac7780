extension Reducer {
  /// Runs `reducer` after this one whenever this one changed the value at `toValue`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.query) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         .send(.search(newValue))
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs; when it differs, the reducer that
  /// `reducer` builds from the old and new values runs on the same action and state, and its
  /// effects are merged with this one's.
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, read from the state (a key path works).
  ///   - reducer: Builds the reducer to run from the old and the new value.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping @Sendable (State) -> V,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping @Sendable (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer built by ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: @Sendable (Base.State) -> Value
  @usableFromInline let reducer: @Sendable (Value, Value) -> Body

  @inlinable
  init(
    base: Base, toValue: @escaping @Sendable (Base.State) -> Value,
    reducer: @escaping @Sendable (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.reducer = reducer
  }

  /// Runs the base reducer, then the change reducer if the watched value changed.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return baseEffect }
    return baseEffect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

extension _OnChangeReducer: Sendable where Base: Sendable {}
