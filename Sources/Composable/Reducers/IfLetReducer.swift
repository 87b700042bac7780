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
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?> & Sendable,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      site: OperatorSite(
        kind: .ifLet, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs a child reducer on optional child state, naming the action case by key path.
  ///
  /// The same as ``ifLet(_:action:then:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,WrappedAction>,_,_,_,_,_)``
  /// with `\.child` in place of `/Action.child`.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional child state.
  ///   - toWrappedAction: The case of the parent action carrying child actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?> & Sendable,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction, Action: CasePathable {
    ifLet(
      toWrappedState, action: Action.allCasePaths[keyPath: toWrappedAction], then: wrapped,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Reducer {
  /// Dismisses optional ephemeral state (an ``AlertState`` or ``ConfirmationDialogState``)
  /// when one of its actions arrives, as TCA 1.0's `.ifLet(\.alert, action: /Action.alert)`.
  ///
  /// ```swift
  /// struct State { var alert: AlertState<AlertAction>? }
  /// enum Action { case alert(AlertAction), deleteTapped }
  ///
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: /Action.alert)
  /// ```
  ///
  /// The state is set to `nil` before the parent sees the action, so the parent may present
  /// another alert in response. An alert action arriving while the state is `nil` is reported.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional ephemeral state.
  ///   - toWrappedAction: The case of the parent action carrying its actions.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?> & Sendable,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID,
      filePath: filePath,
      line: line, column: column)
  }

  /// Dismisses optional ephemeral state when one of its actions arrives, naming the action
  /// case by key path: `.ifLet(\.alert, action: \.alert)`.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional ephemeral state.
  ///   - toWrappedAction: The case of the parent action carrying its actions.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?> & Sendable,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> where Action: CasePathable {
    ifLet(
      toWrappedState, action: Action.allCasePaths[keyPath: toWrappedAction],
      then: { EmptyReducer() }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
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
        // Ephemeral state (an alert) is dismissed by any of its actions, as in TCA 1.0.
        state[keyPath: toChildState] =
          Child.State.self is any _EphemeralState.Type ? nil : childState
        let embed = toChildAction
        childEffect = effect.map { embed.embed($0) }
          .namespaced(
            ChildNamespace.of(
              OperatorKey(Self.self, site: site, path: toChildState), id: identityBefore))
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
        .cancelNamespace(
          ChildNamespace.of(
            OperatorKey(Self.self, site: site, path: toChildState), id: identityBefore)))
    }
    return childEffect.merge(with: parentEffect)
  }
}

extension _IfLetReducer: Sendable where Parent: Sendable, Child: Sendable {}
