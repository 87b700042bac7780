extension Reducer {
  /// Runs a child reducer on optional child state, while it is present.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .ifLet(\.alert, action: \.alert) { AlertFeature() }
  /// }
  /// ```
  ///
  /// The child runs before the parent, so the parent sees the child's changes. When the
  /// parent sets the child state to `nil`, the child's effects in flight are cancelled. A child
  /// action arriving while the child state is `nil` is reported as a runtime diagnostic (a test
  /// failure under a `TestStore`) and ignored.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional child state.
  ///   - toWrappedAction: The case of the parent action carrying child actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?> & Sendable,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      site: OperatorSite(kind: .ifLet, fileID: fileID, line: line, column: column))
  }

  /// Runs a child reducer on optional child state, naming the action case by key path.
  ///
  /// The same as ``ifLet(_:action:then:fileID:line:column:)-(_,AnyCasePath<Self.Action,WrappedAction>,_,_,_,_)``
  /// with `\.child` in place of `/Action.child`.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional child state.
  ///   - toWrappedAction: The case of the parent action carrying child actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?> & Sendable,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction, Action: CasePathable {
    ifLet(
      toWrappedState, action: Action.allCasePaths[keyPath: toWrappedAction], then: wrapped,
      fileID: fileID, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?> & Sendable
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let site: OperatorSite

  /// Runs the child (when present), then the parent; cancels the child's effects when it is
  /// dismissed or replaced by a child of another identity.
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let identityBefore = state[keyPath: toChildState].map(navigationIdentity(of:))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = state[keyPath: toChildState].take(), let identityBefore {
        let effect = child.reduce(into: &childState, action: childAction)
        state[keyPath: toChildState] = childState
        let embed = toChildAction
        childEffect = effect.map { embed.embed($0) }
          .namespaced(ChildNamespace.of(OperatorKey(Self.self, site: site), id: identityBefore))
      } else {
        site.warnAbsent(action: action, state: "nil")
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if let identityBefore,
      state[keyPath: toChildState].map(navigationIdentity(of:)) != identityBefore
    {
      return .merge(
        childEffect, parentEffect,
        .cancelNamespace(ChildNamespace.of(OperatorKey(Self.self, site: site), id: identityBefore)))
    }
    return childEffect.merge(with: parentEffect)
  }
}
